import { sql, type Kysely } from 'kysely';

/**
 * 三员分立 (separation of administrative duties, MLPS 2.0 level 3): each role's
 * duty (system, security, audit; null: none) and, per institution, whether
 * the separation is in force (no row: off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table role add column duty text check (duty in ('SYSTEM', 'SECURITY', 'AUDIT'));
    create table duty_separation (
      inst_id integer primary key references institution (id) on delete cascade,
      enabled boolean not null default false,
      changed_by integer references app_user (id) on delete set null,
      changed_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table duty_separation; alter table role drop column duty`.execute(db);
}
