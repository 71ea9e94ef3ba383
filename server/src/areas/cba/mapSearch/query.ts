import { sql, type RawBuilder } from 'kysely';
import {
  MAP_MAX_POINTS,
  MAP_POINT_ZOOM,
  type MapCompany,
  type MapDensity,
  type MapSearchResult,
  type MapShape,
} from '@esee/contracts';
import { SECTION_NAMES } from '../../../core/reference/industries';
import { capitalBand, capitalCounts } from '../../../core/companies/capitalBand';
import type { Db } from '../../../platform/db/database';
import { boundsOf, distanceKm, inBox, insideShape, type Bounds } from './shape';

export type StatusFilter = 'active' | 'all';

const statusWhere = (status: StatusFilter) => (status === 'active' ? sql`c.active` : sql`true`);

/** Nearest the centre first for a circle (a visit plan starts there), else the largest capital. */
const orderOf = (shape: MapShape) =>
  shape.kind === 'circle' ? sql`${distanceKm(shape.center)}, c.ent_id` : sql`c.reg_capital desc nulls last, c.ent_id`;

/** The companies inside a shape: how many, one page of them, and their statistics. */
export async function searchShape(
  db: Db,
  shape: MapShape,
  status: StatusFilter,
  page: { offset: number; limit: number },
): Promise<MapSearchResult> {
  const bounds = boundsOf(shape);
  const where = sql`${insideShape(shape, bounds)} and ${statusWhere(status)}`;
  const [sections, capitals, rows] = await Promise.all([
    sql<{ key: string; count: number }>`
      select coalesce(c.industry_section, '-') as key, count(*)::int as count
      from company c where ${where} group by 1`.execute(db),
    sql<{ key: string; count: number }>`
      select ${capitalBand} as key, count(*)::int as count from company c where ${where} group by 1`.execute(db),
    sql<MapCompany>`
      select c.ent_id as "entId", c.name, c.address, c.reg_capital::float8 as "regCapital",
        c.reg_capital_currency as "regCapitalCurrency", c.industry_name as "industryName", c.status, c.lng, c.lat
      from company c where ${where}
      order by ${orderOf(shape)}
      limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  const byIndustry = sections.rows
    .map((r) => ({
      key: r.key,
      label: r.key === '-' ? '未分类' : (SECTION_NAMES[r.key] ?? r.key),
      count: Number(r.count),
    }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return {
    // Every company inside has one section key (or `-`): their sum is the count, without a third scan.
    total: byIndustry.reduce((sum, r) => sum + r.count, 0),
    list: rows.rows.map((c) => ({
      ...c,
      // 元, the API's unit (the page's formatter shows 万元).
      regCapital: c.regCapital === null ? null : Number(c.regCapital),
      lng: Number(c.lng),
      lat: Number(c.lat),
    })),
    statistics: { byIndustry, byCapital: capitalCounts(capitals.rows) },
    bounds,
  };
}

/** The grid's cell size (degrees) at a zoom: about 30–60 screen pixels a cell. */
export function cellDegAt(zoom: number): number {
  if (zoom < 5) return 1;
  if (zoom < 7) return 0.25;
  if (zoom < 9) return 0.05;
  if (zoom < MAP_POINT_ZOOM) return 0.01;
  return 0.0025;
}

interface Cell {
  lng: number;
  lat: number;
  count: number;
}

async function cellsIn(db: Db, where: RawBuilder<unknown>, cellDeg: number): Promise<Cell[]> {
  const { rows } = await sql<{ x: number; y: number; count: number }>`
    select floor(c.lng / ${cellDeg}::float8)::int as x, floor(c.lat / ${cellDeg}::float8)::int as y, count(*)::int as count
    from company c where ${where} group by 1, 2`.execute(db);
  // Cell centres, rounded so that 0.1 + 0.2 does not show.
  const at = (i: number) => Math.round((i + 0.5) * cellDeg * 1e6) / 1e6;
  return rows.map((r) => ({ lng: at(Number(r.x)), lat: at(Number(r.y)), count: Number(r.count) }));
}

/**
 * The coarse grids (country and province views) cover every company whatever the view, so each is
 * counted once and kept a few minutes: panning across the country does not rescan a million rows. The
 * register changes by daily loads, so a few minutes' staleness in a density picture is harmless.
 */
const COARSE_CELL_DEG = 0.25;
const COARSE_TTL_MS = 5 * 60_000;

/**
 * The density of companies in a view: counts per grid cell (a heat map), or, zoomed in on a view with
 * few enough companies, the companies themselves. The browser never downloads more than a screenful.
 * One per server (its database), with its own kept coarse grids.
 */
export function densityReader(db: Db) {
  const coarse = new Map<string, { at: number; cells: Promise<Cell[]> }>();

  function coarseCells(status: StatusFilter, cellDeg: number, now: number): Promise<Cell[]> {
    const key = `${status}:${cellDeg}`;
    const hit = coarse.get(key);
    if (hit && now - hit.at < COARSE_TTL_MS) return hit.cells;
    const cells = cellsIn(db, sql`c.lng is not null and c.lat is not null and ${statusWhere(status)}`, cellDeg);
    coarse.set(key, { at: now, cells });
    cells.catch(() => coarse.delete(key));
    return cells;
  }

  return async (bounds: Bounds, zoom: number, status: StatusFilter, now: number): Promise<MapDensity> => {
    const where = sql`${inBox(bounds)} and ${statusWhere(status)}`;
    if (zoom >= MAP_POINT_ZOOM) {
      const { rows } = await sql<{ entId: string; name: string; lng: number; lat: number }>`
        select c.ent_id as "entId", c.name, c.lng, c.lat from company c where ${where}
        order by c.ent_id limit ${MAP_MAX_POINTS + 1}`.execute(db);
      if (rows.length <= MAP_MAX_POINTS)
        return {
          mode: 'points',
          cellDeg: 0,
          cells: [],
          points: rows.map((p) => ({ ...p, lng: Number(p.lng), lat: Number(p.lat) })),
        };
    }
    const cellDeg = cellDegAt(zoom);
    const [[west, south], [east, north]] = bounds;
    const half = cellDeg / 2;
    const cells =
      cellDeg >= COARSE_CELL_DEG
        ? (await coarseCells(status, cellDeg, now)).filter(
            (c) => c.lng + half >= west && c.lng - half <= east && c.lat + half >= south && c.lat - half <= north,
          )
        : await cellsIn(db, where, cellDeg);
    return { mode: 'heat', cellDeg, cells, points: [] };
  };
}
