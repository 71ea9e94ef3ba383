import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_KINDS, ResultCode, countsAsRisk } from '@esee/contracts';
import { riskGrade } from '../../src/core/risk/riskSummary';
import { addUser, ENGINES, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';
import { today } from '../../src/platform/clock';

const SEARCH = '/esee/prma/merchantsSearch/search';
const COMPARE = '/esee/prma/merchantsSearch/compare';
const RELATED = '/esee/prma/relatedRisks/list';

describe('risk grade bands', () => {
  it('grades by points and knocks out 失信, 严重违法 and a revoked registration', () => {
    expect(riskGrade({}, '存续')).toBe('A');
    expect(riskGrade({ penalty: 2 }, '存续')).toBe('B');
    expect(riskGrade({ executedPerson: 1, penalty: 1 }, '存续')).toBe('C');
    expect(riskGrade({ executedPerson: 3 }, '存续')).toBe('D');
    expect(riskGrade({ dishonest: 1 }, '存续')).toBe('E');
    expect(riskGrade({}, '吊销，未注销')).toBe('E');
  });
});

// Each engine with the prospects in memory (the default) and asked of the database (SEARCH_INDEXES=database).
const PATHS = ENGINES.flatMap((engine) => (['memory', 'database'] as const).map((path) => [engine, path] as const));

describe.each(PATHS)('PRMA 合作方寻源 and 关联风险 on %s, prospects in %s', (engine, path) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let other: Client;
  /** A DEMO user whose role has CBA but neither PRMA page. */
  let noPrma: Client;
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 300, seed: 7 }, env: { SEARCH_INDEXES: path } });
    const db = t.database.db;
    await addUser(db, 'DEMO', 'noprma', ['app:cba']);
    [analyst, admin, other, noPrma] = await Promise.all([
      t.client('analyst'),
      t.client('admin'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'noprma' }),
    ]);
  }, 120_000);
  afterAll(() => t.close());

  /** Won bids per company in the last `years` years, from the records (the oracle). */
  const wonBids = async (years: number) => {
    const rows = await sql<{ company_id: string; n: number; amount: number }>`
      select company_id, count(*)::int as n, sum((payload->>'amount')::float8)::float8 as amount from record
      where kind = 'bidding' and payload->>'type' in ('中标公告', '成交公告')
        and record_date > (${today()}::date - ${`${years} years`}::interval) and record_date <= ${today()}::date
      group by company_id
    `.execute(t.database.db);
    return new Map(rows.rows.map((r) => [r.company_id, r]));
  };

  it('counts won bids in 12 and 36 months as the records have them, most wins first', async () => {
    const res = await analyst.post(SEARCH, { conditions: { status: 'all' }, pageSize: 50 });
    expect(res.code).toBe(ResultCode.OK);
    const companies = await t.database.db.selectFrom('company').select('ent_id').execute();
    expect(res.data.total).toBe(companies.length);
    const [w1, w3] = await Promise.all([wonBids(1), wonBids(3)]);
    expect(res.data.list[0].wins36).toBe(Math.max(...[...w3.values()].map((r) => r.n)));
    for (const row of res.data.list) {
      expect(row.wins12).toBe(w1.get(row.entId)?.n ?? 0);
      expect(row.wins36).toBe(w3.get(row.entId)?.n ?? 0);
      // In 元, the API's unit.
      expect(row.amount36).toBeCloseTo(w3.get(row.entId)?.amount ?? 0, 1);
    }
    const wins = res.data.list.map((r: { wins36: number }) => r.wins36);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));
  });

  it('keeps only companies with enough won bids in the window', async () => {
    const w1 = await wonBids(1);
    const want = [...w1.values()].filter((r) => r.n >= 2).length;
    expect(want).toBeGreaterThan(0);
    const res = await analyst.post(SEARCH, { conditions: { status: 'all' }, bidWins: { years: 1, minWins: 2 } });
    expect(res.data.total).toBe(want);
    for (const row of res.data.list) expect(row.wins12).toBeGreaterThanOrEqual(2);
  });

  it('grades each row from its checklist records', async () => {
    const res = await analyst.post(SEARCH, { conditions: { status: 'all' }, sort: 'capitalDesc', pageSize: 30 });
    const kinds = RISK_KINDS.map((k) => k.kind);
    for (const row of res.data.list) {
      const records = (
        await t.database.db
          .selectFrom('record')
          .select(['kind', 'payload'])
          .where('company_id', '=', row.entId)
          .where('kind', 'in', kinds)
          .where((eb) => eb.or([eb('record_date', 'is', null), eb('record_date', '<=', today())]))
          .execute()
      ).filter((r) => countsAsRisk(r.kind, r.payload as Record<string, unknown>));
      const counts: Record<string, number> = {};
      for (const r of records) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
      expect(row.riskCount).toBe(records.length);
      expect(row.riskGrade).toBe(riskGrade(counts, row.status));
    }
  });

  it('refuses bad input and users without the page', async () => {
    expect((await analyst.post(SEARCH, { conditions: {}, bidWins: { years: 2, minWins: 1 } })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await analyst.post(SEARCH, { conditions: {}, pageSize: 500 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await noPrma.post(SEARCH, { conditions: {} })).code).toBe(ResultCode.FORBIDDEN);
    expect((await noPrma.post(RELATED, { entId: 'x' })).code).toBe(ResultCode.FORBIDDEN);
    expect((await noPrma.get('/esee/prma/shortlist/list')).code).toBe(ResultCode.FORBIDDEN);
  });

  it('keeps a shortlist per user', async () => {
    const page = await analyst.post(SEARCH, { conditions: {}, pageSize: 3 });
    const [a, b] = page.data.list.map((r: { entId: string }) => r.entId);
    expect((await analyst.post('/esee/prma/shortlist/add', { entId: a })).code).toBe(ResultCode.OK);
    expect((await analyst.post('/esee/prma/shortlist/add', { entId: b })).code).toBe(ResultCode.OK);
    expect((await analyst.post('/esee/prma/shortlist/add', { entId: a })).code).toBe(ResultCode.OK); // twice: once
    const mine = await analyst.get('/esee/prma/shortlist/list');
    expect(mine.data.map((r: { entId: string }) => r.entId).sort()).toEqual([a, b].sort());
    expect(mine.data.every((r: { shortlisted: boolean }) => r.shortlisted)).toBe(true);
    expect((await admin.get('/esee/prma/shortlist/list')).data).toEqual([]);
    expect((await other.get('/esee/prma/shortlist/list')).data).toEqual([]);
    // Another user's shortlist entry is not theirs to remove.
    expect((await other.post('/esee/prma/shortlist/remove', { entId: a })).code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/prma/shortlist/add', { entId: 'NO-SUCH' })).code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/prma/shortlist/remove', { entId: a })).code).toBe(ResultCode.OK);
    expect((await analyst.get('/esee/prma/shortlist/list')).data.map((r: { entId: string }) => r.entId)).toEqual([b]);
  });

  it('compares 2 to 5 companies with their register facts', async () => {
    const page = await analyst.post(SEARCH, { conditions: {}, pageSize: 6 });
    const ids = page.data.list.map((r: { entId: string }) => r.entId);
    const res = await analyst.post(COMPARE, { entIds: ids.slice(0, 3) });
    expect(res.code).toBe(ResultCode.OK);
    expect(res.data.map((c: { entId: string }) => c.entId)).toEqual(ids.slice(0, 3));
    const company = await t.database.db
      .selectFrom('company')
      .select(['name', 'org_type'])
      .where('ent_id', '=', ids[0])
      .executeTakeFirstOrThrow();
    expect(res.data[0].orgName).toBe(company.name);
    expect(res.data[0].orgType).toBe(company.org_type);
    expect((await analyst.post(COMPARE, { entIds: ids.slice(0, 1) })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(COMPARE, { entIds: ids.slice(0, 6) })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(COMPARE, { entIds: [ids[0], 'NO-SUCH'] })).code).toBe(ResultCode.NOT_FOUND);
  });

  it('finds related parties by the shareholding register, weighted by closeness and ranked by weighted risk', async () => {
    const { entId } = await largestGroupHead(t.database.db);
    const res = await analyst.post(RELATED, { entId, depth: 1 });
    expect(res.code).toBe(ResultCode.OK);
    const invested = await t.database.db
      .selectFrom('shareholding')
      .select(['company_id', sql<number>`ratio::float8`.as('ratio')])
      .where('holder_id', '=', entId)
      .execute();
    expect(invested.length).toBeGreaterThan(0);
    const byId = new Map(res.data.parties.map((p: { entId: string }) => [p.entId, p]));
    for (const h of invested) {
      const party = byId.get(h.company_id) as { depth: number; weight: number; relation: string } | undefined;
      expect(party?.depth).toBe(1);
      if (party?.relation === '对外投资') expect(party.weight).toBe(h.ratio > 0.5 ? 1 : h.ratio >= 0.05 ? 0.5 : 0.25);
    }
    const ranked = res.data.parties.map((p: { weightedRisk: number }) => p.weightedRisk);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    for (const p of res.data.parties) expect(p.weightedRisk).toBeCloseTo(p.riskCount * p.weight, 2);
    const deeper = await analyst.post(RELATED, { entId, depth: 3 });
    expect(deeper.data.parties.length).toBeGreaterThanOrEqual(res.data.parties.length);
    expect(Math.max(...deeper.data.parties.map((p: { depth: number }) => p.depth))).toBeLessThanOrEqual(3);
  });

  it('answers a bad depth or an unknown company with the error envelope', async () => {
    const { entId } = await largestGroupHead(t.database.db);
    expect((await analyst.post(RELATED, { entId, depth: 4 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(RELATED, { entId: 'NO-SUCH' })).code).toBe(ResultCode.NOT_FOUND);
    expect((await other.post(RELATED, { entId, depth: 1 })).code).toBe(ResultCode.OK); // DEMO2 has PRMA
  });

  it('holds no index of every company in the instance when the prospects are in the database', () => {
    expect(t.app.prospects.inMemory).toBe(path === 'memory');
  });
});
