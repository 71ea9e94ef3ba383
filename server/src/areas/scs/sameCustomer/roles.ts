import { ScsRole } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { Group, GroupMember } from './grouping';

/** Whether `entId` controls the member: a control (or head-office) step from it on the member's chain. */
const controls = (entId: string, m: GroupMember) =>
  m.evidence.some((e) => (e.kind === 'control' || e.kind === 'branch') && e.fromId === entId);

/**
 * 母公司 only for a core that controls every other member by the control edges identification uses (each
 * member's chain up to the group's apex); a core that controls no other member, or not all of them (sisters
 * under a parent that is not a customer, companies joined by family ties, a guarantee circle), is 核心企业,
 * and the page names the group's apex instead. Any other member marked 母公司 or 核心企业 (a merge) becomes 成员.
 */
export function labelCore(group: Group): void {
  const core = group.members.find((m) => m.entId === group.coreEntId);
  const others = group.members.filter((m) => m !== core && m.role !== ScsRole.RELATED);
  for (const m of others) if (m.role === ScsRole.PARENT || m.role === ScsRole.CORE) m.role = ScsRole.MEMBER;
  if (!core) return;
  core.role = others.length > 0 && others.every((m) => controls(core.entId, m)) ? ScsRole.PARENT : ScsRole.CORE;
}

/**
 * The group's apex: the company or person at the top of its control chains (a control group's key is its root's
 * id), customer or not; null for a group keyed otherwise (a guarantee circle `G:…`, a mined link `M:…`, a split
 * `S:…`) or whose root the register no longer holds.
 */
export async function apexOf(db: Db, instId: number, groupKey: string, memberIds: readonly string[]) {
  if (/^[A-Z]:/.test(groupKey)) return null;
  const company = await db
    .selectFrom('company as c')
    .leftJoin('institution_customer as ic', (j) => j.onRef('ic.ent_id', '=', 'c.ent_id').on('ic.inst_id', '=', instId))
    .select(['c.name', 'ic.ent_id as customer'])
    .where('c.ent_id', '=', groupKey)
    .executeTakeFirst();
  const member = memberIds.includes(groupKey);
  if (company)
    return { id: groupKey, name: company.name, kind: '企业' as const, inBook: company.customer !== null, member };
  const person = await db.selectFrom('person').select('name').where('person_id', '=', groupKey).executeTakeFirst();
  return person ? { id: groupKey, name: person.name, kind: '自然人' as const, inBook: false, member: false } : null;
}
