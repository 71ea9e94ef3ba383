import type { RelationSignalCode } from '@esee/contracts';
import type { LinkFact } from '../../../core/pairCheck/score';
import { chainFacts } from '../../../core/pairCheck/control';
import type { OwnershipGraph } from '../../../core/relations/ownership';
import { relationFact } from './rules';

export { chainText, majorityChain, type ChainLink } from '../../../core/pairCheck/control';

/**
 * Indirect control and common control through chains of majority holdings (准则: 直接或间接控制), in related-party
 * terms: the platform's chain facts (`core/pairCheck/control.ts`, shared with 围串标核查), common control read as
 * 共同控制. The screen leaves out those whose meeting entity is a hub (仅同受国家控制 is no relation, 准则第六条).
 */
export async function controlFacts(
  graph: OwnershipGraph,
  parties: readonly { ent_id: string; name: string }[],
): Promise<LinkFact<RelationSignalCode>[]> {
  return (await chainFacts(graph, parties)).map(relationFact);
}
