import { sql, type Kysely } from 'kysely';

/**
 * The remote registry (issue 21, 应用版本管理): which deployed version of a
 * remote an institution gets. A pin names a version for one institution, or
 * for every institution without one of its own (inst_id null: the platform
 * default); a canary sends some of one institution's users to a newer
 * version. Every change is logged with who made it, from what, to what; a
 * pin change that was rolled back is marked so the next rollback goes further.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remote_pin (
      id integer generated always as identity primary key,
      remote text not null,
      inst_id integer references institution (id) on delete cascade,
      version text not null,
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create unique index remote_pin_scope_idx on remote_pin (remote, coalesce(inst_id, 0));
    create table remote_canary (
      remote text not null,
      inst_id integer not null references institution (id) on delete cascade,
      version text not null,
      percent integer check (percent between 1 and 100),
      user_ids integer[] not null default '{}',
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (remote, inst_id)
    );
    create table remote_release_log (
      id bigint generated always as identity primary key,
      remote text not null,
      inst_id integer references institution (id) on delete cascade,
      action text not null check (action in ('PIN', 'UNPIN', 'ROLLBACK', 'CANARY', 'CANARY_STOP')),
      from_version text,
      to_version text,
      detail text,
      user_id integer references app_user (id) on delete set null,
      rolled_back boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index remote_release_log_remote_idx on remote_release_log (remote, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table remote_release_log;
    drop table remote_canary;
    drop table remote_pin;
  `.execute(db);
}
