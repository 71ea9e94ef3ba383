import { describe, expect, it } from 'vitest';
import { priceFacts as pricesOf } from './prices';
import { defaultWeights, scoreBidders, type LinkFact } from './score';

const TENDER = '2026-06-30';
const person = (id: string, name: string) => ({ id, name, kind: 'P' as const });
const company = (id: string, name: string) => ({ id, name, kind: 'C' as const });

const run = (facts: LinkFact[], options: { n?: number; hubs?: Map<string, string>; weights?: object } = {}) =>
  scoreBidders({
    bidderCount: options.n ?? 4,
    facts,
    hubs: options.hubs ?? new Map(),
    tenderDate: TENDER,
    weights: { ...defaultWeights(), ...options.weights },
  });

describe('bid-rigging scoring', () => {
  it.each([
    ['sameLegalRep', '第三十四条'],
    ['control', '第三十四条'],
    ['sameController', '第三十四条'],
  ] as const)('the statutory signal %s alone makes the pair high, citing %s', (signal, article) => {
    const result = run([{ a: 0, b: 1, signal, detail: '证据', via: person('P1', '张三') }]);
    expect(result.pairs).toHaveLength(1);
    expect(result.pairs[0]).toMatchObject({ a: 0, b: 1, score: 100, level: 'high' });
    expect(result.pairs[0]!.evidence[0]!.basis).toContain(article);
    expect(result.pairs[0]!.evidence[0]!.tier).toBe('statutory');
    expect(result.level).toBe('high');
    expect(result.clusters).toEqual([[0, 1]]);
  });

  it.each([
    ['commonHolder', 60, 'medium'],
    ['crossHolding', 60, 'medium'],
    ['sharedExecutive', 60, 'medium'],
    ['samePhone', 40, 'medium'],
    ['sameEmail', 40, 'medium'],
    ['sameWebsite', 40, 'medium'],
    ['sameAddress', 30, 'low'],
  ] as const)('%s alone scores %i (%s)', (signal, score, level) => {
    const result = run([{ a: 2, b: 1, signal, detail: '证据', addressCompanies: 2 }]);
    expect(result.pairs[0]).toMatchObject({ a: 1, b: 2, score, level });
    expect(result.linkedPairs).toBe(1);
    expect(result.clusters).toEqual(level === 'medium' ? [[1, 2]] : []);
  });

  it('counts a signal once per pair, with its heaviest evidence, and caps the score at 100', () => {
    const twice = run([
      { a: 0, b: 1, signal: 'commonHolder', detail: '张三', via: person('P1', '张三') },
      { a: 0, b: 1, signal: 'commonHolder', detail: '李四', via: person('P2', '李四') },
    ]);
    expect(twice.pairs[0]!.score).toBe(60);
    expect(twice.pairs[0]!.evidence).toHaveLength(2);
    const many = run([
      { a: 0, b: 1, signal: 'commonHolder', detail: '' },
      { a: 0, b: 1, signal: 'samePhone', detail: '' },
      { a: 0, b: 1, signal: 'sameEmail', detail: '' },
    ]);
    expect(many.pairs[0]).toMatchObject({ score: 100, level: 'high' });
  });

  it('down-weights a crowded registered address to a third and says why', () => {
    const result = run([{ a: 0, b: 1, signal: 'sameAddress', detail: '某路1号', addressCompanies: 57 }]);
    expect(result.pairs[0]).toMatchObject({ score: 10, level: 'low' });
    expect(result.pairs[0]!.evidence[0]!.note).toContain('57家');
    expect(result.pairs[0]!.evidence[0]!.note).toContain('集中注册');
  });

  it('leaves out links through a hub and names the hub', () => {
    const sasac = company('G1', '某市国资委');
    const result = run(
      [
        { a: 0, b: 1, signal: 'sameController', detail: '国资委控股', via: sasac },
        { a: 2, b: 3, signal: 'commonHolder', detail: '张三', via: person('P1', '张三') },
      ],
      { hubs: new Map([['G1', '政府机关/国资委']]) },
    );
    expect(result.pairs.map((p) => [p.a, p.b])).toEqual([[2, 3]]);
    expect(result.excludedHubs).toEqual(['G1']);
    expect(result.level).toBe('medium');
  });

  it('counts a relation that ended before the tender at half weight, and one ended long before not at all', () => {
    const ended = run([{ a: 0, b: 1, signal: 'sameLegalRep', detail: '王五', endedOn: '2025-01-15' }]);
    expect(ended.pairs[0]).toMatchObject({ score: 50, level: 'medium' });
    expect(ended.pairs[0]!.evidence[0]).toMatchObject({ weight: 50, endedOn: '2025-01-15' });
    expect(ended.pairs[0]!.evidence[0]!.note).toContain('历史关系');
    const old = run([{ a: 0, b: 1, signal: 'sameLegalRep', detail: '王五', endedOn: '2023-06-29' }]);
    expect(old.pairs).toEqual([]);
    expect(old.level).toBe('none');
    // Checked all the same: a near miss saying why.
    expect(old.nearMisses).toEqual([
      expect.objectContaining({
        a: 0,
        b: 1,
        signal: 'sameLegalRep',
        detail: '王五',
        reason: '关系已于2023-06-29终止，早于开标日3年以上，不计',
      }),
    ]);
    // Ended after the tender: it was in force on the day.
    const after = run([{ a: 0, b: 1, signal: 'sameLegalRep', detail: '王五', endedOn: '2026-07-01' }]);
    expect(after.pairs[0]).toMatchObject({ score: 100, level: 'high' });
  });

  it('does not count a relation that began after the opening day: a near miss with its records', () => {
    const record = {
      kind: 'changeRecord',
      kindTitle: '变更记录',
      id: 'CR1',
      companyId: 'E2',
      companyName: '乙',
      date: '2026-08-01',
      dateLabel: '变更日期',
      text: '董事备案：新增 王五（董事）',
      amount: null,
      caseNo: null,
    };
    const later = run([
      { a: 1, b: 0, signal: 'sharedExecutive', detail: '王五', startedOn: '2026-08-01', records: [record] },
    ]);
    expect(later.pairs).toEqual([]);
    expect(later.nearMisses).toEqual([
      {
        a: 0,
        b: 1,
        signal: 'sharedExecutive',
        name: '交叉任职（董监高）',
        detail: '王五',
        reason: '关系始于2026-08-01，晚于开标日2026-06-30，不计',
        records: [record],
      },
    ]);
    const before = run([
      { a: 0, b: 1, signal: 'sharedExecutive', detail: '王五', startedOn: '2026-06-30', records: [record] },
    ]);
    expect(before.pairs[0]!.evidence[0]!.records).toEqual([record]);
    expect(before.nearMisses).toEqual([]);
  });

  it('drops the near misses that run through a hub, as it drops their links', () => {
    const near = scoreBidders({
      bidderCount: 2,
      facts: [],
      nearMisses: [
        { a: 0, b: 1, signal: 'commonHolder', detail: '基金', reason: '未达5%', via: { id: 'F1' } },
        { a: 1, b: 0, signal: 'commonHolder', detail: '张三', reason: '未达5%', via: { id: 'P1' } },
      ],
      hubs: new Map([['F1', '基金']]),
      tenderDate: TENDER,
      weights: defaultWeights(),
    });
    expect(near.nearMisses).toEqual([
      expect.objectContaining({ a: 0, b: 1, detail: '张三', name: '共同股东（各持股5%以上）' }),
    ]);
  });

  it('takes configured weights: 0 switches a signal off, a heavier one raises the level', () => {
    expect(run([{ a: 0, b: 1, signal: 'samePhone', detail: '' }], { weights: { samePhone: 0 } }).pairs).toEqual([]);
    const heavy = run([{ a: 0, b: 1, signal: 'sameAddress', detail: '', addressCompanies: 1 }], {
      weights: { sameAddress: 80 },
    });
    expect(heavy.pairs[0]).toMatchObject({ score: 80, level: 'high' });
  });

  it('joins bidders linked at medium or above into clusters, and orders pairs worst first', () => {
    const result = run(
      [
        { a: 3, b: 4, signal: 'sameAddress', detail: '', addressCompanies: 1 },
        { a: 1, b: 2, signal: 'samePhone', detail: '' },
        { a: 0, b: 1, signal: 'sameLegalRep', detail: '' },
      ],
      { n: 5 },
    );
    expect(result.clusters).toEqual([[0, 1, 2]]);
    expect(result.pairs.map((p) => p.level)).toEqual(['high', 'medium', 'low']);
    expect(result.linkedPairs).toBe(3);
  });
});

describe('price patterns (Art. 40 (4))', () => {
  const names = ['甲', '乙', '丙', '丁'];
  const record = (i: number) => ({
    kind: 'price',
    kindTitle: '核查录入报价',
    id: null,
    companyId: String(i),
    companyName: names[i]!,
    date: '2026-06-30',
    dateLabel: '开标日期',
    text: '报价',
    amount: null,
    caseNo: null,
  });
  const priceFacts = (prices: (number | null)[], names: string[]) => pricesOf(prices, names, record).facts;
  it('links two prices within 1%, with both prices as its records', () => {
    const facts = priceFacts([1_000_000, 1_008_000, 1_200_000, null], names);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({ a: 0, b: 1, signal: 'priceRatio' });
    expect(facts[0]!.detail).toContain('0.80%');
    expect(facts[0]!.records!.map((r) => r.companyName)).toEqual(['甲', '乙']);
  });

  it('shows two prices within 3% but not 1% as a near miss, unless a run links them', () => {
    const { facts, nearMisses } = pricesOf([1_000_000, 1_025_000, 1_300_000], names, record);
    expect(facts).toEqual([]);
    expect(nearMisses).toEqual([
      expect.objectContaining({ a: 0, b: 1, signal: 'priceRatio', detail: expect.stringContaining('2.50%') }),
    ]);
    expect(nearMisses[0]!.reason).toContain('超出±1%');
    expect(pricesOf([1_000_000, 1_020_000, 1_040_000], names, record).nearMisses).toEqual([]);
  });

  it('links neighbours of an arithmetic progression', () => {
    const facts = priceFacts([1_300_000, 1_000_000, 1_200_000, 1_100_000], names);
    expect(facts.map((f) => [f.a, f.b])).toEqual([
      [1, 3],
      [3, 2],
      [2, 0],
    ]);
    expect(facts[0]!.detail).toContain('等差');
  });

  it('links neighbours of prices in a fixed ratio', () => {
    const facts = priceFacts([1_000_000, 1_050_000, 1_102_500], names);
    expect(facts).toHaveLength(2);
    expect(facts[0]!.detail).toContain('等比');
  });

  it('finds nothing in ordinary prices', () => {
    expect(priceFacts([1_000_000, 1_130_000, 1_210_000, 1_470_000], names)).toEqual([]);
    expect(priceFacts([1_000_000], names)).toEqual([]);
  });
});
