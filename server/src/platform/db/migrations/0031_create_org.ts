import { sql, type Kysely } from 'kysely';

/**
 * Organisation and role administration (issue 20): departments (a tree per
 * institution), user groups and their members, members' department, resign
 * flag and contacts, roles in a tree with a data scope, and the keys a role
 * shows disabled (greyed, not usable) beside the keys it holds (`role_right`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table org_unit (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      parent_id integer references org_unit (id),
      name text not null,
      created_at timestamptz not null default now()
    );
    create index org_unit_inst_idx on org_unit (inst_id, parent_id);
    create unique index org_unit_name_idx on org_unit (inst_id, coalesce(parent_id, 0), name);
    create table org_team (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      name text not null,
      note text not null default '',
      created_at timestamptz not null default now(),
      unique (inst_id, name)
    );
    alter table app_user
      add column unit_id integer references org_unit (id),
      add column resign_flag boolean not null default false,
      add column mobile text,
      add column email text;
    create index app_user_unit_idx on app_user (unit_id);
    create index app_user_role_idx on app_user (role_id);
    create table org_team_member (
      team_id integer not null references org_team (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (team_id, user_id)
    );
    create index org_team_member_user_idx on org_team_member (user_id);
    alter table role
      add column parent_id integer references role (id),
      add column data_scope text not null default 'ALL'
        check (data_scope in ('ALL', 'DEPT_AND_CHILD', 'DEPT', 'SELF')),
      add column created_at timestamptz not null default now();
    create table role_right_disabled (
      role_id integer not null references role (id) on delete cascade,
      right_key text not null,
      primary key (role_id, right_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table role_right_disabled, org_team_member;
    alter table role drop column parent_id, drop column data_scope, drop column created_at;
    alter table app_user drop column unit_id, drop column resign_flag, drop column mobile, drop column email;
    drop table org_team, org_unit;
  `.execute(db);
}
