import { sql } from 'kysely';
import type { KeySurveyRelationType, RelationType } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { HubBook } from '../../../core/relations/hubs';
import { dbRelations } from '../../../core/relations/relationGraph';

/** One link: from the holder, officer, representative or head office to the company; contacts between two companies. */
export interface Link {
  from: string;
  to: string;
  type: KeySurveyRelationType;
  label: string;
  /** invest: the share, 0–1. */
  ratio?: number;
}

/** A path joining two members: its entities in order and the link of each step. */
export interface MemberPath {
  from: string;
  to: string;
  nodes: string[];
  links: Link[];
}

export interface Grouping {
  /** Each group's members (ids, in the order given), largest group first. */
  groups: { members: string[]; paths: MemberPath[]; pathsCut: boolean }[];
  unrelated: string[];
  /** Entities not walked through, with why. */
  hubs: Map<string, string>;
}

export interface GroupingOptions {
  types: readonly KeySurveyRelationType[];
  /** Links at most between two members, 1–3. */
  depth: number;
  /** More holdings, posts or companies represented than this makes an entity a hub (the hub rule's default, 50). */
  hubLimit?: number;
  /** More companies than this sharing a phone, e-mail or address make it an agent's, not a relation (default 20). */
  crowd?: number;
}

/** Paths a group lists beyond those that connect it. */
const EXTRA_PATHS = 30;
const REGISTERED: RelationType[] = ['invest', 'post', 'legal'];
const CONTACTS = [
  { type: 'phone', column: 'phone', name: '相同电话' },
  { type: 'email', column: 'email', name: '相同邮箱' },
  { type: 'address', column: 'address', name: '相同地址' },
] as const;

const linkLabel = (type: RelationType, ratio?: number, post?: string) =>
  type === 'invest'
    ? ratio === undefined
      ? '持股'
      : `持股${(ratio * 100).toFixed(2)}%`
    : type === 'post'
      ? (post ?? '任职')
      : '法定代表人';
const byKey = (a: Link, b: Link) =>
  a.from.localeCompare(b.from) ||
  a.to.localeCompare(b.to) ||
  a.type.localeCompare(b.type) ||
  a.label.localeCompare(b.label);

/** Every registered link touching `ids` of the chosen types (one query for the lot), in a stable order. */
async function linksOf(db: Db, ids: readonly string[], types: readonly KeySurveyRelationType[]): Promise<Link[]> {
  if (!ids.length) return [];
  const registered = REGISTERED.filter((t) => types.includes(t));
  const [relations, branches] = await Promise.all([
    registered.length ? dbRelations(db).relationsOf(ids, registered) : [],
    types.includes('branch')
      ? sql<{ parent_id: string; branch_id: string }>`
          select parent_id, branch_id from branch where parent_id = any(${sql.val([...ids])})
          union select parent_id, branch_id from branch where branch_id = any(${sql.val([...ids])})`
          .execute(db)
          .then((r) => r.rows)
      : [],
  ]);
  const links: Link[] = relations.map((r) => ({
    from: r.from,
    to: r.to,
    type: r.type,
    label: linkLabel(r.type, r.ratio, r.post),
    ...(r.ratio === undefined ? {} : { ratio: r.ratio }),
  }));
  for (const b of branches) links.push({ from: b.parent_id, to: b.branch_id, type: 'branch', label: '分支机构' });
  return links.sort(byKey);
}

/** Pairs of listed companies sharing a phone, e-mail or address that at most `crowd` companies share. */
async function contactLinks(
  db: Db,
  ids: readonly string[],
  types: readonly KeySurveyRelationType[],
  crowd: number,
): Promise<Link[]> {
  const chosen = CONTACTS.filter((c) => types.includes(c.type));
  if (!chosen.length || ids.length < 2) return [];
  const list = sql.val([...ids]);
  const parts = chosen.map(
    ({ type, column }) => sql`
      select a.ent_id as "from", b.ent_id as "to", ${type} as type, a.${sql.ref(column)} as value
      from company a join company b on b.${sql.ref(column)} = a.${sql.ref(column)} and a.ent_id < b.ent_id
      where a.ent_id = any(${list}) and b.ent_id = any(${list}) and a.${sql.ref(column)} <> ''
        and (select count(*) from company c where c.${sql.ref(column)} = a.${sql.ref(column)}) <= ${crowd}`,
  );
  const { rows } = await sql<{ from: string; to: string; type: KeySurveyRelationType; value: string }>`
    ${sql.join(parts, sql` union all `)}`.execute(db);
  return rows
    .map((r) => ({
      from: r.from,
      to: r.to,
      type: r.type,
      label: `${CONTACTS.find((c) => c.type === r.type)!.name}：${r.value}`,
    }))
    .sort(byKey);
}

interface Reached {
  dist: number;
  parent: string | null;
  link: Link | null;
}

/**
 * The companies of a list grouped by the relations among them (重点排查). One breadth-first walk from all
 * the members at once, a level at a time (one query for the whole frontier), to half the depth: two members
 * are related when walks from both reach the same entity within the depth in total. Hubs are neither walked
 * through nor meeting points, and a walk does not pass through another member (that member joins them
 * anyway). Shared contacts link two members directly. The groups are the connected components.
 */
export async function groupMembers(db: Db, members: readonly string[], options: GroupingOptions): Promise<Grouping> {
  const depth = Math.min(3, Math.max(1, options.depth));
  const radius = Math.max(1, Math.ceil(depth / 2));
  const origins = new Set(members);
  // The one hub rule (core/relations/hubs.ts): a fund's 3% stakes or a 国资委 never make a 集团.
  const book = new HubBook(db, options.hubLimit);
  const hubs = new Map<string, string>();
  const checkHubs = async (ids: string[]) => {
    for (const h of await book.check(ids.filter((id) => !origins.has(id)))) hubs.set(h.id, h.reason);
  };

  // Each entity reached, and from which members at what distance (with the step back towards each).
  const reach = new Map<string, Map<string, Reached>>();
  for (const id of members) reach.set(id, new Map([[id, { dist: 0, parent: null, link: null }]]));
  const walked = options.types.some((t) => t !== 'phone' && t !== 'email' && t !== 'address');
  let frontier = walked ? [...members] : [];
  for (let level = 1; level <= radius && frontier.length; level++) {
    await checkHubs(frontier);
    const open = new Set(frontier.filter((id) => !hubs.has(id)));
    const next = new Set<string>();
    for (const link of await linksOf(db, [...open], options.types)) {
      for (const [here, there] of [
        [link.from, link.to],
        [link.to, link.from],
      ] as const) {
        if (!open.has(here) || here === there) continue;
        if (link.type === 'invest' && there === link.from) book.noteStake(there, link.ratio);
        for (const [origin, r] of reach.get(here)!) {
          // From a member, only its own walk goes on: another's ends there.
          if (r.dist !== level - 1 || (origins.has(here) && here !== origin)) continue;
          const at = reach.get(there) ?? new Map<string, Reached>();
          if (at.has(origin)) continue;
          at.set(origin, { dist: level, parent: here, link });
          reach.set(there, at);
          if (!origins.has(there)) next.add(there);
        }
      }
    }
    frontier = [...next];
  }

  // Where walks of two members meet within the depth: a path between them, the shortest kept per pair.
  const meetings = [...reach].filter(([, at]) => at.size > 1);
  await checkHubs(meetings.map(([id]) => id));
  const back = (origin: string, from: string): { nodes: string[]; links: Link[] } => {
    const nodes = [from];
    const links: Link[] = [];
    let r = reach.get(from)!.get(origin)!;
    while (r.parent !== null) {
      links.push(r.link!);
      nodes.push(r.parent);
      r = reach.get(r.parent)!.get(origin)!;
    }
    return { nodes: nodes.reverse(), links: links.reverse() };
  };
  const order = new Map(members.map((id, i) => [id, i]));
  const pairKey = (a: string, b: string) => (order.get(a)! < order.get(b)! ? `${a}|${b}` : `${b}|${a}`);
  const best = new Map<string, MemberPath>();
  const offer = (given: MemberPath) => {
    // Read from the member earlier in the list.
    const path =
      order.get(given.from)! < order.get(given.to)!
        ? given
        : { from: given.to, to: given.from, nodes: [...given.nodes].reverse(), links: [...given.links].reverse() };
    const key = pairKey(path.from, path.to);
    const known = best.get(key);
    if (!known || path.links.length < known.links.length) best.set(key, path);
  };
  for (const [id, at] of meetings) {
    if (hubs.has(id)) continue;
    const isMember = origins.has(id);
    const labels = [...at].filter(([origin]) => !isMember || origin !== id);
    for (let i = 0; i < labels.length; i++) {
      const [a, ra] = labels[i]!;
      if (isMember) {
        if (ra.dist <= depth) offer({ from: a, to: id, ...back(a, id) });
        continue;
      }
      for (let j = i + 1; j < labels.length; j++) {
        const [b, rb] = labels[j]!;
        if (ra.dist + rb.dist > depth) continue;
        const head = back(a, id);
        const tail = back(b, id);
        const nodes = [...head.nodes, ...tail.nodes.slice(0, -1).reverse()];
        if (new Set(nodes).size !== nodes.length) continue;
        offer({ from: a, to: b, nodes, links: [...head.links, ...tail.links.reverse()] });
      }
    }
  }
  for (const link of await contactLinks(db, members, options.types, options.crowd ?? 20))
    offer({ from: link.from, to: link.to, nodes: [link.from, link.to], links: [link] });

  for (const id of hubs.keys()) hubs.set(id, book.reasonOf(id)!);
  return componentsOf(members, [...best.values()], hubs);
}

/** The connected components of the paths, largest first (then by their first member), each with its paths. */
function componentsOf(members: readonly string[], paths: MemberPath[], hubs: Map<string, string>): Grouping {
  const order = new Map(members.map((id, i) => [id, i]));
  const rank = (p: MemberPath) => [p.links.length, Math.min(order.get(p.from)!, order.get(p.to)!)] as const;
  paths.sort((x, y) => rank(x)[0] - rank(y)[0] || rank(x)[1] - rank(y)[1] || pathOrder(x, y, order));
  const parent = new Map(members.map((id) => [id, id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const spanning = new Set<MemberPath>();
  for (const p of paths) {
    const [a, b] = [find(p.from), find(p.to)];
    if (a === b) continue;
    parent.set(order.get(a)! < order.get(b)! ? b : a, order.get(a)! < order.get(b)! ? a : b);
    spanning.add(p);
  }
  const byRoot = new Map<string, string[]>();
  for (const id of members) byRoot.set(find(id), [...(byRoot.get(find(id)) ?? []), id]);
  const groups = [...byRoot.values()]
    .filter((g) => g.length > 1)
    .sort((x, y) => y.length - x.length || order.get(x[0]!)! - order.get(y[0]!)!)
    .map((ids) => {
      const root = find(ids[0]!);
      const own = paths.filter((p) => find(p.from) === root);
      const extra = own.filter((p) => !spanning.has(p));
      return {
        members: ids,
        paths: [...own.filter((p) => spanning.has(p)), ...extra.slice(0, EXTRA_PATHS)],
        pathsCut: extra.length > EXTRA_PATHS,
      };
    });
  const grouped = new Set(groups.flatMap((g) => g.members));
  return { groups, unrelated: members.filter((id) => !grouped.has(id)), hubs };
}

const pathOrder = (x: MemberPath, y: MemberPath, order: Map<string, number>) =>
  Math.max(order.get(x.from)!, order.get(x.to)!) - Math.max(order.get(y.from)!, order.get(y.to)!) ||
  x.nodes.join().localeCompare(y.nodes.join());
