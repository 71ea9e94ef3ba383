import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDIT_WEIGHTS, type CreditCompany } from '@esee/contracts';
import { compareReports } from './compare';
import { gradeOf, scoreCredit, weightsFrom, type CreditInputs, type CreditRecord } from './scoring';

const ASOF = '2026-11-24';
const company = (over: Partial<CreditCompany> = {}): CreditCompany => ({
  entId: 'E1',
  name: '杭州明澜科技有限公司',
  creditCode: '91330100MA2B3C4D5E',
  status: '存续',
  legalRep: '陈立',
  estDate: '2012-05-18',
  regCapital: 10_000_000,
  paidCapital: 10_000_000,
  employeeCount: 86,
  industryName: '软件开发',
  ...over,
});
const rec = (kind: string, id: string, date: string, payload: Record<string, unknown> = {}): CreditRecord => ({
  kind,
  id,
  date,
  payload,
});
/** A sound company: long-lived, paid up, wins bids, holds licences and patents, rated A for tax. */
const sound = (records: CreditRecord[] = [], over: Partial<CreditCompany> = {}): CreditInputs => ({
  asOf: ASOF,
  company: company(over),
  holderCount: 2,
  records: [
    ...['B1', 'B2', 'B3', 'B4', 'B5', 'B6'].map((id, i) =>
      rec('bidding', id, `2026-0${i + 1}-10`, { type: '中标公告', amount: 1_200_000 }),
    ),
    rec('license', 'L1', '2024-03-01', { licenseName: '建筑业企业资质证书', validTo: '2029-03-01' }),
    ...Array.from({ length: 10 }, (_, i) => rec('patent', `P${i}`, `2023-01-${10 + i}`)),
    rec('trademark', 'T1', '2022-06-01'),
    rec('taxCredit', 'X1', '2025-12-31', { year: 2025, level: 'A' }),
    ...records,
  ],
  related: [],
});

describe('scoreCredit', () => {
  it('gives a sound company an A', () => {
    const r = scoreCredit(sound());
    expect(r.score).toBeGreaterThanOrEqual(85);
    expect(r.grade).toBe('A');
    expect(r.knockOuts).toEqual([]);
  });

  it('empty data gives a defined score: 80, grade B', () => {
    const r = scoreCredit({
      asOf: ASOF,
      company: company({ estDate: null, regCapital: null, paidCapital: null }),
      holderCount: 0,
      records: [],
      related: [],
    });
    expect(r.dimensions.map((d) => [d.dimension, d.score])).toEqual([
      ['subject', 90],
      ['control', 80],
      ['bidding', 40],
      ['qualification', 50],
      ['judicial', 100],
      ['operating', 100],
      ['tax', 80],
      ['news', 90],
    ]);
    expect(r.score).toBe(80);
    expect(r.grade).toBe('B');
  });

  const knockOuts: [string, CreditInputs][] = [
    [
      'a current 失信被执行人',
      sound([rec('dishonest', 'D1', '2026-03-02', { caseCode: '(2025)浙0106执1234号', amount: 300_000 })]),
    ],
    ['a revoked registration (吊销)', sound([], { status: '吊销，未注销' })],
    ['a cancelled registration (注销)', sound([], { status: '注销' })],
    ['严重违法', sound([rec('seriousViolation', 'S1', '2025-08-01', { putReason: '提交虚假材料' })])],
  ];
  it.each(knockOuts)('%s alone forces grade E, with the knock-out named', (_, inputs) => {
    const r = scoreCredit(inputs);
    expect(r.grade).toBe('E');
    expect(r.score).toBeLessThan(40);
    expect(r.knockOuts).toHaveLength(1);
    expect(r.conclusion).toContain('一票否决');
    // Without the knock-out the same company would score high: the grade is the knock-out's doing.
    expect(r.weightedScore).toBeGreaterThanOrEqual(70);
  });

  it('a 失信 record whose case is closed, or old, lowers the score but does not knock out', () => {
    const closed = scoreCredit(
      sound([
        rec('dishonest', 'D1', '2026-03-02', { caseCode: 'C9', amount: 300_000 }),
        rec('executedPerson', 'X9', '2025-11-02', { caseCode: 'C9', status: '已结案' }),
      ]),
    );
    expect(closed.grade).not.toBe('E');
    const old = scoreCredit(sound([rec('dishonest', 'D2', '2019-03-02', { caseCode: 'C8' })]));
    expect(old.grade).not.toBe('E');
    expect(old.findings.find((f) => f.source.id === 'D2')?.text).toContain('曾为失信被执行人');
  });

  it('weights change the score', () => {
    const inputs = sound([rec('taxArrears', 'A1', '2026-05-01', { taxCategory: '增值税', ownTaxBalance: 50_000 })]);
    const base = scoreCredit(inputs);
    const taxHeavy = scoreCredit(inputs, { ...DEFAULT_CREDIT_WEIGHTS, tax: 80 });
    expect(taxHeavy.score).toBeLessThan(base.score);
    expect(taxHeavy.dimensions.find((d) => d.dimension === 'tax')?.weight).toBe(80);
  });

  it('every finding names its source record', () => {
    const r = scoreCredit(
      sound([
        rec('penalty', 'PN1', '2025-02-03', { penaltyType: '虚假宣传' }),
        rec('news', 'N1', '2026-10-01', { sentiment: '负面', title: '某项目延期交付' }),
      ]),
    );
    const penalty = r.findings.find((f) => f.source.id === 'PN1')!;
    expect(penalty).toMatchObject({
      dimension: 'operating',
      tone: 'risk',
      source: { kind: 'penalty', kindTitle: '行政处罚', date: '2025-02-03' },
    });
    expect(r.findings.find((f) => f.source.id === 'N1')?.dimension).toBe('news');
    for (const f of r.findings) expect(f.source.id).not.toBe('');
  });

  it('links each deduction to its records (kind, date, amount, case number) and its rule (points, window, basis)', () => {
    const r = scoreCredit(
      sound([
        rec('dishonest', 'D1', '2026-03-02', {
          caseCode: '(2025)浙0106执1234号',
          amount: 300_000,
          performance: '全部未履行',
        }),
        rec('penalty', 'PN1', '2025-02-03', { penaltyType: '虚假宣传' }),
      ]),
    );
    const dishonest = r.findings.find((f) => f.source.id === 'D1')!;
    expect(dishonest.records).toEqual([
      expect.objectContaining({
        kind: 'dishonest',
        kindTitle: '失信被执行人',
        id: 'D1',
        date: '2026-03-02',
        amount: 300_000,
        caseNo: '(2025)浙0106执1234号',
      }),
    ]);
    expect(dishonest.rule).toMatchObject({
      code: 'dishonestCurrent',
      points: -60,
      window: '近3年公布且执行案件未结案',
      basis: expect.stringContaining('最高人民法院关于公布失信被执行人名单信息的若干规定'),
    });
    expect(r.findings.find((f) => f.source.id === 'PN1')!.rule).toMatchObject({ code: 'penalty', window: '近3年' });
    // An aggregate lists every record it counts, not only its footnote's.
    const wins = r.findings.find((f) => f.rule?.code === 'biddingWins')!;
    expect(wins.records!.map((x) => x.id)).toEqual(['B6', 'B5', 'B4', 'B3', 'B2', 'B1']);
    expect(wins.records![0]).toMatchObject({ amount: 1_200_000, dateLabel: expect.any(String) });
    const registration = scoreCredit(sound([], { estDate: '2026-01-10' })).findings.find(
      (f) => f.rule?.code === 'young',
    )!;
    expect(registration.records).toEqual([
      expect.objectContaining({
        kind: 'company',
        date: '2026-01-10',
        dateLabel: '成立日期',
        text: '成立不足1年，经营历史短',
      }),
    ]);
  });

  it('says what a dimension checked, what counted and what did not and why, even without a deduction', () => {
    const r = scoreCredit(
      sound([
        rec('penalty', 'PN1', '2021-02-03', { penaltyType: '虚假宣传' }),
        rec('judgmentDocument', 'J1', '2025-05-01', { role: '原告', caseReason: '买卖合同纠纷', amount: 10_000 }),
        rec('executedPerson', 'X1', '2025-05-01', { status: '已结案', caseCode: 'C1' }),
      ]),
    );
    const operating = r.dimensions.find((d) => d.dimension === 'operating')!;
    expect(operating.score).toBe(100);
    const penalty = operating.checks!.find((c) => c.rule.code === 'penalty')!;
    expect(penalty).toMatchObject({ read: 1, counted: 0, notCounted: [{ reason: '3年前作出', count: 1 }] });
    expect(operating.checks!.map((c) => c.rule.name)).toEqual(['列入严重违法失信名单', '列入经营异常名录', '行政处罚']);
    const judicial = r.dimensions.find((d) => d.dimension === 'judicial')!;
    expect(judicial.checks!.find((c) => c.rule.code === 'lawsuitDefendant')).toMatchObject({
      read: 1,
      counted: 0,
      notCounted: [{ reason: '诉讼地位为原告', count: 1 }],
    });
    expect(judicial.checks!.find((c) => c.rule.code === 'executedPerson')!.notCounted).toEqual([
      { reason: '执行状态为已结案', count: 1 },
    ]);
    expect(judicial.checks!.find((c) => c.rule.code === 'dishonestCurrent')).toMatchObject({ read: 0, counted: 0 });
    expect(r.dimensions.find((d) => d.dimension === 'bidding')!.checks![0]).toMatchObject({ read: 6, counted: 6 });
  });

  it('grades by the bands', () => {
    expect([100, 85, 84, 70, 69, 55, 54, 40, 39, 0].map(gradeOf)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'E',
      'E',
    ]);
  });
});

describe('weightsFrom', () => {
  it('takes an institution’s weights and falls back to the defaults on anything invalid', () => {
    expect(weightsFrom('')).toEqual(DEFAULT_CREDIT_WEIGHTS);
    expect(weightsFrom('{"judicial":40}')).toEqual({ ...DEFAULT_CREDIT_WEIGHTS, judicial: 40 });
    expect(weightsFrom('{"unknown":3}')).toEqual(DEFAULT_CREDIT_WEIGHTS);
    expect(weightsFrom('{"tax":-1}')).toEqual(DEFAULT_CREDIT_WEIGHTS);
    expect(weightsFrom('not json')).toEqual(DEFAULT_CREDIT_WEIGHTS);
  });
});

describe('compareReports', () => {
  it('shows the score and dimension deltas and the new and gone findings', () => {
    const before = scoreCredit(sound([rec('penalty', 'PN1', '2025-02-03', { penaltyType: '虚假宣传' })]));
    const after = scoreCredit(sound([rec('taxArrears', 'A1', '2026-05-01', { taxCategory: '增值税' })]));
    const c = compareReports(after, {
      summary: {
        reportId: 1,
        entId: 'E1',
        createdAt: '2026-11-01 10:00:00',
        requester: '林晓雯',
        score: before.score,
        grade: before.grade,
      },
      result: before,
    });
    expect(c.scoreDelta).toBe(after.score - before.score);
    expect(c.added.map((f) => f.source.id)).toEqual(['A1']);
    expect(c.removed.map((f) => f.source.id)).toEqual(['PN1']);
    expect(c.dimensions.find((d) => d.dimension === 'operating')?.delta).toBeGreaterThan(0);
    expect(c.dimensions.find((d) => d.dimension === 'tax')?.delta).toBeLessThan(0);
  });
});
