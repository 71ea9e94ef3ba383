import type { Entity, Holding, OwnershipGraph } from './ownership';

export type Direction = 'up' | 'down';

export interface PenetrationNode {
  entity: Entity;
  /** The direct share on the link to the parent node, 0–1 (absent on the root). */
  ratio?: number;
  /**
   * Down: the root's share in this entity; up: this entity's share in the root. The product along each
   * simple path within the depth, summed over paths (so an entity reached twice shows its total twice).
   */
  share: number;
  children: PenetrationNode[];
  /** The link leads back to an entity already on this branch (a cross-holding): drawn, not expanded. */
  cycle?: true;
  /** It has links beyond the depth asked for: expand it to see them. */
  more?: true;
}

export interface PenetrationResult {
  root: PenetrationNode;
  /** What was cut: back edges not followed, depth, and the node limit. */
  cut: { cycles: number; depthReached: boolean; nodeLimitReached: boolean };
  nodes: number;
}

export interface PenetrationOptions {
  /** Levels, 1–10 (default 3). */
  depth?: number;
  /** Nodes at most in the tree (default 2,000): a branch past it is marked `more`. */
  maxNodes?: number;
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

  const root: PenetrationNode = { entity: rootEntity, share: 1, children: [] };
  await expand(root, new Set([rootId]), 1, 0);
  const fill = (node: PenetrationNode) => {
    if (node !== root && !node.cycle) node.share = totals.get(node.entity.id) ?? 0;
    node.children.forEach(fill);
  };
  fill(root);
  return { root, cut, nodes };
}
