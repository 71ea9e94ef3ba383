import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARK_INDUSTRIES } from '@esee/contracts';
import { DATA_FILES, ParkRowSchema, type CompanyRow, type ParkRow } from '../format';
import { insidePolygon, parkProblems } from '../parks';
import { regionOf } from '../../core/reference/regions';
import { checkConsistency } from '../rules';
import { parkIndustryOf, parksHolding } from '../rules/parkIndustry';
import { generate } from './generate';
import { areaKm2, planParks } from './parks';
import { ParkPlacement } from './parkPlacement';
import { Random } from './random';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('parks-gen');


describe('generated industrial parks', () => {
  const dir = path.join(tmp, 'set');
  let parks: ParkRow[];
  beforeAll(async () => {
    await generate({ companies: 600, seed: 3, out: dir, today: new Date('2026-11-22'), recordScale: 0 });
    parks = readRows<ParkRow>(dir, 'parks');
  }, 60_000);

  it('writes valid parks in known districts, with realistic unique names and the loader’s checks passed', () => {
    const check = TypeCompiler.Compile(ParkRowSchema);
    expect(parks.length).toBeGreaterThan(30);
    for (const p of parks) {
      expect(check.Check(p), JSON.stringify(p)).toBe(true);
      expect(parkProblems(p as unknown as Record<string, unknown>), p.name).toEqual([]);
      expect(regionOf(p.regionCode), p.regionCode).not.toBeNull();
      expect(p.name).toMatch(/(经济技术开发区|经济开发区|高新技术产业开发区|高新技术产业园区|综合保税区|工业园区|产业园)$/);
      expect(p.name).toContain(p.type === '产业园' ? '产业园' : p.type.slice(0, 2));
      for (const i of p.industries) expect(PARK_INDUSTRIES).toContain(i);
      expect(insidePolygon([p.lng, p.lat], p.boundary)).toBe(true);
      expect(Math.abs(areaKm2(p.boundary, p.lat) - p.area)).toBeLessThan(0.01);
      expect(p.area).toBeGreaterThan(0.1);
    }
    expect(new Set(parks.map((p) => p.name)).size).toBe(parks.length);
    expect(new Set(parks.map((p) => p.level))).toEqual(new Set(['国家级', '省级', '市级']));
    expect(new Set(parks.map((p) => p.type)).size).toBe(5);
    expect(parks.some((p) => p.name === '上海经济技术开发区' || p.name.startsWith('浦东') || p.name.startsWith('上海'))).toBe(true);
  });

  it('is the same for the same seed, and none for a tiny data set', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 600, seed: 3, out: again, today: new Date('2026-11-22'), recordScale: 0 });
    expect(readFileSync(path.join(again, DATA_FILES.parks.file), 'utf8')).toBe(readFileSync(path.join(dir, DATA_FILES.parks.file), 'utf8'));
    expect(planParks(new Random(1), 10, String)).toEqual([]);
    expect(planParks(new Random(2), 600, String)).not.toEqual(planParks(new Random(3), 600, String));
  }, 60_000);

  it('places in a park only companies of its industries, and draws some of them into it', async () => {
    const companies = readRows<CompanyRow>(dir, 'companies');
    let members = 0;
    for (const c of companies) {
      if (typeof c.lng !== 'number' || typeof c.lat !== 'number') continue;
      for (const p of parksHolding(parks, c.regionCode!, c.lng, c.lat)) {
        members++;
        expect(parkIndustryOf(p.industries, c.industryCode ?? null, c.businessScope ?? null), `${c.name} in ${p.name}`).not.toBeNull();
      }
    }
    expect(members).toBeGreaterThan(10);
    const rule = (await checkConsistency(dir)).find((r) => r.key === 'parkIndustry')!;
    expect(rule.checked).toBe(members);
    expect(rule.passed).toBe(rule.checked);
  }, 60_000);
});

describe('placing a company among its district’s parks', () => {
  const park: ParkRow = {
    parkId: 'Y1',
    name: '朝阳高新技术产业园区',
    level: '省级',
    type: '高新技术产业开发区',
    regionCode: '110105',
    area: 2,
    lng: 116.45,
    lat: 39.92,
    boundary: [
      [116.44, 39.91],
      [116.46, 39.91],
      [116.46, 39.93],
      [116.44, 39.93],
    ],
    industries: ['软件和信息服务'],
  };
  const placement = new ParkPlacement([park]);
  const company = (over: Record<string, unknown>) => ({ entId: 'E1', regionCode: '110105', lng: 116.451, lat: 39.921, industryCode: 'I6513', businessScope: '软件开发', ...over });
  it('moves a company out of a park it is not in, and leaves one of its industries inside', () => {
    expect(placement.place(company({}))).toBeNull();
    const moved = placement.place(company({ entId: 'E2', industryCode: 'H6210', businessScope: '餐饮服务' }))!;
    expect(insidePolygon([moved.lng, moved.lat], park.boundary)).toBe(false);
    // Away from the park's centre, on the side it was drawn.
    expect(moved.lng).toBeGreaterThan(116.45);
    // Another district's company, or one without a point, is left alone.
    expect(placement.place(company({ industryCode: 'H6210', regionCode: '110108' }))).toBeNull();
    expect(placement.place(company({ lng: null }))).toBeNull();
  });
  it('keeps every company off a park’s edge, and draws some of a park’s industries into it', () => {
    const nearEdge = placement.place(company({ entId: 'E3', lng: 116.46001, lat: 39.92 }))!;
    expect(nearEdge).not.toBeNull();
    expect(Math.abs(nearEdge.lng - 116.46)).toBeGreaterThan(0.0003);
    const outside = Array.from({ length: 60 }, (_, i) => placement.place(company({ entId: `E${100 + i}`, lng: 116.48, lat: 39.95 })));
    const settled = outside.filter((p) => p && insidePolygon([p.lng, p.lat], park.boundary)).length;
    expect(settled).toBeGreaterThan(10);
    expect(settled).toBeLessThan(35);
  });
});
