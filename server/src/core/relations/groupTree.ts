import type { GroupNode, GroupResult } from '@esee/contracts';
import { actualController, controllingHolder } from './actualController';
import { GRAPH_TIME_LIMIT_MS, type Entity, type OwnershipGraph } from './ownership';

/** How far a group walk goes: levels, members, and time. */
export interface GroupLimits {
  depth?: number;
  maxNodes?: number;
  timeLimitMs?: number;
}

/**
 * The group (集团) as the product defines it, the one rule for the 集团 graph, the derived group membership and the
 * related parties' controlled companies: every company controlled, directly or down a control chain, by `top`. A
 * company belongs under the holder that controls it (`controllingHolder`: majority, or sole largest holder), so each
 * member appears once.
 */
export async function controlledTree(
  graph: OwnershipGraph,
  top: Entity,
  options: GroupLimits = {},
): Promise<GroupResult> {
  const depth = options.depth ?? 10;
  const maxNodes = options.maxNodes ?? 2000;
  const deadline = performance.now() + (options.timeLimitMs ?? GRAPH_TIME_LIMIT_MS);
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

/** The top of a company's group: its actual controller, or the company itself when nobody controls it. */
export async function groupTop(graph: OwnershipGraph, entId: string): Promise<Entity | null> {
  const start = await graph.entity(entId);
  if (!start) return null;
  return (await actualController(graph, entId)).controller ?? start;
}

/** The group of `entId`: the tree under its top (see `controlledTree`). Null: no such entity. */
export async function groupOf(
  graph: OwnershipGraph,
  entId: string,
  options: GroupLimits = {},
): Promise<GroupResult | null> {
  const top = await groupTop(graph, entId);
  return top ? controlledTree(graph, top, options) : null;
}
