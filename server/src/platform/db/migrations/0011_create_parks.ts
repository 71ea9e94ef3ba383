import { sql, type Kysely } from 'kysely';

/**
 * CBA 园区找客: the industrial parks of the data set with their boundary, kept twice: as JSON for the
 * answers, and as PostgreSQL's own polygon for membership. A park's companies are not stored: they are the
 * companies of its district whose point lies in the polygon (`point(lng, lat) <@ shape`), computed when
 * asked, so a load of companies or of parks can never leave a stale membership behind. The index on
 * (region_code, lng, lat) lets that query read only the district's companies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table park (
      park_id text primary key,
      name text not null,
      level text not null,
      type text not null,
      region_code char(6) not null,
      area double precision not null,
      lng double precision not null,
      lat double precision not null,
      boundary jsonb not null,
      shape polygon not null,
      industries text[] not null default '{}'
    );
    create index park_region_idx on park (region_code);
    create index company_region_point_idx on company (region_code, lng, lat) where lng is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists company_region_point_idx;
    drop table if exists park;
  `.execute(db);
}
