import type { Db } from '../../../platform/db/database';

/**
 * The institution's latest published identification run (同一客户识别), if it has one; `afterLoad`: a data load
 * started it (`sameCustomer/followData.ts`).
 */
export async function latestRunId(
  db: Db,
  instId: number,
): Promise<{ id: number; created_at: Date; afterLoad: boolean } | undefined> {
  const run = await db
    .selectFrom('scs_run')
    .select(['id', 'created_at', 'changes'])
    .where('inst_id', '=', instId)
    .where('published', '=', true)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    run && {
      id: run.id,
      created_at: run.created_at,
      afterLoad: (run.changes as { afterLoad?: boolean }).afterLoad === true,
    }
  );
}
