#!/usr/bin/env node
/**
 * Builds the offline base layer of CBA 地图找客: China's provinces and prefecture-level cities as one small
 * GeoJSON file, `remotes/cba/src/pages/mapSearch/outlines/china-outlines.json`.
 *
 * Source: Apache ECharts 4.9.0 (npm package `echarts@4.9.0`, Apache-2.0), its `map/json/china.json`
 * (provinces) and `map/json/china-cities.json` (cities), stored in ECharts' compressed coordinate encoding.
 * The file is checked in; run this only to rebuild it:
 *
 *   npm pack echarts@4.9.0 && tar xzf echarts-4.9.0.tgz package/map/json
 *   node scripts/build-outlines.mjs package/map/json
 *
 * Each ring is decoded, simplified with Douglas–Peucker (tolerance in degrees below) and rounded to
 * 2 decimals (about 1 km): a base layer from country to city zoom needs no more, and the file stays
 * near 430 kB (110 kB gzip).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PROVINCE_TOLERANCE = 0.03;
const CITY_TOLERANCE = 0.04;
const OUT = new URL('../remotes/cba/src/pages/mapSearch/outlines/china-outlines.json', import.meta.url);

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

function features(file, level, tolerance) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const scale = json.UTF8Scale ?? 1024;
  return json.features.flatMap((f) => {
    const polygons = decodeGeometry(f.geometry, scale)
      .map((rings) =>
        rings.map((ring) => closed(simplify(ring, tolerance).map(round))).filter((ring) => ring.length >= 4),
      )
      .filter((rings) => rings.length > 0);
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

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/build-outlines.mjs <echarts package>/map/json');
  process.exit(1);
}
const collection = {
  type: 'FeatureCollection',
  source: 'Apache ECharts 4.9.0 map/json (Apache-2.0), simplified',
  features: [
    ...features(path.join(dir, 'china.json'), 'province', PROVINCE_TOLERANCE),
    ...features(path.join(dir, 'china-cities.json'), 'city', CITY_TOLERANCE),
  ],
};
writeFileSync(OUT, JSON.stringify(collection));
console.log(`${collection.features.length} outlines, ${readFileSync(OUT).length} bytes → ${OUT.pathname}`);
