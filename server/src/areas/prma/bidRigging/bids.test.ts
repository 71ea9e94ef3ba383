import { describe, expect, it } from 'vitest';
import type { TenderBid } from '@esee/contracts';
import { bidFacts } from './bids';
import { defaultWeights, scoreBidders, type LinkFact } from './score';
import { weakLinks, type RecordRow } from './weak';

const NAMES = ['甲公司', '乙公司', '丙公司'];
const BIDDERS = NAMES.map((name, i) => ({ entId: 'ABC'[i]!, name }));
const TENDER = { tenderId: 'T1', openDate: '2026-05-20' };
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
  it('finds nothing between ordinary bids, for a bidder without a bid, or without a tender', () => {
    expect(bidFacts([bid('A', { preparer: '张三' }), bid('B', { preparer: '张三' })], BIDDERS, null)).toEqual([]);
    expect(bidFacts([bid('A'), bid('B'), bid('C')], BIDDERS, TENDER)).toEqual([]);
    expect(
      bidFacts([bid('A', { preparer: '张三' }), null, bid('C', { preparer: '张三' })], BIDDERS, TENDER),
    ).toHaveLength(1);
    expect(bidFacts([bid('A', { preparer: '张三' }), null], BIDDERS, TENDER)).toEqual([]);
    expect(bidFacts([bid('A', { preparer: null }), bid('B', { preparer: null })], BIDDERS, TENDER)).toEqual([]);
  });

  it.each([
    ['preparer', '张 三', '张三', 'samePreparer', '第四十条第（一）项'],
    ['agentName', '李四', '李四', 'sameAgent', '第四十条第（二）项'],
    ['projectManager', '王五', '王五', 'sameProjectManager', '第四十条第（三）项'],
    ['depositAccount', '6222 0000 1234 5678', '6222-0000-1234-5678', 'sameDepositAccount', '第四十条第（六）项'],
    ['fileMachineCode', '3C-0A-1B-2C-3D-4E', '3c:0a:1b:2c:3d:4e', 'sameMachineCode', '第四十条第（四）项'],
  ] as const)('the same %s alone is a statutory finding, scored 100 and citing %s', (field, x, y, signal, article) => {
    const facts = bidFacts([bid('A', { [field]: x }), bid('B'), bid('C', { [field]: y })], BIDDERS, TENDER);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({ a: 0, b: 2, signal });
    expect(facts[0]!.detail).toContain('甲公司与丙公司');
    // Both bids' field, as the tender's records on its opening day.
    expect(facts[0]!.records).toEqual([
      expect.objectContaining({
        kind: 'tenderBid',
        id: 'T1/A',
        companyName: '甲公司',
        date: '2026-05-20',
        dateLabel: '开标日期',
      }),
      expect.objectContaining({ id: 'T1/C', text: expect.stringContaining(y) }),
    ]);
    const result = score(facts);
    expect(result.pairs).toHaveLength(1);
    expect(result.pairs[0]).toMatchObject({ a: 0, b: 2, score: 100, level: 'high' });
    expect(result.pairs[0]!.evidence[0]).toMatchObject({ signal, tier: 'statutory' });
    expect(result.pairs[0]!.evidence[0]!.basis).toContain(article);
    expect(result.pairs[0]!.evidence[0]!.articles[0]!.citation).toContain(article);
    expect(result.pairs[0]!.evidence[0]!.records).toHaveLength(2);
    expect(result.clusters).toEqual([[0, 2]]);
    // Configurable like the others: 0 switches it off, and the check says so.
    const off = score(facts, { [signal]: 0 });
    expect(off.pairs).toEqual([]);
    expect(off.nearMisses).toEqual([
      expect.objectContaining({ a: 0, b: 2, signal, reason: '该信号权重设为0，不计分' }),
    ]);
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
    expect(result.pairs[0]!.evidence[0]!.articles[0]!.text).toContain('禁止投标人相互串通投标');
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
    record_id: `R-${company_id}-${kind}`,
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
    const { facts } = weakLinks([record('E1', 'equityPledge', pledge)], bidders);
    expect(facts).toEqual([expect.objectContaining({ a: 0, b: 2, signal: 'equityPledge' })]);
    expect(facts[0]!.detail).toContain('质权人丙科技有限公司');
    expect(facts[0]!.records).toEqual([
      expect.objectContaining({
        kind: 'equityPledge',
        id: 'R-E1-equityPledge',
        companyName: '甲建设有限公司',
        date: '2025-01-01',
      }),
    ]);
    // A pledge no longer in force is checked, and shown as a near miss with why.
    const ended = weakLinks([record('E1', 'equityPledge', { ...pledge, status: '无效' })], bidders);
    expect(ended.facts).toEqual([]);
    expect(ended.nearMisses).toEqual([
      expect.objectContaining({ a: 0, b: 2, signal: 'equityPledge', reason: expect.stringContaining('无效') }),
    ]);
    expect(weakLinks([record('E1', 'equityPledge', { ...pledge, pledgee: '某银行股份有限公司' })], bidders)).toEqual({
      facts: [],
      nearMisses: [],
    });
  });

  it('links two parties of one lawsuit, by name or by the same case number, once', () => {
    const suit = {
      caseNo: '（2025）京0105民初1号',
      caseReason: '买卖合同纠纷',
      plaintiff: '甲建设有限公司',
      defendant: '乙工程有限公司',
    };
    const { facts } = weakLinks([record('E1', 'caseFiling', suit), record('E2', 'caseFiling', suit)], bidders);
    expect(facts).toEqual([expect.objectContaining({ a: 0, b: 1, signal: 'sharedLawsuit' })]);
    expect(facts[0]!.detail).toContain('（2025）京0105民初1号');
    expect(facts[0]!.records![0]).toMatchObject({ caseNo: '（2025）京0105民初1号', dateLabel: '立案日期' });
    const judgment = {
      caseNo: '（2025）京0105民初2号',
      title: '丙科技有限公司与甲建设有限公司买卖合同纠纷一审民事判决书',
    };
    expect(weakLinks([record('E1', 'judgmentDocument', judgment)], bidders).facts).toEqual([
      expect.objectContaining({ a: 0, b: 2, signal: 'sharedLawsuit' }),
    ]);
    expect(weakLinks([record('E1', 'caseFiling', { ...suit, defendant: '丁公司' })], bidders).facts).toEqual([]);
  });

  it('links two applicants of one patent', () => {
    const patent = { appNumber: 'CN202510000001.1', patentName: '一种测试装置' };
    const { facts } = weakLinks(
      [record('E2', 'patent', patent), record('E3', 'patent', patent), record('E1', 'patent', { appNumber: 'CN2' })],
      bidders,
    );
    expect(facts).toEqual([expect.objectContaining({ a: 1, b: 2, signal: 'sharedPatent' })]);
  });
});
