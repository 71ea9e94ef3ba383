import type { GroupNode, GroupResult } from '@esee/contracts';
import { actualController, controllingHolder } from '../../../core/relations/actualController';
import { GRAPH_TIME_LIMIT_MS, type OwnershipGraph } from '../../../core/relations/ownership';

/**
 * Group relationship (集团关系): every company controlled, directly or down a control chain, by the same
 * ultimate controller as `entId`, as a tree from that controller. A company belongs under the holder that
 * controls it (majority, or sole largest holder), so each member appears once.
 */
export async function groupRelationship(
  graph: OwnershipGraph,
  entId: string,
  options: { depth?: number; maxNodes?: number; timeLimitMs?: number } = {},
): Promise<GroupResult | null> {
  const depth = options.depth ?? 10;
  const maxNodes = options.maxNodes ?? 2000;
  const deadline = performance.now() + (options.timeLimitMs ?? GRAPH_TIME_LIMIT_MS);
  const start = await graph.entity(entId);
  if (!start) return null;
  const top = (await actualController(graph, entId)).controller ?? start;
  const cut = { depthReached: false, nodeLimitReached: false, timeLimitReached: false };
  const seen = new Set([top.id]);
  const root: GroupNode = { entity: top, children: [] };
  let level: GroupNode[] = [root];
  // A level at a time, each in two queries: what the level holds, and who holds those companies.
  for (let d = 0; level.length; d++) {
    if (performance.now() > deadline) {
      cut.timeLimitReached = true;
      break;
    }
    await graph.preload(
      'holdings',
      level.map((n) => n.entity.id),
    );
    const held = (await Promise.all(level.map((n) => graph.holdingsOf(n.entity.id)))).flat();
    await graph.preload(
      'holders',
      held.map((h) => h.company.id),
    );
    const next: GroupNode[] = [];
    for (const node of level) {
      for (const h of await graph.holdingsOf(node.entity.id)) {
        if (seen.has(h.company.id)) continue;
        const control = controllingHolder(await graph.holdersOf(h.company.id));
        if (control?.holding.holder.id !== node.entity.id) continue;
        if (d >= depth) {
          cut.depthReached = true;
          continue;
        }
        if (seen.size >= maxNodes) {
          cut.nodeLimitReached = true;
          continue;
        }
        seen.add(h.company.id);
        const child: GroupNode = { entity: h.company, ratio: h.ratio, children: [] };
        node.children.push(child);
        next.push(child);
      }
    }
    level = next;
  }
  return { root, members: seen.size, cut };
}
