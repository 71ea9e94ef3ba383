import type { Db } from '../../platform/db/database';

/**
 * A keyword that is one of the institution's short names for a company
 * (简称配置, e.g. 工行) searches as that company's full name, so the company
 * comes first; any other keyword is searched as typed.
 */
export async function expandAbbreviation(db: Db, instId: number, keyword: string): Promise<string> {
  const text = keyword.trim();
  if (!text || [...text].length > 20) return text;
  const row = await db
    .selectFrom('company_abbreviation')
    .select('full_name')
    .where('inst_id', '=', instId)
    .where('abbreviation', '=', text)
    .executeTakeFirst();
  return row?.full_name ?? text;
}
