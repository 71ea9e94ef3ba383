import { sql, type Kysely } from 'kysely';

/**
 * 功能额度 (issue 21): a quota per institution and function (user_id null)
 * or per member and function, with the units used in its current period
 * (reset when the period a call falls in is not `period_start`); and the
 * usage records of every counted call, kept 400 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quota (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete cascade,
      function text not null,
      quota_limit integer not null check (quota_limit >= 0),
      period text not null check (period in ('DAY', 'MONTH', 'TOTAL')),
      used integer not null default 0,
      period_start timestamptz not null,
      updated_at timestamptz not null default now()
    );
    create unique index quota_inst_function_idx on quota (inst_id, function) where user_id is null;
    create unique index quota_user_function_idx on quota (user_id, function) where user_id is not null;
    create table usage_record (
      id bigint generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete set null,
      function text not null,
      units integer not null,
      created_at timestamptz not null default now()
    );
    create index usage_record_inst_idx on usage_record (inst_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table usage_record; drop table quota`.execute(db);
}
