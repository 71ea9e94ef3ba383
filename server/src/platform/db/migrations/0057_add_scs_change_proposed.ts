import { sql, type Kysely } from 'kysely';

/**
 * SCS 数据复核: a change keeps, beside its before snapshot, the proposed after snapshot (what approval will
 * make of it, in the same fields), so the checker compares before and after field by field while the change
 * waits. Changes submitted before have none; the page then shows what was submitted, as it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_change add column proposed jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_change drop column proposed`.execute(db);
}
