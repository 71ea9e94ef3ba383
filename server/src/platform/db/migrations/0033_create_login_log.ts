import { sql, type Kysely } from 'kysely';

/**
 * The login log (issue 20, 登录日志): every password login with its outcome,
 * address and browser, kept per institution so its managers see who signed in
 * and who failed. An attempt for an unknown user of a known institution is
 * kept under that institution with no user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_log (
      id bigint generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete set null,
      username text not null,
      outcome text not null check (outcome in ('SUCCESS', 'FAILURE', 'LOCKED', 'DISABLED', 'PASSWORD_CHANGE')),
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    );
    create index login_log_inst_idx on login_log (inst_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_log`.execute(db);
}
