import {
  holdingKindOf,
  type ActualControllerResult,
  type BeneficialOwnersResult,
  type EnterpriseGraph,
  type GraphEntity,
  type GroupNode,
  type PenetrationDirection,
  type PenetrationNode,
  type RelationshipGraph,
} from '@esee/contracts';

/**
 * What a graph view draws: nodes and edges, whatever the answer they came from. Each graph's answer is
 * turned into this by one pure function here, so the canvas knows nothing of shares or rules.
 */
export type NodeRole = 'root' | 'end' | 'owner' | 'controller' | 'group' | 'cycle' | 'plain';

export interface ViewNode {
  /** Unique in the view. In a tree, the path from the root, so an entity reached twice is drawn twice. */
  id: string;
  /** The company or person; absent on the group headings of the enterprise graph. */
  entity?: GraphEntity;
  label: string;
  /** A second line: the aggregated share, a post, a count. */
  detail?: string;
  role: NodeRole;
  /** More links lie beyond: the user can expand it. */
  expandable?: boolean;
  /** Its children are hidden by the user. */
  collapsed?: boolean;
  /** The node's share of (or from) the graph's root along its path, 0–1, for lazy expansion. */
  share?: number;
  /** Links from the graph's root (penetration), for lazy expansion. */
  hops?: number;
}

export interface ViewEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
  /** Drawn stronger: a majority or a beneficial owner's path. */
  strong?: boolean;
}

export interface ViewGraph {
  nodes: ViewNode[];
  edges: ViewEdge[];
}

export const pct = (ratio: number) => `${(Math.round(ratio * 10000) / 100).toFixed(2)}%`;

/**
 * What a penetration node says of its holding: 直接持股 one link from the root, 间接持股 further, with the
 * product of the shares along its path; and the total over every path when the entity is reached by others too.
 * The server's `holding`, `hops` and `pathShare`; the node's place in the tree where an answer lacks them.
 */
export function holdingText(node: PenetrationNode, hops: number, pathShare: number): string {
  const along = node.pathShare ?? pathShare;
  const total = Math.abs(node.share - along) > 1e-9 ? `（合计 ${pct(node.share)}）` : '';
  return `${node.holding ?? holdingKindOf(node.hops ?? hops)} ${pct(along)}${total}`;
}

/** Children drawn under one node, the largest holdings first, before the rest are summed up in one node. */
export const SIBLINGS_SHOWN = 12;
/** Nodes a tree opens with: fitted to the canvas, more would shrink the labels below a readable size. */
export const READABLE_NODES = 60;
/** The id suffix of the node standing for the children not drawn; expanding it draws them all. */
const REST = '+rest';

/** A summary node (「其余 N 家」): the parent whose other children it stands for, else null. */
export const restOf = (id: string): string | null => (id.endsWith(`/${REST}`) ? id.slice(0, -REST.length - 1) : null);

/**
 * A penetration tree as a view: shareholders above the company (edges point at what they hold) or
 * investments below it. Children of collapsed nodes are left out; `more` nodes are expandable. Beyond
 * SIBLINGS_SHOWN children, the largest are drawn and the rest are one 「其余 N 家」 node, until the user opens
 * it (`opened`: the ids whose children are all drawn) — a summary rather than a tree too wide to read.
 */
export function penetrationView(
  root: PenetrationNode,
  direction: PenetrationDirection,
  collapsed: ReadonlySet<string> = new Set(),
  opened: ReadonlySet<string> = new Set(),
): ViewGraph {
  const view: ViewGraph = { nodes: [], edges: [] };
  const link = (child: string, parent: string, label?: string, strong?: boolean) => {
    const [source, target] = direction === 'up' ? [child, parent] : [parent, child];
    view.edges.push({ id: `${source}->${target}`, source, target, label, strong });
  };
  const visit = (node: PenetrationNode, id: string, parent: string | null, hops = 0, along = node.share) => {
    const isRoot = parent === null;
    const hidden = collapsed.has(id) && node.children.length > 0;
    view.nodes.push({
      id,
      entity: node.entity,
      label: node.entity.name,
      detail: isRoot ? undefined : node.cycle ? '交叉持股，不再展开' : holdingText(node, hops, along),
      role: isRoot ? 'root' : node.cycle ? 'cycle' : 'plain',
      expandable: Boolean(node.more) || hidden,
      collapsed: hidden,
      share: node.pathShare ?? along,
      hops: node.hops ?? hops,
    });
    if (parent !== null) link(id, parent, pct(node.ratio ?? 0), (node.ratio ?? 0) > 0.5);
    if (hidden) return;
    const summed = node.children.length > SIBLINGS_SHOWN && !opened.has(id);
    const children = summed
      ? [...node.children].sort((a, b) => (b.ratio ?? 0) - (a.ratio ?? 0)).slice(0, SIBLINGS_SHOWN)
      : node.children;
    for (const child of children)
      visit(
        child,
        `${id}/${child.entity.id}`,
        id,
        (node.hops ?? hops) + 1,
        (node.pathShare ?? along) * (child.ratio ?? 0),
      );
    if (summed) {
      const rest = node.children.filter((c) => !children.includes(c));
      const held = rest.reduce((sum, c) => sum + (c.ratio ?? 0), 0);
      const restId = `${id}/${REST}`;
      view.nodes.push({
        id: restId,
        label: `其余${rest.length}${direction === 'up' ? '个股东' : '家企业'}`,
        // Shares of one holding add up (its other holders); the stakes in different companies do not.
        detail: direction === 'up' ? `合计持股 ${pct(held)}` : '双击展开',
        role: 'plain',
        expandable: true,
      });
      link(restId, id);
    }
  };
  visit(root, root.entity.id, null);
  return view;
}

/**
 * What a tree opens collapsed so that it stays readable: the nodes of the deepest level at which the tree, drawn
 * down to that level, has at most `max` nodes (the first level is always drawn). The user expands them one by one.
 */
export function readableCollapse(view: ViewGraph, max = READABLE_NODES): Set<string> {
  const depthOf = (id: string) => id.split('/').length - 1;
  const perDepth: number[] = [];
  for (const n of view.nodes) perDepth[depthOf(n.id)] = (perDepth[depthOf(n.id)] ?? 0) + 1;
  let shown = 0;
  let depth = 0;
  for (; depth < perDepth.length; depth++) {
    if (depth > 1 && shown + (perDepth[depth] ?? 0) > max) break;
    shown += perDepth[depth] ?? 0;
  }
  if (depth >= perDepth.length) return new Set();
  // The parents of the first level left out.
  return new Set(view.nodes.filter((n) => depthOf(n.id) === depth).map((n) => n.id.slice(0, n.id.lastIndexOf('/'))));
}

/** Put the children of a lazily expanded node into the tree at `path` (a view node id). */
export function graftChildren(root: PenetrationNode, path: string, children: PenetrationNode[]): PenetrationNode {
  const [, ...steps] = path.split('/');
  const copy = structuredClone(root);
  let node: PenetrationNode | undefined = copy;
  for (const step of steps) node = node?.children.find((c) => c.entity.id === step);
  if (!node) return root;
  node.children = children;
  delete node.more;
  return copy;
}

/** A group tree from its controller down, each member under the holder that controls it. */
export function groupView(root: GroupNode): ViewGraph {
  const view: ViewGraph = { nodes: [], edges: [] };
  const visit = (node: GroupNode, id: string, parent: string | null) => {
    view.nodes.push({
      id,
      entity: node.entity,
      label: node.entity.name,
      role: parent === null ? 'controller' : 'plain',
    });
    if (parent !== null)
      view.edges.push({
        id: `${parent}->${id}`,
        source: parent,
        target: id,
        label: pct(node.ratio ?? 0),
        strong: true,
      });
    for (const child of node.children) visit(child, `${id}/${child.entity.id}`, id);
  };
  visit(root, root.entity.id, null);
  return view;
}

/** Every owner's paths down to the company, merged: each entity once, each holding once. */
export function beneficialOwnersView(result: BeneficialOwnersResult, company: GraphEntity): ViewGraph {
  const nodes = new Map<string, ViewNode>([
    [company.id, { id: company.id, entity: company, label: company.name, role: 'root' }],
  ]);
  const edges = new Map<string, ViewEdge>();
  for (const owner of result.owners) {
    for (const path of owner.paths) {
      path.entities.forEach((entity, i) => {
        if (!nodes.has(entity.id)) nodes.set(entity.id, { id: entity.id, entity, label: entity.name, role: 'plain' });
        const next = path.entities[i + 1];
        if (next) {
          const id = `${entity.id}->${next.id}`;
          edges.set(id, { id, source: entity.id, target: next.id, label: pct(path.ratios[i] ?? 0), strong: true });
        }
      });
    }
    // Owners named by control or management have no ownership path: link them to the company.
    if (!owner.paths.length) {
      const id = `${owner.person.id}->${company.id}`;
      edges.set(id, { id, source: owner.person.id, target: company.id, label: RULE_EDGE[result.rule] });
    }
    nodes.set(owner.person.id, {
      id: owner.person.id,
      entity: owner.person,
      label: owner.person.name,
      detail: result.rule === 'ownership' ? `最终受益股份 ${pct(owner.share)}` : RULE_TEXT[result.rule],
      role: 'owner',
    });
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

export const RULE_TEXT: Record<BeneficialOwnersResult['rule'], string> = {
  ownership: '按股权认定',
  control: '按实际控制认定',
  seniorManagement: '按高级管理人员认定',
};
const RULE_EDGE: Record<BeneficialOwnersResult['rule'], string> = {
  ownership: '持股',
  control: '实际控制',
  seniorManagement: '高级管理人员',
};

/** The control chain from the actual controller down to the company. */
export function controllerView(result: ActualControllerResult, company: GraphEntity): ViewGraph {
  const nodes: ViewNode[] = [{ id: company.id, entity: company, label: company.name, role: 'root' }];
  const edges: ViewEdge[] = [];
  for (const link of result.chain) {
    const isController = result.controller?.id === link.holder.id;
    nodes.push({
      id: link.holder.id,
      entity: link.holder,
      label: link.holder.name,
      detail: isController ? `实际控制人 · 持股链 ${pct(result.share)}` : undefined,
      role: isController ? 'controller' : 'plain',
    });
    edges.push({
      id: `${link.holder.id}->${link.company.id}`,
      source: link.holder.id,
      target: link.company.id,
      label: `${pct(link.ratio)}${link.basis === 'largest' ? ' 第一大股东' : ''}`,
      strong: true,
    });
  }
  return { nodes, edges };
}

/** The company in the middle, a heading per group, the group's members around it. */
export function enterpriseView(graph: EnterpriseGraph): ViewGraph {
  const rootId = graph.root.id;
  const view: ViewGraph = {
    nodes: [{ id: rootId, entity: graph.root, label: graph.root.name, detail: graph.root.status, role: 'root' }],
    edges: [],
  };
  for (const group of graph.groups) {
    if (!group.total) continue;
    const heading = `group:${group.key}`;
    view.nodes.push({ id: heading, label: `${group.title}（${group.total}）`, role: 'group' });
    view.edges.push({ id: `${rootId}->${heading}`, source: rootId, target: heading });
    for (const item of group.items) {
      const id = `${group.key}:${item.id}`;
      view.nodes.push({ id, entity: item, label: item.name, detail: item.label, role: 'plain' });
      view.edges.push({ id: `${heading}->${id}`, source: heading, target: id });
    }
  }
  return view;
}

/** Discovered relations: the entities asked about stand out, every relation is labelled. */
export function relationshipView(graph: RelationshipGraph): ViewGraph {
  return {
    nodes: graph.nodes.map((n) => ({ id: n.id, entity: n, label: n.name, role: n.end ? 'end' : 'plain' })),
    edges: graph.edges.map((e) => ({
      id: `${e.from}->${e.to}:${e.type}:${e.label}`,
      source: e.from,
      target: e.to,
      label: e.label,
      strong: e.type !== 'post',
    })),
  };
}

/** The ids of the nodes and edges on the way from the view's root to `id` (a tree view's path id). */
export function pathTo(view: ViewGraph, id: string): Set<string> {
  const on = new Set<string>();
  const parts = id.split('/');
  for (let i = 1; i <= parts.length; i++) on.add(parts.slice(0, i).join('/'));
  for (const e of view.edges) if (on.has(e.source) && on.has(e.target)) on.add(e.id);
  return on;
}

/** What to stand out when `id` is selected: in a tree the way from the root, elsewhere its neighbours. */
export function highlightFor(view: ViewGraph, id: string): Set<string> {
  if (id.includes('/')) return pathTo(view, id);
  const on = new Set([id]);
  for (const e of view.edges)
    if (e.source === id || e.target === id) for (const x of [e.id, e.source, e.target]) on.add(x);
  return on;
}
