import { sql, type Kysely } from 'kysely';

/**
 * PRMA 合作方舆情: the institution's partner list (合作方名单) and its alert inbox. An alert is a risk
 * news item of a partner (one per story: its reprints are not new alerts), handled by the team (status,
 * handler, time, note) and read or unread per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table partner (
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      added_by integer references app_user (id) on delete set null,
      added_at timestamptz not null default now(),
      primary key (inst_id, ent_id)
    );
    create table partner_alert (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      news_id text not null references record (record_id) on delete cascade,
      title_key text not null,
      published_on date not null,
      created_at timestamptz not null default now(),
      status text not null default 'pending' check (status in ('pending', 'processing', 'handled', 'ignored')),
      handler_id integer references app_user (id) on delete set null,
      handled_at timestamptz,
      note text,
      unique (inst_id, news_id)
    );
    create index partner_alert_by_company on partner_alert (inst_id, ent_id, published_on);
    create table partner_alert_read (
      alert_id integer not null references partner_alert (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (alert_id, user_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists partner_alert_read, partner_alert, partner`.execute(db);
}
