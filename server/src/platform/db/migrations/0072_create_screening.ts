import { sql, type Kysely } from 'kysely';

/**
 * PRMA 名单筛查 (issue 42): the lists an institution loads, a version per load (its entries kept with it, never
 * changed); the institution's grey list (an entry removed keeps its row, so a run's grey version can be told);
 * and screening runs with their inputs, the versions they used, the result snapshot as text (its bytes are what
 * the checksum covers) and the report first rendered from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table screening_list_version (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      list_name text not null,
      version integer not null,
      file_name text not null,
      entry_count integer not null,
      loaded_by integer references app_user (id) on delete set null,
      loaded_at timestamptz not null default clock_now(),
      unique (inst_id, list_name, version)
    );
    create table screening_list_entry (
      version_id integer not null references screening_list_version (id) on delete cascade,
      line integer not null,
      name text not null,
      name_norm text not null,
      kind text not null check (kind in ('person', 'company')),
      id_code text,
      reason text not null default '',
      listed_date date,
      primary key (version_id, line)
    );
    create table screening_grey_entry (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      name text not null,
      name_norm text not null,
      kind text not null check (kind in ('person', 'company')),
      id_code text,
      reason text not null default '',
      added_by integer references app_user (id) on delete set null,
      added_at timestamptz not null default clock_now(),
      removed_at timestamptz,
      removed_by integer references app_user (id) on delete set null
    );
    create index screening_grey_entry_inst_idx on screening_grey_entry (inst_id) where removed_at is null;
    create table screening_run (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete set null,
      work_run_id integer references work_run (id) on delete set null,
      as_of date not null,
      ent_ids text[] not null,
      previous_run_id integer references screening_run (id) on delete set null,
      created_at timestamptz not null default clock_now(),
      snapshot text,
      snapshot_sha256 text,
      hit_count integer,
      pdf bytea,
      pdf_sha256 text
    );
    create index screening_run_inst_idx on screening_run (inst_id, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists screening_run, screening_grey_entry, screening_list_entry, screening_list_version`.execute(
    db,
  );
}
