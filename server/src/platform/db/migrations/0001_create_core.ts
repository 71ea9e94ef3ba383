import { sql, type Kysely } from 'kysely';

/** Institutions, their parameters, roles and rights, users and sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table institution (
      id integer generated always as identity primary key,
      code text not null unique check (code = upper(code) and code <> ''),
      name text not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    );
    create table inst_param (
      inst_id integer not null references institution (id) on delete cascade,
      param_name text not null,
      param_value text,
      default_value text,
      primary key (inst_id, param_name)
    );
    create table role (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      name text not null,
      role_type text not null check (role_type in ('NORMAL', 'INST_MGR')),
      enabled boolean not null default true,
      unique (inst_id, name)
    );
    create table role_right (
      role_id integer not null references role (id) on delete cascade,
      right_key text not null,
      primary key (role_id, right_key)
    );
    create table app_user (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      username text not null,
      display_name text not null,
      password_hash text not null,
      role_id integer not null references role (id),
      user_type text not null default 'NORMAL',
      enabled boolean not null default true,
      avatar text,
      created_at timestamptz not null default now(),
      unique (inst_id, username)
    );
    create table user_session (
      id integer generated always as identity primary key,
      token_hash text not null unique,
      user_id integer not null references app_user (id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      remember boolean not null default false,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    create index user_session_user_idx on user_session (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_session, app_user, role_right, role, inst_param, institution`.execute(db);
}
