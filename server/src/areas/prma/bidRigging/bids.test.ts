import { describe, expect, it } from 'vitest';
import type { TenderBid } from '@esee/contracts';
import { bidFacts } from './bids';
import { defaultWeights, scoreBidders, type LinkFact } from './score';
import { weakLinks, type RecordRow } from './weak';

const NAMES = ['甲公司', '乙公司', '丙公司'];
const bid = (entId: string, own: Partial<TenderBid> = {}): TenderBid => ({
  entId,
  name: entId,
  price: 100,
  won: false,
  agentName: `代理${entId}`,
  preparer: `编制${entId}`,
  projectManager: `负责${entId}`,
  depositAccount: `62220000${entId.charCodeAt(0)}0001`,
  fileMachineCode: `3C-00-00-00-00-${entId.charCodeAt(0).toString(16).toUpperCase()}`,
  ...own,
});
const score = (facts: LinkFact[], weights: object = {}) =>
  scoreBidders({
    bidderCount: 3,
    facts,
    hubs: new Map(),
    tenderDate: '2026-06-30',
    weights: { ...defaultWeights(), ...weights },
  });

describe('bid-document signals (Art. 40)', () => {
  it('finds nothing between ordinary bids, or for a bidder without a bid', () => {
    expect(bidFacts([bid('A'), bid('B'), bid('C')], NAMES)).toEqual([]);
    expect(bidFacts([bid('A', { preparer: '张三' }), null, bid('C', { preparer: '张三' })], NAMES)).toHaveLength(1);
    expect(bidFacts([bid('A', { preparer: '张三' }), null], NAMES)).toEqual([]);
    expect(bidFacts([bid('A', { preparer: null }), bid('B', { preparer: null })], NAMES)).toEqual([]);
  });

  it.each([
    ['preparer', '张 三', '张三', 'samePreparer', '第四十条第（一）项'],
    ['agentName', '李四', '李四', 'sameAgent', '第四十条第（二）项'],
    ['projectManager', '王五', '王五', 'sameProjectManager', '第四十条第（三）项'],
    ['depositAccount', '6222 0000 1234 5678', '6222-0000-1234-5678', 'sameDepositAccount', '第四十条第（六）项'],
    ['fileMachineCode', '3C-0A-1B-2C-3D-4E', '3c:0a:1b:2c:3d:4e', 'sameMachineCode', '第四十条第（四）项'],
  ] as const)('the same %s alone is a statutory finding, scored 100 and citing %s', (field, x, y, signal, article) => {
    const facts = bidFacts([bid('A', { [field]: x }), bid('B'), bid('C', { [field]: y })], NAMES);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({ a: 0, b: 2, signal });
    expect(facts[0]!.detail).toContain('甲公司与丙公司');
    const result = score(facts);
    expect(result.pairs).toHaveLength(1);
    expect(result.pairs[0]).toMatchObject({ a: 0, b: 2, score: 100, level: 'high' });
    expect(result.pairs[0]!.evidence[0]).toMatchObject({ signal, tier: 'statutory' });
    expect(result.pairs[0]!.evidence[0]!.basis).toContain(article);
    expect(result.clusters).toEqual([[0, 2]]);
    // Configurable like the others: 0 switches it off.
    expect(score(facts, { [signal]: 0 }).pairs).toEqual([]);
  });
});

describe('weak signals', () => {
  it.each([
    ['equityPledge', 15],
    ['sharedLawsuit', 15],
    ['sharedPatent', 10],
  ] as const)('%s alone scores %i: low, in no cluster', (signal, weight) => {
    const result = score([{ a: 1, b: 0, signal, detail: '证据' }]);
    expect(result.pairs[0]).toMatchObject({ a: 0, b: 1, score: weight, level: 'low' });
    expect(result.pairs[0]!.evidence[0]!.tier).toBe('weak');
    expect(result.pairs[0]!.evidence[0]!.basis).toContain('第三十九条');
    expect(result.clusters).toEqual([]);
  });
});

describe('weak links from the records', () => {
  const bidders = [
    { ent_id: 'E1', name: '甲建设有限公司' },
    { ent_id: 'E2', name: '乙工程有限公司' },
    { ent_id: 'E3', name: '丙科技有限公司' },
  ];
  const record = (company_id: string, kind: string, payload: Record<string, unknown>): RecordRow => ({
    company_id,
    kind,
    record_date: '2025-01-01',
    payload,
  });

  it('links a bidder to the pledgee of its shares, a pledge in force only', () => {
    const pledge = {
      regNumber: 'R1',
      regDate: '2025-01-01',
      pledgor: '张三',
      pledgee: '丙科技有限公司',
      status: '有效',
    };
    const facts = weakLinks([record('E1', 'equityPledge', pledge)], bidders);
    expect(facts).toEqual([expect.objectContaining({ a: 0, b: 2, signal: 'equityPledge' })]);
    expect(facts[0]!.detail).toContain('质权人丙科技有限公司');
    expect(weakLinks([record('E1', 'equityPledge', { ...pledge, status: '无效' })], bidders)).toEqual([]);
    expect(weakLinks([record('E1', 'equityPledge', { ...pledge, pledgee: '某银行股份有限公司' })], bidders)).toEqual(
      [],
    );
  });

  it('links two parties of one lawsuit, by name or by the same case number, once', () => {
    const suit = {
      caseNo: '（2025）京0105民初1号',
      caseReason: '买卖合同纠纷',
      plaintiff: '甲建设有限公司',
      defendant: '乙工程有限公司',
    };
    const facts = weakLinks([record('E1', 'caseFiling', suit), record('E2', 'caseFiling', suit)], bidders);
    expect(facts).toEqual([expect.objectContaining({ a: 0, b: 1, signal: 'sharedLawsuit' })]);
    expect(facts[0]!.detail).toContain('（2025）京0105民初1号');
    const judgment = {
      caseNo: '（2025）京0105民初2号',
      title: '丙科技有限公司与甲建设有限公司买卖合同纠纷一审民事判决书',
    };
    expect(weakLinks([record('E1', 'judgmentDocument', judgment)], bidders)).toEqual([
      expect.objectContaining({ a: 0, b: 2, signal: 'sharedLawsuit' }),
    ]);
    expect(weakLinks([record('E1', 'caseFiling', { ...suit, defendant: '丁公司' })], bidders)).toEqual([]);
  });

  it('links two applicants of one patent', () => {
    const patent = { appNumber: 'CN202510000001.1', patentName: '一种测试装置' };
    const facts = weakLinks(
      [record('E2', 'patent', patent), record('E3', 'patent', patent), record('E1', 'patent', { appNumber: 'CN2' })],
      bidders,
    );
    expect(facts).toEqual([expect.objectContaining({ a: 1, b: 2, signal: 'sharedPatent' })]);
  });
});
