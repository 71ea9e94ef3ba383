import { seatsFullMessage } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';

/** The members who take a seat of an institution's licence: enabled and not resigned. */
export async function seatsUsed(db: Db, instId: number): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('inst_id', '=', instId)
    .where('enabled', '=', true)
    .where('resign_flag', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Refuse adding or enabling `adding` members when that would pass the
 * institution's seat limit (授权管理, issue 21): `成员数已达授权上限（N）`.
 * Checked before the write; an import checks all its rows at once, so it
 * writes all or nothing.
 */
export async function assertSeats(db: Db, instId: number, adding: number): Promise<void> {
  if (adding <= 0) return;
  const inst = await db.selectFrom('institution').select('seat_limit').where('id', '=', instId).executeTakeFirst();
  const limit = inst?.seat_limit ?? null;
  if (limit === null) return;
  if ((await seatsUsed(db, instId)) + adding > limit) throw badRequest(seatsFullMessage(limit));
}
