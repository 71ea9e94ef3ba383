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
