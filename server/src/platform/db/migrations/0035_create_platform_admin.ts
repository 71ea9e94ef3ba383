import { sql, type Kysely } from 'kysely';

/**
 * Platform administration (issue 21): an institution's service end date,
 * the platform-wide defaults of new institutions' parameters (全局参数) and
 * the platform's own settings (全局设置: its name, the service desk).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table institution add column valid_until date;
    create table platform_param (
      param_name text primary key,
      param_value text not null,
      updated_at timestamptz not null default now()
    );
    create table platform_setting (
      name text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table platform_setting;
    drop table platform_param;
    alter table institution drop column valid_until;
  `.execute(db);
}
