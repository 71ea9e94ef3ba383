import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AGE_BANDS,
  CAPITAL_BANDS,
  COMPANY_TYPES,
  CONDITION_SORTS,
  ResultCode,
  ROUND_FILTERS,
  TECH_TAGS,
  type Conditions,
  type Prospect,
} from '@esee/contracts';
import {
  capitalRange,
  COMPANY_TYPE_PATTERNS,
  foundingRange,
  WON_BID_TYPES,
  yearsBefore,
} from '../../src/core/prospects/query';
import { DatabaseMatches } from '../../src/core/prospects/matches';
import type { TechTagSpans } from '../../src/platform/db/schema';
import { addToBook, addUser, ENGINES, withApp, type Client, type TestApp } from '../fixtures';
import { expectBadRequest } from '../fixtures/jobs';
import { today as clockToday } from '../../src/platform/clock';

const SEARCH = '/esee/marketing/conditionSearch/search';

/** A company as the oracle sees it: its columns, its valid tags and its record kinds, read straight from the tables. */
interface Known {
  entId: string;
  name: string;
  active: boolean;
  region: string | null;
  section: string | null;
  industry: string | null;
  capital: number | null;
  est: string | null;
  orgType: string;
  listed: boolean;
  phone: boolean;
  email: boolean;
  tags: Set<string>;
  kinds: Set<string>;
  rounds: Set<string>;
  wonBid: boolean;
}

/** A date column as YYYY-MM-DD, whichever way the engine hands it back. */
const dayOf = (v: unknown): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
const like = (value: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`).test(value);
const within = (v: string | number | null, r: { from: string | number | null; to: string | number | null }) =>
  v !== null && (r.from === null || v >= r.from) && (r.to === null || v < r.to);

/** The oracle: the same conditions, written independently over the rows in memory. */
function oracle(c: Conditions, today: string, customers: ReadonlySet<string> = new Set()) {
  return (k: Known) =>
    (!c.keyword || k.name.includes(c.keyword)) &&
    ((c.status ?? 'active') === 'all' || k.active === (c.status !== 'inactive')) &&
    (!c.regionCodes?.length || c.regionCodes.some((code) => k.region?.startsWith(code))) &&
    (!c.industryCodes?.length ||
      c.industryCodes.some((code) => (code.length === 1 ? k.section === code : k.industry?.startsWith(code)))) &&
    (!c.capitalBands?.length || c.capitalBands.some((b) => within(k.capital, capitalRange(b)))) &&
    (!c.ageBands?.length || c.ageBands.some((b) => within(k.est, foundingRange(b, today)))) &&
    (!c.companyTypes?.length || c.companyTypes.some((t) => COMPANY_TYPE_PATTERNS[t].some((p) => like(k.orgType, p)))) &&
    (c.listed === undefined || k.listed === c.listed) &&
    (c.hasPhone === undefined || k.phone === c.hasPhone) &&
    (c.hasEmail === undefined || k.email === c.hasEmail) &&
    (!c.techTags?.length || c.techTags.some((t) => k.tags.has(t))) &&
    (c.hasPatent === undefined || k.kinds.has('patent') === c.hasPatent) &&
    (c.hasTrademark === undefined || k.kinds.has('trademark') === c.hasTrademark) &&
    (c.hasSoftwareCopyright === undefined || k.kinds.has('softwareCopyright') === c.hasSoftwareCopyright) &&
    (c.wonBid === undefined || k.wonBid === c.wonBid) &&
    (!c.financingRounds?.length || c.financingRounds.some((f) => ROUND_FILTERS[f]!.some((r) => k.rounds.has(r)))) &&
    !(c.excludeCustomers && customers.has(k.entId)) &&
    (c.excludeRisks ?? []).every((kind) => !k.kinds.has(kind));
}

// Each engine with the prospects in memory (the default) and asked of the database (SEARCH_INDEXES=database).
const PATHS = ENGINES.flatMap((engine) => (['memory', 'database'] as const).map((path) => [engine, path] as const));

describe.each(PATHS)('条件找客 on %s, prospects in %s', (engine, path) => {
  let t: TestApp;
  let analyst: Client;
  let colleague: Client;
  let admin: Client;
  let outsider: Client;
  let known: Known[];
  let today: string;

  beforeAll(async () => {
    today = clockToday();
    t = await withApp({
      engine,
      data: { companies: 500, seed: 11 },
      env: { SEARCH_INDEXES: path },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'colleague', ['app:cba', 'marketing']);
        await addUser(db, 'DEMO', 'nocba', ['marketing']);
        await addUser(db, 'DEMO', 'nosearch', ['app:cba', 'monitor']);
      },
    });
    [analyst, colleague, admin, outsider] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'colleague' }),
      t.client('admin'),
      t.client('demo2'),
    ]);
    const db = t.database.db;
    const [companies, tags, records] = await Promise.all([
      db.selectFrom('company').selectAll().execute(),
      db
        .selectFrom('company_tech_tag')
        .selectAll()
        .where('valid_from', '<=', today)
        .where('valid_to', '>=', today)
        .execute(),
      db.selectFrom('record').select(['company_id', 'kind', 'record_date', 'payload']).execute(),
    ]);
    const byId = new Map<string, Known>();
    for (const c of companies)
      byId.set(c.ent_id, {
        entId: c.ent_id,
        name: c.name,
        active: c.active,
        region: c.region_code,
        section: c.industry_section,
        industry: c.industry_code,
        capital: c.reg_capital === null ? null : Number(c.reg_capital),
        est: dayOf(c.est_date),
        orgType: c.org_type,
        listed: c.listed,
        phone: c.phone !== null,
        email: c.email !== null,
        tags: new Set(),
        kinds: new Set(),
        rounds: new Set(),
        wonBid: false,
      });
    for (const tag of tags) byId.get(tag.ent_id)!.tags.add(tag.tag);
    const yearAgo = yearsBefore(today, 1);
    for (const r of records) {
      const k = byId.get(r.company_id)!;
      k.kinds.add(r.kind);
      if (r.kind === 'financing') k.rounds.add((r.payload as { round: string }).round);
      const date = dayOf(r.record_date);
      if (
        r.kind === 'bidding' &&
        date &&
        date > yearAgo &&
        date <= today &&
        WON_BID_TYPES.includes((r.payload as { type: string }).type)
      )
        k.wonBid = true;
    }
    known = [...byId.values()];
  }, 120_000);
  afterAll(() => t.close());

  const search = (conditions: Conditions, extra: object = {}, who = analyst) =>
    who.post(SEARCH, { conditions, ...extra });
  const expected = (c: Conditions) => known.filter(oracle(c, today));

  it('dates its tags in the generated data: some valid today, some expired, more in manufacturing and IT', async () => {
    const all = await t.database.db.selectFrom('company_tech_tag').select(['tag', 'valid_to']).execute();
    expect(all.some((r) => dayOf(r.valid_to)! < today)).toBe(true);
    // Companies in business whose row names a tag not valid today: a search by the tag's name alone would list them.
    const rows = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'tech_tag_spans'])
      .where('active', '=', true)
      .execute();
    const valid = new Map(known.map((k) => [k.entId, k.tags]));
    const lapsed = rows.filter((r) =>
      Object.keys(r.tech_tag_spans ?? {}).some((tag) => !valid.get(r.ent_id)!.has(tag)),
    );
    expect(lapsed.length).toBeGreaterThan(0);
    for (const tag of TECH_TAGS.slice(0, 3))
      expect(known.filter((k) => k.tags.has(tag)).length, tag).toBeGreaterThan(0);
    const share = (sections: string[]) => {
      const group = known.filter((k) => sections.includes(k.section ?? ''));
      return group.filter((k) => k.tags.size).length / group.length;
    };
    expect(share(['C', 'I'])).toBeGreaterThan(share(['F', 'L']) * 2);
  });

  it('counts active companies by default and pages them, the count first', async () => {
    const res = await search({});
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(expected({}).length);
    expect(res.data.total).toBeLessThan(known.length);
    expect(res.data.list).toHaveLength(10);
    const everything = await search({ status: 'all' });
    expect(everything.data.total).toBe(known.length);
  });

  const cases: [string, Conditions][] = [
    ['a province', { regionCodes: [known0Region(2)] }],
    ['a city', { regionCodes: [known0Region(4)] }],
    ['a district and a province', { regionCodes: [known0Region(6), '44'] }],
    ['an industry section', { industryCodes: ['C'] }],
    ['an industry class', { industryCodes: ['I6513', 'F5179'] }],
    ...CAPITAL_BANDS.map((b) => [`capital ${b.label}`, { capitalBands: [b.key] }] as [string, Conditions]),
    ['two capital bands', { capitalBands: ['lt100', 'ge5000'] }],
    ...AGE_BANDS.map((b) => [`age ${b.label}`, { ageBands: [b.key] }] as [string, Conditions]),
    ['inactive companies', { status: 'inactive' }],
    ...COMPANY_TYPES.slice(0, 2).map((ty) => [`type ${ty}`, { companyTypes: [ty] }] as [string, Conditions]),
    ['listed', { listed: true, status: 'all' }],
    ...TECH_TAGS.map((tag) => [`tag ${tag}`, { techTags: [tag] }] as [string, Conditions]),
    ['patents', { hasPatent: true }],
    ['no trademarks', { hasTrademark: false }],
    ['software copyrights', { hasSoftwareCopyright: true }],
    ['a bid won in 12 months', { wonBid: true }],
    ['a phone', { hasPhone: true }],
    ['no e-mail', { hasEmail: false }],
    ['no dishonest or abnormal records', { excludeRisks: ['dishonest', 'abnormalOperation'] }],
    ['no restrictions or executions', { excludeRisks: ['consumptionLimit', 'executedPerson'] }],
    ['a keyword', { keyword: '科技' }],
    ['financing rounds', { financingRounds: ['天使轮', 'A轮', 'B轮', '战略融资'], status: 'all' }],
  ];
  /** Region codes are picked from the data in the test (a describe's cases are built before it loads). */
  function known0Region(width: number) {
    return `@region${width}`;
  }
  const resolve = (c: Conditions): Conditions => {
    if (!c.regionCodes) return c;
    const regions = known.filter((k) => k.active && k.region).map((k) => k.region!);
    return {
      ...c,
      regionCodes: c.regionCodes.map((code) =>
        code.startsWith('@region') ? regions[0]!.slice(0, Number(code.slice(7))) : code,
      ),
    };
  };

  it.each(cases)('narrows to the companies the oracle finds: %s', async (_name, given) => {
    const conditions = resolve(given);
    const want = expected(conditions);
    const res = await search(conditions, { pageSize: 50 });
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(want.length);
    expect(res.data.total).toBeGreaterThan(0);
    if (conditions.status === undefined) expect(res.data.total).toBeLessThan(expected({}).length);
    const ids = new Set(want.map((k) => k.entId));
    for (const row of res.data.list as Prospect[]) expect(ids.has(row.entId), row.orgName).toBe(true);
  });

  it('returns as many rows over its pages as it counts, without repeats, five filters at once', async () => {
    const conditions: Conditions = {
      capitalBands: ['100to500', '500to1000', '1000to5000'],
      ageBands: ['3to5', '5to10', 'ge10'],
      hasPhone: true,
      excludeRisks: ['dishonest'],
      companyTypes: ['有限责任公司'],
    };
    const first = await search(conditions, { pageSize: 50 });
    const total = first.data.total as number;
    expect(total).toBe(expected(conditions).length);
    expect(total).toBeGreaterThan(50);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 50); page++)
      seen.push(...(await search(conditions, { pageSize: 50, pageNo: page })).data.list.map((r: Prospect) => r.entId));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await search(conditions, { pageSize: 50, pageNo: 1000 })).data).toEqual({ total, list: [] });
  });

  it.each(CONDITION_SORTS)(
    'orders the pages as the index in memory does (nulls last, ties by id): %s',
    async (sort) => {
      // Ties by id as the database orders ids (the index's positions are in that order).
      const ids = await t.database.db.selectFrom('company').select('ent_id').orderBy('ent_id').execute();
      const rank = new Map(ids.map((r, i) => [r.ent_id, i]));
      const key = (k: Known) => (sort.startsWith('capital') ? k.capital : k.est);
      const desc = sort.endsWith('Desc');
      const want = expected({}).sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
        if (ka !== null && kb !== null && ka !== kb) return (desc ? ka < kb : ka > kb) ? 1 : -1;
        return rank.get(a.entId)! - rank.get(b.entId)!;
      });
      // In the database, a page is met walking the order's index (many matches) or sorted once found (few).
      const few = DatabaseMatches.few;
      try {
        for (const threshold of [few, 0]) {
          DatabaseMatches.few = threshold;
          for (const pageNo of [1, 3]) {
            const res = await search({}, { sort, pageSize: 50, pageNo });
            expect(res.data.list.map((r: Prospect) => r.entId)).toEqual(
              want.slice((pageNo - 1) * 50, pageNo * 50).map((k) => k.entId),
            );
          }
        }
      } finally {
        DatabaseMatches.few = few;
      }
      // With the prospects in the database, no instance holds them.
      expect(t.app.prospects.inMemory).toBe(path === 'memory');
    },
  );

  it('shows a row as the table wants it and sorts by capital or founding date', async () => {
    const byCapital = (await search({}, { sort: 'capitalDesc', pageSize: 20 })).data.list as Prospect[];
    const capitals = byCapital.map((r) => r.regCapital ?? -1);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
    const top = known.filter((k) => k.active && k.capital !== null).sort((a, b) => b.capital! - a.capital!)[0]!;
    // In 元, as stored: the page's formatter shows 万元.
    expect(byCapital[0]!.regCapital).toBe(top.capital);
    const byAge = (await search({}, { sort: 'estDateAsc', pageSize: 20 })).data.list as Prospect[];
    const days = byAge.map((r) => r.estDate!);
    expect(days).toEqual([...days].sort());
    const tagged = (await search({ techTags: ['高新技术企业'] })).data.list as Prospect[];
    expect(tagged[0]).toMatchObject({ techTags: expect.arrayContaining(['高新技术企业']) });
    expect(tagged[0]!.region).toMatch(/省|市/);
    const risky = known.find((k) => k.active && k.kinds.has('dishonest'))!;
    const row = ((await search({ status: 'all' }, { pageSize: 50 })).data.list as Prospect[]).find(
      (r) => r.entId === risky.entId,
    );
    if (row) expect(row.riskCount).toBeGreaterThan(0);
  });

  it("leaves out and flags the institution's own customers, and only its own", async () => {
    const db = t.database.db;
    const customers = known.filter((k) => k.active).slice(0, 5);
    await addToBook(
      db,
      'DEMO',
      customers.map((k) => ({ ent_id: k.entId })),
    );
    try {
      const book = new Set(customers.map((k) => k.entId));
      const conditions: Conditions = { excludeCustomers: true };
      const want = known.filter(oracle(conditions, today, book));
      expect(want.length).toBe(expected({}).length - 5);
      expect((await search(conditions)).data.total).toBe(want.length);
      // Another institution's search is not narrowed by this book.
      expect((await search(conditions, {}, outsider)).data.total).toBe(expected({}).length);

      const rows: Prospect[] = [];
      const all = await search({}, { pageSize: 50, sort: 'capitalDesc' });
      for (let page = 1; page <= Math.ceil(all.data.total / 50); page++)
        rows.push(...(await search({}, { pageSize: 50, pageNo: page, sort: 'capitalDesc' })).data.list);
      expect(
        rows
          .filter((r) => r.isCustomer)
          .map((r) => r.entId)
          .sort(),
      ).toEqual([...book].sort());
      const theirs = (await search({}, { pageSize: 50, sort: 'capitalDesc' }, outsider)).data.list as Prospect[];
      expect(theirs.some((r) => r.isCustomer)).toBe(false);
    } finally {
      await db.deleteFrom('institution_customer').execute();
    }
  });

  it("refuses bad input with the error envelope, in Chinese without the field's key", async () => {
    for (const [body, field] of [
      [{ conditions: { capitalBands: ['lt50'] } }, 'conditions.capitalBands.0'],
      [{ conditions: { ageBands: ['forever'] } }, 'conditions.ageBands.0'],
      [{ conditions: {}, pageSize: 51 }, 'pageSize'],
      [{ conditions: { listed: 'yes' } }, 'conditions.listed'],
      [{ conditions: { regionCodes: ['3201x'] } }, 'conditions.regionCodes.0'],
      [{ conditions: { techTags: ['高企'] } }, 'conditions.techTags.0'],
      [{ conditions: { financingRounds: ['F轮'] } }, 'conditions.financingRounds.0'],
      [{ conditions: { excludeCustomers: 'yes' } }, 'conditions.excludeCustomers'],
      [{}, 'conditions'],
    ] as const) {
      const res = await analyst.inject({ method: 'POST', url: SEARCH, payload: body });
      expectBadRequest(res);
      expect(res.json().message, JSON.stringify(body)).not.toContain(field.split('.').at(-1));
    }
  });

  it('refuses a user without the condition-search right or without CBA, and one without a session', async () => {
    const [nocba, nosearch] = await Promise.all([
      t.client({ instCode: 'DEMO', username: 'nocba' }),
      t.client({ instCode: 'DEMO', username: 'nosearch' }),
    ]);
    for (const who of [nocba, nosearch]) {
      for (const [url, payload] of [
        [SEARCH, { conditions: {} }],
        ['/esee/marketing/conditionSearch/options', undefined],
        ['/esee/marketing/conditionSet/list', undefined],
      ] as const) {
        const res = await who.inject({ method: payload ? 'POST' : 'GET', url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      }
    }
    const anonymous = await t.app.inject({ method: 'POST', url: SEARCH, payload: { conditions: {} } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('builds the filter panel from one call', async () => {
    const res = await analyst.get('/esee/marketing/conditionSearch/options');
    expect(res.data.capitalBands.map((b: { key: string }) => b.key)).toEqual(CAPITAL_BANDS.map((b) => b.key));
    expect(res.data.techTags).toEqual([...TECH_TAGS]);
    const province = res.data.regions[0];
    expect(province.code).toMatch(/^\d{2}$/);
    expect(province.children[0].code).toMatch(/^\d{4}$/);
    expect(province.children[0].children[0].code).toMatch(/^\d{6}$/);
    expect(res.data.industries.find((s: { code: string }) => s.code === 'C').name).toBe('制造业');
  });

  it('keeps 方案 per user: save, list, rename, rerun with the new companies marked, delete', async () => {
    const conditions: Conditions = { techTags: ['高新技术企业'], hasPhone: true };
    const created = await analyst.post('/esee/marketing/conditionSet/create', { name: ' 高企有电话 ', conditions });
    expect(created.data).toMatchObject({ name: '高企有电话', conditions, lastTotal: expected(conditions).length });
    const id = created.data.id as number;
    expect(
      (await analyst.post('/esee/marketing/conditionSet/create', { name: '高企有电话', conditions: {} })).message,
    ).toBe('方案名称已存在');
    expect((await analyst.post('/esee/marketing/conditionSet/create', { name: '名\n单', conditions: {} })).code).toBe(
      400,
    );
    expect((await analyst.post('/esee/marketing/conditionSet/rename', { id, name: '高企名单' })).data.name).toBe(
      '高企名单',
    );
    expect((await analyst.get('/esee/marketing/conditionSet/list')).data.map((s: { id: number }) => s.id)).toEqual([
      id,
    ]);

    // A company gets its certificate today and a phone: the rerun finds it new, and only it.
    const newcomer = known.find((k) => k.active && !k.tags.has('高新技术企业'))!;
    await t.database.db
      .insertInto('company_tech_tag')
      .values({
        ent_id: newcomer.entId,
        tag: '高新技术企业',
        year: Number(today.slice(0, 4)),
        valid_from: today,
        valid_to: yearsBefore(today, -3),
      })
      .execute();
    await t.database.db
      .updateTable('company')
      // The tag on the company's row too, as the loader keeps it (data/rows.ts).
      .set({
        phone: '025-88886666',
        tech_tag_spans: sql<TechTagSpans>`jsonb_set(coalesce(tech_tag_spans, '{}'), '{高新技术企业}',
          coalesce(tech_tag_spans->'高新技术企业', '[]') || jsonb_build_array(jsonb_build_array(${today}::text, ${yearsBefore(today, -3)}::text)))`,
      })
      .where('ent_id', '=', newcomer.entId)
      .execute();
    // Written straight to the tables: the search's index learns of it as it would of a load.
    await t.app.prospects.refresh();
    const run = await analyst.post('/esee/marketing/conditionSet/rerun', { id });
    expect(run.data).toMatchObject({ total: expected(conditions).length + 1, newCount: 1, tracked: true });
    const rows: Prospect[] = [];
    for (let page = 1; page <= Math.ceil(run.data.total / 50); page++)
      rows.push(...(await search(conditions, { setId: id, pageSize: 50, pageNo: page })).data.list);
    expect(rows.filter((r) => r.isNew).map((r) => r.entId)).toEqual([newcomer.entId]);
    // Run again with nothing changed: nothing new.
    expect((await analyst.post('/esee/marketing/conditionSet/rerun', { id })).data.newCount).toBe(0);

    // Another user's or institution's set id is not found, never the data.
    for (const who of [colleague, admin, outsider]) {
      expect((await who.get('/esee/marketing/conditionSet/list')).data).toEqual([]);
      for (const [url, body] of [
        ['/esee/marketing/conditionSet/rerun', { id }],
        ['/esee/marketing/conditionSet/rename', { id, name: '偷看' }],
        ['/esee/marketing/conditionSet/delete', { id }],
        [SEARCH, { conditions: {}, setId: id }],
      ] as const) {
        const res = await who.post(url, body);
        expect(res, url).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
      }
    }
    expect((await analyst.post('/esee/marketing/conditionSet/delete', { id })).code).toBe(200);
    expect((await analyst.get('/esee/marketing/conditionSet/list')).data).toEqual([]);
    expect((await analyst.post('/esee/marketing/conditionSet/rerun', { id })).code).toBe(ResultCode.NOT_FOUND);
  });
});
