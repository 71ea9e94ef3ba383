import { withStakes } from './hubs';
import type { Entity } from './ownership';
import type { Relation, RelationGraph } from './relationGraph';

import type { RelationType, RelationTypeOption } from '@esee/contracts';

export const RELATION_TYPES: RelationTypeOption[] = [
  { code: 'invest', name: '投资持股' },
  { code: 'post', name: '任职' },
  { code: 'legal', name: '法定代表人' },
];

export type { Relation, RelationGraph } from './relationGraph';

export interface DiscoveryOptions {
  /** Longest path in links, 1–6 (default 6). */
  maxHops?: number;
  types?: readonly RelationType[];
  /** Paths returned per pair at most (default 20). */
  maxPaths?: number;
  /** Entities visited per pair at most (default 20,000): a walk past it stops and says so. */
  maxVisited?: number;
  /** A node with more links than this is a hub: reached, never walked through (default 500). */
  hubDegree?: number;
}

export interface RelationPath {
  /** Entity ids from one end to the other. */
  nodes: string[];
  /** For each step, every relation between its two entities. */
  steps: Relation[][];
  hops: number;
  /** Higher is closer: large shares and legal representation weigh more than a post. */
  strength: number;
}

export interface PairResult {
  from: string;
  to: string;
  paths: RelationPath[];
  /** `hubs`: the entities left out, each with its reason in `reasons` (the hub rule, `hubs.ts`, or the walk's degree cap). */
  cut: { hubs: string[]; reasons: Record<string, string>; visitedLimitReached: boolean; pathLimitReached: boolean };
}

const weight = (r: Relation) => (r.type === 'invest' ? Math.max(0.2, r.ratio ?? 0) : r.type === 'legal' ? 0.8 : 0.5);
const stepWeight = (step: Relation[]) => Math.max(...step.map(weight));

/**
 * The shortest paths between two entities through shareholdings, posts and legal representation
 * (查关系): a breadth-first walk from both ends, one query per level on the side with the smaller
 * frontier, until they meet. Every shortest path is returned (up to the cap), strongest first.
 * Hubs are left out, so one fund or celebrity cannot link everybody, and the result names them with why:
 * those of the one hub rule (`graph.hubs`, `hubs.ts`) as soon as they are reached, and any entity with more
 * than `hubDegree` links of the types asked (reached, never walked through).
 */
export async function discoverPaths(
  graph: RelationGraph,
  from: string,
  to: string,
  options: DiscoveryOptions = {},
): Promise<PairResult> {
  const maxHops = Math.min(6, Math.max(1, options.maxHops ?? 6));
  const types = options.types?.length ? options.types : RELATION_TYPES.map((t) => t.code);
  const maxPaths = options.maxPaths ?? 20;
  const maxVisited = options.maxVisited ?? 20_000;
  const hubDegree = options.hubDegree ?? 500;
  const cut: PairResult['cut'] = { hubs: [], reasons: {}, visitedLimitReached: false, pathLimitReached: false };
  // The stakes each entity holds in those it was reached from: a hub's reason says them.
  const stakes = new Map<string, number[]>();
  const leaveOut = (id: string, reason: string) => {
    if (!cut.hubs.includes(id)) cut.hubs.push(id);
    cut.reasons[id] = withStakes(reason, stakes.get(id) ?? []);
  };
  const result: PairResult = { from, to, paths: [], cut };
  if (from === to) return result;

  // Per side: distance of each reached entity, and its parents one level nearer the side's end.
  const sides = [from, to].map((end) => ({
    dist: new Map([[end, 0]]),
    parents: new Map<string, Set<string>>(),
    frontier: [end],
    depth: 0,
  }));
  // Relations between each pair of entities met, keyed "a|b" in both orders.
  const between = new Map<string, Relation[]>();
  const link = (a: string, b: string, r: Relation) => {
    for (const key of [`${a}|${b}`, `${b}|${a}`]) {
      const list = between.get(key) ?? [];
      if (!list.some((x) => x.type === r.type && x.post === r.post)) list.push(r);
      between.set(key, list);
    }
  };

  let meeting: string[] = [];
  let hops = 0;
  while (hops < maxHops) {
    const side = sides[0]!.frontier.length <= sides[1]!.frontier.length ? sides[0]! : sides[1]!;
    const other = side === sides[0] ? sides[1]! : sides[0]!;
    if (!side.frontier.length) break;
    const relations = await graph.relationsOf(side.frontier, types);
    const degree = new Map<string, number>();
    const frontierSet = new Set(side.frontier);
    for (const r of relations)
      for (const end of [r.from, r.to]) if (frontierSet.has(end)) degree.set(end, (degree.get(end) ?? 0) + 1);
    const next = new Set<string>();
    for (const r of relations) {
      for (const [here, there] of [
        [r.from, r.to],
        [r.to, r.from],
      ] as const) {
        if (!frontierSet.has(here)) continue;
        // Hubs stay reachable as an end (they are in the frontier) but lead nowhere.
        if (here !== from && here !== to && (degree.get(here) ?? 0) > hubDegree) {
          leaveOut(here, `关联主体${degree.get(here)}个，超过${hubDegree}个`);
          continue;
        }
        if (r.type === 'invest' && r.ratio !== undefined && there === r.from)
          stakes.set(there, [...(stakes.get(there) ?? []), r.ratio]);
        const known = side.dist.get(there);
        if (known !== undefined && known <= side.depth) continue;
        link(here, there, r);
        if (known === undefined) {
          side.dist.set(there, side.depth + 1);
          next.add(there);
        }
        const parents = side.parents.get(there) ?? new Set<string>();
        side.parents.set(there, parents.add(here));
      }
    }
    // Hubs of the one hub rule (funds, public bodies, holders or officers of too many companies) are left
    // out as soon as they are reached: neither walked through nor a meeting point, so they link nobody.
    const hubs = graph.hubs ? await graph.hubs([...next].filter((id) => id !== from && id !== to)) : new Map();
    for (const [id, reason] of hubs) {
      leaveOut(id, reason);
      next.delete(id);
      side.dist.delete(id);
    }
    side.depth++;
    side.frontier = [...next];
    hops++;
    const met = side.frontier.filter((id) => other.dist.has(id));
    if (met.length) {
      // Where the walks meet at different distances, only the shortest total counts.
      const length = (id: string) => side.dist.get(id)! + other.dist.get(id)!;
      const shortest = Math.min(...met.map(length));
      meeting = met.filter((id) => length(id) === shortest);
      break;
    }
    if (sides[0]!.dist.size + sides[1]!.dist.size > maxVisited) {
      cut.visitedLimitReached = true;
      break;
    }
  }
  if (!meeting.length) return result;

  // Every shortest path: from the start to each meeting entity and on from it to the other end.
  const walk = (side: (typeof sides)[number], id: string): string[][] => {
    const parents = side.parents.get(id);
    if (!parents) return [[id]];
    return [...parents].flatMap((p) => walk(side, p).map((path) => [...path, id]));
  };
  const seen = new Set<string>();
  for (const m of meeting) {
    for (const head of walk(sides[0]!, m)) {
      for (const tail of walk(sides[1]!, m)) {
        const nodes = [...head, ...tail.reverse().slice(1)];
        const key = nodes.join('>');
        if (seen.has(key) || new Set(nodes).size !== nodes.length) continue;
        seen.add(key);
        const steps = nodes.slice(1).map((id, i) => between.get(`${nodes[i]}|${id}`) ?? []);
        result.paths.push({
          nodes,
          steps,
          hops: steps.length,
          strength: steps.reduce((s, step) => s * stepWeight(step), 1),
        });
      }
    }
  }
  result.paths.sort((a, b) => b.strength - a.strength || a.nodes.join().localeCompare(b.nodes.join()));
  if (result.paths.length > maxPaths) {
    result.paths.length = maxPaths;
    cut.pathLimitReached = true;
  }
  return result;
}

/** A path in words, as the pages list it: 张三 —持股60.00%→ 甲公司 ←法定代表人— 李四. */
export function describePath(path: RelationPath, entities: Map<string, Entity>): string {
  const name = (id: string) => entities.get(id)?.name ?? id;
  return path.nodes
    .map((id, i) => {
      if (i === 0) return name(id);
      const step = path.steps[i - 1]!;
      const forward = step.some((r) => r.from === path.nodes[i - 1]);
      const label = step.map(relationLabel).join('、');
      return forward ? ` —${label}→ ${name(id)}` : ` ←${label}— ${name(id)}`;
    })
    .join('');
}

export function relationLabel(r: Relation): string {
  if (r.type === 'invest') return r.ratio === undefined ? '持股' : `持股${(r.ratio * 100).toFixed(2)}%`;
  if (r.type === 'post') return r.post ?? '任职';
  return '法定代表人';
}

/** Discovery between every pair of two to five entities, with the names of every entity met. */
export async function discoverAmong(graph: RelationGraph, ids: readonly string[], options: DiscoveryOptions = {}) {
  const pairs: PairResult[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) pairs.push(await discoverPaths(graph, ids[i]!, ids[j]!, options));
  const met = new Set([...ids, ...pairs.flatMap((p) => [...p.paths.flatMap((path) => path.nodes), ...p.cut.hubs])]);
  return { pairs, entities: await graph.entities([...met]) };
}
