import type { Db } from '../../../platform/db/database';

/** Suspected relations moved to the platform, so that other modules (关系尽调) find them the same way. */
export { SHARED_CONTACTS, suspectedPairs } from '../../../core/relations/suspectedRelations';

/**
 * The companies of the user's key-survey list (重点排查名单,企业关系挖掘 asks by file), or null when the file
 * is not the user's: another user's list is as good as none.
 */
export async function keySurveyFileCompanies(
  db: Db,
  user: { userId: number; instId: number },
  fileId: number,
): Promise<string[] | null> {
  const file = await db
    .selectFrom('key_survey_file')
    .select('id')
    .where('id', '=', fileId)
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId)
    .executeTakeFirst();
  if (!file) return null;
  const rows = await db
    .selectFrom('key_survey_company')
    .select('ent_id')
    .where('file_id', '=', file.id)
    .orderBy('line_no')
    .execute();
  return rows.map((r) => r.ent_id);
}
