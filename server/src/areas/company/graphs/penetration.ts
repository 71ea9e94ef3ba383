import {
  holdingKindOf,
  type PenetrationDirection as Direction,
  type PenetrationNode,
  type PenetrationResult,
} from '@esee/contracts';
import { GRAPH_TIME_LIMIT_MS, type Holding, type OwnershipGraph } from '../../../core/relations/ownership';

export interface PenetrationOptions {
  /** Levels, 1–10 (default 3). */
  depth?: number;
  /** Nodes at most in the tree (default 2,000): a branch past it is marked `more`. */
  maxNodes?: number;
  /** How long the walk may read, in ms (default `GRAPH_TIME_LIMIT_MS`): branches past it are marked `more`. */
  timeLimitMs?: number;
  /**
   * Expanding a node of a larger graph: its own share of (up) or from (down) the graph's root, 0–1, so the
   * shares below it stay relative to that root (default 1: the node is the root).
   */
  base?: number;
  /** Expanding a node: its links from the graph's root (default 0), so 直接/间接持股 still count from that root. */
  level?: number;
}

/**
 * The side a graph opens on when none is asked for: down to the investments when the company has any, else
 * up to its shareholders (a company with 11 shareholders and no investments opens on its shareholders).
 */
export const openingDirection = (counts: PenetrationResult['counts']): Direction =>
  counts.holdings === 0 && counts.holders > 0 ? 'up' : 'down';

/** How many distinct entities the level-by-level read may take in, as a multiple of the node limit. */
const PRELOAD_FACTOR = 4;

/**
 * Equity penetration (股权穿透): the shareholders of a company upward, or its investments downward, level by
 * level, with the share on each link and each entity's aggregated share of the root. A path never visits an
 * entity twice: a cross-holding ends the branch with a `cycle` node, and is never counted twice.
 */
export async function penetrate(
  graph: OwnershipGraph,
  rootId: string,
  asked: Direction | undefined,
  options: PenetrationOptions = {},
): Promise<PenetrationResult | null> {
  const depth = Math.min(10, Math.max(1, options.depth ?? 3));
  const maxNodes = options.maxNodes ?? 2000;
  const rootEntity = await graph.entity(rootId);
  if (!rootEntity) return null;
  const [holders, holdings] = await Promise.all([graph.holdersOf(rootId), graph.holdingsOf(rootId)]);
  const counts = { holders: holders.length, holdings: holdings.length };
  const direction = asked ?? openingDirection(counts);
  const offset = options.level ?? 0;
  const deadline = performance.now() + (options.timeLimitMs ?? GRAPH_TIME_LIMIT_MS);
  const cut = { cycles: 0, depthReached: false, nodeLimitReached: false, timeLimitReached: false };
  const totals = new Map<string, number>();
  const links = (id: string): Promise<Holding[]> => (direction === 'up' ? graph.holdersOf(id) : graph.holdingsOf(id));
  const other = (h: Holding) => (direction === 'up' ? h.holder : h.company);
  let nodes = 1;

  const expand = async (node: PenetrationNode, branch: Set<string>, product: number, level: number): Promise<void> => {
    // People hold shares but are not held: upward a person ends the branch, downward it has none.
    if (direction === 'up' && node.entity.kind === 'P') return;
    if (performance.now() > deadline) {
      node.more = true;
      cut.timeLimitReached = true;
      return;
    }
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
      const hops = offset + level + 1;
      const child: PenetrationNode = {
        entity,
        ratio: h.ratio,
        share: 0,
        holding: holdingKindOf(hops),
        hops,
        pathShare: share,
        children: [],
      };
      node.children.push(child);
      await expand(child, new Set(branch).add(entity.id), share, level + 1);
    }
  };

  // Read the neighbourhood a level at a time first (one query a level); the walk below then asks nothing.
  let frontier = [rootId];
  const reached = new Set(frontier);
  for (let level = 0; level < depth && frontier.length && reached.size < PRELOAD_FACTOR * maxNodes; level++) {
    await graph.preload(direction === 'up' ? 'holders' : 'holdings', frontier);
    const found = (await Promise.all(frontier.map(links))).flat().map(other);
    frontier = found.filter((e) => !reached.has(e.id) && (direction === 'down' || e.kind === 'C')).map((e) => e.id);
    for (const id of frontier) reached.add(id);
  }

  const base = options.base ?? 1;
  const root: PenetrationNode = { entity: rootEntity, share: base, children: [] };
  await expand(root, new Set([rootId]), base, 0);
  const fill = (node: PenetrationNode) => {
    if (node !== root && !node.cycle) node.share = totals.get(node.entity.id) ?? 0;
    node.children.forEach(fill);
  };
  fill(root);
  return { direction, counts, root, cut, nodes };
}
