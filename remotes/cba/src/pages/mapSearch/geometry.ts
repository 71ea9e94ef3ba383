import type { MapPoint, MapShape } from '@esee/contracts';

/** Mean Earth radius (km), as the server measures a circle. */
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine), as the server's circle test. */
export function distanceKm([lng1, lat1]: MapPoint, [lng2, lat2]: MapPoint): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** A circle drawn as a ring of `steps` points (the map draws polygons, not circles). */
export function circleRing([lng, lat]: MapPoint, radiusKm: number, steps = 72): MapPoint[] {
  const dLat = radiusKm / (EARTH_RADIUS_KM * RAD);
  const dLng = dLat / Math.max(Math.cos(lat * RAD), 1e-6);
  return Array.from({ length: steps }, (_, i) => {
    const a = (2 * Math.PI * i) / steps;
    return [lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)] as MapPoint;
  });
}

/** A rectangle from two corners in any order. */
export function rectangleOf(a: MapPoint, b: MapPoint): Extract<MapShape, { kind: 'rectangle' }> {
  return {
    kind: 'rectangle',
    southWest: [Math.min(a[0], b[0]), Math.min(a[1], b[1])],
    northEast: [Math.max(a[0], b[0]), Math.max(a[1], b[1])],
  };
}

/** The outline of a drawn shape (a region has none here: the outline layer shows it). */
export function ringOf(shape: MapShape): MapPoint[] | null {
  switch (shape.kind) {
    case 'circle':
      return circleRing(shape.center, shape.radiusKm);
    case 'rectangle': {
      const [[w, s], [e, n]] = [shape.southWest, shape.northEast];
      return [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
      ];
    }
    case 'polygon':
      return shape.vertices;
    case 'region':
      return null;
  }
}

/** A ring as a GeoJSON polygon feature collection (closed, as GeoJSON wants it). */
export function polygonFeature(ring: MapPoint[] | null) {
  return {
    type: 'FeatureCollection' as const,
    features: ring?.length
      ? [
          {
            type: 'Feature' as const,
            properties: {},
            geometry: { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!]] },
          },
        ]
      : [],
  };
}

/** Points as a GeoJSON line (an open path while a polygon is being drawn). */
export function lineFeature(points: MapPoint[]) {
  return {
    type: 'FeatureCollection' as const,
    features:
      points.length >= 2
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates: points },
            },
          ]
        : [],
  };
}

/** Drops a vertex that repeats the one before (a double click reports its point twice). */
export function withoutRepeats(points: MapPoint[]): MapPoint[] {
  return points.filter(
    (p, i) => i === 0 || Math.abs(p[0] - points[i - 1]![0]) + Math.abs(p[1] - points[i - 1]![1]) > 1e-9,
  );
}

/** The shape in words, for the result's heading: 圆形（半径 3 公里）. */
export function describeShape(shape: MapShape, regionName?: string): string {
  switch (shape.kind) {
    case 'circle':
      return `圆形（半径 ${shape.radiusKm} 公里）`;
    case 'rectangle':
      return '矩形';
    case 'polygon':
      return `多边形（${shape.vertices.length} 个顶点）`;
    case 'region':
      return regionName ?? '行政区';
  }
}

/** A feature of the bundled outlines (`outlines/china-provinces.json`, `outlines/china-cities.json`, a city's `outlines/districts/<code>.json`). */
export interface OutlineFeature {
  type: 'Feature';
  properties: { code?: string; name: string; level: string; center: MapPoint | null };
  geometry: { type: 'MultiPolygon'; coordinates: MapPoint[][][] };
}
export interface Outlines {
  type: 'FeatureCollection';
  features: OutlineFeature[];
}

/** The 南海诸岛 inset's name in the outlines (level `inset`). */
export const NANHAI_INSET = '南海诸岛';

/**
 * The base layers of the map of China (自然资源部 标准地图服务: a map of China shows 南海诸岛): the land filled (provinces
 * and cities), and every outline drawn, the 南海诸岛 inset with its nine-dash line (lower right) among them, named.
 */
export function baseLayers(outlines: Outlines) {
  const inset = outlines.features.filter((f) => f.properties.level === 'inset');
  return {
    land: {
      type: 'FeatureCollection' as const,
      features: outlines.features.filter((f) => f.properties.level !== 'inset'),
    },
    lines: outlines,
    inset: { type: 'FeatureCollection' as const, features: inset },
    insetLabels: inset.map((f) => {
      const [[west, south], [east]] = bounds(f);
      return { name: f.properties.name, lng: (west + east) / 2, lat: south + 0.6 };
    }),
  };
}

/** The south-west and north-east corners of a feature's outline. */
export function bounds(feature: OutlineFeature): [MapPoint, MapPoint] {
  const points = feature.geometry.coordinates.flat(2);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)],
  ];
}

/** Whether `point` lies inside a ring (even-odd rule). */
function inRing([x, y]: MapPoint, ring: MapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The city (level `city`) whose outline holds `point`, for its district outlines. */
export function cityAt(outlines: Outlines, point: MapPoint): OutlineFeature | undefined {
  return outlines.features.find(
    (f) =>
      f.properties.level === 'city' &&
      f.geometry.coordinates.some(([outer, ...holes]) => inRing(point, outer!) && !holes.some((h) => inRing(point, h))),
  );
}

/** The city a district code (GB/T 2260) lies in, as the district outlines are keyed: 320102 → 320100; 110105 → 110000. */
export const cityCodesOf = (regionCode: string): string[] => [
  `${regionCode.slice(0, 4)}00`,
  `${regionCode.slice(0, 2)}0000`,
];

/**
 * The base of a map of places (园区地图) by where they are: one city → its districts (the caller loads them for
 * `regionCode`'s city); one province → its cities; more → the provinces of China with the 南海诸岛 inset (标准地图: a map of
 * the whole country shows it).
 */
export function placesBase(
  outlines: Outlines,
  regionCodes: readonly string[],
): { level: 'city'; regionCode: string } | { level: 'province' | 'country'; features: OutlineFeature[] } {
  const provinces = new Set(regionCodes.map((c) => c.slice(0, 2)));
  const cities = new Set(regionCodes.map((c) => c.slice(0, 4)));
  if (cities.size === 1 && regionCodes[0]) return { level: 'city', regionCode: regionCodes[0] };
  const [province] = provinces;
  const ofProvince =
    provinces.size === 1
      ? outlines.features.filter((f) => f.properties.level === 'city' && f.properties.code?.startsWith(province!))
      : [];
  if (ofProvince.length) return { level: 'province', features: ofProvince };
  return {
    level: 'country',
    features: outlines.features.filter((f) => f.properties.level === 'province' || f.properties.level === 'inset'),
  };
}

/**
 * An equirectangular projection (longitude shrunk by cos(latitude)) fitting `points` into a `width`×`height` box
 * with `pad` around, centred: lng/lat → x/y of the SVG.
 */
export function fitProjection(
  points: readonly (readonly [number, number])[],
  width: number,
  height: number,
  pad: number,
) {
  const lats = points.map((p) => p[1]);
  const kx = Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180);
  const xs = points.map((p) => p[0] * kx);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)];
  const scale = Math.min(
    (width - 2 * pad) / Math.max(maxX - minX, 1e-6),
    (height - 2 * pad) / Math.max(maxY - minY, 1e-6),
  );
  const [dx, dy] = [(width - (maxX - minX) * scale) / 2, (height - (maxY - minY) * scale) / 2];
  return (lng: number, lat: number) => [dx + (lng * kx - minX) * scale, height - dy - (lat - minY) * scale] as const;
}
