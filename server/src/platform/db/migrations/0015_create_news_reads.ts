import { sql, type Kysely } from 'kysely';

/**
 * 风险新闻's read marks: which news items a user has read. Per user, not per
 * institution: a colleague having read a story does not tell me I have. A
 * story (a title and its reprints) counts as read when any of its copies is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table news_read (
      user_id integer not null references app_user (id) on delete cascade,
      news_id text not null references record (record_id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (user_id, news_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists news_read`.execute(db);
}
