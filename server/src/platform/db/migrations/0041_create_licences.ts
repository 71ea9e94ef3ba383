import { sql, type Kysely } from 'kysely';

/**
 * 授权管理 (issue 21): an institution's seat limit (the most enabled,
 * not resigned members; null: unlimited) beside its service end
 * (`institution.valid_until`, 0035), and the history of licence changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table institution add column seat_limit integer check (seat_limit >= 0);
    create table licence_history (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      changed_by integer references app_user (id) on delete set null,
      changed_by_name text not null,
      valid_until_before date,
      valid_until_after date,
      seat_limit_before integer,
      seat_limit_after integer,
      note text not null default '',
      created_at timestamptz not null default now()
    );
    create index licence_history_inst_idx on licence_history (inst_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table licence_history;
    alter table institution drop column seat_limit;
  `.execute(db);
}
