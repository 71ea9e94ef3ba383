import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPITAL_BANDS,
  COMPANY_TYPES,
  ResultCode,
  type ExportJob,
  type NewEntCompany,
  type NewEntFilters,
  type NewEntSummary,
} from '@esee/contracts';
import { generateUpdate } from '../../src/data/generate/dailyUpdate';
import { loadDataSet } from '../../src/data/load';
import { COMPANY_TYPE_PATTERNS } from '../../src/core/prospects/query';
import { addUser, ENGINES, instId, withApp, type Client, type TestApp } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-newent-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const OPTIONS = '/esee/marketing/newEnt/options';
const LIST = '/esee/marketing/newEnt/list';
const SUMMARY = '/esee/marketing/newEnt/summary';
const DAY = 86_400_000;

/** A company as the oracle reads it straight from the table. */
interface Row {
  entId: string;
  name: string;
  est: string | null;
  region: string | null;
  section: string | null;
  industry: string | null;
  capital: number | null;
  orgType: string;
  active: boolean;
}

const dayOf = (v: unknown): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const like = (value: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`).test(value);

/** The oracle: the filters written again over the rows, newest first and then by id. */
function expected(rows: Row[], f: NewEntFilters, from: string, to: string, customers: ReadonlySet<string> = new Set()) {
  return rows
    .filter(
      (r) =>
        r.est !== null &&
        r.est >= from &&
        r.est <= to &&
        (!f.keyword || r.name.includes(f.keyword)) &&
        (!f.regionCodes?.length || f.regionCodes.some((c) => r.region?.startsWith(c))) &&
        (!f.industryCodes?.length ||
          f.industryCodes.some((c) => (c.length === 1 ? r.section === c : r.industry?.startsWith(c)))) &&
        (!f.capitalBands?.length ||
          f.capitalBands.some((key) => {
            const b = CAPITAL_BANDS.find((x) => x.key === key)!;
            return (
              r.capital !== null &&
              (b.min === null || r.capital >= b.min * 10_000) &&
              (b.max === null || r.capital < b.max * 10_000)
            );
          })) &&
        (!f.companyTypes?.length ||
          f.companyTypes.some((t) => COMPANY_TYPE_PATTERNS[t].some((p) => like(r.orgType, p)))) &&
        (f.status === undefined || f.status === 'all' || r.active === (f.status === 'active')) &&
        !(f.excludeCustomers && customers.has(r.entId)),
    )
    .sort((a, b) => (a.est === b.est ? (a.entId < b.entId ? -1 : 1) : a.est! > b.est! ? -1 : 1));
}

// Each engine with the prospects in memory (the default) and asked of the database (SEARCH_INDEXES=database).
const PATHS = ENGINES.flatMap((engine) => (['memory', 'database'] as const).map((path) => [engine, path] as const));

describe.each(PATHS)('新成立企业 on %s, prospects in %s', (engine, indexes) => {
  let t: TestApp;
  let analyst: Client;
  let outsider: Client;
  let rows: Row[];
  let today: string;
  let base: string;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 1500, seed: 13, recordScale: 0 },
      env: { SEARCH_INDEXES: indexes },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'otherpage', ['app:cba:marketing:entSearch', 'marketing']);
        await addUser(db, 'DEMO', 'nocba', ['marketing', 'monitor']);
      },
    });
    [analyst, outsider] = await Promise.all([t.client('analyst'), t.client('demo2')]);
    base = t.dataFiles!;
    // Today as the bank's users read it: the China day of the server's clock.
    today = new Date(t.clock.now().getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    rows = (await t.database.db.selectFrom('company').selectAll().execute()).map((c) => ({
      entId: c.ent_id,
      name: c.name,
      est: dayOf(c.est_date),
      region: c.region_code,
      section: c.industry_section,
      industry: c.industry_code,
      capital: c.reg_capital === null ? null : Number(c.reg_capital),
      orgType: c.org_type,
      active: c.active,
    }));
  }, 120_000);
  afterAll(() => t?.close());

  const list = (filters: NewEntFilters, extra: object = {}, who = analyst) =>
    who.post(LIST, { filters, pageSize: 50, ...extra });
  /** Every row of a list, page by page. */
  async function all(filters: NewEntFilters, sort?: string): Promise<NewEntCompany[]> {
    const out: NewEntCompany[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await list(filters, { pageNo, ...(sort ? { sort } : {}) });
      expect(res.code).toBe(200);
      out.push(...res.data.list);
      if (out.length >= res.data.total || !res.data.list.length) return out;
    }
  }
  const yearStart = () => plusDays(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, 1);

  it('names today as a China day, the windows, provinces with their cities, and the industry tree', async () => {
    const res = await analyst.get(OPTIONS);
    expect(res.code).toBe(200);
    expect(res.data.today).toBe(today);
    expect(res.data.windows.map((w: { label: string }) => w.label)).toEqual([
      '近7天',
      '近30天',
      '近90天',
      '近一年',
      '自定义',
    ]);
    const province = res.data.regions[0];
    expect(province.code).toMatch(/^\d{2}$/);
    expect(province.children[0].code).toMatch(/^\d{4}$/);
    expect(province.children[0].children).toBeUndefined();
    expect(res.data.industries.length).toBeGreaterThan(5);
  });

  it('lists the last 30 days by default, newest first, as the table holds them', async () => {
    const res = await list({});
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ dateFrom: plusDays(today, -29), dateTo: today });
    const want = expected(rows, {}, plusDays(today, -29), today);
    expect(res.data.total).toBe(want.length);
    expect((await all({})).map((c) => c.entId)).toEqual(want.map((r) => r.entId));
    const first = res.data.list[0] as NewEntCompany;
    if (first) {
      const row = rows.find((r) => r.entId === first.entId)!;
      expect(first.orgName).toBe(row.name);
      expect(first.estDate).toBe(row.est);
      expect(first.region).toMatch(/^[\u4e00-\u9fa5]+$/);
    }
  });

  it('widens with the window: 7 days, 30, 90, a year, each counted against the table', async () => {
    const spans: [NewEntFilters['window'], string][] = [
      ['7d', plusDays(today, -6)],
      ['30d', plusDays(today, -29)],
      ['90d', plusDays(today, -89)],
      ['1y', yearStart()],
    ];
    const totals: number[] = [];
    for (const [window, from] of spans) {
      const res = await list({ window });
      expect(res.data, window).toMatchObject({ dateFrom: from, dateTo: today });
      expect(res.data.total, window).toBe(expected(rows, {}, from, today).length);
      totals.push(res.data.total);
    }
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // The generated set has a trickle of new companies: the year holds far more than the month.
    expect(totals[3]).toBeGreaterThan(totals[1]! * 4);
    expect(totals[3]).toBeGreaterThan(30);
    expect(totals[2]).toBeGreaterThan(0);
  });

  it('narrows by each filter exactly as the table says', async () => {
    const base = expected(rows, {}, yearStart(), today);
    const most = (key: (r: Row) => string | null) => {
      const counts = new Map<string, number>();
      for (const r of base) if (key(r)) counts.set(key(r)!, (counts.get(key(r)!) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    };
    const province = most((r) => r.region?.slice(0, 2) ?? null);
    const city = most((r) => r.region?.slice(0, 4) ?? null);
    const section = most((r) => r.section);
    const industry = most((r) => r.industry);
    const word = base[0]!.name.slice(2, 4);
    // Each case: its filters, and whether it must leave some of the year's companies out.
    const cases: [string, NewEntFilters, boolean][] = [
      ['a province', { regionCodes: [province] }, true],
      ['a city', { regionCodes: [city] }, true],
      ['a section', { industryCodes: [section] }, true],
      ['a class and a section', { industryCodes: [industry, 'K'] }, true],
      ...CAPITAL_BANDS.map((b): [string, NewEntFilters, boolean] => [
        `capital ${b.label}`,
        { capitalBands: [b.key] },
        true,
      ]),
      ...COMPANY_TYPES.map((ty): [string, NewEntFilters, boolean] => [`type ${ty}`, { companyTypes: [ty] }, false]),
      ['active', { status: 'active' }, true],
      ['inactive', { status: 'inactive' }, true],
      ['a word of a name', { keyword: word }, true],
      ['several at once', { regionCodes: [province], capitalBands: ['lt100', '100to500'], status: 'active' }, true],
    ];
    for (const [label, filters, narrows] of cases) {
      const want = expected(rows, filters, yearStart(), today);
      const got = await all({ window: '1y', ...filters });
      expect(
        got.map((c) => c.entId),
        label,
      ).toEqual(want.map((r) => r.entId));
      if (narrows) expect(want.length, label).toBeLessThan(base.length);
    }
    // Some match: the filters are not just empty.
    expect(expected(rows, { regionCodes: [province], status: 'active' }, yearStart(), today).length).toBeGreaterThan(0);
    expect(expected(rows, { status: 'inactive' }, yearStart(), today).length).toBeGreaterThan(0);
  });

  it('sorts by capital, largest first, then by id', async () => {
    const want = expected(rows, {}, yearStart(), today).sort((a, b) =>
      a.capital === b.capital
        ? a.entId < b.entId
          ? -1
          : 1
        : b.capital === null
          ? -1
          : a.capital === null
            ? 1
            : b.capital - a.capital,
    );
    const got = await all({ window: '1y' }, 'capitalDesc');
    expect(got.map((c) => c.entId)).toEqual(want.map((r) => r.entId));
    // In 元, as stored: the page's formatter shows 万元.
    expect(got[0]!.regCapital).toBe(want[0]!.capital);
  });

  it('takes a chosen range of days, and refuses a bad one in the envelope', async () => {
    const [from, to] = [plusDays(today, -200), plusDays(today, -60)];
    const res = await list({ window: 'custom', dateFrom: from, dateTo: to });
    expect(res.data).toMatchObject({ dateFrom: from, dateTo: to, total: expected(rows, {}, from, to).length });
    const bad: [string, object][] = [
      ['reversed', { filters: { window: 'custom', dateFrom: to, dateTo: from } }],
      ['longer than a year', { filters: { window: 'custom', dateFrom: '2024-01-01', dateTo: '2025-06-30' } }],
      ['no end', { filters: { window: 'custom', dateFrom: from } }],
      ['dates with a preset', { filters: { window: '7d', dateFrom: from, dateTo: to } }],
      ['no such day', { filters: { window: 'custom', dateFrom: '2026-02-30', dateTo: '2026-03-02' } }],
      ['a bad window', { filters: { window: '2w' } }],
      ['a bad region', { filters: { regionCodes: ['3'] } }],
      ['a bad band', { filters: { capitalBands: ['huge'] } }],
      ['a long keyword', { filters: { keyword: '长'.repeat(51) } }],
      ['a big page', { filters: {}, pageSize: 51 }],
      ['a bad sort', { filters: {}, sort: 'nameAsc' }],
      ['no filters', {}],
    ];
    for (const [label, payload] of bad)
      for (const url of [LIST, SUMMARY]) {
        if (url === SUMMARY && ('pageSize' in payload || 'sort' in payload)) continue;
        const r = await analyst.inject({ method: 'POST', url, payload });
        expect(r.statusCode, `${label} ${url}`).toBe(400);
        expect(r.json(), `${label} ${url}`).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
        expect(r.json().message, label).toMatch(/[\u4e00-\u9fa5]/);
      }
  });

  it('marks the institution’s customers, leaves them out on request, and never shows another institution’s book', async () => {
    const base = expected(rows, {}, yearStart(), today);
    const book = base.filter((_, i) => i % 3 === 0).map((r) => r.entId);
    expect(book.length).toBeGreaterThan(3);
    const demo = await instId(t.database.db, 'DEMO');
    await t.database.db
      .insertInto('institution_customer')
      .values(book.map((ent_id) => ({ inst_id: demo, ent_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const customers = new Set(
      (
        await t.database.db.selectFrom('institution_customer').select('ent_id').where('inst_id', '=', demo).execute()
      ).map((r) => r.ent_id),
    );

    const marked = await all({ window: '1y' });
    expect(marked.filter((c) => c.isCustomer).map((c) => c.entId)).toEqual(
      base.filter((r) => customers.has(r.entId)).map((r) => r.entId),
    );
    const left = await all({ window: '1y', excludeCustomers: true });
    expect(left.map((c) => c.entId)).toEqual(
      expected(rows, { excludeCustomers: true }, yearStart(), today, customers).map((r) => r.entId),
    );
    expect(left.some((c) => c.isCustomer)).toBe(false);
    expect(left.length).toBe(base.length - base.filter((r) => customers.has(r.entId)).length);

    const summary = (await analyst.post(SUMMARY, { filters: { window: '1y' } })).data as NewEntSummary;
    expect(summary.customers).toBe(base.filter((r) => customers.has(r.entId)).length);
    const without = (await analyst.post(SUMMARY, { filters: { window: '1y', excludeCustomers: true } })).data;
    expect(without).toMatchObject({ total: left.length, customers: 0 });

    // DEMO2 keeps its own book: DEMO's customers are not its customers.
    const theirs = (await list({ window: '1y' }, {}, outsider)).data.list as NewEntCompany[];
    const own = new Set(
      (
        await t.database.db
          .selectFrom('institution_customer as ic')
          .innerJoin('institution as i', 'i.id', 'ic.inst_id')
          .select('ic.ent_id')
          .where('i.code', '=', 'DEMO2')
          .execute()
      ).map((r) => r.ent_id),
    );
    for (const c of theirs) expect(c.isCustomer, c.entId).toBe(own.has(c.entId));
  });

  it('sums up the window by week or day, by region and industry, as the list counts them', async () => {
    const week = (await analyst.post(SUMMARY, { filters: { window: '90d' } })).data as NewEntSummary;
    const want = expected(rows, {}, plusDays(today, -89), today);
    expect(week).toMatchObject({ unit: 'week', total: want.length, dateFrom: plusDays(today, -89), dateTo: today });
    expect(week.periods.reduce((n, p) => n + p.count, 0)).toBe(want.length);
    // Contiguous calendar weeks, Monday to Sunday, the first and last cut to the window.
    expect(week.periods[0]!.from).toBe(week.dateFrom);
    expect(week.periods.at(-1)!.to).toBe(today);
    for (const [i, p] of week.periods.entries()) {
      if (i > 0) {
        expect(p.from).toBe(plusDays(week.periods[i - 1]!.to, 1));
        expect(new Date(`${p.from}T00:00:00Z`).getUTCDay()).toBe(1);
      }
      expect(p.count).toBe(want.filter((r) => r.est! >= p.from && r.est! <= p.to).length);
    }
    const byProvince = new Map<string, number>();
    for (const r of want) byProvince.set(r.region!.slice(0, 2), (byProvince.get(r.region!.slice(0, 2)) ?? 0) + 1);
    expect(week.regionLevel).toBe('province');
    for (const region of week.regions) expect(region.count).toBe(byProvince.get(region.key));
    expect(week.regions[0]?.count).toBe(Math.max(...byProvince.values()));
    expect(week.industryLevel).toBe('section');
    expect(week.industries.reduce((n, i) => n + i.count, 0)).toBeLessThanOrEqual(want.length);

    const days = (await analyst.post(SUMMARY, { filters: { window: '7d' } })).data as NewEntSummary;
    expect(days.unit).toBe('day');
    expect(days.periods.map((p) => p.from)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => plusDays(today, -n)));

    // Within one province: by city; within one section: by class.
    const province = want[0]?.region?.slice(0, 2) ?? '32';
    const narrowed = (
      await analyst.post(SUMMARY, { filters: { window: '1y', regionCodes: [province], industryCodes: ['C'] } })
    ).data as NewEntSummary;
    expect(narrowed).toMatchObject({ regionLevel: 'city', industryLevel: 'class' });
    for (const r of narrowed.regions) expect(r.key.startsWith(province) && r.key.length === 4).toBe(true);
    for (const i of narrowed.industries) expect(i.key).toMatch(/^C\d{4}$/);
    expect(narrowed.total).toBe(
      expected(rows, { regionCodes: [province], industryCodes: ['C'] }, yearStart(), today).length,
    );
  });

  it('refuses a user without the menu entry, and an institution without CBA’s keys, with 403', async () => {
    for (const username of ['otherpage', 'nocba']) {
      const who = await t.client({ instCode: 'DEMO', username });
      for (const [method, url, payload] of [
        ['GET', OPTIONS, undefined],
        ['POST', LIST, { filters: {} }],
        ['POST', SUMMARY, { filters: {} }],
      ] as const) {
        const res = await who.inject({ method, url, payload });
        expect(res.statusCode, `${username} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      }
    }
    // DEMO2 has CBA: its manager holds every CBA key.
    expect((await list({}, {}, outsider)).code).toBe(200);
  });

  it('exports the list as a job of 名单导出记录, the window fixed to its days', async () => {
    const filters: NewEntFilters = { window: '1y', status: 'active' };
    const want = expected(rows, filters, yearStart(), today);
    const created = await analyst.post('/esee/export/create', { source: 'newEnt', params: { newEnt: { filters } } });
    expect(created.code).toBe(200);
    expect(created.data.rowCount).toBe(want.length);
    let job: ExportJob | undefined;
    for (let i = 0; i < 1000 && (!job || job.state === 'queued' || job.state === 'processing'); i++) {
      await new Promise((r) => setImmediate(r));
      job = ((await analyst.post('/esee/export/list', {})).data.list as ExportJob[]).find(
        (j) => j.jobId === created.data.jobId,
      );
    }
    expect(job).toMatchObject({ state: 'done', source: 'newEnt', sourceTitle: '新成立企业', rowCount: want.length });
    expect(job!.filters[0]).toBe(`成立日期：${yearStart()} 至 ${today}（近一年）`);
    expect(job!.filters).toContain('登记状态：在营');
    const file = await analyst.inject({ method: 'GET', url: `/esee/export/download?jobId=${created.data.jobId}` });
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet[1]!.slice(0, 2)).toEqual(['企业名称', '成立日期']);
    expect(sheet.slice(2).map((r) => r[0])).toEqual(want.map((r) => r.name));

    // The export is refused without the page's permission.
    const other = await t.client({ instCode: 'DEMO', username: 'otherpage' });
    const refused = await other.inject({
      method: 'POST',
      url: '/esee/export/create',
      payload: { source: 'newEnt', params: { newEnt: { filters } } },
    });
    expect(refused.statusCode).toBe(403);
  });

  // Last: it loads a day's update into the table the other tests compare with.
  it('lists the companies a day’s update registers, once the update is loaded', async () => {
    let day = '';
    let registered: string[] = [];
    for (let back = 1; back <= 60 && !registered.length; back++) {
      day = plusDays(today, -back);
      const dir = path.join(tmp, `${engine}-${indexes}-update-${day}`);
      await generateUpdate({ from: base, day, out: dir, seed: 5, share: 0.001 });
      const lines = readFileSync(path.join(dir, 'companies.jsonl'), 'utf8').split('\n').filter(Boolean);
      registered = lines.map((l) => (JSON.parse(l) as { entId: string }).entId).filter((id) => id.startsWith('N'));
      if (registered.length) await loadDataSet(t.database.db, dir);
    }
    expect(registered.length).toBeGreaterThan(0);
    await t.app.prospects.refresh();
    // With the prospects in the database, no instance holds them.
    expect(t.app.prospects.inMemory).toBe(indexes === 'memory');
    const got = await all({ window: 'custom', dateFrom: day, dateTo: day });
    expect(got.map((c) => c.entId)).toEqual(expect.arrayContaining(registered));
    for (const c of got.filter((x) => registered.includes(x.entId)))
      expect(c).toMatchObject({
        estDate: day,
        status: expect.stringMatching(/^(存续|在营（开业）|在业)$/),
        legalRep: expect.stringMatching(/^[\u4e00-\u9fa5]{2,3}$/),
      });
  }, 120_000);
});
