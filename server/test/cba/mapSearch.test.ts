import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPITAL_BANDS, ResultCode, type MapCompany, type MapDensity, type MapSearchResult } from '@esee/contracts';
import { isActive } from '../../src/data/generate/companies';
import { insidePolygon } from '../../src/data/parks';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const SEARCH = '/esee/marketing/mapSearch/search';
const DENSITY = '/esee/marketing/mapSearch/density';
const OPTIONS = '/esee/marketing/mapSearch/options';

interface Company {
  entId: string;
  name: string;
  regionCode: string;
  industryCode: string | null;
  regCapital: number | null;
  status: string;
  lng: number;
  lat: number;
}
type LngLat = [number, number];

/** The oracle's own distance: haversine on a sphere of the mean Earth radius. */
function km([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

const bandOf = (capital: number | null) => {
  if (capital === null) return 'none';
  const wan = capital / 10000;
  return CAPITAL_BANDS.find((b) => (b.min === null || wan >= b.min) && (b.max === null || wan < b.max))!.key;
};

describe.each(ONE_ENGINE)('地图找客 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let other: Client;
  let noCba: Client;
  let noMapRight: Client;
  let noMapEntry: Client;
  let companies: Company[];

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 1500, seed: 12, today: new Date('2026-06-30'), recordScale: 0 },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'nocba', ['marketing']);
        await addUser(db, 'DEMO', 'nomapright', ['app:cba', 'marketing:search:condition']);
        await addUser(db, 'DEMO', 'nomapentry', ['app:cba:marketing:conditionsSearch', 'marketing:search:map']);
      },
    });
    [analyst, other, noCba, noMapRight, noMapEntry] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'nocba' }),
      t.client({ instCode: 'DEMO', username: 'nomapright' }),
      t.client({ instCode: 'DEMO', username: 'nomapentry' }),
    ]);
    companies = readFileSync(path.join(t.dataFiles!, 'companies.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Company)
      .filter((c) => typeof c.lng === 'number' && typeof c.lat === 'number');
  }, 180_000);
  afterAll(() => t.close());

  /** Every company the server finds in a shape, page by page, with the first answer. */
  const everything = async (shape: object, extra: object = {}) => {
    const list: MapCompany[] = [];
    let first: MapSearchResult | undefined;
    for (let pageNo = 1; ; pageNo++) {
      const res = await analyst.post(SEARCH, { shape, pageNo, pageSize: 50, ...extra });
      expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
      first ??= res.data;
      list.push(...(res.data as MapSearchResult).list);
      if (list.length >= res.data.total || !res.data.list.length) return { first: first!, list };
    }
  };
  const ids = (xs: { entId: string }[]) => xs.map((x) => x.entId).sort();
  const active = (c: Company) => isActive(c.status);
  const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);

  it('finds the companies within a circle, nearest first, as the oracle measures them', async () => {
    // 朝阳区's centre: its companies lie within about 3 km.
    const center: LngLat = [116.443, 39.921];
    for (const radiusKm of [1, 3, 10]) {
      const expected = companies.filter((c) => active(c) && km(center, [c.lng, c.lat]) <= radiusKm);
      expect(expected.length, `${radiusKm} km`).toBeGreaterThan(0);
      const { first, list } = await everything({ kind: 'circle', center, radiusKm });
      expect(first.total).toBe(expected.length);
      expect(ids(list)).toEqual(ids(expected));
      const distances = list.map((c) => km(center, [c.lng, c.lat]));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    // A larger circle holds more: 1 km is a part of 3 km.
    const small = await everything({ kind: 'circle', center, radiusKm: 1 });
    const large = await everything({ kind: 'circle', center, radiusKm: 3 });
    expect(small.first.total).toBeLessThan(large.first.total);
  });

  it('finds the companies within a rectangle and a polygon, with every status on request', async () => {
    const southWest: LngLat = [121.38, 31.1];
    const northEast: LngLat = [121.56, 31.24];
    const inRect = (c: Company) =>
      c.lng >= southWest[0] && c.lng <= northEast[0] && c.lat >= southWest[1] && c.lat <= northEast[1];
    const rect = await everything({ kind: 'rectangle', southWest, northEast }, { status: 'all' });
    const expectedRect = companies.filter(inRect);
    expect(expectedRect.some((c) => !active(c))).toBe(true);
    expect(ids(rect.list)).toEqual(ids(expectedRect));

    // A triangle over 南山区 and 福田区 (深圳).
    const vertices: LngLat[] = [
      [113.9, 22.5],
      [114.08, 22.5],
      [113.99, 22.58],
    ];
    const expected = companies.filter((c) => active(c) && insidePolygon([c.lng, c.lat], vertices));
    expect(expected.length).toBeGreaterThan(0);
    const polygon = await everything({ kind: 'polygon', vertices });
    expect(ids(polygon.list)).toEqual(ids(expected));
    expect(polygon.first.bounds).toEqual([
      [113.9, 22.5],
      [114.08, 22.58],
    ]);
  });

  it('finds the companies of a province, a city and a district, with statistics that add up', async () => {
    for (const code of ['44', '4403', '440305']) {
      const expected = companies.filter((c) => active(c) && c.regionCode.startsWith(code));
      expect(expected.length, code).toBeGreaterThan(0);
      const { first, list } = await everything({ kind: 'region', code });
      expect(ids(list), code).toEqual(ids(expected));
      const { byIndustry, byCapital } = first.statistics;
      expect(sum(byIndustry)).toBe(expected.length);
      expect(sum(byCapital)).toBe(expected.length);
      for (const band of byCapital)
        expect(band.count, `${code} ${band.key}`).toBe(
          expected.filter((c) => bandOf(c.regCapital) === band.key).length,
        );
      const top = byIndustry[0]!;
      expect(top.count).toBe(expected.filter((c) => (c.industryCode?.[0] ?? '-') === top.key).length);
      expect(byIndustry.map((s) => s.count)).toEqual([...byIndustry.map((s) => s.count)].sort((a, b) => b - a));
    }
    // Larger capital first, in 元 (the API's unit).
    const { list } = await everything({ kind: 'region', code: '440305' });
    const capitals = list.map((c) => c.regCapital ?? -1);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
  });

  it('answers the same to another institution: the register is shared', async () => {
    const shape = { kind: 'region', code: '310115' };
    const mine = await analyst.post(SEARCH, { shape });
    const theirs = await other.post(SEARCH, { shape });
    expect(theirs.code).toBe(ResultCode.OK);
    expect(theirs.data).toEqual(mine.data);
  });

  it('tells the density of a view: cells at low zoom, points zoomed in, every company counted once', async () => {
    /** The density of the view from its south-west to its north-east corner at a zoom. */
    const density = async (sw: [number, number], ne: [number, number], zoom: number) =>
      (await analyst.post(DENSITY, { bounds: [sw, ne], zoom })).data as MapDensity;
    const heat = await density([73, 18], [135, 54], 4);
    expect(heat.mode).toBe('heat');
    expect(heat.cellDeg).toBe(1);
    expect(sum(heat.cells)).toBe(companies.filter(active).length);
    // 浦东新区's cell holds its companies.
    const pudong = heat.cells.find((c) => Math.abs(c.lng - 121.5) < 0.01 && Math.abs(c.lat - 31.5) < 0.01)!;
    expect(pudong.count).toBe(
      companies.filter((c) => active(c) && Math.floor(c.lng) === 121 && Math.floor(c.lat) === 31).length,
    );

    const points = await density([116.4, 39.9], [116.48, 39.95], 13);
    expect(points.mode).toBe('points');
    const expected = companies.filter(
      (c) => active(c) && c.lng >= 116.4 && c.lng <= 116.48 && c.lat >= 39.9 && c.lat <= 39.95,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(points.points)).toEqual(ids(expected));

    const city = await density([116, 39.5], [117, 40.5], 9);
    expect(city.mode).toBe('heat');
    expect(city.cellDeg).toBe(0.01);
    expect(sum(city.cells)).toBe(
      companies.filter((c) => active(c) && c.lng >= 116 && c.lng <= 117 && c.lat >= 39.5 && c.lat <= 40.5).length,
    );
  });

  it('serves the base map, the radius presets and the region tree', async () => {
    const res = await analyst.get(OPTIONS);
    expect(res.code).toBe(ResultCode.OK);
    expect(res.data.baseMap).toEqual({ provider: 'outline' });
    expect(res.data.radiusPresetsKm).toEqual([1, 3, 5, 10]);
    const guangdong = res.data.regions.find((r: { code: string }) => r.code === '44');
    expect(guangdong.name).toBe('广东省');
    expect(guangdong.children.map((c: { name: string }) => c.name)).toContain('深圳市');
  });

  it('refuses bad shapes and views with the parameter error', async () => {
    const center = [116.4, 39.9];
    for (const [url, body] of [
      [SEARCH, { shape: { kind: 'circle', center, radiusKm: 0.05 } }],
      [SEARCH, { shape: { kind: 'circle', center, radiusKm: 51 } }],
      [SEARCH, { shape: { kind: 'circle', center: [116.4, 91], radiusKm: 1 } }],
      [SEARCH, { shape: { kind: 'circle', center: [181, 39.9], radiusKm: 1 } }],
      [SEARCH, { shape: { kind: 'circle', center: ['116', 39.9], radiusKm: 1 } }],
      [SEARCH, { shape: { kind: 'rectangle', southWest: [116.5, 39.9], northEast: [116.4, 40] } }],
      [SEARCH, { shape: { kind: 'polygon', vertices: [center, [116.5, 39.9]] } }],
      [
        SEARCH,
        {
          shape: {
            kind: 'polygon',
            vertices: Array.from({ length: 101 }, (_, i) => [116 + i / 100, 39.9 + (i % 2) / 10]),
          },
        },
      ],
      [
        SEARCH,
        {
          shape: {
            kind: 'polygon',
            vertices: [
              [116, 39],
              [116.1, 39.1],
              [116.2, 39.2],
            ],
          },
        },
      ],
      [SEARCH, { shape: { kind: 'region', code: '4' } }],
      [SEARCH, { shape: { kind: 'region', code: '99' } }],
      [SEARCH, { shape: { kind: 'hexagon' } }],
      [SEARCH, { shape: { kind: 'region', code: '44' }, pageSize: 500 }],
      [SEARCH, {}],
      [
        DENSITY,
        {
          bounds: [
            [117, 39],
            [116, 40],
          ],
          zoom: 5,
        },
      ],
      [
        DENSITY,
        {
          bounds: [
            [116, 39],
            [117, 40],
          ],
          zoom: 30,
        },
      ],
    ] as const) {
      const res = await analyst.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
  });

  it('refuses a user without CBA, without the map right or without the menu entry, and a caller without a session', async () => {
    const shape = { kind: 'region', code: '44' };
    for (const who of [noCba, noMapRight, noMapEntry])
      for (const [method, url, payload] of [
        ['POST', SEARCH, { shape }],
        [
          'POST',
          DENSITY,
          {
            bounds: [
              [73, 18],
              [135, 54],
            ],
            zoom: 4,
          },
        ],
        ['GET', OPTIONS, undefined],
      ] as const) {
        const res = await who.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      }
    expect((await t.app.inject({ method: 'POST', url: SEARCH, payload: { shape } })).statusCode).toBe(401);
  });
});

describe('地图找客 with an online base map configured', () => {
  it('tells the browser the 高德 key only when the operator sets one', async () => {
    const t = await withApp({ engine: 'pglite', env: { AMAP_KEY: 'test-key', AMAP_SECURITY_CODE: 'test-code' } });
    try {
      const admin = await t.client('analyst');
      const res = await admin.get(OPTIONS);
      expect(res.data.baseMap).toEqual({ provider: 'amap', key: 'test-key', securityCode: 'test-code' });
    } finally {
      await t.close();
    }
  });
});
