import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, ROUND_FILTERS, type FinancingEvent, type Investor } from '@esee/contracts';
import { generate } from '../../src/data/generate/generate';
import { addToBook, addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { refusedLoad } from '../fixtures/loads';
import { allPages } from './allPages';
import { readJsonl, scratchDir } from '../fixtures/files';

const tmp = scratchDir('esee-financing-test-');

const LIST = '/esee/marketing/financingEvent/list';
const INVESTORS = '/esee/marketing/investmentInstitution/list';

/** An event as the oracle sees it, straight from the generated files. */
interface Known {
  eventId: string;
  entId: string;
  date: string;
  round: string;
  amount: number | null;
  investorIds: string[];
  industry: string;
  region: string;
}

type Row = Record<string, unknown>;

describe.each(ONE_ENGINE)('融资事件 and 投资机构 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let noCba: Client;
  let known: Known[];
  let investors: Row[];

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 800, seed: 5, today: new Date('2026-06-30') },
      beforeApp: (db) => addUser(db, 'DEMO', 'nocba', ['marketing']),
    });
    [analyst, noCba] = await Promise.all([t.client('analyst'), t.client({ instCode: 'DEMO', username: 'nocba' })]);
    const out = t.dataFiles!;
    const companies = new Map(readJsonl(out, 'companies.jsonl').map((c) => [String(c.entId), c]));
    investors = readJsonl(out, 'investors.jsonl');
    known = readJsonl(out, 'records.jsonl')
      .filter((r) => r.kind === 'financing')
      .map((r) => {
        const c = companies.get(String(r.companyId))!;
        return {
          eventId: String(r.recordId),
          entId: String(r.companyId),
          date: String(r.date),
          round: String(r.round),
          amount: r.amount as number | null,
          investorIds: (r.participants as { investorId: string }[]).map((p) => p.investorId),
          industry: String(c.industryCode),
          region: String(c.regionCode),
        };
      });
  }, 120_000);
  afterAll(() => t.close());

  const all = async (filters: object) => {
    const { list, total } = await allPages<FinancingEvent>(analyst, LIST, filters);
    return { ids: list.map((e) => e.eventId).sort(), total };
  };
  const expected = (keep: (k: Known) => boolean) =>
    known
      .filter(keep)
      .map((k) => k.eventId)
      .sort();

  it('has generated enough events and institutions to filter', () => {
    expect(known.length).toBeGreaterThan(40);
    expect(investors.length).toBeGreaterThanOrEqual(4);
  });

  it('lists every event, newest first, with its lead investor and amount', async () => {
    const res = await analyst.post(LIST, { pageSize: 50 });
    expect(res.data.total).toBe(known.length);
    const dates = (res.data.list as FinancingEvent[]).map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = res.data.list[0] as FinancingEvent;
    const k = known.find((x) => x.eventId === first.eventId)!;
    expect(first.lead?.investorId).toBe(k.investorIds[0]);
    expect(first.amount).toBe(k.amount);
    const asc = await analyst.post(LIST, { pageSize: 5, sort: 'dateAsc' });
    expect(asc.data.list[0].date <= dates.at(-1)!).toBe(true);
  });

  it('narrows by round, date range, industry, region, investor and amount band, as the oracle does', async () => {
    const someone = known[0]!;
    const cases: [object, (k: Known) => boolean][] = [
      [{ rounds: ['A轮'] }, (k) => k.round === 'A轮'],
      [
        { rounds: ['D轮及以上', '天使轮'] },
        (k) => [...ROUND_FILTERS['D轮及以上']!, '天使轮'].includes(k.round as never),
      ],
      [{ dateFrom: '2024-01-01', dateTo: '2025-06-30' }, (k) => k.date >= '2024-01-01' && k.date <= '2025-06-30'],
      [{ industry: someone.industry.slice(0, 1) }, (k) => k.industry.startsWith(someone.industry.slice(0, 1))],
      [{ regionCode: someone.region.slice(0, 2) }, (k) => k.region.startsWith(someone.region.slice(0, 2))],
      [{ investorId: someone.investorIds[0] }, (k) => k.investorIds.includes(someone.investorIds[0]!)],
      [{ amountBands: ['undisclosed'] }, (k) => k.amount === null],
      [
        { amountBands: ['10m-100m', 'gte1b'] },
        (k) => k.amount !== null && ((k.amount >= 1e7 && k.amount < 1e8) || k.amount >= 1e9),
      ],
      [
        { rounds: ['A轮', 'B轮'], amountBands: ['undisclosed'] },
        (k) => ['A轮', 'B轮'].includes(k.round) && k.amount === null,
      ],
    ];
    for (const [filters, keep] of cases) {
      const want = expected(keep);
      const got = await all(filters);
      expect(got.ids, JSON.stringify(filters)).toEqual(want);
      expect(got.total).toBeLessThan(known.length);
    }
  });

  it("leaves out the institution's own customers and flags them (近30天融资且非本行客户)", async () => {
    const db = t.database.db;
    const customers = [...new Set(known.slice(0, 6).map((k) => k.entId))];
    await addToBook(
      db,
      'DEMO',
      customers.map((ent_id) => ({ ent_id })),
    );
    try {
      const got = await all({ notCustomers: true });
      expect(got.ids).toEqual(expected((k) => !customers.includes(k.entId)));
      expect(got.total).toBeLessThan(known.length);
      const page = (await analyst.post(LIST, { pageSize: 50 })).data.list as FinancingEvent[];
      for (const e of page) expect(e.isCustomer, e.companyName).toBe(customers.includes(e.entId));
    } finally {
      await db.deleteFrom('institution_customer').execute();
    }
  });

  it('tells an event with its participants’ funds, which hold shares of the company', async () => {
    const k = known.find((x) => x.investorIds.length > 1) ?? known[0]!;
    const res = await analyst.get(`/esee/marketing/financingEvent/detail?eventId=${k.eventId}`);
    expect(res.code).toBe(ResultCode.OK);
    expect(res.data.company.entId).toBe(k.entId);
    expect(res.data.participants.map((p: { investorId: string }) => p.investorId).sort()).toEqual(
      [...k.investorIds].sort(),
    );
    expect(res.data.participants[0].lead).toBe(true);
    expect(res.data.history.map((e: FinancingEvent) => e.eventId)).toContain(k.eventId);
    const holders = await t.database.db
      .selectFrom('shareholding')
      .select('holder_id')
      .where('company_id', '=', k.entId)
      .execute();
    for (const p of res.data.participants) expect(holders.map((h) => h.holder_id)).toContain(p.fundId);
  });

  it('answers not found for an unknown event or institution', async () => {
    expect(await analyst.get('/esee/marketing/financingEvent/detail?eventId=R999999999')).toMatchObject({
      code: ResultCode.NOT_FOUND,
      data: null,
    });
    expect(await analyst.get('/esee/marketing/investmentInstitution/detail?investorId=I999999999')).toMatchObject({
      code: ResultCode.NOT_FOUND,
      data: null,
    });
    expect(
      await analyst.post('/esee/marketing/investmentInstitution/portfolio', { investorId: 'I999999999' }),
    ).toMatchObject({
      code: ResultCode.NOT_FOUND,
    });
  });

  it('refuses bad input with the error envelope', async () => {
    for (const body of [
      { rounds: ['Z轮'] },
      { dateFrom: '2026-02-30' },
      { dateFrom: '2026-03-01', dateTo: '2026-01-01' },
      { amountBands: ['huge'] },
      { regionCode: '4' },
      { industry: 'ZZ' },
      { pageSize: 500 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: LIST, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
    const res = await analyst.post(INVESTORS, { type: '天使' });
    expect(res).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
  });

  it('refuses a user without the CBA pages, and a caller without a session', async () => {
    for (const [method, url, payload] of [
      ['POST', LIST, {}],
      ['GET', `/esee/marketing/financingEvent/detail?eventId=${known[0]!.eventId}`, undefined],
      ['GET', '/esee/marketing/financingEvent/options', undefined],
      ['POST', INVESTORS, {}],
      ['GET', `/esee/marketing/investmentInstitution/detail?investorId=I000000001`, undefined],
    ] as const) {
      const res = await noCba.inject({ method, url, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
    }
    expect((await t.app.inject({ method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401);
  });

  it('lists institutions with their fund and deal counts, and narrows by type, region and industry', async () => {
    const res = await analyst.post(INVESTORS, { pageSize: 50 });
    expect(res.data.total).toBe(investors.length);
    const list = res.data.list as Investor[];
    for (const inv of list) {
      const row = investors.find((r) => r.investorId === inv.investorId)!;
      expect(inv.fundCount).toBe((row.fundIds as string[]).length);
      expect(inv.dealCount).toBe(known.filter((k) => k.investorIds.includes(inv.investorId)).length);
    }
    const type = String(investors[0]!.type);
    const byType = await analyst.post(INVESTORS, { type, pageSize: 50 });
    expect(byType.data.list.map((i: Investor) => i.investorId).sort()).toEqual(
      investors
        .filter((r) => r.type === type)
        .map((r) => r.investorId)
        .sort(),
    );
    const region = String(investors[0]!.regionCode).slice(0, 2);
    const byRegion = await analyst.post(INVESTORS, { regionCode: region, pageSize: 50 });
    expect(byRegion.data.total).toBe(investors.filter((r) => String(r.regionCode).startsWith(region)).length);
    const section = known[0]!.industry.slice(0, 1);
    const byIndustry = await analyst.post(INVESTORS, { industry: section, pageSize: 50 });
    const active = new Set(known.filter((k) => k.industry.startsWith(section)).flatMap((k) => k.investorIds));
    expect(byIndustry.data.list.map((i: Investor) => i.investorId).sort()).toEqual([...active].sort());
  });

  it('tells an institution: its funds (companies), its deals by year and round, its portfolio', async () => {
    const busiest = (await analyst.post(INVESTORS, { pageSize: 1 })).data.list[0] as Investor;
    const detail = await analyst.get(`/esee/marketing/investmentInstitution/detail?investorId=${busiest.investorId}`);
    expect(detail.code).toBe(ResultCode.OK);
    const row = investors.find((r) => r.investorId === busiest.investorId)!;
    expect(detail.data.funds.map((f: { entId: string }) => f.entId).sort()).toEqual(
      [...(row.fundIds as string[])].sort(),
    );
    const byYear = detail.data.dealsByYear as { year: number; count: number; rounds: Record<string, number> }[];
    expect(byYear.reduce((s, y) => s + y.count, 0)).toBe(busiest.dealCount);
    for (const y of byYear) expect(Object.values(y.rounds).reduce((s, n) => s + n, 0)).toBe(y.count);
    const portfolio = await analyst.post('/esee/marketing/investmentInstitution/portfolio', {
      investorId: busiest.investorId,
      pageSize: 50,
    });
    expect(portfolio.data.total).toBe(busiest.dealCount);
    for (const e of portfolio.data.list as FinancingEvent[])
      expect([e.lead?.investorId, ...e.coInvestors.map((c) => c.investorId)]).toContain(busiest.investorId);
  });
});

describe('the ingestion format of institutions and financing records', () => {
  it('refuses an institution whose fund is no company, and a round naming an unknown institution or two leads', async () => {
    const dir = path.join(tmp, 'bad');
    mkdirSync(dir, { recursive: true });
    const base = path.join(tmp, 'pglite-base');
    await generate({ companies: 60, seed: 3, out: base, today: new Date('2026-06-30') });
    const company = readJsonl(base, 'companies.jsonl')[0]!;
    writeFileSync(path.join(dir, 'companies.jsonl'), JSON.stringify(company));
    writeFileSync(
      path.join(dir, 'investors.jsonl'),
      [
        {
          investorId: 'I1',
          name: '甲乙资本',
          type: 'VC',
          amacNo: 'P1000001',
          foundedYear: 2010,
          regionCode: '110105',
          fundIds: ['E-none'],
        },
        {
          investorId: 'I2',
          name: '丙丁资本',
          type: '天使基金',
          amacNo: null,
          foundedYear: 2010,
          regionCode: '110105',
          fundIds: [],
        },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    );
    writeFileSync(
      path.join(dir, 'records.jsonl'),
      JSON.stringify({
        recordId: 'R1',
        companyId: company.entId,
        kind: 'financing',
        date: '2025-01-01',
        round: 'A轮',
        amount: null,
        participants: [
          { investorId: 'I1', fundId: null, lead: true },
          { investorId: 'I9', fundId: null, lead: true },
        ],
      }),
    );
    expect(await refusedLoad(dir, 'investor')).toEqual(
      expect.arrayContaining([
        'investors.jsonl:1: fundIds E-none 不存在（企业）',
        expect.stringMatching(/^investors\.jsonl:2: \/type/),
        'records.jsonl:1: participants[1].investorId I9 不存在（投资机构）',
        'records.jsonl:1: 一个融资事件只能有一个领投方',
      ]),
    );
  }, 60_000);
});
