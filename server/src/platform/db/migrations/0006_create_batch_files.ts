import { sql, type Kysely } from 'kysely';

/**
 * Batch search files (CBA 批量查询 and its closer-bank variant): the
 * companies a user imported from one spreadsheet, kept per user and
 * institution until deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table batch_file (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      -- SEARCH (批量查询) or CLOSER_BANK (就近匹配, with the region chosen).
      kind text not null check (kind in ('SEARCH', 'CLOSER_BANK')),
      file_name text not null,
      region_code text,
      -- Rows the spreadsheet had, matched or not.
      total_record integer not null,
      created_at timestamptz not null default now()
    );
    create index batch_file_owner_idx on batch_file (user_id, kind, created_at desc);

    create table batch_file_company (
      file_id integer not null references batch_file (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      -- The row of the spreadsheet that named it, and what it said.
      line_no integer not null,
      data text not null,
      primary key (file_id, ent_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table batch_file_company, batch_file`.execute(db);
}
