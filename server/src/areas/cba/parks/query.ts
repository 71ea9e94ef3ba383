import { sql, type RawBuilder } from 'kysely';
import { type ParkCompany, type ParkCompanyQuery, type ParkDetail, type Park, type ParkQuery } from '@esee/contracts';
import { SECTION_NAMES } from '../../../core/reference/industries';
import { regionOf } from '../../../core/reference/regions';
import { capitalBand, capitalCounts } from '../../../core/companies/capitalBand';
import { windowTotal } from '../../../core/prospects/windowTotal';
import type { Db } from '../../../platform/db/database';
import type { ParkTable } from '../../../platform/db/schema';

/**
 * A park's companies: those of its district whose point lies inside its boundary (PostgreSQL's
 * `point <@ polygon`). Computed when asked rather than stored at load, so loading companies or parks
 * apart never leaves a stale membership; the (region_code, lng, lat) index keeps it to one district.
 */
const member = sql`c.region_code = p.region_code and c.lng is not null and c.lat is not null and point(c.lng, c.lat) <@ p.shape`;

export const regionText = (code: string) => {
  const r = regionOf(code);
  return r ? `${r.province}${r.city === r.province ? '' : r.city}${r.district}` : code;
};

/** A park as the queries read it: the stored columns but the polygon, with its company count. */
type ParkDbRow = Omit<ParkTable, 'shape'> & { company_count: number; total?: number };

const toPark = (r: ParkDbRow): Park => ({
  parkId: r.park_id,
  name: r.name,
  level: r.level,
  type: r.type,
  regionCode: r.region_code,
  region: regionText(r.region_code),
  area: Number(r.area),
  center: [Number(r.lng), Number(r.lat)],
  industries: r.industries,
  companyCount: Number(r.company_count),
});

/** National parks first, then the ones with most companies: those a banker visits first. */
const LEVEL_ORDER = sql`case p.level when '国家级' then 0 when '省级' then 1 else 2 end`;

const parkColumns = sql`p.park_id, p.name, p.level, p.type, p.region_code, p.area, p.lng, p.lat, p.boundary, p.industries,
  (select count(*) from company c where ${member})::int as company_count`;

/** The parks that match the filters (each narrows the list), a page of them and their total. */
export async function parkPage(db: Db, q: ParkQuery, page: { offset: number; limit: number }) {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.level) where.push(sql`p.level = ${q.level}`);
  if (q.type) where.push(sql`p.type = ${q.type}`);
  if (q.regionCode) where.push(sql`p.region_code like ${`${q.regionCode}%`}`);
  if (q.industry) where.push(sql`${q.industry} = any(p.industries)`);
  const name = q.name?.trim();
  if (name) where.push(sql`strpos(p.name, ${name}) > 0`);
  const { rows } = await sql<ParkDbRow>`
    select ${parkColumns}, count(*) over ()::int as total
    from park p
    where ${sql.join(where, sql` and `)}
    order by ${LEVEL_ORDER}, company_count desc, p.park_id
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  // A page past the end has no row to carry the total: count again.
  const total = rows[0]?.total ?? (page.offset ? await countParks(db, where) : 0);
  return { total: Number(total), list: rows.map(toPark) };
}

async function countParks(db: Db, where: RawBuilder<unknown>[]): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from park p where ${sql.join(where, sql` and `)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A park with its boundary, statistics and points; null when no park has this id. */
export async function parkDetail(db: Db, parkId: string): Promise<ParkDetail | null> {
  const { rows } = await sql<ParkDbRow>`select ${parkColumns} from park p where p.park_id = ${parkId}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const members = sql`from park p join company c on ${member} where p.park_id = ${parkId}`;
  const [sections, capitals, years, points] = await Promise.all([
    sql<{
      key: string;
      count: number;
    }>`select coalesce(c.industry_section, '-') as key, count(*)::int as count ${members} group by 1`.execute(db),
    sql<{
      key: string;
      count: number;
    }>`select ${capitalBand} as key, count(*)::int as count ${members} group by 1`.execute(db),
    sql<{ year: number; count: number }>`
      select extract(year from c.est_date)::int as year, count(*)::int as count ${members} and c.est_date is not null
      group by 1 order by 1`.execute(db),
    sql<{ entId: string; name: string; lng: number; lat: number }>`
      select c.ent_id as "entId", c.name, c.lng, c.lat ${members} order by c.ent_id limit 2000`.execute(db),
  ]);
  return {
    park: toPark(row),
    center: [row.lng, row.lat],
    boundary: row.boundary,
    statistics: {
      bySection: sections.rows
        .map((r) => ({
          key: r.key,
          label: r.key === '-' ? '未分类' : (SECTION_NAMES[r.key] ?? r.key),
          count: Number(r.count),
        }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
      byCapital: capitalCounts(capitals.rows),
      byYear: years.rows.map((r) => ({ year: Number(r.year), count: Number(r.count) })),
    },
    points: points.rows.map((p) => ({ ...p, lng: Number(p.lng), lat: Number(p.lat) })),
  };
}

/** A page of a park's companies with the simple filters, the largest capital first. */
export async function parkCompanies(
  db: Db,
  q: ParkCompanyQuery,
  page: { offset: number; limit: number },
): Promise<{ total: number; list: ParkCompany[] }> {
  const where: RawBuilder<unknown>[] = [sql`p.park_id = ${q.parkId}`];
  if (q.section) where.push(sql`c.industry_section = ${q.section}`);
  if (q.status) where.push(q.status === 'active' ? sql`c.active` : sql`not c.active`);
  if (q.capitalBand) where.push(sql`${capitalBand} = ${q.capitalBand}`);
  const { rows } = await sql<ParkCompany & { total: number }>`
    select c.ent_id as "entId", c.name, c.legal_rep as "legalRep", c.reg_capital::float8 as "regCapital",
      to_char(c.est_date, 'YYYY-MM-DD') as "estDate", c.status, c.industry_name as "industryName", c.lng, c.lat,
      count(*) over ()::int as total
    from park p join company c on ${member}
    where ${sql.join(where, sql` and `)}
    order by c.reg_capital desc nulls last, c.ent_id
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  const total = await windowTotal(db, rows, page.offset, sql`park p join company c on ${member}`, where);
  return {
    total,
    list: rows.map(({ total: _total, ...c }) => ({
      ...c,
      regCapital: c.regCapital === null ? null : Number(c.regCapital),
    })),
  };
}
