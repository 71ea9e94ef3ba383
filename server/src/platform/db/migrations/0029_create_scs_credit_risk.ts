import { sql, type Kysely } from 'kysely';

/**
 * SCS application services (issue 19): 关系挖掘 links pushed as identification suggestions; 统一授信 (the
 * institution's net tier-1 capital, group limits and member allocations by stable group key, a
 * concentration snapshot per run or limit change); 风险预警 warnings, one per signal, with their handling.
 * The book gains the loan's overdue days and its 五级分类.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table institution_customer
      add column overdue_days integer not null default 0,
      add column loan_class text;
  `.execute(db);
  await sql`
    create table scs_mined_link (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      ent_a text not null references company (ent_id) on delete cascade,
      ent_b text not null references company (ent_id) on delete cascade,
      link_types text[] not null,
      score integer not null,
      reason text not null,
      evidence jsonb not null,
      pushed_by integer references app_user (id) on delete set null,
      pushed_at timestamptz not null default now(),
      unique (inst_id, ent_a, ent_b)
    );
  `.execute(db);
  await sql`
    create table scs_credit_setting (
      inst_id integer primary key references institution (id) on delete cascade,
      net_tier1_capital numeric(18, 2),
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create table scs_group_limit (
      inst_id integer not null references institution (id) on delete cascade,
      group_key text not null,
      group_limit numeric(18, 2) not null,
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (inst_id, group_key)
    );
    create table scs_member_limit (
      inst_id integer not null references institution (id) on delete cascade,
      group_key text not null,
      ent_id text not null,
      limit_amount numeric(18, 2) not null,
      frozen_amount numeric(18, 2) not null default 0,
      primary key (inst_id, group_key, ent_id)
    );
    create table scs_credit_snapshot (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      group_key text not null,
      taken_at timestamptz not null,
      cause text not null,
      exposure numeric(18, 2) not null,
      group_limit numeric(18, 2),
      capital numeric(18, 2)
    );
    create index scs_credit_snapshot_group on scs_credit_snapshot (inst_id, group_key, taken_at);
  `.execute(db);
  await sql`
    create table scs_warning (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      signal_key text not null,
      group_key text,
      group_name text,
      ent_id text not null,
      ent_name text not null,
      category text not null,
      kind text not null,
      title text not null,
      detail text not null,
      severity text not null,
      propagated boolean not null default false,
      source_ent_name text,
      status text not null default '待处理',
      assignee_id integer references app_user (id) on delete set null,
      note text,
      due_at timestamptz not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      updated_by integer references app_user (id) on delete set null,
      unique (inst_id, signal_key)
    );
    create index scs_warning_inst on scs_warning (inst_id, status, severity);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'scs_warning',
    'scs_credit_snapshot',
    'scs_member_limit',
    'scs_group_limit',
    'scs_credit_setting',
    'scs_mined_link',
  ])
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  await sql`alter table institution_customer drop column overdue_days, drop column loan_class`.execute(db);
}
