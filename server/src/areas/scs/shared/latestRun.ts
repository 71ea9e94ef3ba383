import type { Db } from '../../../platform/db/database';

/** The institution's latest published identification run (同一客户识别), if it has one. */
export async function latestRunId(db: Db, instId: number): Promise<{ id: number; created_at: Date } | undefined> {
  return db
    .selectFrom('scs_run')
    .select(['id', 'created_at'])
    .where('inst_id', '=', instId)
    .where('published', '=', true)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
