import { sql, type Kysely } from 'kysely';

/**
 * Issue 23's external pages: the `jti` of each channel's secretParamData already used, so that a page address
 * seen in a log or a browser history cannot open a session a second time. Kept until the data expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table channel_nonce (
      channel_id integer not null references external_channel (id) on delete cascade,
      nonce text not null,
      expires_at timestamptz not null,
      primary key (channel_id, nonce)
    );
    create index channel_nonce_expiry on channel_nonce (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table channel_nonce`.execute(db);
}
