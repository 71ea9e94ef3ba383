import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isOverseasRegistryNo,
  ResultCode,
  type OverseasAbove,
  type OverseasDetail,
  type OverseasSearchQuery,
  type OverseasSummary,
} from '@esee/contracts';
import type { OverseasRow } from '../../src/data/format';
import { loadDataSet } from '../../src/data/load';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { pageClients, pageUsers, readJsonl, scratchDir, writeJsonl } from './pageTest';

const tmp = scratchDir('esee-overseas-test-');

const SEARCH = '/esee/iba/overseas/search';
const DETAIL = (id: string) => `/esee/iba/overseas/detail?overseasId=${encodeURIComponent(id)}`;
const ABOVE = (entId: string) => `/esee/iba/overseas/ofCompany?entId=${encodeURIComponent(entId)}`;

/** The listed Cayman company of the hand-made structure, as the search lists it (but for its mainland count). */
const OT1 = {
  overseasId: 'OT1',
  name: 'Zhixin Group Holdings Limited',
  nameZh: '智信集团控股有限公司',
  jurisdiction: '开曼群岛',
  registryNo: 'CT-654321',
  status: '存续',
  incorporationDate: '2015-03-02',
  companyType: '获豁免公司(Exempted Company)',
  exchange: '香港联交所',
  stockCode: '09988',
} as const;

/** A red-chip structure by hand: a listed Cayman company, its Hong Kong company holding one mainland company by shares and controlling another by contract, and a struck-off BVI company. */
function handMade(x: string, y: string, person: { personId: string; name: string }): OverseasRow[] {
  return [
    {
      ...OT1,
      address: 'Cricket Square, Grand Cayman',
      officers: [
        { name: person.name, position: '董事会主席', personId: person.personId, appointedDate: '2015-03-02' },
        { name: '陈独立', position: '独立非执行董事', appointedDate: '2018-01-01', resignedDate: null },
      ],
      holders: [
        { holderKind: 'P', holderId: person.personId, name: person.name, ratio: 0.4 },
        { holderKind: 'N', holderId: null, name: 'Asia Growth Capital Fund II, L.P.', ratio: 0.1 },
        { holderKind: 'N', holderId: null, name: '公众股东', ratio: 0.5 },
      ],
      holdings: [],
    },
    {
      overseasId: 'OT2',
      name: 'Zhixin (Hong Kong) Limited',
      nameZh: '智信（香港）有限公司',
      jurisdiction: '香港',
      registryNo: '2765432',
      status: '存续',
      incorporationDate: '2015-06-01',
      companyType: '私人股份有限公司',
      address: '香港中环皇后大道中99号',
      officers: [{ name: '港信秘书服务有限公司', position: '公司秘书' }],
      holders: [{ holderKind: 'O', holderId: 'OT1', name: 'Zhixin Group Holdings Limited', ratio: 1 }],
      holdings: [
        { entId: x, kind: 'equity', ratio: 0.6, since: '2019-05-01' },
        { entId: y, kind: 'vie', ratio: null, since: '2019-06-01' },
      ],
    },
    {
      overseasId: 'OT3',
      name: 'Zhixin Capital Ltd.',
      nameZh: null,
      jurisdiction: '英属维尔京群岛',
      registryNo: '1234567',
      status: '已除名',
      incorporationDate: '2012-01-01',
      companyType: 'BVI商业公司',
      officers: [],
      holders: [{ holderKind: 'P', holderId: person.personId, name: person.name, ratio: 1 }],
      holdings: [],
    },
  ];
}

describe.each(ONE_ENGINE)('境外企业 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let abroadOnly: Client;
  let cbaOnly: Client;
  let otherIbaEntry: Client;
  let outsider: Client;
  let rows: OverseasRow[];
  let x: { entId: string; name: string };
  let y: { entId: string; name: string };
  let person: { personId: string; name: string };
  const hand = path.join(tmp, `${engine}-hand`);

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 1500, seed: 11, today: new Date('2026-11-22'), recordScale: 0 },
      users: pageUsers(['abroad', 'app:iba:goal:abroad'], ['ibaflow', 'app:iba:due:bankStatement']),
    });
    const out = t.dataFiles!;
    const generated = readJsonl<OverseasRow>(out, 'overseas.jsonl');
    const held = new Set(generated.flatMap((r) => r.holdings.map((h) => h.entId)));
    const companies = readJsonl<{ entId: string; name: string }>(out, 'companies.jsonl').filter(
      (c) => !held.has(c.entId),
    );
    [x, y] = [companies[0]!, companies[1]!];
    person = readJsonl<{ personId: string; name: string }>(out, 'people.jsonl')[0]!;
    const own = handMade(x.entId, y.entId, person);
    writeJsonl(hand, 'overseas.jsonl', own);
    rows = [...generated, ...own];
    // Loaded once the app runs (its companies come from the data set's files): the pages read the tables each call.
    await loadDataSet(t.database.db, hand);
    [analyst, abroadOnly, cbaOnly, otherIbaEntry, outsider] = await pageClients(t, 'abroad', 'ibaflow');
  }, 240_000);
  afterAll(() => t?.close());

  const data = <T>(url: string, payload?: object, who = analyst) =>
    payload ? who.postData<T>(url, payload) : who.getData<T>(url);
  const all = async (filters: OverseasSearchQuery) => {
    const list: OverseasSummary[] = [];
    for (let page = 1; ; page++) {
      const res = await data<{ total: number; list: OverseasSummary[] }>(SEARCH, {
        ...filters,
        pageNo: page,
        pageSize: 50,
      });
      list.push(...res.list);
      if (list.length >= res.total || !res.list.length) {
        expect(list).toHaveLength(res.total);
        return list;
      }
    }
  };
  const ids = (xs: { overseasId: string }[]) => xs.map((r) => r.overseasId).sort();

  it('has generated overseas companies in every registry format, some holding mainland companies', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(isOverseasRegistryNo(r.jurisdiction, r.registryNo), r.registryNo).toBe(true);
    expect(rows.filter((r) => r.holdings.length > 0).length).toBeGreaterThan(2);
    expect(rows.some((r) => r.holdings.some((h) => h.kind === 'vie'))).toBe(true);
  });

  it('filters as the data set says: registry, status, listing, mainland holdings, words of either name, registry number', async () => {
    const listed = (r: OverseasRow) => r.exchange != null;
    const cases: [OverseasSearchQuery, (r: OverseasRow) => boolean][] = [
      [{}, () => true],
      [{ jurisdiction: '开曼群岛' }, (r) => r.jurisdiction === '开曼群岛'],
      [{ jurisdiction: '香港', withMainland: true }, (r) => r.jurisdiction === '香港' && r.holdings.length > 0],
      [{ withMainland: false }, (r) => r.holdings.length === 0],
      [{ status: '已除名' }, (r) => r.status === '已除名'],
      [{ listed: true }, listed],
      [{ listed: false, jurisdiction: '英属维尔京群岛' }, (r) => !listed(r) && r.jurisdiction === '英属维尔京群岛'],
      [{ keyword: 'zhixin' }, (r) => r.name.toLowerCase().includes('zhixin')],
      [{ keyword: '集团控股' }, (r) => (r.nameZh ?? '').includes('集团控股')],
      [{ keyword: 'CT-654321' }, (r) => r.registryNo === 'CT-654321'],
      [{ keyword: '没有这个名字' }, () => false],
    ];
    for (const [filters, expected] of cases) {
      const want = rows
        .filter(expected)
        .map((r) => r.overseasId)
        .sort();
      expect(ids(await all(filters)), JSON.stringify(filters)).toEqual(want);
    }
    expect((await all({ keyword: 'zhixin' })).length).toBe(3);
    expect((await all({ status: '已除名' })).length).toBeGreaterThan(0);
  });

  it('lists companies holding mainland ones first, with their counts and listing', async () => {
    const list = await all({});
    const firstWithout = list.findIndex((r) => r.mainlandCount === 0);
    expect(firstWithout).toBeGreaterThan(0);
    expect(list.slice(firstWithout).every((r) => r.mainlandCount === 0)).toBe(true);
    for (const r of list)
      expect(r.mainlandCount, r.overseasId).toBe(rows.find((o) => o.overseasId === r.overseasId)!.holdings.length);
    expect(list.find((r) => r.overseasId === 'OT1')).toEqual({ ...OT1, mainlandCount: 0 });
    const page2 = await data<{ total: number; list: OverseasSummary[] }>(SEARCH, { pageNo: 2, pageSize: 5 });
    expect(page2.list.map((r) => r.overseasId)).toEqual(list.slice(5, 10).map((r) => r.overseasId));
    const past = await data<{ total: number; list: OverseasSummary[] }>(SEARCH, { pageNo: 999, pageSize: 50 });
    expect(past).toEqual({ total: list.length, list: [] });
  });

  it('shows a company with its officers, holders, overseas subsidiaries and the mainland companies below it', async () => {
    const top = await data<OverseasDetail>(DETAIL('OT1'));
    expect(top).toMatchObject({ overseasId: 'OT1', address: 'Cricket Square, Grand Cayman', exchange: '香港联交所' });
    expect(top.officers).toEqual([
      {
        name: person.name,
        position: '董事会主席',
        personId: person.personId,
        appointedDate: '2015-03-02',
        resignedDate: null,
      },
      { name: '陈独立', position: '独立非执行董事', personId: null, appointedDate: '2018-01-01', resignedDate: null },
    ]);
    expect(top.holders).toEqual([
      { holderKind: 'N', holderId: null, name: '公众股东', ratio: 0.5, jurisdiction: null },
      { holderKind: 'P', holderId: person.personId, name: person.name, ratio: 0.4, jurisdiction: null },
      { holderKind: 'N', holderId: null, name: 'Asia Growth Capital Fund II, L.P.', ratio: 0.1, jurisdiction: null },
    ]);
    expect(top.subsidiaries).toEqual([
      { overseasId: 'OT2', name: 'Zhixin (Hong Kong) Limited', jurisdiction: '香港', ratio: 1, status: '存续' },
    ]);
    const via = { overseasId: 'OT2', name: 'Zhixin (Hong Kong) Limited' };
    expect(top.mainland).toEqual([
      {
        entId: x.entId,
        entName: x.name,
        regStatus: expect.any(String),
        kind: 'equity',
        ratio: 0.6,
        since: '2019-05-01',
        via,
      },
      {
        entId: y.entId,
        entName: y.name,
        regStatus: expect.any(String),
        kind: 'vie',
        ratio: null,
        since: '2019-06-01',
        via,
      },
    ]);

    const hk = await data<OverseasDetail>(DETAIL('OT2'));
    expect(hk.holders).toEqual([
      { holderKind: 'O', holderId: 'OT1', name: 'Zhixin Group Holdings Limited', ratio: 1, jurisdiction: '开曼群岛' },
    ]);
    expect(hk.mainland.map((l) => [l.entId, l.kind, l.via])).toEqual([
      [x.entId, 'equity', null],
      [y.entId, 'vie', null],
    ]);
    expect(hk.subsidiaries).toEqual([]);
    expect((await data<OverseasDetail>(DETAIL('OT3'))).status).toBe('已除名');
  });

  it('matches the data set for every generated company', async () => {
    for (const r of rows.filter((o) => o.holdings.length || o.holders.some((h) => h.holderKind === 'O'))) {
      const d = await data<OverseasDetail>(DETAIL(r.overseasId));
      expect(d.officers.map((o) => o.name)).toEqual(r.officers.map((o) => o.name));
      expect(d.holders.map((h) => h.holderId ?? h.name).sort()).toEqual(
        r.holders.map((h) => h.holderId ?? h.name).sort(),
      );
      const direct = d.mainland.filter((l) => l.via === null);
      expect(direct.map((l) => `${l.entId}/${l.kind}`).sort()).toEqual(
        r.holdings.map((h) => `${h.entId}/${h.kind}`).sort(),
      );
      for (const l of direct) expect(l.entName, l.entId).not.toBeNull();
    }
  });

  it('tells the overseas companies above a mainland company, layer by layer', async () => {
    const above = await data<OverseasAbove[]>(ABOVE(x.entId));
    expect(above.map((a) => [a.overseasId, a.depth, a.kind, a.ratio, a.via?.overseasId ?? null])).toEqual([
      ['OT2', 1, 'equity', 0.6, null],
      ['OT1', 2, 'equity', 1, 'OT2'],
    ]);
    expect((await data<OverseasAbove[]>(ABOVE(y.entId)))[0]).toMatchObject({
      overseasId: 'OT2',
      kind: 'vie',
      ratio: null,
    });
    // A generated VIE: the Hong Kong company controls the group's head, under a Cayman or Bermuda company.
    const vie = rows.find((r) => r.holdings.some((h) => h.kind === 'vie') && r.overseasId !== 'OT2')!;
    const head = vie.holdings[0]!.entId;
    const chain = await data<OverseasAbove[]>(ABOVE(head));
    expect(chain[0]).toMatchObject({ overseasId: vie.overseasId, depth: 1, kind: 'vie' });
    expect(chain.slice(1).map((a) => a.jurisdiction)).toContain(
      rows.find((r) => r.overseasId === vie.holders[0]!.holderId)!.jurisdiction,
    );
    // A company without any: an empty list.
    const plain = readJsonl<{ entId: string }>(t.dataFiles!, 'companies.jsonl').find(
      (c) => !rows.some((r) => r.holdings.some((h) => h.entId === c.entId)),
    )!;
    expect(await data<OverseasAbove[]>(ABOVE(plain.entId))).toEqual([]);
  });

  it('answers unknown ids as not found', async () => {
    expect(await analyst.get(DETAIL('O404404'))).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '境外企业不存在',
      data: null,
    });
    expect(await analyst.get(ABOVE('E404404404'))).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
  });

  it('refuses bad input', async () => {
    for (const payload of [
      { jurisdiction: '火星' },
      { status: '存活' },
      { pageSize: 51 },
      { pageNo: 0 },
      { listed: 'yes' },
      { keyword: 'x'.repeat(101) },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: SEARCH, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    for (const url of [
      '/esee/iba/overseas/detail',
      DETAIL('a b'),
      DETAIL('x'.repeat(65)),
      '/esee/iba/overseas/ofCompany',
    ]) {
      const res = await analyst.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
  });

  it('needs the menu entry’s key on every call, in an institution with IBA', async () => {
    const urls: [string, object?][] = [[SEARCH, {}], [DETAIL('OT1')], [ABOVE(x.entId)]];
    for (const [url, payload] of urls) {
      const request = { method: payload ? 'POST' : 'GET', url, payload } as const;
      expect((await abroadOnly.inject(request)).json().code, url).toBe(ResultCode.OK);
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
