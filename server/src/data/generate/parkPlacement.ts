/**
 * Park membership from the industry (issue 39, rules/parkIndustry.ts): a park's companies are those of its district
 * whose point lies inside its boundary, so a company whose industry class and scope are none of a park's 主导产业 is
 * placed outside that park — moved from where it was drawn, away from the park's centre, to the nearest point out
 * of every such park of its district — and a third of the companies in a park's industries settle in it (parks draw
 * their industries' companies). Nothing is drawn (directions and shares are fixed by the company's id), so every
 * stream is as it was; a company in a park of its industries stays where it is.
 */
import type { ParkRow } from '../format';
import { insidePolygon } from '../parks';
import { parkIndustryOf } from '../rules/parkIndustry';

type Point = [number, number];
/** A degree of longitude is shorter than one of latitude: the parks are drawn 1.15 times as wide (generate/parks.ts). */
const WIDE = 1.15;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
/** Of the companies in a park's industries outside it, those that settle in it. */
const SETTLING = 1 / 3;

/** A number in [0, 1) fixed by the company and a purpose. */
function unit(entId: string, purpose: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${entId}|${purpose}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return ((h >>> 0) % 1_000_003) / 1_000_003;
}

/**
 * No company lies within this of a park's edge (degrees, about 30 m): PostgreSQL's `point <@ polygon` counts a point
 * whose cross product with an edge is under 1e-6 as on the edge, so near an edge the database and a plain
 * ray-casting test (the loader's, the tests') could disagree on membership.
 */
const MARGIN = 0.0003;

/** The distance of a point from a polygon's nearest edge, in degrees. */
function edgeDistance([x, y]: Point, boundary: readonly (readonly number[])[]): number {
  let best = Infinity;
  for (let i = 0; i < boundary.length; i++) {
    const [x1, y1] = boundary[i] as Point;
    const [x2, y2] = boundary[(i + 1) % boundary.length] as Point;
    const length = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    const t = length ? Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length)) : 0;
    best = Math.min(best, Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1))));
  }
  return best;
}

/** A park's reach from its centre, in latitude degrees (longitude scaled down by WIDE). */
const reachOf = (park: ParkRow) => Math.max(...park.boundary.map(([x, y]) => Math.hypot((x - park.lng) / WIDE, y - park.lat)));

export class ParkPlacement {
  private readonly byDistrict = new Map<string, ParkRow[]>();

  constructor(parks: readonly ParkRow[]) {
    for (const p of parks) this.byDistrict.set(p.regionCode, [...(this.byDistrict.get(p.regionCode) ?? []), p]);
  }

  /** The company's point: its own, or the nearest one outside the parks of its district it is not in. */
  place(c: { entId?: string; regionCode?: string | null; lng?: number | null; lat?: number | null; industryCode?: string | null; businessScope?: string | null }): {
    lng: number;
    lat: number;
  } | null {
    if (!c.regionCode || typeof c.lng !== 'number' || typeof c.lat !== 'number') return null;
    const parks = this.byDistrict.get(c.regionCode) ?? [];
    const unfit = parks.filter((p) => !parkIndustryOf(p.industries, c.industryCode ?? null, c.businessScope ?? null));
    // A point is wrong inside a park it is not in, or too near any park's edge to say.
    const wrong = (point: Point) =>
      unfit.find((p) => insidePolygon(point, p.boundary as Point[])) ?? parks.find((p) => edgeDistance(point, p.boundary) < MARGIN);
    const park = wrong([c.lng, c.lat]);
    if (!park) return this.settle(c.entId ?? '', [c.lng, c.lat], parks.filter((p) => !unfit.includes(p)), wrong);
    const reach = reachOf(park);
    const from = Math.atan2(c.lat - park.lat, (c.lng - park.lng) / WIDE);
    for (let step = 0; step < 48; step++) {
      // Straight out first, then turning either way, a little further each round.
      const turn = Math.ceil(step / 2) * (step % 2 ? 1 : -1) * (Math.PI / 8);
      const distance = reach * (1.05 + Math.floor(step / 16) * 0.25);
      const point: Point = [round5(park.lng + Math.cos(from + turn) * distance * WIDE), round5(park.lat + Math.sin(from + turn) * distance)];
      if (!wrong(point)) return { lng: point[0], lat: point[1] };
    }
    return { lng: round5(park.lng + reach * 3 * WIDE), lat: round5(park.lat) };
  }

  /** A third of the companies of a park's industries outside it settle in it, at a point inside it of their own. */
  private settle(entId: string, [lng, lat]: Point, fit: readonly ParkRow[], wrong: (p: Point) => ParkRow | undefined) {
    const park = fit[0];
    if (!park || insidePolygon([lng, lat], park.boundary as Point[]) || unit(entId, 'settles') >= SETTLING) return null;
    const reach = reachOf(park);
    const angle = unit(entId, 'angle') * Math.PI * 2;
    for (const share of [0.55, 0.35, 0.15]) {
      const distance = reach * share * Math.sqrt(unit(entId, 'distance'));
      const point: Point = [round5(park.lng + Math.cos(angle) * distance * WIDE), round5(park.lat + Math.sin(angle) * distance)];
      if (insidePolygon(point, park.boundary as Point[]) && !wrong(point)) return { lng: point[0], lat: point[1] };
    }
    return null;
  }
}
