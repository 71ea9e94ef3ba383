import { sql, type RawBuilder } from 'kysely';
import type { MapPoint, MapShape } from '@esee/contracts';
import { DISTRICTS } from '../../../core/reference/regions';
import { badRequest } from '../../../platform/http/errors';

/** Mean Earth radius (km), as the haversine distance takes it. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export type Bounds = [MapPoint, MapPoint];

/** A district code range for a province (2 digits), city (4) or district (6): [from, to). */
export function regionRange(code: string): [string, string] {
  const next = String(Number(code) + 1).padStart(code.length, '0');
  return [code.padEnd(6, '0'), next.padEnd(6, '0')];
}

/** The districts of a region code; none when the data knows no such region. */
const districtsOf = (code: string) => DISTRICTS.filter((d) => d.code.startsWith(code));

/** A rectangle's or view's corners must be south-west then north-east (no antimeridian in China). */
export function checkBounds([sw, ne]: Bounds, what: string): void {
  if (!(sw[0] < ne[0] && sw[1] < ne[1])) throw badRequest(`${what}的西南角须在东北角的西南方`);
}

/** Twice the signed area of a ring (shoelace): zero when its vertices are all on one line. */
function ringArea(vertices: readonly MapPoint[]): number {
  let twice = 0;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++)
    twice += (vertices[j]![0] - vertices[i]![0]) * (vertices[j]![1] + vertices[i]![1]);
  return twice;
}

/**
 * Checks what the schema cannot (a rectangle's corners, a polygon with area, a region the data knows) and
 * answers the shape's bounding box, which the query uses to read only the index's part of the map.
 */
export function boundsOf(shape: MapShape): Bounds {
  switch (shape.kind) {
    case 'circle': {
      const [lng, lat] = shape.center;
      const dLat = shape.radiusKm / KM_PER_DEGREE;
      // Near the poles a degree of longitude shrinks to nothing: clamp, the circle then spans every longitude.
      const cos = Math.max(Math.cos((lat * Math.PI) / 180), 1e-6);
      const dLng = Math.min(180, dLat / cos);
      return [
        [Math.max(-180, lng - dLng), Math.max(-90, lat - dLat)],
        [Math.min(180, lng + dLng), Math.min(90, lat + dLat)],
      ];
    }
    case 'rectangle': {
      const bounds: Bounds = [shape.southWest, shape.northEast];
      checkBounds(bounds, '矩形');
      return bounds;
    }
    case 'polygon': {
      if (Math.abs(ringArea(shape.vertices)) < 1e-12) throw badRequest('多边形的顶点不能在一条直线上');
      const lngs = shape.vertices.map((v) => v[0]);
      const lats = shape.vertices.map((v) => v[1]);
      return [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ];
    }
    case 'region': {
      const districts = districtsOf(shape.code);
      if (!districts.length) throw badRequest('地区不存在');
      // Companies lie within a few kilometres of their district's centre: a margin of 0.1° holds them all.
      const lngs = districts.map((d) => d.lng);
      const lats = districts.map((d) => d.lat);
      return [
        [Math.min(...lngs) - 0.1, Math.min(...lats) - 0.1],
        [Math.max(...lngs) + 0.1, Math.max(...lats) + 0.1],
      ];
    }
  }
}

/** The box test on `c`, which the (lng, lat) index answers. */
export const inBox = ([[west, south], [east, north]]: Bounds) =>
  sql`c.lng between ${west}::float8 and ${east}::float8 and c.lat between ${south}::float8 and ${north}::float8`;

/** Great-circle distance (km) from a point to `c`'s coordinates (haversine). */
export const distanceKm = ([lng, lat]: MapPoint) => sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
    power(sin(radians(c.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(c.lat)) * power(sin(radians(c.lng - ${lng}::float8) / 2), 2)
  )))`;

/** PostgreSQL's polygon literal `((x,y),...)`, as the parks' boundaries are stored. */
const polygonText = (vertices: readonly MapPoint[]) => `(${vertices.map(([x, y]) => `(${x},${y})`).join(',')})`;

/**
 * The companies inside the shape, for a company aliased `c`: the bounding box (the index's part) and the
 * exact test. A region is its district codes (the (region_code, lng, lat) index of 园区找客).
 */
export function insideShape(shape: MapShape, bounds: Bounds): RawBuilder<unknown> {
  switch (shape.kind) {
    case 'circle':
      return sql`${inBox(bounds)} and ${distanceKm(shape.center)} <= ${shape.radiusKm}::float8`;
    case 'rectangle':
      return inBox(bounds);
    case 'polygon':
      // Same test as a park's companies: PostgreSQL's own `point <@ polygon`, no GIS extension needed.
      return sql`${inBox(bounds)} and point(c.lng, c.lat) <@ ${polygonText(shape.vertices)}::polygon`;
    case 'region': {
      const [from, to] = regionRange(shape.code);
      return sql`c.region_code >= ${from} and c.region_code < ${to} and c.lng is not null and c.lat is not null`;
    }
  }
}
