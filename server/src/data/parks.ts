import { PARK_INDUSTRIES } from '@esee/contracts';
import { regionOf } from '../core/reference/regions';

type LngLat = readonly [number, number];

/** Whether a point lies inside a polygon (ray casting; the polygon's first point is not repeated). */
export function insidePolygon([x, y]: LngLat, polygon: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether segments ab and cd cross (touching ends of neighbouring edges do not count). */
function crosses(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const side = (p: LngLat, q: LngLat, r: LngLat) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/**
 * Checks of a park line beyond its schema: a district the reference table knows (its companies are
 * that district's), main industries of the list the filters offer, and a boundary that is a simple polygon
 * holding its centre.
 */
export function parkProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  // A line its schema refused is reported once, by the schema.
  if (!Array.isArray(row.boundary) || !Array.isArray(row.industries)) return problems;
  const code = String(row.regionCode);
  if (!regionOf(code)) problems.push(`regionCode ${code} 不是已知的区县`);
  for (const industry of row.industries as string[])
    if (!(PARK_INDUSTRIES as readonly string[]).includes(industry)) problems.push(`主导产业 ${industry} 不在产业列表中`);
  const boundary = row.boundary as LngLat[];
  const n = boundary.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (crosses(boundary[i]!, boundary[(i + 1) % n]!, boundary[j]!, boundary[(j + 1) % n]!)) {
        problems.push(`boundary 的第 ${i + 1} 条边与第 ${j + 1} 条边相交，不是简单多边形`);
        return problems;
      }
    }
  if (!insidePolygon([Number(row.lng), Number(row.lat)], boundary)) problems.push('中心点 (lng, lat) 不在 boundary 多边形内');
  return problems;
}
