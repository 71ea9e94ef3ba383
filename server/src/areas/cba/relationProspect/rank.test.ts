import { describe, expect, it } from 'vitest';
import { pathKinds, pathText, pathWarmth, rank, type Path } from './rank';

const NAMES: Record<string, string> = {
  A: '甲公司',
  B: '乙公司',
  C: '丙公司',
  D: '丁公司',
  P: '张三',
  X: '某控股集团',
};
const name = (id: string) => NAMES[id] ?? id;

const invest = (from: string, to: string, ratio: number) => ({ kind: 'invest' as const, from, to, ratio });

describe('relation prospect path text', () => {
  it('reads holdings and posts as the page lists them', () => {
    const path: Path = {
      seed: 'A',
      target: 'C',
      steps: [
        invest('A', 'B', 0.6),
        { kind: 'executive', from: 'B', to: 'C', via: 'P', fromPost: '董事', toPost: '总经理' },
      ],
    };
    expect(pathText(path, name)).toBe('甲公司 —持股60%→ 乙公司 ←董事— 张三 —任职 总经理→ 丙公司');
    expect(pathKinds(path)).toEqual(['invest', 'executive']);
  });

  it('reads holders, siblings, legal representatives and branches', () => {
    const text = (steps: Path['steps']) => pathText({ seed: 'A', target: 'B', steps }, name);
    expect(text([{ kind: 'holder', from: 'A', to: 'B', ratio: 1 / 3 }])).toBe('甲公司 ←持股33.33%— 乙公司');
    expect(text([{ kind: 'sibling', from: 'A', to: 'B', via: 'X', viaRatio: 0.51, ratio: 0.8 }])).toBe(
      '甲公司 ←控股51%— 某控股集团 —控股80%→ 乙公司',
    );
    expect(text([{ kind: 'legalRep', from: 'A', to: 'B', via: 'P' }])).toBe(
      '甲公司 ←法定代表人— 张三 —法定代表人→ 乙公司',
    );
    expect(text([{ kind: 'branch', from: 'A', to: 'B' }])).toBe('甲公司 —分支机构→ 乙公司');
    expect(text([{ kind: 'branch', from: 'A', to: 'B', up: true }])).toBe('甲公司 ←分支机构— 乙公司');
  });
});

describe('relation prospect ranking by warmth', () => {
  it('ranks one hop above two, and a larger stake above a smaller', () => {
    const ranked = rank([
      { seed: 'A', target: 'D', steps: [invest('A', 'B', 0.9), invest('B', 'D', 0.9)] },
      { seed: 'A', target: 'C', steps: [invest('A', 'C', 0.2)] },
      { seed: 'A', target: 'B', steps: [invest('A', 'B', 0.9)] },
    ]);
    expect(ranked.map((r) => r.target)).toEqual(['B', 'D', 'C']);
    expect(ranked[0]!.warmth).toBe(90);
    expect(ranked[1]!.warmth).toBeCloseTo(40.5, 5);
  });

  it('keeps the warmest path of a prospect and raises it for each other seed that reaches it', () => {
    const ranked = rank([
      { seed: 'A', target: 'C', steps: [invest('A', 'C', 0.3)] },
      { seed: 'B', target: 'C', steps: [invest('B', 'C', 0.6)] },
      { seed: 'A', target: 'D', steps: [invest('A', 'D', 0.7)] },
    ]);
    const c = ranked.find((r) => r.target === 'C')!;
    expect(c.best.seed).toBe('B');
    expect(c.seedCount).toBe(2);
    expect(c.warmth).toBe(90);
    expect(ranked[0]!.target).toBe('C');
  });

  it('halves a path for its second hop and keeps the shorter one', () => {
    const one: Path = { seed: 'A', target: 'C', steps: [{ kind: 'branch', from: 'A', to: 'C' }] };
    const two: Path = {
      seed: 'A',
      target: 'C',
      steps: [
        { kind: 'branch', from: 'A', to: 'B' },
        { kind: 'branch', from: 'B', to: 'C' },
      ],
    };
    expect(pathWarmth(two)).toBe(0.5);
    expect(rank([two, one])[0]!.best).toBe(one);
  });
});
