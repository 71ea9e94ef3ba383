import { sql, type Kysely } from 'kysely';

/**
 * The institution's own customers (本行客户): the companies it banks, imported
 * by its administrators through batch import. 条件找客 can leave them out and
 * flags them; 融资事件 finds newly funded companies that are not among them.
 * The same-customer system will add exposures per product to this book.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table institution_customer (
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      added_by integer references app_user (id) on delete set null,
      added_at timestamptz not null default now(),
      primary key (inst_id, ent_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists institution_customer`.execute(db);
}
