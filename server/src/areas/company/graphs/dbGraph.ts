import type { Db } from '../../../platform/db/database';
import type { Entity } from '../../../core/relations/ownership';

/** The database's ownership graph moved to the platform, so that other modules (关系尽调) read it the same way. */
export { dbGraph } from '../../../core/relations/ownershipDb';

/** The people who manage the company day to day (its officers), for the beneficial-owner fallback. */
export async function seniorManagers(db: Db, entId: string): Promise<Entity[]> {
  const rows = await db
    .selectFrom('executive as e')
    .innerJoin('person as p', 'p.person_id', 'e.person_id')
    .select(['p.person_id', 'p.name', 'e.post'])
    .where('e.company_id', '=', entId)
    .execute();
  const managing = rows.filter((r) => /经理|总裁|执行董事|董事长|负责人/.test(r.post));
  const seen = new Set<string>();
  return (managing.length ? managing : rows)
    .filter((r) => !seen.has(r.person_id) && seen.add(r.person_id))
    .map((r) => ({ id: r.person_id, kind: 'P' as const, name: r.name }));
}
