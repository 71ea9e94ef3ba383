import { sql, type Kysely } from 'kysely';

/**
 * CBA 地图找客: a shape's companies and the view's density are read by a bounding box on the companies'
 * coordinates. A plain btree on (lng, lat) serves that on PostgreSQL and PGlite alike (no PostGIS): the
 * range on lng is the index's, the range on lat is checked inside the index, and the exact test (circle,
 * polygon) runs on the few rows left. Companies without coordinates are not on the map, nor in the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index company_lng_lat_idx on company (lng, lat) where lng is not null and lat is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists company_lng_lat_idx`.execute(db);
}
