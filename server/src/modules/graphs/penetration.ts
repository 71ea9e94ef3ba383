import type { PenetrationDirection as Direction, PenetrationNode, PenetrationResult } from '@esee/contracts';
import type { Holding, OwnershipGraph } from './ownership';

export interface PenetrationOptions {
  /** Levels, 1–10 (default 3). */
  depth?: number;
  /** Nodes at most in the tree (default 2,000): a branch past it is marked `more`. */
  maxNodes?: number;
  /**
   * Expanding a node of a larger graph: its own share of (up) or from (down) the graph's root, 0–1, so the
   * shares below it stay relative to that root (default 1: the node is the root).
   */
  base?: number;
}

/**
 * Equity penetration (股权穿透): the shareholders of a company upward, or its investments downward, level by
 * level, with the share on each link and each entity's aggregated share of the root. A path never visits an
 * entity twice: a cross-holding ends the branch with a `cycle` node, and is never counted twice.
 */
export async function penetrate(
  graph: OwnershipGraph,
  rootId: string,
  direction: Direction,
  options: PenetrationOptions = {},
): Promise<PenetrationResult | null> {
  const depth = Math.min(10, Math.max(1, options.depth ?? 3));
  const maxNodes = options.maxNodes ?? 2000;
  const rootEntity = await graph.entity(rootId);
  if (!rootEntity) return null;
  const cut = { cycles: 0, depthReached: false, nodeLimitReached: false };
  const totals = new Map<string, number>();
  const links = (id: string): Promise<Holding[]> => (direction === 'up' ? graph.holdersOf(id) : graph.holdingsOf(id));
  const other = (h: Holding) => (direction === 'up' ? h.holder : h.company);
  let nodes = 1;

  const expand = async (node: PenetrationNode, branch: Set<string>, product: number, level: number): Promise<void> => {
    // People hold shares but are not held: upward a person ends the branch, downward it has none.
    if (direction === 'up' && node.entity.kind === 'P') return;
    const next = (await links(node.entity.id)).sort(
      (a, b) => b.ratio - a.ratio || other(a).id.localeCompare(other(b).id),
    );
    if (!next.length) return;
    if (level >= depth) {
      node.more = true;
      cut.depthReached = true;
      return;
    }
    for (const h of next) {
      const entity = other(h);
      if (nodes >= maxNodes) {
        node.more = true;
        cut.nodeLimitReached = true;
        return;
      }
      nodes++;
      if (branch.has(entity.id)) {
        cut.cycles++;
        node.children.push({ entity, ratio: h.ratio, share: 0, children: [], cycle: true });
        continue;
      }
      const share = product * h.ratio;
      totals.set(entity.id, (totals.get(entity.id) ?? 0) + share);
      const child: PenetrationNode = { entity, ratio: h.ratio, share: 0, children: [] };
      node.children.push(child);
      await expand(child, new Set(branch).add(entity.id), share, level + 1);
    }
  };

  const base = options.base ?? 1;
  const root: PenetrationNode = { entity: rootEntity, share: base, children: [] };
  await expand(root, new Set([rootId]), base, 0);
  const fill = (node: PenetrationNode) => {
    if (node !== root && !node.cycle) node.share = totals.get(node.entity.id) ?? 0;
    node.children.forEach(fill);
  };
  fill(root);
  return { root, cut, nodes };
}
