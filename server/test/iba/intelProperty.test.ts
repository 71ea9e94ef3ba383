import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IP_COUNT_CAP,
  IP_FIELDS,
  IP_KINDS,
  IP_TOP_HOLDERS,
  ResultCode,
  type IpFilter,
  type IpKind,
  type IpOptions,
  type IpPage,
  type IpRecord,
  type IpSummary,
} from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { pageClients, pageUsers, readJsonl, scratchDir, writeJsonl } from './pageTest';

const tmp = scratchDir('esee-ip-test-');

const SEARCH = '/esee/iba/intelProperty/search';
const SUMMARY = '/esee/iba/intelProperty/summary';
const OPTIONS = '/esee/iba/intelProperty/options';
const DETAIL = (id: string) => `/esee/iba/intelProperty/detail?recordId=${encodeURIComponent(id)}`;

type Row = Record<string, unknown>;

interface Company {
  entId: string;
  name: string;
  regionCode: string | null;
  industryCode: string | null;
}
type Rec = Row & { recordId: string; companyId: string; kind: string; date: string };

/** Stress rows: more website filings of one company than the count's cap, with a title no other record has. */
const STRESS = IP_COUNT_CAP + 50;
const stressRows = (entId: string): Rec[] =>
  Array.from({ length: STRESS }, (_, i) => {
    const date = new Date(Date.UTC(2020, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10);
    return {
      recordId: `RSTRESS${String(i).padStart(6, '0')}`,
      companyId: entId,
      kind: 'icpFiling',
      date,
      webName: `压测备案站点${i}`,
      domain: `stress${i}.cn`,
      icpNo: `苏ICP备${String(80_000_000 + i)}号-1`,
      auditDate: date,
    };
  });

/** The rules the search applies, on the data set as loaded: the oracle. */
function matches(r: Rec, c: Company | undefined, f: IpFilter, kind: IpKind | null): boolean {
  if (kind ? r.kind !== kind : !(IP_KINDS as readonly string[]).includes(r.kind)) return false;
  const fields = IP_FIELDS[r.kind as IpKind];
  const words = [...new Set((f.keyword ?? '').normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length) {
    const title = String(r[fields.title] ?? '').toLowerCase();
    const inTitle = words.every((w) => title.includes(w));
    const number = String(r[fields.number] ?? '').toUpperCase();
    const w = words[0]!.toUpperCase();
    const digits = w.match(/\d/g)?.length ?? 0;
    const byNumber =
      words.length === 1 && digits >= 6 && (number.startsWith(w) || (/^\d/.test(w) && number.startsWith(`CN${w}`)));
    if (!inTitle && !byNumber) return false;
  }
  if (f.dateFrom && r.date < f.dateFrom) return false;
  if (f.dateTo && r.date > f.dateTo) return false;
  if (f.regionCode && !(c?.regionCode ?? '').startsWith(f.regionCode)) return false;
  if (f.industryCode) {
    const code = c?.industryCode ?? '';
    if (f.industryCode.length === 1 ? code[0] !== f.industryCode : !code.startsWith(f.industryCode)) return false;
  }
  return true;
}

describe.each(ONE_ENGINE)('知识产权查询 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let keyOnly: Client;
  let cbaOnly: Client;
  let otherIbaEntry: Client;
  let outsider: Client;
  let records: Rec[];
  let companies: Map<string, Company>;
  let stressHolder: Company;
  const hand = path.join(tmp, `${engine}-hand`);

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 1500, seed: 23, today: new Date('2026-11-22') },
      users: pageUsers(['ipkey', 'app:iba:goal:intelProperty'], ['abroadonly', 'app:iba:goal:abroad']),
    });
    const list = readJsonl<Company>(t.dataFiles!, 'companies.jsonl');
    companies = new Map(list.map((c) => [c.entId, c]));
    stressHolder = list.find((c) => c.regionCode?.startsWith('32')) ?? list.find((c) => c.regionCode)!;
    const stress = stressRows(stressHolder.entId);
    writeJsonl(hand, 'records.jsonl', stress);
    records = [...readJsonl<Rec>(t.dataFiles!, 'records.jsonl'), ...stress];
    // Loaded once the app runs (the holder comes from the data set's files): the search reads the tables each call.
    await loadDataSet(t.database.db, hand);
    [analyst, keyOnly, cbaOnly, otherIbaEntry, outsider] = await pageClients(t, 'ipkey', 'abroadonly');
  }, 300_000);
  afterAll(() => t?.close());

  const data = <T>(url: string, payload?: object, who = analyst) =>
    payload ? who.postData<T>(url, payload) : who.getData<T>(url);
  const search = (filter: IpFilter, kind: IpKind, pageNo = 1, pageSize = 50) =>
    data<IpPage>(SEARCH, { ...filter, kind, pageNo, pageSize });
  /** Every page of a kind's matches. */
  const all = async (filter: IpFilter, kind: IpKind) => {
    const list: IpRecord[] = [];
    for (let page = 1; ; page++) {
      const res = await search(filter, kind, page);
      list.push(...res.list);
      if (list.length >= res.total || !res.list.length) {
        expect(list).toHaveLength(res.total);
        return list;
      }
    }
  };
  const expected = (filter: IpFilter, kind: IpKind | null) =>
    records.filter((r) => matches(r, companies.get(r.companyId), filter, kind));
  /** The order of the lists: newest first, then by id. */
  const newestFirst = (rows: Rec[]) =>
    [...rows].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.recordId < b.recordId ? -1 : 1));

  /** A patent holder outside the stress rows' province, so that a filter by its region is not capped. */
  const otherProvinceHolder = () =>
    records
      .filter((r) => r.kind === 'patent')
      .map((r) => companies.get(r.companyId)!)
      .find(
        (c) => c.regionCode && c.industryCode && c.regionCode.slice(0, 2) !== stressHolder.regionCode!.slice(0, 2),
      )!;

  /** Filters from the data: a frequent two-character word of patent titles, a number's beginning, a region. */
  const cases = (): IpFilter[] => {
    const patents = records.filter((r) => r.kind === 'patent');
    const trademark = records.find((r) => r.kind === 'trademark')!;
    const software = records.find((r) => r.kind === 'softwareCopyright')!;
    const patent = patents[3]!;
    const holder = otherProvinceHolder();
    return [
      {},
      { keyword: '装置' },
      { keyword: '系统' },
      { keyword: '电' },
      { keyword: String(trademark.tmName) },
      { keyword: '一种 方法' },
      { keyword: String(patent.appNumber).slice(0, 8) },
      { keyword: String(patent.appNumber).slice(2, 12) },
      { keyword: String(software.regNum).slice(0, 8).toLowerCase() },
      // Too few digits for a number: the title only.
      { keyword: String(software.regNum).slice(0, 6) },
      { dateFrom: '2024-01-01', dateTo: '2024-12-31' },
      { dateTo: '2019-06-30' },
      { regionCode: holder.regionCode!.slice(0, 2) },
      { regionCode: holder.regionCode!.slice(0, 4) },
      { regionCode: holder.regionCode! },
      { industryCode: holder.industryCode![0] },
      { industryCode: holder.industryCode! },
      { keyword: '系统', regionCode: holder.regionCode!.slice(0, 2), dateFrom: '2021-01-01' },
      { keyword: '没有这样的名称' },
    ];
  };

  it('has records of every kind in the data set, for the filters to narrow', () => {
    for (const kind of IP_KINDS) expect(expected({}, kind).length, kind).toBeGreaterThan(20);
  });

  it('offers the region and industry trees', async () => {
    const options = await data<IpOptions>(OPTIONS);
    expect(options.regions.map((r) => r.name)).toContain('江苏省');
    expect(options.industries.length).toBeGreaterThan(5);
    expect(options.industries[0]!.children?.length).toBeGreaterThan(0);
  });

  it('counts and lists each kind as the data set says, for every filter, each narrowing the whole', async () => {
    const whole = Object.fromEntries(IP_KINDS.map((k) => [k, expected({}, k).length]));
    for (const filter of cases()) {
      const summary = await data<IpSummary>(SUMMARY, filter);
      for (const kind of IP_KINDS) {
        const want = expected(filter, kind);
        const label = `${kind} ${JSON.stringify(filter)}`;
        expect(summary.counts[kind], label).toBe(Math.min(want.length, IP_COUNT_CAP));
        expect(summary.capped.includes(kind), label).toBe(want.length > IP_COUNT_CAP);
        if (Object.keys(filter).length && want.length <= IP_COUNT_CAP)
          expect(want.length, label).toBeLessThan(whole[kind]!);
        if (want.length <= 150) {
          const got = await all(filter, kind);
          expect(got.map((r) => r.id).sort(), label).toEqual(want.map((r) => r.recordId).sort());
        } else expect((await search(filter, kind, 1, 1)).total, label).toBe(Math.min(want.length, IP_COUNT_CAP));
      }
    }
    // Words match anywhere in the title, a number from its beginning (a patent's without CN too).
    expect(expected({ keyword: '装置' }, 'patent').length).toBeGreaterThan(0);
    expect(expected({ keyword: cases()[7]!.keyword }, 'patent').length).toBeGreaterThan(0);
  });

  it('lists newest first with the holder and the kind’s dictionary columns', async () => {
    const page = await search({ keyword: '装置' }, 'patent', 1, 20);
    expect(page.list.length).toBe(20);
    const dates = page.list.map((r) => r.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of page.list) {
      const source = records.find((x) => x.recordId === r.id)!;
      expect(r.companyId).toBe(source.companyId);
      expect(r.companyName).toBe(companies.get(source.companyId)!.name);
      expect(r).toMatchObject({
        kind: 'patent',
        patentName: source.patentName,
        patentType: source.patentType,
        appNumber: source.appNumber,
        applicationDate: source.applicationDate,
        lawStatus: source.lawStatus,
      });
      // Detail-only columns wait for the detail.
      expect(r).not.toHaveProperty('abstracts');
    }
    expect(page.list.map((r) => r.id)).toEqual(
      newestFirst(expected({ keyword: '装置' }, 'patent'))
        .slice(0, 20)
        .map((r) => r.recordId),
    );
    const second = await search({ keyword: '装置' }, 'patent', 2, 20);
    expect(second.list[0]!.date! <= dates.at(-1)!).toBe(true);
    expect(second.list.map((r) => r.id)).not.toContain(page.list[0]!.id);
  });

  it('ranks the holders with most matches, with their records of each kind', async () => {
    const holder = otherProvinceHolder();
    for (const filter of [{ regionCode: holder.regionCode!.slice(0, 2) }, { keyword: '系统' }, { keyword: '电' }]) {
      const summary = await data<IpSummary>(SUMMARY, filter);
      const want = new Map<string, Record<string, number>>();
      for (const r of expected(filter, null)) {
        const counts = want.get(r.companyId) ?? {};
        counts[r.kind] = (counts[r.kind] ?? 0) + 1;
        want.set(r.companyId, counts);
      }
      const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
      const top = [...want.entries()]
        .sort(([a, x], [b, y]) => total(y) - total(x) || (a < b ? -1 : 1))
        .slice(0, IP_TOP_HOLDERS);
      expect(summary.holderCount, JSON.stringify(filter)).toBe(want.size);
      expect(summary.holders!.map((h) => h.total)).toEqual(top.map(([, c]) => total(c)));
      for (const h of summary.holders!) {
        const counts = want.get(h.entId)!;
        expect(h.counts).toEqual(Object.fromEntries(IP_KINDS.map((k) => [k, counts[k] ?? 0])));
        expect(h.name).toBe(companies.get(h.entId)!.name);
        expect(h.region).toMatch(/省|市/);
      }
    }
  });

  it('stops counting at the cap: more matches read as the cap, pages end there, no ranking', async () => {
    const filter = { keyword: '压测备案' };
    const first = await search(filter, 'icpFiling', 1, 10);
    expect(first).toMatchObject({ total: IP_COUNT_CAP, capped: true });
    expect(first.list).toHaveLength(10);
    expect(
      first.list.every((r) => r.companyId === stressHolder.entId && String(r.webName).startsWith('压测备案')),
    ).toBe(true);
    // More than the cap: the newest first all the same, walked along the date.
    const newest = newestFirst(expected(filter, 'icpFiling')).map((r) => r.recordId);
    expect(first.list.map((r) => r.id)).toEqual(newest.slice(0, 10));
    const last = await search(filter, 'icpFiling', IP_COUNT_CAP / 50, 50);
    expect(last.list.map((r) => r.id)).toEqual(newest.slice(IP_COUNT_CAP - 50, IP_COUNT_CAP));
    expect(await search(filter, 'icpFiling', IP_COUNT_CAP / 50 + 1, 50)).toEqual({
      total: IP_COUNT_CAP,
      capped: true,
      list: [],
    });
    expect(await data<IpSummary>(SUMMARY, filter)).toMatchObject({
      counts: { icpFiling: IP_COUNT_CAP, patent: 0 },
      capped: ['icpFiling'],
      holders: null,
      holderCount: null,
    });
    // Narrowed by date under the cap: ranked again, the one holder with all of them.
    const narrow = { ...filter, dateFrom: '2020-01-01', dateTo: '2020-01-31' };
    const summary = await data<IpSummary>(SUMMARY, narrow);
    const want = expected(narrow, 'icpFiling').length;
    expect(want).toBeGreaterThan(0);
    expect(summary).toMatchObject({ capped: [], holderCount: 1 });
    expect(summary.holders).toEqual([
      expect.objectContaining({
        entId: stressHolder.entId,
        total: want,
        counts: expect.objectContaining({ icpFiling: want }),
      }),
    ]);
  });

  it('shows one record with every column, its kind only', async () => {
    const patent = records.find((r) => r.kind === 'patent' && r.inventor)!;
    const detail = await data<Row>(DETAIL(patent.recordId));
    expect(detail).toMatchObject({
      id: patent.recordId,
      kind: 'patent',
      entId: patent.companyId,
      companyName: companies.get(patent.companyId)!.name,
      patentName: patent.patentName,
      inventor: patent.inventor,
      abstracts: patent.abstracts,
    });
    const court = records.find((r) => r.kind === 'courtNotice')!;
    for (const id of [court.recordId, 'R404404404']) {
      const res = await analyst.inject({ method: 'GET', url: DETAIL(id) });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: ResultCode.NOT_FOUND, message: '记录不存在', data: null });
    }
  });

  it('refuses bad input with the envelope', async () => {
    for (const payload of [
      {},
      { kind: 'ipPledge' },
      { kind: 'patent', pageSize: 51 },
      { kind: 'patent', pageNo: 0 },
      { kind: 'patent', keyword: 'x'.repeat(51) },
      { kind: 'patent', dateFrom: '2026-02-30' },
      { kind: 'patent', dateFrom: '2026-13-01' },
      { kind: 'patent', dateFrom: '2025-01-02', dateTo: '2025-01-01' },
      { kind: 'patent', regionCode: '3' },
      { kind: 'patent', industryCode: 'Z' },
      { kind: 'patent', keyword: 5 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: SEARCH, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
    for (const payload of [{ dateTo: '2026-02-29' }, { regionCode: 'abc' }, { industryCode: 'C1' }]) {
      const res = await analyst.inject({ method: 'POST', url: SUMMARY, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    for (const url of ['/esee/iba/intelProperty/detail', DETAIL('x'.repeat(65))]) {
      const res = await analyst.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
  });

  it('needs the menu entry’s key on every call, in an institution with IBA', async () => {
    const patent = records.find((r) => r.kind === 'patent')!;
    const urls: [string, object?][] = [
      [OPTIONS],
      [SEARCH, { kind: 'patent' }],
      [SUMMARY, {}],
      [DETAIL(patent.recordId)],
    ];
    for (const [url, payload] of urls) {
      const request = { method: payload ? 'POST' : 'GET', url, payload } as const;
      expect((await keyOnly.inject(request)).json().code, url).toBe(ResultCode.OK);
      for (const who of [cbaOnly, otherIbaEntry, outsider]) {
        const res = await who.inject(request);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});
