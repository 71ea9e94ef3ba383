import type { RelationKind } from '@esee/contracts';

/**
 * One hop from a company to another. Holding links carry the share; the links that pass through a third
 * entity (the common controller, the shared executive or legal representative) name it in `via`.
 */
export interface Step {
  kind: RelationKind;
  from: string;
  to: string;
  /** invest, holder: the holding; sibling: the controller's share of `to`. */
  ratio?: number;
  /** sibling: the common controller; executive, legalRep: the person. */
  via?: string;
  /** sibling: the controller's share of `from`. */
  viaRatio?: number;
  /** executive: the person's posts at `from` and at `to`. */
  fromPost?: string;
  toPost?: string;
  /** branch: `to` is the head office of `from` (else its branch). */
  up?: boolean;
}

export interface Path {
  seed: string;
  target: string;
  steps: Step[];
}

export interface Ranked {
  target: string;
  best: Path;
  seedCount: number;
  warmth: number;
}

/** How strongly one hop ties two companies: the stake for holdings, fixed weights otherwise. */
export function stepStrength(step: Step): number {
  switch (step.kind) {
    case 'invest':
    case 'holder':
      return step.ratio ?? 0;
    case 'sibling':
      return Math.min(step.ratio ?? 0, step.viaRatio ?? 0);
    case 'branch':
      return 1;
    case 'legalRep':
      return 0.8;
    case 'executive':
      return 0.5;
  }
}

/** A path's warmth, 0–1: the product of its hops' strengths, halved for each hop after the first. */
export const pathWarmth = (path: Path) =>
  path.steps.reduce((w, s) => w * stepStrength(s), 1) * 0.5 ** (path.steps.length - 1);

/** 60%, 33.33%: shares as the pages print them. */
export const share = (ratio: number) => `${Math.round(ratio * 10000) / 100}%`;

function stepText(step: Step, name: (id: string) => string): string {
  const to = name(step.to);
  switch (step.kind) {
    case 'invest':
      return ` —持股${share(step.ratio ?? 0)}→ ${to}`;
    case 'holder':
      return ` ←持股${share(step.ratio ?? 0)}— ${to}`;
    case 'sibling':
      return ` ←控股${share(step.viaRatio ?? 0)}— ${name(step.via!)} —控股${share(step.ratio ?? 0)}→ ${to}`;
    case 'executive':
      return ` ←${step.fromPost ?? '任职'}— ${name(step.via!)} —任职 ${step.toPost ?? '董监高'}→ ${to}`;
    case 'legalRep':
      return ` ←法定代表人— ${name(step.via!)} —法定代表人→ ${to}`;
    case 'branch':
      return step.up ? ` ←分支机构— ${to}` : ` —分支机构→ ${to}`;
  }
}

/** The path in words: 甲公司 —持股60%→ 乙公司 ←董事— 张三 —任职 总经理→ 丙公司. */
export const pathText = (path: Path, name: (id: string) => string) =>
  name(path.seed) + path.steps.map((s) => stepText(s, name)).join('');

/** The relation kinds along a path, in order, each once. */
export const pathKinds = (path: Path): RelationKind[] => [...new Set(path.steps.map((s) => s.kind))];

/**
 * Prospects by warmth: each target's best path (warmest, then fewest hops), raised by half for every
 * other seed that reaches it. Ties: fewer hops, then the id, so pages are stable.
 */
export function rank(paths: readonly Path[]): Ranked[] {
  const byTarget = new Map<string, { best: Path; bestWarmth: number; seeds: Set<string> }>();
  for (const path of paths) {
    const w = pathWarmth(path);
    const entry = byTarget.get(path.target);
    if (!entry) {
      byTarget.set(path.target, { best: path, bestWarmth: w, seeds: new Set([path.seed]) });
      continue;
    }
    entry.seeds.add(path.seed);
    const better = w > entry.bestWarmth || (w === entry.bestWarmth && path.steps.length < entry.best.steps.length);
    if (better) Object.assign(entry, { best: path, bestWarmth: w });
  }
  return [...byTarget.entries()]
    .map(([target, e]) => ({
      target,
      best: e.best,
      seedCount: e.seeds.size,
      warmth: Math.round(1000 * e.bestWarmth * (1 + 0.5 * (e.seeds.size - 1))) / 10,
    }))
    .sort(
      (a, b) =>
        b.warmth - a.warmth ||
        a.best.steps.length - b.best.steps.length ||
        (a.target < b.target ? -1 : a.target > b.target ? 1 : 0),
    );
}
