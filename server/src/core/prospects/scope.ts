import type { Db } from '../../platform/db/database';
import type { ProspectIndex } from './prospectIndex';

/** What a search is relative to: the day it is as of (YYYY-MM-DD), and whose customer book it reads. */
export interface SearchScope {
  today: string;
  instId: number;
}

/** The institution's customers that the index knows, by position (for `excludeCustomers`). */
export async function customerPositions(db: Db, index: ProspectIndex, instId: number): Promise<number[]> {
  const rows = await db.selectFrom('institution_customer').select('ent_id').where('inst_id', '=', instId).execute();
  return rows.map((r) => index.positionOf(r.ent_id)).filter((i) => i >= 0);
}
