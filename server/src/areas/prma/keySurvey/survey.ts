import type {
  GraphEntity,
  KeySurveyGroup,
  KeySurveyMember,
  KeySurveyPath,
  KeySurveyRelationType,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { dbRelations } from '../../../core/relations/relationGraph';
import { groupMembers, type Grouping, type MemberPath } from './groups';

/** A list's groups with names and paths in words: all of them (the routes page them). */
export interface Survey {
  groups: KeySurveyGroup[];
  unrelated: KeySurveyMember[];
  hubs: (GraphEntity & { reason: string })[];
}

const CACHE_SIZE = 50;
const CACHE_MS = 5 * 60_000;
// Per database: two apps in one process (the tests) never read each other's groupings.
const caches = new WeakMap<Db, Map<string, { at: number; grouping: Grouping }>>();

/**
 * The grouping of a list, kept a few minutes per list and options: paging through the groups, the export
 * and 供应商风险排查 ask for the same one. `key` names the list (a file id, the example); null: not kept.
 */
async function cachedGrouping(
  db: Db,
  key: string | null,
  ids: string[],
  types: readonly KeySurveyRelationType[],
  depth: number,
  now: number,
): Promise<Grouping> {
  const full = key && `${key}|${[...types].sort().join(',')}|${depth}|${ids.join(',')}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = full ? cache.get(full) : undefined;
  if (hit && now - hit.at < CACHE_MS) return hit.grouping;
  const grouping = await groupMembers(db, ids, { types, depth });
  if (full) {
    cache.delete(full);
    cache.set(full, { at: now, grouping });
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return grouping;
}

/** A path in words, as the relationship list words one: 甲公司 —持股60.00%→ 乙公司 ←董事— 张三. */
function describe(path: MemberPath, names: Map<string, GraphEntity>): KeySurveyPath {
  const entity = (id: string): GraphEntity => names.get(id) ?? { id, kind: 'C', name: id };
  const text = path.nodes
    .map((id, i) => {
      if (i === 0) return entity(id).name;
      const link = path.links[i - 1]!;
      if (link.type === 'phone' || link.type === 'email' || link.type === 'address')
        return ` —${link.label}— ${entity(id).name}`;
      return link.from === path.nodes[i - 1]
        ? ` —${link.label}→ ${entity(id).name}`
        : ` ←${link.label}— ${entity(id).name}`;
    })
    .join('');
  return {
    from: path.from,
    to: path.to,
    hops: path.links.length,
    text,
    nodes: path.nodes.map(entity),
    edges: path.links.map((l) => ({ from: l.from, to: l.to, type: l.type, label: l.label })),
    types: [...new Set(path.links.map((l) => l.type))],
  };
}

/** The survey of a list's members (in the list's order): 集团1, 集团2 … with their paths, and the unrelated. */
export async function survey(
  db: Db,
  key: string | null,
  members: KeySurveyMember[],
  types: readonly KeySurveyRelationType[],
  depth: number,
  now: number,
): Promise<Survey> {
  const grouping = await cachedGrouping(
    db,
    key,
    members.map((m) => m.entId),
    types,
    depth,
    now,
  );
  const byId = new Map(members.map((m) => [m.entId, m]));
  const met = new Set([...grouping.groups.flatMap((g) => g.paths.flatMap((p) => p.nodes)), ...grouping.hubs.keys()]);
  const names = await dbRelations(db).entities([...met]);
  return {
    groups: grouping.groups.map((g, i) => ({
      name: `集团${i + 1}`,
      members: g.members.map((id) => byId.get(id)!),
      paths: g.paths.map((p) => describe(p, names)),
      pathsCut: g.pathsCut,
    })),
    unrelated: grouping.unrelated.map((id) => byId.get(id)!),
    hubs: [...grouping.hubs].map(([id, reason]) => ({
      ...(names.get(id) ?? { id, kind: 'C' as const, name: id }),
      reason,
    })),
  };
}

/** Forget the groupings of a list (deleted). */
export function forgetSurvey(db: Db, key: string): void {
  const cache = caches.get(db);
  for (const k of [...(cache?.keys() ?? [])]) if (k.startsWith(`${key}|`)) cache!.delete(k);
}
