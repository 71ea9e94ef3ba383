import { sql, type Kysely } from 'kysely';

/**
 * Issue 23's integration calls: a login ticket may now be an `integration` ticket, issued with a link into an
 * institution's own system (`target` names which) and redeemed once by that system; and each user's recently
 * viewed companies (one row per user and company, the latest view's time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table login_ticket drop constraint login_ticket_kind_check;
    alter table login_ticket add constraint login_ticket_kind_check check (kind in ('login', 'reset', 'integration'));
    alter table login_ticket add column target text;
    create table company_view (
      user_id integer not null references app_user (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      viewed_at timestamptz not null,
      primary key (user_id, ent_id)
    );
    create index company_view_recent on company_view (user_id, viewed_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table company_view;
    delete from login_ticket where kind = 'integration';
    alter table login_ticket drop column target;
    alter table login_ticket drop constraint login_ticket_kind_check;
    alter table login_ticket add constraint login_ticket_kind_check check (kind in ('login', 'reset'));
  `.execute(db);
}
