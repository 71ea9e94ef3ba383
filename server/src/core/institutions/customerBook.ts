import type { SessionUser } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';

/**
 * The institution's customer book (本行客户, `institution_customer`) as both its importers (CBA's list,
 * SCS's book with exposures) guard and read it.
 */

/** Only the institution's administrators change the book. */
export const canManageBook = (user: SessionUser) => user.roleType === 'INST_MGR';

export const requireBookManager = (user: SessionUser) => {
  if (!canManageBook(user)) throw forbidden('仅机构管理员可维护本行客户名单');
};

/** Which of the companies are already in the institution's book. */
export async function customersInBook(db: Db, instId: number, entIds: string[]): Promise<Set<string>> {
  if (!entIds.length) return new Set();
  const rows = await db
    .selectFrom('institution_customer')
    .select('ent_id')
    .where('inst_id', '=', instId)
    .where('ent_id', 'in', entIds)
    .execute();
  return new Set(rows.map((r) => r.ent_id));
}
