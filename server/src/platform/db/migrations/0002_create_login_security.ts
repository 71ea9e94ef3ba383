import { sql, type Kysely } from 'kysely';

/**
 * What login needs beyond users and sessions: the server's key pair,
 * captchas, failure counters for throttling, one-time login tickets,
 * password dates, and the activity traces of spec 1 §4.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table server_secret (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );
    create table captcha (
      uuid text primary key,
      answer_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index captcha_expires_idx on captcha (expires_at);
    create table login_failure (
      key text primary key,
      failures integer not null,
      last_failure_at timestamptz not null,
      locked_until timestamptz
    );
    create table login_ticket (
      ticket_hash text primary key,
      kind text not null check (kind in ('login', 'reset')),
      user_id integer not null references app_user (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    alter table app_user
      add column password_changed_at timestamptz not null default now(),
      add column must_change_password boolean not null default false;
    create table act_trace (
      id bigint generated always as identity primary key,
      trace_id text not null unique,
      pre_trace_id text,
      begin_trace_id text,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      act_key text not null,
      module_id text,
      module_name text,
      module_customize_name text,
      module_version text,
      path text,
      act_status smallint not null check (act_status in (0, 1, 2, 9)),
      error_msg text,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz
    );
    create index act_trace_inst_idx on act_trace (inst_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table act_trace, login_ticket, login_failure, captcha, server_secret;
    alter table app_user drop column password_changed_at, drop column must_change_password;
  `.execute(db);
}
