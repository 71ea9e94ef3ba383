import { postRolesOf, type PostRole } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { Entity } from '../../../core/relations/ownership';

/** The database's ownership graph moved to the platform, so that other modules (关系尽调) read it the same way. */
export { dbGraph } from '../../../core/relations/ownershipDb';

/**
 * The company's 高级管理人员 for the beneficial-owner fallback (银发〔2017〕235号: where nobody controls the
 * company, its senior managers), by the one classification of a post title (`postRolesOf`, 公司法
 * 第二百六十五条: 经理、副经理、财务负责人、上市公司董事会秘书…). Where the register names none, the directors who
 * run it in their place; a 监事 never (第七十六条第四款: 董事、高级管理人员不得兼任监事).
 */
export async function seniorManagers(db: Db, entId: string): Promise<Entity[]> {
  const rows = await db
    .selectFrom('executive as e')
    .innerJoin('person as p', 'p.person_id', 'e.person_id')
    .select(['p.person_id', 'p.name', 'e.post'])
    .where('e.company_id', '=', entId)
    .orderBy('p.person_id')
    .execute();
  const withRole = (role: PostRole) => rows.filter((r) => postRolesOf(r.post).includes(role));
  const managers = withRole('高级管理人员');
  const seen = new Set<string>();
  return (managers.length ? managers : withRole('董事'))
    .filter((r) => !seen.has(r.person_id) && seen.add(r.person_id))
    .map((r) => ({ id: r.person_id, kind: 'P' as const, name: r.name }));
}
