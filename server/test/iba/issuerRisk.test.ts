import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorityClassOf,
  ISSUER_REVIEW_GROUPS,
  JUDICIAL_KINDS,
  RECORD_KIND_BY_KEY,
  RECORD_KINDS,
  ResultCode,
  type JusticePage,
  type JusticeSearchParam,
  type ListPage,
  type PunishPage,
  type PunishSearchParam,
  type PunishSummary,
} from '@esee/contracts';
import { DATA_FILES, type ReviewRow } from '../../src/data/format';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { readJsonl } from '../fixtures/files';

const TODAY = new Date('2026-11-25T00:00:00Z');
type Row = Record<string, unknown> & { recordId: string; companyId: string; kind: string; date: string };

/** The kinds whose records make a court case (its trial or its execution), as the page counts cases. */
const CASE_KINDS = [
  'caseFiling',
  'courtNotice',
  'judgmentDocument',
  'executedPerson',
  'dishonest',
  'consumptionLimit',
  'finalCase',
];

describe.each(ONE_ENGINE)('IBA 发行人司法风险 and 监管处罚 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let justiceOnly: Client;
  let lawOnly: Client;
  let outsider: Client;
  let reviews: ReviewRow[];
  let records: Row[];
  let issuers: Set<string>;

  const data = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    method === 'GET' ? analyst.getData<T>(url) : analyst.postData<T>(url, payload);
  const justice = (body: object) => data<JusticePage>('POST', '/esee/watch/justiceRisk/list', body);
  const punish = (body: object) => data<PunishPage>('POST', '/esee/watch/punish/list', body);
  const summary = (body: object) => data<PunishSummary>('POST', '/esee/watch/punish/summary', body);
  /** Every row of a list, page by page. */
  const all = async <T>(list: (body: object) => Promise<{ total: number; list: T[] }>, body: object) => {
    const rows: T[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await list({ ...body, pageNo, pageSize: 50 });
      rows.push(...page.list);
      if (rows.length >= page.total || !page.list.length) return { total: page.total, rows };
    }
  };
  const judicial = (r: Row) => (JUDICIAL_KINDS as readonly string[]).includes(r.kind) && issuers.has(r.companyId);
  const penalties = (r: Row) => (r.kind === 'penalty' || r.kind === 'seriousViolation') && issuers.has(r.companyId);
  /** Issuers with a record passing `test`. */
  const issuersWith = (test: (r: Row) => boolean) => new Set(records.filter((r) => test(r)).map((r) => r.companyId));

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 2500, seed: 7, today: TODAY },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'justiceonly', ['app:iba:supervision:justiceRisk']);
        await addUser(db, 'DEMO', 'lawonly', ['app:iba:supervision:law']);
      },
    });
    reviews = readJsonl<ReviewRow>(t.dataFiles!, DATA_FILES.reviews.file);
    records = readJsonl<Row>(t.dataFiles!, DATA_FILES.records.file);
    issuers = new Set(reviews.map((r) => r.companyId));
    [analyst, justiceOnly, lawOnly, outsider] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'justiceonly' }),
      t.client({ instCode: 'DEMO', username: 'lawonly' }),
      t.client('demo2'),
    ]);
  }, 300_000);
  afterAll(() => t?.close());

  it('keeps the judicial kinds equal to the dictionary’s 司法风险 tab', () => {
    expect([...JUDICIAL_KINDS].sort()).toEqual(
      RECORD_KINDS.filter((k) => k.tab === 'judiciary')
        .map((k) => k.kind)
        .sort(),
    );
  });

  it('lists the issuers with judicial records, with counts by kind, the latest day and their review items', async () => {
    const { total, rows } = await all(justice, {});
    const expected = issuersWith(judicial);
    expect(total).toBe(expected.size);
    expect(new Set(rows.map((r) => r.companyId))).toEqual(expected);
    const page = await justice({});
    expect(page.issuers).toBe(issuers.size);
    // The most recent record first.
    const latest = rows.map((r) => r.latestDate);
    expect(latest).toEqual([...latest].sort().reverse());
    for (const row of rows.slice(0, 15)) {
      const own = records.filter((r) => r.companyId === row.companyId && judicial(r));
      expect(row.total).toBe(own.length);
      for (const kind of JUDICIAL_KINDS)
        expect(row.counts[kind] ?? 0, kind).toBe(own.filter((r) => r.kind === kind).length);
      expect(row.latestDate).toBe(
        own
          .map((r) => r.date)
          .sort()
          .at(-1),
      );
      expect(row.counts[row.latestKind]).toBeGreaterThan(0);
      // A court case (a trial's or an execution's record) is open or closed; a 公示催告 alone is no case.
      const courtCase = own.some((r) => CASE_KINDS.includes(String(r.kind)) && (r.caseNo ?? r.caseCode));
      expect(row.openCases + row.closedCases > 0).toBe(courtCase);
      const items = reviews.filter((r) => r.companyId === row.companyId);
      expect(row.reviews.map((r) => r.reviewId).sort()).toEqual(items.map((r) => r.reviewId).sort());
      expect(row.reviews[0]!.stageLabel).toBeTruthy();
      expect(row.issuer).toBe(items.sort((a, b) => b.updatedDate.localeCompare(a.updatedDate))[0]!.issuer);
    }
    // Pending disputes of the issuers: some are 审理中.
    expect(rows.some((r) => r.openCases > 0)).toBe(true);
    const judged = rows.find((r) => r.judgedAmount > 0)!;
    const firstInstance = records
      .filter((r) => r.companyId === judged.companyId && r.kind === 'judgmentDocument')
      .filter((r) => !String(r.caseNo).includes('民终'))
      .reduce((n, r) => n + Number(r.amount), 0);
    expect(judged.judgedAmount).toBeCloseTo(firstInstance, 2);
  });

  it('narrows by review type, board, stage, kind, dates, name and open cases, and sorts by count', async () => {
    const everyone = (await justice({})).total;
    const bondIssuers = new Set(reviews.filter((r) => r.reviewType === 'bond').map((r) => r.companyId));
    const bonds = await all(justice, { reviewGroups: ['bond'] });
    expect(bonds.total).toBe([...issuersWith(judicial)].filter((id) => bondIssuers.has(id)).length);
    expect(bonds.total).toBeLessThan(everyone);
    expect(bonds.rows.every((r) => r.reviews.length && r.reviews.every((x) => x.reviewType === 'bond'))).toBe(true);
    const ipo = await all(justice, { reviewGroups: ['ipo'] });
    expect(ipo.rows.every((r) => r.reviews.every((x) => ['feedback', 'auditMind'].includes(x.reviewType)))).toBe(true);
    expect(ipo.rows.every((r) => r.reviews.every((x) => x.groupTitle === ISSUER_REVIEW_GROUPS.ipo.title))).toBe(true);
    // Bonds sit on their exchange's bond market and pass at the exchange: no stock board, no committee (issue 36).
    const bondItems = bonds.rows.flatMap((r) => r.reviews);
    expect(bondItems.length).toBeGreaterThan(0);
    expect(bondItems.every((x) => ['上交所', '深交所'].includes(x.board) && x.stage !== 'COMMITTEE')).toBe(true);
    const onSse = await all(justice, { boards: ['上交所'] });
    expect(onSse.total).toBeGreaterThan(0);
    expect(onSse.rows.every((r) => r.reviews.every((x) => x.board === '上交所' && x.reviewType === 'bond'))).toBe(true);
    const sh = await all(justice, { boards: ['沪主板'], stages: ['REGISTERED'] });
    expect(sh.rows.every((r) => r.reviews.every((x) => x.board === '沪主板' && x.stage === 'REGISTERED'))).toBe(true);
    expect(sh.total).toBeLessThan(everyone);

    const limits = await all(justice, { kinds: ['caseFiling'] });
    expect(limits.total).toBe(issuersWith((r) => judicial(r) && r.kind === 'caseFiling').size);
    expect(limits.rows.every((r) => Object.keys(r.counts).join() === 'caseFiling')).toBe(true);
    const dated = await all(justice, { from: '2025-01-01', to: '2025-12-31' });
    expect(dated.total).toBe(issuersWith((r) => judicial(r) && r.date >= '2025-01-01' && r.date <= '2025-12-31').size);
    expect(dated.rows.every((r) => r.latestDate >= '2025-01-01' && r.latestDate <= '2025-12-31')).toBe(true);

    const first = (await justice({})).list[0]!;
    const alone = await justice({ companyId: first.companyId, kinds: ['caseFiling', 'courtNotice'] });
    expect(alone.list.map((r) => r.companyId)).toEqual(alone.total ? [first.companyId] : []);
    expect((await justice({ companyId: first.companyId })).list[0]).toEqual(first);
    const named = await justice({ keyword: first.issuer.slice(0, 8) });
    expect(named.list.map((r) => r.companyId)).toContain(first.companyId);
    expect(named.issuers).toBeLessThan(issuers.size);

    const open = await all(justice, { openOnly: true });
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(everyone);
    expect(open.rows.every((r) => r.openCases > 0)).toBe(true);
    const byCount = (await justice({ sort: 'count', pageSize: 50 })).list.map((r) => r.total);
    expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
    const fewest = (await justice({ sort: 'count', order: 'asc' })).list[0]!;
    expect(fewest.total).toBe(Math.min(...byCount));

    const params = await data<JusticeSearchParam>('GET', '/esee/watch/justiceRisk/searchParam');
    expect(params.issuers).toBe(issuers.size);
    expect(params.withRecords).toBe(everyone);
    expect(params.reviewGroups.find((g) => g.value === 'bond')!.count).toBe(bondIssuers.size);
    expect(params.kinds.find((k) => k.value === 'caseFiling')).toMatchObject({
      label: '立案信息',
      count: records.filter((r) => judicial(r) && r.kind === 'caseFiling').length,
    });
  });

  it('opens an issuer’s records of a kind and one record, of issuers under review only', async () => {
    const filing = records.find((r) => judicial(r) && r.kind === 'caseFiling')!;
    const own = records.filter((r) => r.companyId === filing.companyId && r.kind === 'caseFiling');
    const page = await data<ListPage>(
      'GET',
      `/esee/watch/justiceRisk/records?companyId=${filing.companyId}&kind=caseFiling&pageSize=50`,
    );
    expect(page.total).toBe(own.length);
    expect(page.list.map((r) => r.id).sort()).toEqual(own.map((r) => r.recordId).sort());
    expect(page.list[0]).not.toHaveProperty('judge'); // detail-only column
    const detail = await data<Record<string, unknown>>(
      'GET',
      `/esee/watch/justiceRisk/recordDetail?kind=caseFiling&recordId=${filing.recordId}`,
    );
    expect(detail).toMatchObject({ id: filing.recordId, entId: filing.companyId, caseNo: filing.caseNo });
    expect(detail.judge).toBeTruthy();

    const outside = records.find((r) => r.kind === 'caseFiling' && !issuers.has(r.companyId))!;
    for (const url of [
      `/esee/watch/justiceRisk/records?companyId=${outside.companyId}&kind=caseFiling`,
      `/esee/watch/justiceRisk/recordDetail?kind=caseFiling&recordId=${outside.recordId}`,
      `/esee/watch/justiceRisk/recordDetail?kind=courtNotice&recordId=${filing.recordId}`,
      '/esee/watch/justiceRisk/records?companyId=E-NONE&kind=caseFiling',
    ]) {
      const res = await analyst.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(ResultCode.NOT_FOUND);
    }
    const penalty = records.find((r) => penalties(r))!;
    expect(
      (
        await analyst.inject({
          method: 'GET',
          url: `/esee/watch/justiceRisk/recordDetail?kind=penalty&recordId=${penalty.recordId}`,
        })
      ).statusCode,
    ).toBe(400);
    const shown = await data<Record<string, unknown>>(
      'GET',
      `/esee/watch/punish/recordDetail?kind=${penalty.kind}&recordId=${penalty.recordId}`,
    );
    expect(shown.id).toBe(penalty.recordId);
  });

  it('lists the issuers’ penalties with authority, its class, type, fine and review items; filters narrow', async () => {
    const expected = records.filter(penalties);
    const { total, rows } = await all(punish, {});
    expect(total).toBe(expected.length);
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) {
      const rec = expected.find((r) => r.recordId === row.recordId)!;
      expect(row.authority).toBe(rec.departmentName ?? rec.putDepartment);
      expect(row.authorityClass).toBe(authorityClassOf(row.authority));
      expect(row.kindTitle).toBe(RECORD_KIND_BY_KEY.get(rec.kind)!.title);
      expect(row.reviews.length).toBeGreaterThan(0);
      const fine = /(?:罚款|处以)(\d+(?:\.\d+)?)(万?)元/.exec(String(rec.content ?? ''));
      if (fine) expect(row.amount).toBeCloseTo(Number(fine[1]) * (fine[2] ? 10_000 : 1), 2);
      else expect(row.amount).toBeNull();
    }
    // The securities regulators' measures are there, told apart from the other authorities'.
    const securities = rows.filter((r) => r.authorityClass !== 'other');
    expect(securities.length).toBeGreaterThan(0);
    const csrc = await all(punish, { authorityClasses: ['csrc', 'exchange'] });
    expect(csrc.total).toBe(securities.length);
    expect(csrc.total).toBeLessThan(total);
    const one = securities[0]!;
    const byAuthority = await all(punish, { authority: one.authority });
    expect(byAuthority.rows.every((r) => r.authority === one.authority)).toBe(true);
    expect(byAuthority.rows.map((r) => r.recordId)).toContain(one.recordId);
    const byType = await all(punish, { penaltyTypes: [one.penaltyType] });
    expect(byType.rows.every((r) => r.penaltyType === one.penaltyType)).toBe(true);
    const year = one.date.slice(0, 4);
    const inYear = await all(punish, { from: `${year}-01-01`, to: `${year}-12-31` });
    expect(inYear.total).toBe(expected.filter((r) => r.date.startsWith(year)).length);
    const board = one.reviews[0]!.board;
    const onBoard = await all(punish, { boards: [board] });
    expect(onBoard.rows.every((r) => r.reviews.every((x) => x.board === board))).toBe(true);
    expect(onBoard.total).toBeLessThanOrEqual(total);
    const serious = await all(punish, { kinds: ['seriousViolation'] });
    expect(serious.total).toBe(expected.filter((r) => r.kind === 'seriousViolation').length);
    const byDoc = await punish({ keyword: String(one.docNo).slice(0, 10) });
    expect(byDoc.list.map((r) => r.recordId)).toContain(one.recordId);
    const byFine = (await punish({ sort: 'amount', pageSize: 50 })).list.map((r) => r.amount);
    const fines = byFine.filter((a): a is number => a !== null);
    expect(fines).toEqual([...fines].sort((a, b) => b - a));
    expect(byFine.indexOf(null) === -1 || byFine.slice(byFine.indexOf(null)).every((a) => a === null)).toBe(true);

    const s = await summary({});
    expect(s.total).toBe(total);
    expect(s.years.reduce((n, y) => n + y.total, 0)).toBe(total);
    for (const y of s.years) {
      expect(y.csrc + y.exchange + y.other).toBe(y.total);
      expect(y.total).toBe(expected.filter((r) => r.date.startsWith(String(y.year))).length);
    }
    expect(s.byClass.find((c) => c.value === 'other')!.count).toBe(total - securities.length);
    expect(s.issuers).toBe(new Set(expected.map((r) => r.companyId)).size);
    expect(s.fines).toBeCloseTo(
      rows.reduce((n, r) => n + (r.amount ?? 0), 0),
      2,
    );
    const narrowed = await summary({ authorityClasses: ['csrc', 'exchange'] });
    expect(narrowed.total).toBe(securities.length);
    expect(narrowed.byClass.find((c) => c.value === 'other')!.count).toBe(0);

    const params = await data<PunishSearchParam>('GET', '/esee/watch/punish/searchParam');
    expect(params.authorityClasses.map((c) => c.value)).toEqual(['csrc', 'exchange', 'other']);
    expect(params.authorityClasses.reduce((n, c) => n + c.count, 0)).toBe(total);
    expect(params.authorities.find((a) => a.value === one.authority)!.count).toBe(byAuthority.total);
    expect(params.penaltyTypes.map((p) => p.value)).toContain(one.penaltyType);
  });

  it('refuses the calls without the page’s key or IBA, and bad input, in the envelope', async () => {
    const filing = records.find((r) => judicial(r) && r.kind === 'caseFiling')!;
    const penalty = records.find((r) => penalties(r))!;
    const justiceCalls = [
      ['POST', '/esee/watch/justiceRisk/list', {}],
      ['GET', '/esee/watch/justiceRisk/searchParam', undefined],
      ['GET', `/esee/watch/justiceRisk/records?companyId=${filing.companyId}&kind=caseFiling`, undefined],
      ['GET', `/esee/watch/justiceRisk/recordDetail?kind=caseFiling&recordId=${filing.recordId}`, undefined],
    ] as const;
    const punishCalls = [
      ['POST', '/esee/watch/punish/list', {}],
      ['POST', '/esee/watch/punish/summary', {}],
      ['GET', '/esee/watch/punish/searchParam', undefined],
      ['GET', `/esee/watch/punish/recordDetail?kind=${penalty.kind}&recordId=${penalty.recordId}`, undefined],
    ] as const;
    for (const [who, calls] of [
      [lawOnly, [...justiceCalls, ...punishCalls]],
      [outsider, [...justiceCalls, ...punishCalls]],
      [justiceOnly, punishCalls],
    ] as const)
      for (const [method, url, body] of calls) {
        const res = await who.inject({ method, url, payload: body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
    for (const [method, url, body] of justiceCalls)
      expect((await justiceOnly.inject({ method, url, payload: body })).json().code, url).toBe(ResultCode.OK);

    for (const body of [
      { boards: ['纳斯达克'] },
      { reviewGroups: ['ipo', 'spac'] },
      { stages: ['NOPE'] },
      { kinds: ['news'] },
      { keyword: 'x'.repeat(51) },
      { from: '2024-02-30' },
      { from: '2024-03-01', to: '2024-02-01' },
      { openOnly: 'yes' },
      { sort: 'name' },
      { pageSize: 500 },
      { pageNo: 0 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: '/esee/watch/justiceRisk/list', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    for (const body of [
      { authorityClasses: ['court'] },
      { authority: 'x'.repeat(61) },
      { penaltyTypes: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { kinds: ['caseFiling'] },
      { to: '2024-13-01' },
      { sort: 'authority' },
    ]) {
      // The summary has no order: a sort is an unknown field, dropped like any other.
      for (const url of ['/esee/watch/punish/list', ...('sort' in body ? [] : ['/esee/watch/punish/summary'])]) {
        const res = await analyst.inject({ method: 'POST', url, payload: body });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
      }
    }
    for (const url of [
      '/esee/watch/justiceRisk/records?kind=caseFiling',
      `/esee/watch/justiceRisk/records?companyId=${filing.companyId}&kind=news`,
      `/esee/watch/justiceRisk/records?companyId=${filing.companyId}'--&kind=caseFiling`,
      '/esee/watch/justiceRisk/recordDetail?kind=caseFiling',
      '/esee/watch/punish/recordDetail?kind=news&recordId=R1',
      '/esee/watch/punish/recordDetail?kind=penalty&recordId=R%00',
    ]) {
      const res = await analyst.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
  });
});
