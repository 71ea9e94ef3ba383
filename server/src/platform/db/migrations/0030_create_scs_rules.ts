import { sql, type Kysely } from 'kysely';

/**
 * SCS 规则配置 (issue 19): versioned grouping rules (one per criterion) and label rules. A row is one
 * version: DRAFT while edited (待复核 while a change of the review core names it), PUBLISHED once approved;
 * the newest published version with an effective date not after today is the one in effect (older ones
 * read as 已失效). The default grouping rules are written on first use and reproduce the engine's defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table scs_group_rule (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      criterion text not null,
      version integer not null,
      status text not null default 'DRAFT',
      content jsonb not null,
      content_hash text not null,
      dry_run jsonb,
      dry_run_hash text,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      published_at timestamptz,
      change_id integer references scs_change (id) on delete set null,
      unique (inst_id, criterion, version)
    );
    create index scs_group_rule_inst on scs_group_rule (inst_id, criterion, status);
  `.execute(db);
  await sql`
    create table scs_label_rule (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      code text not null,
      version integer not null,
      status text not null default 'DRAFT',
      content jsonb not null,
      content_hash text not null,
      preview jsonb,
      preview_hash text,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      published_at timestamptz,
      change_id integer references scs_change (id) on delete set null,
      unique (inst_id, code, version)
    );
    create index scs_label_rule_inst on scs_label_rule (inst_id, status);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['scs_label_rule', 'scs_group_rule']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
}
