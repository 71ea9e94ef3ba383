import type { GroupNode, GroupResult } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { shareholdingRecord } from '../../../core/evidence';
import { sourceRecords } from '../../../core/relations/conclusions';
import { groupOf, type GroupLimits } from '../../../core/relations/groupTree';
import type { OwnershipGraph } from '../../../core/relations/ownership';

/**
 * Group relationship (集团关系): every company controlled, directly or down a control chain, by the same
 * ultimate controller as `entId`, as a tree from that controller, each member with why it is in, and the companies
 * the members hold that are not, with why. The rule is core's (`groupTree.ts`), shared with the derived group
 * membership that monitoring keeps.
 */
export async function groupRelationship(
  graph: OwnershipGraph,
  entId: string,
  options: GroupLimits = {},
): Promise<GroupResult | null> {
  return groupOf(graph, entId, options);
}

/** The group with the shareholding record (认缴出资日期) of every member's link and of every near miss's holding. */
export async function withGroupRecords(db: Db, group: GroupResult): Promise<GroupResult> {
  const links: [string, string][] = [];
  const walk = (node: GroupNode) =>
    node.children.forEach((child) => {
      links.push([node.entity.id, child.entity.id]);
      walk(child);
    });
  walk(group.root);
  for (const m of group.nearMisses) links.push([m.holder.id, m.company.id]);
  const records = new Map(
    (await sourceRecords(db, links)).map((r) => [
      `${r.holderId}>${r.companyId}`,
      shareholdingRecord(
        { holderName: r.holderName, ratio: r.ratio, subscribedDate: r.subscribedDate },
        { id: r.companyId, name: r.companyName },
      ),
    ]),
  );
  const dated = (node: GroupNode, parent: string | null): GroupNode => ({
    ...node,
    ...(parent ? { record: records.get(`${parent}>${node.entity.id}`) ?? null } : {}),
    children: node.children.map((c) => dated(c, node.entity.id)),
  });
  return {
    ...group,
    root: dated(group.root, null),
    nearMisses: group.nearMisses.map((m) => ({ ...m, record: records.get(`${m.holder.id}>${m.company.id}`) ?? null })),
  };
}
