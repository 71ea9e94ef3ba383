import { sql, type Kysely } from 'kysely';

/**
 * SCS maker-checker (数据维护 / 数据复核, issue 19): every change to the institution's same-customer data is
 * submitted as a change (kind, payload, reason, the before snapshot) and applied only when another user of
 * another role approves it; the decided row keeps before/after, maker, checker and times (the versioned
 * history). Attachments are kept in the database. Approved group actions persist as overrides keyed by the
 * stable group key; manual control relations (协议控制) feed the grouping engine as control edges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table scs_change (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      kind text not null,
      scope text,
      payload jsonb not null,
      reason text not null,
      summary text not null,
      target text,
      before jsonb,
      after jsonb,
      status text not null default 'PENDING',
      maker_id integer references app_user (id) on delete set null,
      maker_role_id integer,
      created_at timestamptz not null default now(),
      checker_id integer references app_user (id) on delete set null,
      decided_at timestamptz,
      comment text
    );
    create index scs_change_inst on scs_change (inst_id, status, id desc);
    create index scs_change_scope on scs_change (inst_id, scope) where status = 'PENDING';
  `.execute(db);
  await sql`
    create table scs_attachment (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      change_id integer references scs_change (id) on delete cascade,
      file_name text not null,
      mime text not null,
      size integer not null,
      content bytea not null,
      uploaded_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index scs_attachment_change on scs_attachment (change_id);
  `.execute(db);
  await sql`
    create table scs_group_override (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      group_key text not null,
      action text not null,
      ent_ids text[] not null,
      target_key text,
      reason text not null,
      change_id integer references scs_change (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index scs_group_override_inst on scs_group_override (inst_id, id);
  `.execute(db);
  await sql`
    create table scs_manual_control (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      controller_id text not null references company (ent_id) on delete cascade,
      controlled_id text not null references company (ent_id) on delete cascade,
      basis text not null,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (inst_id, controlled_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['scs_manual_control', 'scs_group_override', 'scs_attachment', 'scs_change'])
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
}
