import { sql, type Kysely } from 'kysely';

/**
 * 数据纠错 on a record (issue 42): the record a correction is about (its kind of the column dictionary and its id), and
 * an index for a company's corrections, which every member of the institution sees on the company's page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table feedback add column record_kind text, add column record_id text`.execute(db);
  await sql`create index feedback_company_idx on feedback (inst_id, ent_id) where ent_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists feedback_company_idx`.execute(db);
  await sql`alter table feedback drop column if exists record_kind, drop column if exists record_id`.execute(db);
}
