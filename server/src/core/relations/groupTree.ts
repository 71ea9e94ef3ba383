import { GROUP_NEAR_MISS_LIMIT, type GroupNearMiss, type GroupNode, type GroupResult } from '@esee/contracts';
import { actualController, controllingHolder } from './actualController';
import { GRAPH_TIME_LIMIT_MS, type Entity, type Holding, type OwnershipGraph } from './ownership';

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;

/** Who else was checked beside the controlling holder: the next largest (null: it is the only holder). */
const nextHolder = (holders: readonly Holding[], control: Holding) =>
  [...holders]
    .filter((h) => h !== control)
    .sort((a, b) => b.ratio - a.ratio)
    .map((h) => ({ holder: h.holder, ratio: h.ratio }))[0] ?? null;

/** Why a company a member holds is not in the group: who controls it instead, or nobody alone. */
function nearMissReason(held: Holding, control: ReturnType<typeof controllingHolder>, groupShare: number): string {
  const joint =
    groupShare > 0.5 && groupShare > held.ratio
      ? `；集团成员合计持股${pct(groupShare)}，但无单一成员控制，按逐层单一控股认定不纳入`
      : '';
  if (!control) return `${held.holder.name}持股${pct(held.ratio)}，与其他股东并列第一大股东，无单一控制方${joint}`;
  return `${held.holder.name}持股${pct(held.ratio)}，由${control.holding.holder.name}持股${pct(control.holding.ratio)}${
    control.basis === 'majority' ? '过半数控制' : '作为唯一第一大股东控制'
  }${joint}`;
}

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
 * member appears once, saying why (the basis and the next largest holder checked). The companies the members hold
 * that stay outside are the near misses, with who controls them instead (a 45% holding beside another's 55%).
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
  // Companies held by a member and controlled by someone else: the member's largest stake and the members' total.
  const outside = new Map<string, { held: Holding; control: ReturnType<typeof controllingHolder>; group: number }>();
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
        const holders = await graph.holdersOf(h.company.id);
        const control = controllingHolder(holders);
        if (control?.holding.holder.id !== node.entity.id) {
          const known = outside.get(h.company.id);
          const group = (known?.group ?? 0) + h.ratio;
          outside.set(h.company.id, { held: known && known.held.ratio >= h.ratio ? known.held : h, control, group });
          continue;
        }
        if (d >= depth) {
          cut.depthReached = true;
          continue;
        }
        if (seen.size >= maxNodes) {
          cut.nodeLimitReached = true;
          continue;
        }
        seen.add(h.company.id);
        const child: GroupNode = {
          entity: h.company,
          ratio: h.ratio,
          control: { basis: control.basis, next: nextHolder(holders, control.holding) },
          children: [],
        };
        node.children.push(child);
        next.push(child);
      }
    }
    level = next;
  }
  // A company held by one member and controlled by another joined the group after all.
  const nearMisses: GroupNearMiss[] = [...outside.values()]
    .filter(({ held }) => !seen.has(held.company.id))
    .sort((a, b) => b.held.ratio - a.held.ratio || a.held.company.id.localeCompare(b.held.company.id))
    .map(({ held, control, group }) => ({
      company: held.company,
      holder: held.holder,
      ratio: held.ratio,
      groupShare: group,
      controller: control ? { holder: control.holding.holder, ratio: control.holding.ratio } : null,
      reason: nearMissReason(held, control, group),
      record: null,
    }));
  return {
    root,
    members: seen.size,
    cut,
    nearMisses: nearMisses.slice(0, GROUP_NEAR_MISS_LIMIT),
    nearMissTotal: nearMisses.length,
  };
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
