import { sql, type Kysely } from 'kysely';

/**
 * The management pages of issue 20 that keep their own data: the
 * organisation's audit trail (架构变更 and 权限变更), the institution's own
 * names for menu entries (权限名称设置) and its short names for companies
 * (简称配置).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table org_change_log (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      category text not null check (category in ('ARCH', 'PERM')),
      action text not null,
      target_type text not null,
      target_id integer,
      target_name text not null,
      detail text not null default '{}',
      actor_user_id integer references app_user (id) on delete set null,
      actor_name text not null,
      created_at timestamptz not null default now()
    );
    create index org_change_log_inst_idx on org_change_log (inst_id, category, created_at desc);
    create table right_name (
      inst_id integer not null references institution (id) on delete cascade,
      menu_path text not null,
      name text not null,
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (inst_id, menu_path)
    );
    create table company_abbreviation (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      abbreviation text not null,
      full_name text not null,
      ent_id text,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (inst_id, abbreviation)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table company_abbreviation, right_name, org_change_log;`.execute(db);
}
