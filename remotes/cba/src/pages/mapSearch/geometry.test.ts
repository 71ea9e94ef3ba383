import { describe, expect, it } from 'vitest';
import {
  baseLayers,
  bounds,
  circleRing,
  cityAt,
  cityCodesOf,
  distanceKm,
  fitProjection,
  placesBase,
  NANHAI_INSET,
  rectangleOf,
  withoutRepeats,
  type Outlines,
} from './geometry';
import { hasDistricts } from './districts';
import chinaCities from './outlines/china-cities.json';
import chinaProvinces from './outlines/china-provinces.json';
import beijingDistricts from './outlines/districts/110000.json';
import nanjingDistricts from './outlines/districts/320100.json';

const china = {
  type: 'FeatureCollection',
  features: [...chinaProvinces.features, ...chinaCities.features],
} as unknown as Outlines;

describe('map drawing geometry', () => {
  it('draws a circle whose every point is the radius away from its centre', () => {
    const ring = circleRing([121.47, 31.23], 3);
    expect(ring).toHaveLength(72);
    for (const p of ring) expect(distanceKm([121.47, 31.23], p)).toBeCloseTo(3, 1);
  });

  it('orders a rectangle’s corners south-west then north-east, whichever was clicked first', () => {
    expect(rectangleOf([116.5, 40], [116.3, 39.8])).toEqual({
      kind: 'rectangle',
      southWest: [116.3, 39.8],
      northEast: [116.5, 40],
    });
  });

  it('drops the repeated vertex of a double click', () => {
    expect(
      withoutRepeats([
        [1, 1],
        [2, 2],
        [2, 2],
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('the map of China (自然资源部 标准地图服务)', () => {
  const layers = baseLayers(china);
  const feature = (name: string, level: string) =>
    china.features.find((f) => f.properties.name === name && f.properties.level === level)!;

  it('draws the 南海诸岛 inset with its nine-dash line, lower right, beside the land and apart from it', () => {
    const inset = layers.inset.features;
    expect(inset.map((f) => f.properties.name)).toEqual([NANHAI_INSET]);
    // Drawn: among the outlines, and named; not filled as land.
    expect(layers.lines.features).toContain(inset[0]);
    expect(layers.insetLabels.map((l) => l.name)).toEqual([NANHAI_INSET]);
    expect(layers.land.features).not.toContain(inset[0]);
    // The frame, the islands and ten dashes.
    expect(inset[0]!.geometry.coordinates).toHaveLength(12);
    // Lower right of the map: east of Taiwan, south of Shanghai, north of Hainan's southern tip.
    const [[west, south], [east, north]] = bounds(inset[0]!);
    const [, [taiwanEast]] = bounds(feature('台湾', 'province'));
    const [[, hainanSouth]] = bounds(feature('海南', 'province'));
    const [[, shanghaiSouth]] = bounds(feature('上海', 'province'));
    expect(west).toBeGreaterThan(taiwanEast);
    expect(north).toBeLessThan(shanghaiSouth);
    expect(south).toBeGreaterThan(hainanSouth - 1);
    expect(east - west).toBeGreaterThan(5);
  });

  it('finds the city under a point, whose district outlines a city map draws', () => {
    expect(cityAt(china, [118.78, 32.06])?.properties.name).toBe('南京');
    expect(cityAt(china, [116.4, 39.9])?.properties.code).toBe('110000');
    expect(cityAt(china, [150, 10])).toBeUndefined();
    // Cities of islands and exclaves (上海's 崇明 was a further ring, read as a hole outside the city): each found
    // at its own centre, so that zooming in on it draws its districts.
    expect(cityAt(china, [121.47, 31.23])?.properties.code).toBe('310000');
    expect(cityAt(china, [119.3, 26.08])?.properties.name).toBe('福州');
    const cities = china.features.filter((f) => f.properties.level === 'city' && f.properties.center);
    const found = cities.filter((f) => cityAt(china, f.properties.center!) === f);
    expect(cities.length - found.length).toBeLessThanOrEqual(2); // 塔城 and 澳门: a centre outside the simplified shape
    expect(cityCodesOf('320102')).toContain('320100');
    expect(cityCodesOf('110105')).toContain('110000');
  });

  it('has district outlines for every city of the mainland, named as on the map', () => {
    const cities = china.features.filter((f) => f.properties.level === 'city');
    const without = cities.filter((f) => !hasDistricts(f.properties.code!)).map((f) => f.properties.name);
    expect(without.sort()).toEqual(['台湾', '澳门', '香港'].sort());
    const nanjing = nanjingDistricts as unknown as Outlines;
    expect(nanjing.features.map((f) => f.properties.name)).toEqual(
      expect.arrayContaining(['玄武区', '秦淮区', '鼓楼区', '江宁区', '浦口区', '六合区']),
    );
    expect(nanjing.features.length).toBeGreaterThanOrEqual(11);
    const beijing = beijingDistricts as unknown as Outlines;
    expect(beijing.features.map((f) => f.properties.name)).toEqual(expect.arrayContaining(['东城区', '海淀区']));
  });
});

describe('the base of 园区地图 by where the parks are', () => {
  it('draws the country with the 南海诸岛 inset for parks in two provinces', () => {
    const base = placesBase(china, ['320111', '440305']);
    expect(base.level).toBe('country');
    const features = base.level === 'country' ? base.features : [];
    expect(features.filter((f) => f.properties.level === 'province')).toHaveLength(34);
    expect(features.map((f) => f.properties.name)).toContain(NANHAI_INSET);
  });

  it("draws a province's cities for parks in one province, and a city's districts for parks in one city", () => {
    const province = placesBase(china, ['320111', '320205']);
    expect(province.level).toBe('province');
    const names = province.level === 'province' ? province.features.map((f) => f.properties.name) : [];
    expect(names).toEqual(expect.arrayContaining(['南京', '无锡', '苏州']));
    expect(names).not.toContain(NANHAI_INSET);
    expect(placesBase(china, ['320111', '320102'])).toEqual({ level: 'city', regionCode: '320111' });
  });

  it('fits what it draws into the box, north up', () => {
    const at = fitProjection(
      [
        [100, 20],
        [120, 40],
      ],
      400,
      300,
      10,
    );
    const [[x1, y1], [x2, y2]] = [at(100, 20), at(120, 40)];
    expect(Math.min(x1, x2)).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(Math.max(x1, x2)).toBeLessThanOrEqual(390 + 1e-9);
    expect(Math.min(y1, y2)).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(Math.max(y1, y2)).toBeLessThanOrEqual(290 + 1e-9);
    expect(y2).toBeLessThan(y1);
    expect(x2).toBeGreaterThan(x1);
  });
});
