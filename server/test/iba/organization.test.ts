import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyHref,
  normalizeCompanyName,
  ORGANISATION_KINDS,
  orgCodeCheckChar,
  ResultCode,
  usccCheckChar,
  type Organisation,
  type OrgOptions,
  type OrgPage,
  type OrgSearchQuery,
} from '@esee/contracts';
import type { CompanyRow } from '../../src/data/format';
import { isActive } from '../../src/data/generate/companies';
import { loadDataSet } from '../../src/data/load';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { pageClients, pageUsers, readJsonl, scratchDir, writeJsonl } from './pageTest';

const tmp = scratchDir('esee-org-test-');

const SEARCH = '/esee/iba/organization/search';
const OPTIONS = '/esee/iba/organization/options';

/** A valid credit code of a registering authority and kind, in a district, by a serial. */
function creditCode(prefix: string, district: string, n: number): string {
  const body = String(70_000_000 + n);
  const first17 = `${prefix}${district}${body}${orgCodeCheckChar(body)}`;
  return first17 + usccCheckChar(first17);
}

/** Organisations of kinds the generator does not make (a law firm, a government office), and a renamed institute. */
const handMade = (): CompanyRow[] => [
  {
    entId: 'EORG1',
    name: '江苏恒信律师事务所',
    formerNames: ['江苏恒信达律师事务所'],
    creditCode: creditCode('31', '320105', 1),
    regNo: null,
    orgCode: null,
    legalRep: '周律',
    regCapital: 300_000,
    estDate: '2009-05-12',
    status: '存续',
    orgType: '律师事务所',
    regionCode: '320105',
    address: '江苏省南京市建邺区江东中路88号',
  },
  {
    entId: 'EORG2',
    name: '南京市建邺区市场监督管理局',
    creditCode: creditCode('11', '320105', 2),
    regNo: null,
    orgCode: null,
    legalRep: '钱局',
    regCapital: null,
    estDate: '2019-03-01',
    status: '存续',
    orgType: '机关',
    regionCode: '320105',
  },
  {
    entId: 'EORG3',
    name: '深圳市南山区智造研究院',
    formerNames: ['深圳市南山区智造技术研究所'],
    creditCode: creditCode('12', '440305', 3),
    regNo: null,
    orgCode: null,
    legalRep: '孙院',
    regCapital: 5_000_000,
    estDate: '2015-08-08',
    status: '注销',
    orgType: '事业单位',
    regionCode: '440305',
  },
];

describe.each(ONE_ENGINE)('机构查询 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let keyOnly: Client;
  let cbaOnly: Client;
  let otherIbaEntry: Client;
  let outsider: Client;
  let companies: CompanyRow[];
  let orgs: CompanyRow[];
  const hand = path.join(tmp, `${engine}-hand`);

  beforeAll(async () => {
    writeJsonl(hand, 'companies.jsonl', handMade());
    t = await withApp({
      engine,
      data: { companies: 3000, seed: 31, today: new Date('2026-11-22'), recordScale: 0 },
      users: pageUsers(['orgkey', 'app:iba:goal:organization'], ['ipkey', 'app:iba:goal:intelProperty']),
      beforeApp: (db) => loadDataSet(db, hand),
    });
    companies = [...readJsonl<CompanyRow>(t.dataFiles!, 'companies.jsonl'), ...handMade()];
    orgs = companies.filter((c) => c.creditCode && !c.creditCode.startsWith('9'));
    [analyst, keyOnly, cbaOnly, otherIbaEntry, outsider] = await pageClients(t, 'orgkey', 'ipkey');
  }, 240_000);
  afterAll(() => t?.close());

  const data = <T>(url: string, payload?: object, who = analyst) =>
    payload ? who.postData<T>(url, payload) : who.getData<T>(url);
  const all = async (query: OrgSearchQuery) => {
    const list: Organisation[] = [];
    for (let page = 1; ; page++) {
      const res = await data<OrgPage>(SEARCH, { ...query, pageNo: page, pageSize: 50 });
      list.push(...res.list);
      if (list.length >= res.total || !res.list.length) {
        expect(list).toHaveLength(res.total);
        return list;
      }
    }
  };
  const ids = (xs: { entId: string }[]) => xs.map((r) => r.entId).sort();

  it('has organisations of several kinds beside the enterprises', () => {
    expect(orgs.length).toBeGreaterThan(15);
    expect(orgs.length).toBeLessThan(companies.length / 20);
    expect(new Set(orgs.map((o) => o.creditCode!.slice(0, 2))).size).toBeGreaterThanOrEqual(5);
  });

  it('offers the kinds the data set has, with their counts, and the regions', async () => {
    const options = await data<OrgOptions>(OPTIONS);
    const want = new Map<string, number>();
    for (const o of orgs) want.set(o.creditCode!.slice(0, 2), (want.get(o.creditCode!.slice(0, 2)) ?? 0) + 1);
    expect(options.kinds.map((k) => [k.code, k.count]).sort()).toEqual([...want.entries()].sort());
    for (const k of options.kinds) expect(k.label).toBe(ORGANISATION_KINDS[k.code]);
    expect(options.kinds.find((k) => k.code === '31')?.label).toBe('律师执业机构');
    expect(options.regions.map((r) => r.name)).toContain('广东省');
  });

  it('finds only organisations, narrowed by each filter as the data set says', async () => {
    const generated = orgs.find((o) => !o.entId.startsWith('EORG') && o.formerNames?.length) ?? orgs[0]!;
    const word = [...generated.name].slice(-3).join('');
    const cases: [OrgSearchQuery, (c: CompanyRow) => boolean][] = [
      [{}, () => true],
      [{ kinds: ['51'] }, (c) => c.creditCode!.startsWith('51')],
      [{ kinds: ['12', '53'] }, (c) => /^(12|53)/.test(c.creditCode!)],
      [{ kinds: ['31'] }, (c) => c.creditCode!.startsWith('31')],
      [{ regionCode: '32' }, (c) => c.regionCode!.startsWith('32')],
      [{ regionCode: '4403' }, (c) => c.regionCode!.startsWith('4403')],
      [{ regionCode: '320105' }, (c) => c.regionCode === '320105'],
      [{ status: 'active' }, (c) => isActive(c.status)],
      [{ status: 'inactive' }, (c) => !isActive(c.status)],
      [
        { keyword: word },
        (c) =>
          [c.name, ...(c.formerNames ?? [])].some((n) => normalizeCompanyName(n).includes(normalizeCompanyName(word))),
      ],
      [{ keyword: '恒信达' }, (c) => c.entId === 'EORG1'],
      [
        { keyword: '律师事务所', regionCode: '32' },
        (c) => c.name.includes('律师事务所') && c.regionCode!.startsWith('32'),
      ],
      [{ keyword: handMade()[1]!.creditCode!.toLowerCase() }, (c) => c.entId === 'EORG2'],
      [
        { kinds: ['51', '52'], status: 'active', regionCode: '11' },
        (c) => /^5[12]/.test(c.creditCode!) && isActive(c.status) && c.regionCode!.startsWith('11'),
      ],
      [{ keyword: '没有这个机构' }, () => false],
    ];
    for (const [query, expected] of cases) {
      const want = orgs
        .filter(expected)
        .map((o) => o.entId)
        .sort();
      expect(ids(await all(query)), JSON.stringify(query)).toEqual(want);
      if (Object.keys(query).length) expect(want.length, JSON.stringify(query)).toBeLessThan(orgs.length);
    }
    // A company's name never comes back, even when the words fit it.
    const company = companies.find((c) => c.creditCode?.startsWith('9'))!;
    expect(await all({ keyword: company.name })).toEqual([]);
  });

  it('answers each organisation with its kind, facts and region; the best name match first', async () => {
    const [firm] = await all({ keyword: '江苏恒信律师事务所' });
    expect(firm).toEqual({
      entId: 'EORG1',
      name: '江苏恒信律师事务所',
      formerNames: ['江苏恒信达律师事务所'],
      creditCode: handMade()[0]!.creditCode,
      kindCode: '31',
      kind: '律师执业机构',
      orgType: '律师事务所',
      legalRep: '周律',
      estDate: '2009-05-12',
      status: '存续',
      regCapital: 300_000,
      region: '江苏省南京市建邺区',
      address: '江苏省南京市建邺区江东中路88号',
    });
    expect(agencyHref(firm!)).toBe(
      `/apps/allInfo/searchAgencyDetails?eid=EORG1&companyName=${encodeURIComponent('江苏恒信律师事务所')}`,
    );
    const institutes = await all({ keyword: '研究院' });
    expect(institutes.length).toBeGreaterThan(1);
    expect(institutes.find((o) => o.entId === 'EORG3')).toMatchObject({ kind: '事业单位', status: '注销' });
    // In operation before cancelled, among equally good matches.
    const firstInactive = institutes.findIndex((o) => !isActive(o.status));
    if (firstInactive >= 0) expect(institutes.slice(firstInactive).every((o) => !isActive(o.status))).toBe(true);
    // Paging: the second page continues the first, a page past the end is empty with the total.
    const everything = await all({});
    const page2 = await data<OrgPage>(SEARCH, { pageNo: 2, pageSize: 5 });
    expect(page2.list.map((o) => o.entId)).toEqual(everything.slice(5, 10).map((o) => o.entId));
    expect(await data<OrgPage>(SEARCH, { pageNo: 999, pageSize: 50 })).toEqual({ total: everything.length, list: [] });
  });

  it('refuses bad input with the envelope', async () => {
    for (const payload of [
      { kinds: ['91'] },
      { kinds: '51' },
      { kinds: ['51', '51'] },
      { regionCode: '1' },
      { status: 'closed' },
      { keyword: 'x'.repeat(51) },
      { pageSize: 51 },
      { pageNo: 0 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: SEARCH, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
  });

  it('needs the menu entry’s key on every call, in an institution with IBA', async () => {
    for (const [url, payload] of [[OPTIONS], [SEARCH, {}]] as [string, object?][]) {
      expect((payload ? await keyOnly.post(url, payload) : await keyOnly.get(url)).code, url).toBe(ResultCode.OK);
      for (const who of [cbaOnly, otherIbaEntry, outsider]) {
        const res = await who.inject({ method: payload ? 'POST' : 'GET', url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
      expect((await t.app.inject({ method: payload ? 'POST' : 'GET', url, payload })).statusCode, url).toBe(401);
    }
  });
});
