import { sql, type Kysely } from 'kysely';

/**
 * 网关设置 (issue 21): per institution the addresses its members may sign in
 * from (empty: anywhere), where the integration calls of spec 1 §7 redirect
 * to, and the external channels that embed `/external/*` pages (each with a
 * secret kept sealed: AES-GCM under a server key, never in clear). A login
 * refused for its address is kept in the login log as `ADDRESS`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_allow (
      inst_id integer primary key references institution (id) on delete cascade,
      entries text not null,
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create table integration_target (
      inst_id integer not null references institution (id) on delete cascade,
      target_key text not null,
      url text not null,
      enabled boolean not null default true,
      updated_at timestamptz not null default now(),
      primary key (inst_id, target_key)
    );
    create table external_channel (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      code text not null,
      name text not null,
      origins text not null,
      enabled boolean not null default true,
      secret_sealed text not null,
      secret_tail text not null,
      created_at timestamptz not null default now(),
      rotated_at timestamptz not null default now(),
      unique (inst_id, code)
    );
    alter table login_log drop constraint login_log_outcome_check;
    alter table login_log add constraint login_log_outcome_check
      check (outcome in ('SUCCESS', 'FAILURE', 'LOCKED', 'DISABLED', 'PASSWORD_CHANGE', 'ADDRESS'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from login_log where outcome = 'ADDRESS';
    alter table login_log drop constraint login_log_outcome_check;
    alter table login_log add constraint login_log_outcome_check
      check (outcome in ('SUCCESS', 'FAILURE', 'LOCKED', 'DISABLED', 'PASSWORD_CHANGE'));
    drop table external_channel;
    drop table integration_target;
    drop table login_allow;
  `.execute(db);
}
