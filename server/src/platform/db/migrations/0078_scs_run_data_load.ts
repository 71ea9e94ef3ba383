import { sql, type Kysely } from 'kysely';

/**
 * 同一客户识别 follows the data (issue 42): a run keeps the last data load it read, so that a later load touching its
 * inputs starts the institution's next run. Runs stored before this read the data as it stands now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_run add column data_load_id integer`.execute(db);
  await sql`update scs_run set data_load_id = (select max(id) from data_load)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_run drop column if exists data_load_id`.execute(db);
}
