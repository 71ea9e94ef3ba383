import { sql, type Kysely } from 'kysely';

/**
 * PRMA 合作方寻源's shortlist (入围名单): the companies a user keeps aside while sourcing partners, one list
 * per user, to compare side by side and to take on to credit reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sourcing_shortlist (
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (user_id, ent_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sourcing_shortlist`.execute(db);
}
