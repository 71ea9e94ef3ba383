import type { GroupResult } from '@esee/contracts';
import { groupOf, type GroupLimits } from '../../../core/relations/groupTree';
import type { OwnershipGraph } from '../../../core/relations/ownership';

/**
 * Group relationship (集团关系): every company controlled, directly or down a control chain, by the same
 * ultimate controller as `entId`, as a tree from that controller. The rule is core's (`groupTree.ts`), shared with
 * the derived group membership that monitoring keeps.
 */
export async function groupRelationship(
  graph: OwnershipGraph,
  entId: string,
  options: GroupLimits = {},
): Promise<GroupResult | null> {
  return groupOf(graph, entId, options);
}
