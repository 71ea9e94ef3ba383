import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPITAL_BANDS, ResultCode, type Park, type ParkCompany, type ParkDetail } from '@esee/contracts';
import { isActive } from '../../src/data/generate/companies';
import { insidePolygon } from '../../src/data/parks';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { refusedLoad } from '../fixtures/loads';
import { allPages } from './allPages';
import { readJsonl, scratchDir } from '../fixtures/files';

const tmp = scratchDir('esee-parks-test-');

const LIST = '/esee/marketing/park/list';
const COMPANIES = '/esee/marketing/park/companies';
const DETAIL = (parkId: string) => `/esee/marketing/park/detail?parkId=${parkId}`;

type Row = Record<string, unknown>;

interface KnownPark {
  parkId: string;
  level: string;
  type: string;
  regionCode: string;
  name: string;
  industries: string[];
  boundary: [number, number][];
  members: Row[];
}

const bandOf = (capital: unknown) => {
  if (capital === null || capital === undefined) return 'none';
  const wan = Number(capital) / 10000;
  return CAPITAL_BANDS.find((b) => (b.min === null || wan >= b.min) && (b.max === null || wan < b.max))!.key;
};

describe.each(ONE_ENGINE)('园区找客 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let noCba: Client;
  let noPark: Client;
  let parks: KnownPark[];

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 1500, seed: 11, today: new Date('2026-06-30'), recordScale: 0 },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'nocba', ['marketing']);
        await addUser(db, 'DEMO', 'nopark', ['app:cba', 'marketing:search']);
      },
    });
    [analyst, noCba, noPark] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'nocba' }),
      t.client({ instCode: 'DEMO', username: 'nopark' }),
    ]);
    const companies = readJsonl(t.dataFiles!, 'companies.jsonl');
    // The oracle: a park's companies are its district's whose point lies in its polygon.
    parks = readJsonl(t.dataFiles!, 'parks.jsonl').map((p) => {
      const boundary = p.boundary as [number, number][];
      return {
        parkId: String(p.parkId),
        level: String(p.level),
        type: String(p.type),
        regionCode: String(p.regionCode),
        name: String(p.name),
        industries: p.industries as string[],
        boundary,
        members: companies.filter(
          (c) =>
            c.regionCode === p.regionCode &&
            typeof c.lng === 'number' &&
            insidePolygon([c.lng, c.lat as number], boundary),
        ),
      };
    });
  }, 180_000);
  afterAll(() => t.close());

  const allParks = async (filters: object) => (await allPages<Park>(analyst, LIST, filters)).list;
  const allCompanies = async (parkId: string, filters: object = {}) =>
    (await allPages<ParkCompany>(analyst, COMPANIES, { parkId, ...filters })).list;
  const ids = (xs: { parkId: string }[]) => xs.map((x) => x.parkId).sort();
  const entIds = (xs: { entId?: unknown }[]) => xs.map((x) => String(x.entId)).sort();

  it('lists every park with its company count, as the polygon and district say', async () => {
    expect(parks.length).toBeGreaterThan(30);
    expect(parks.filter((p) => p.members.length > 0).length).toBeGreaterThan(10);
    const list = await allParks({});
    expect(list).toHaveLength(parks.length);
    for (const p of list) expect(p.companyCount, p.name).toBe(parks.find((k) => k.parkId === p.parkId)!.members.length);
    // National parks first.
    const levels = list.map((p) => ['国家级', '省级', '市级'].indexOf(p.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('narrows by level, type, region, main industry and name, as the oracle does', async () => {
    const sample = parks.find((p) => p.members.length > 0)!;
    const cases: [object, (p: KnownPark) => boolean][] = [
      [{ level: '国家级' }, (p) => p.level === '国家级'],
      [{ type: '产业园' }, (p) => p.type === '产业园'],
      [{ regionCode: '31' }, (p) => p.regionCode.startsWith('31')],
      [{ regionCode: sample.regionCode }, (p) => p.regionCode === sample.regionCode],
      [{ industry: sample.industries[0] }, (p) => p.industries.includes(sample.industries[0]!)],
      [{ name: sample.name.slice(0, 2) }, (p) => p.name.includes(sample.name.slice(0, 2))],
      [
        { level: '市级', type: '产业园', regionCode: '44' },
        (p) => p.level === '市级' && p.type === '产业园' && p.regionCode.startsWith('44'),
      ],
    ];
    for (const [filters, keep] of cases) {
      const expected = parks.filter(keep);
      expect(expected.length, JSON.stringify(filters)).toBeLessThan(parks.length);
      expect(ids(await allParks(filters)), JSON.stringify(filters)).toEqual(ids(expected));
    }
    expect(await allParks({ name: '不存在的园区' })).toEqual([]);
  });

  it('tells a park: its companies lie inside its polygon and district, and the statistics add up to the count', async () => {
    const busy = [...parks].sort((a, b) => b.members.length - a.members.length).slice(0, 3);
    expect(busy[0]!.members.length).toBeGreaterThan(3);
    for (const known of busy) {
      const res = await analyst.get(DETAIL(known.parkId));
      expect(res.code).toBe(ResultCode.OK);
      const d = res.data as ParkDetail;
      expect(d.boundary).toEqual(known.boundary);
      expect(d.park.companyCount).toBe(known.members.length);
      const companies = await allCompanies(known.parkId);
      expect(entIds(companies)).toEqual(entIds(known.members));
      for (const c of companies) expect(insidePolygon([c.lng, c.lat], d.boundary), c.name).toBe(true);
      for (const c of known.members) expect(c.regionCode).toBe(known.regionCode);
      expect(entIds(d.points)).toEqual(entIds(known.members));
      const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
      expect(sum(d.statistics.bySection)).toBe(known.members.length);
      expect(sum(d.statistics.byCapital)).toBe(known.members.length);
      expect(sum(d.statistics.byYear)).toBe(known.members.filter((c) => c.estDate).length);
      const capital = d.statistics.byCapital.find((b) => b.key === '100to500')!;
      expect(capital.count).toBe(known.members.filter((c) => bandOf(c.regCapital) === '100to500').length);
    }
  });

  it('narrows a park’s companies by section, status and capital band', async () => {
    const known = [...parks].sort((a, b) => b.members.length - a.members.length)[0]!;
    const section = String(known.members[0]!.industryCode).slice(0, 1);
    const band = bandOf(known.members[0]!.regCapital);
    const cases: [object, (c: Row) => boolean][] = [
      [{ section }, (c) => String(c.industryCode ?? '').startsWith(section)],
      [{ status: 'active' }, (c) => isActive(String(c.status))],
      ...(band === 'none'
        ? []
        : [[{ capitalBand: band }, (c: Row) => bandOf(c.regCapital) === band] as [object, (c: Row) => boolean]]),
    ];
    for (const [filters, keep] of cases) {
      const got = await allCompanies(known.parkId, filters);
      expect(got.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(entIds(got), JSON.stringify(filters)).toEqual(entIds(known.members.filter(keep)));
    }
    const active = await allCompanies(known.parkId, { status: 'active' });
    const inactive = await allCompanies(known.parkId, { status: 'inactive' });
    expect(active.length + inactive.length).toBe(known.members.length);
  });

  it('answers not found for an unknown park', async () => {
    expect(await analyst.get(DETAIL('Y999999999'))).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    expect(await analyst.post(COMPANIES, { parkId: 'Y999999999' })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      data: null,
    });
  });

  it('refuses bad input with the error envelope', async () => {
    for (const [url, body] of [
      [LIST, { level: '区级' }],
      [LIST, { type: '开发区' }],
      [LIST, { regionCode: '4' }],
      [LIST, { industry: '采矿' }],
      [LIST, { pageSize: 500 }],
      [LIST, { name: 'x'.repeat(51) }],
      [COMPANIES, { parkId: parks[0]!.parkId, capitalBand: 'huge' }],
      [COMPANIES, { parkId: parks[0]!.parkId, section: 'ZZ' }],
      [COMPANIES, { parkId: '../etc' }],
      [COMPANIES, {}],
    ] as const) {
      const res = await analyst.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
    const res = await analyst.inject({ method: 'GET', url: '/esee/marketing/park/detail' });
    expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
  });

  it('refuses a user without CBA, one without the park right, and a caller without a session', async () => {
    for (const who of [noCba, noPark])
      for (const [method, url, payload] of [
        ['POST', LIST, {}],
        ['GET', DETAIL(parks[0]!.parkId), undefined],
        ['POST', COMPANIES, { parkId: parks[0]!.parkId }],
        ['GET', '/esee/marketing/park/options', undefined],
      ] as const) {
        const res = await who.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      }
    expect((await t.app.inject({ method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401);
  });
});

describe('loading parks', () => {
  it('refuses bad park lines with their file and line, and loads nothing', async () => {
    const dir = path.join(tmp, 'bad');
    mkdirSync(dir, { recursive: true });
    const good = {
      parkId: 'Y1',
      name: '浦东测试产业园',
      level: '市级',
      type: '产业园',
      regionCode: '310115',
      area: 1.2,
      lng: 121.544,
      lat: 31.221,
      boundary: [
        [121.54, 31.217],
        [121.549, 31.217],
        [121.549, 31.225],
        [121.54, 31.225],
      ],
      industries: ['生物医药'],
    };
    const lines = [
      { ...good, parkId: 'Y2', regionCode: '990101' },
      { ...good, parkId: 'Y3', industries: ['挖矿'] },
      { ...good, parkId: 'Y4', lng: 121.6 },
      {
        ...good,
        parkId: 'Y5',
        boundary: [
          [121.54, 31.217],
          [121.549, 31.225],
          [121.549, 31.217],
          [121.54, 31.225],
        ],
      },
      { ...good, parkId: 'Y6', level: '区级' },
      { ...good, parkId: 'Y7', boundary: [[121.54, 31.217]] },
      good,
      good,
    ];
    writeFileSync(path.join(dir, 'parks.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n'));
    const messages = await refusedLoad(dir, 'park');
    expect(messages).toEqual(
      expect.arrayContaining([
        'parks.jsonl:1: regionCode 990101 不是已知的区县',
        'parks.jsonl:2: 主导产业 挖矿 不在产业列表中',
        'parks.jsonl:3: 中心点 (lng, lat) 不在 boundary 多边形内',
        expect.stringMatching(/^parks\.jsonl:4: boundary 的第 \d+ 条边与第 \d+ 条边相交/),
        expect.stringMatching(/^parks\.jsonl:5: \/level/),
        expect.stringMatching(/^parks\.jsonl:6: \/boundary/),
        'parks.jsonl:8: 与第 7 行重复（Y1）',
      ]),
    );
    expect(messages.filter((m) => m.startsWith('parks.jsonl:7:'))).toEqual([]);
  }, 60_000);
});
