import type { EvidenceRecord } from './evidence';

/**
 * The relationship graphs on the wire (issue 6): what `/esee/graph/*`, `/esee/relationship/*`,
 * `/esee/entInfo/card` and `/esee/suspectRelationship/listEnhance` answer. The server's algorithms
 * produce these shapes and the graph views draw them.
 */

/** The graphs of one company, by their route segment (spec 1 §2), with their titles. */
export const COMPANY_GRAPH_TITLES = {
  'stock-right': '股权穿透图',
  frameworkTree: '企业图谱',
  benifit: '受益所有人图',
  controller: '实际控制人图',
  groupRelationship: '集团关系图',
} as const;
export type CompanyGraphKind = keyof typeof COMPANY_GRAPH_TITLES;
export const COMPANY_GRAPH_KINDS = Object.keys(COMPANY_GRAPH_TITLES) as CompanyGraphKind[];

/** A company (C) or a natural person (P). */
export type GraphEntityKind = 'C' | 'P';

export interface GraphEntity {
  id: string;
  kind: GraphEntityKind;
  name: string;
}

export type PenetrationDirection = 'up' | 'down';

/** How a node of the penetration holds (or is held by) the root: one link is 直接持股, more are 间接持股. */
export type HoldingKind = '直接持股' | '间接持股';
/** 直接持股 for a path of one link from the root, 间接持股 for a longer one. */
export const holdingKindOf = (hops: number): HoldingKind => (hops <= 1 ? '直接持股' : '间接持股');

export interface PenetrationNode {
  entity: GraphEntity;
  /** The direct share on the link to the parent node, 0–1 (absent on the root). */
  ratio?: number;
  /**
   * Down: the root's share in this entity; up: this entity's share in the root. The product along each
   * simple path within the depth, summed over paths (so an entity reached twice shows its total twice).
   */
  share: number;
  /** 直接持股 one link from the root, 间接持股 further (absent on the root and on cycles). */
  holding?: HoldingKind;
  /** Links from the root along this node's path (1: a direct holder or investment). */
  hops?: number;
  /** The product of the direct shares along this node's path from the root, 0–1 (the direct share at 1 hop). */
  pathShare?: number;
  children: PenetrationNode[];
  /** The link leads back to an entity already on this branch (a cross-holding): drawn, not expanded. */
  cycle?: true;
  /** It has links beyond the depth asked for: expand it to see them. */
  more?: true;
}

export interface PenetrationResult {
  /** The direction drawn: the one asked for, else the side with data (investments, else shareholders). */
  direction: PenetrationDirection;
  /** The root's direct shareholders and direct investments, whichever direction is drawn. */
  counts: { holders: number; holdings: number };
  root: PenetrationNode;
  /** What was cut: back edges not followed, depth, the node limit, and the time limit. */
  cut: { cycles: number; depthReached: boolean; nodeLimitReached: boolean; timeLimitReached: boolean };
  nodes: number;
}

/** One chain of holdings from a person down to the company, with the product of its shares. */
export interface OwnershipPath {
  /** From the person to the company. */
  entities: GraphEntity[];
  /** The direct share at each link, 0–1, in the same order. */
  ratios: number[];
  /** The product of `ratios`. */
  share: number;
}

/** Which PBOC rule named the beneficial owners: ownership, else control, else senior management. */
export type BeneficialOwnerRule = 'ownership' | 'control' | 'seniorManagement';

export interface BeneficialOwner {
  person: GraphEntity;
  /** The total share over all paths, 0–1. */
  share: number;
  paths: OwnershipPath[];
  /** How the share was computed, e.g. `70.00% × 50.00% + 30.00% = 65.00%`. */
  calculation: string;
}

export interface BeneficialOwnersResult {
  rule: BeneficialOwnerRule;
  /** The threshold applied, 0–1, and whether reaching it exactly counts. */
  threshold: number;
  inclusive: boolean;
  owners: BeneficialOwner[];
  /**
   * The near misses: the other people found up the chains, with their share and its calculation, largest first (at
   * most `NEAR_MISS_LIMIT`), so that a reader sees who was checked and why they do not qualify.
   */
  nearMisses: BeneficialOwner[];
  cut: { cycles: number; depthReached: boolean; pathLimitReached: boolean };
}

/** How many near misses a beneficial-owner answer lists. */
export const NEAR_MISS_LIMIT = 10;

export interface ControlLink {
  holder: GraphEntity;
  company: GraphEntity;
  ratio: number;
  /** Why this holder controls: a majority, or the largest share where nobody has one. */
  basis: 'majority' | 'largest';
  /** Who else was checked at this link: the next largest holder (none: the holder is the only one). */
  next: { holder: GraphEntity; ratio: number } | null;
}

/** Where the walk found no holder in control: the company and its largest holders (none: it has no holders). */
export interface ControlUndecided {
  company: GraphEntity;
  holders: { holder: GraphEntity; ratio: number }[];
}

export interface ActualControllerResult {
  /** Null: 无实际控制人 (no single holder controls, or the company has no holders). */
  controller: GraphEntity | null;
  /** From the company up to the controller. */
  chain: ControlLink[];
  /** The product of the shares along the chain: economic interest, which control does not need. */
  share: number;
  /** Why the walk stopped short, if it did. */
  stopped: 'cycle' | 'depth' | null;
  /** The company where no holder controls (the walk's end when it is a company), with who was checked. */
  undecided: ControlUndecided | null;
}

export interface GroupNode {
  entity: GraphEntity;
  /** The controller's share in this member, on the link from its parent (absent on the root). */
  ratio?: number;
  /**
   * Why the parent controls this member (absent on the root): a majority, or the sole largest holder; and who
   * else was checked, the next largest holder (null: the parent is the only holder).
   */
  control?: { basis: 'majority' | 'largest'; next: { holder: GraphEntity; ratio: number } | null };
  /** The shareholding record of the link from the parent, with its 认缴出资日期 (null: the register gives none). */
  record?: EvidenceRecord | null;
  children: GroupNode[];
}

/**
 * A company a member of the group holds that is not in the group, and why: another holder controls it, or no
 * single holder does (a tie for largest) — e.g. a 45% holding beside another's 55%.
 */
export interface GroupNearMiss {
  company: GraphEntity;
  /** The member that holds it (its largest holder among the members), and that share, 0–1. */
  holder: GraphEntity;
  ratio: number;
  /** What the members hold together, 0–1: a group's joint majority is no single holder's control. */
  groupShare: number;
  /** Who controls it instead; null when no single holder does. */
  controller: { holder: GraphEntity; ratio: number } | null;
  reason: string;
  /** The member's shareholding record, with its date. */
  record: EvidenceRecord | null;
}

/** How many companies checked and not included a group answer lists, largest holding first. */
export const GROUP_NEAR_MISS_LIMIT = 20;

export interface GroupResult {
  /** The ultimate controller, or the company itself when nobody controls it. */
  root: GroupNode;
  members: number;
  cut: { depthReached: boolean; nodeLimitReached: boolean; timeLimitReached: boolean };
  /** Companies the members hold that are not in the group, with why (at most GROUP_NEAR_MISS_LIMIT). */
  nearMisses: GroupNearMiss[];
  nearMissTotal: number;
}

export interface GraphNeighbour extends GraphEntity {
  /** What the link says: 持股60.00%, 执行董事, the branch's status... */
  label: string;
}

export interface NeighbourGroup {
  key: 'legalRep' | 'shareholders' | 'investments' | 'executives' | 'branches';
  title: string;
  total: number;
  items: GraphNeighbour[];
}

/** 企业图谱 (frameworkTree). */
export interface EnterpriseGraph {
  root: GraphEntity & {
    status: string;
    legalRep: string | null;
    regCapital: number | null;
    establishDate: string | null;
  };
  groups: NeighbourGroup[];
  /** Items per group at most; each group's `total` says how many there are. */
  limit: number;
}

/** How two entities are linked in relationship discovery. */
export type RelationType = 'invest' | 'post' | 'legal';

export interface RelationTypeOption {
  code: RelationType;
  name: string;
}

/** One relation on a discovered path, always from the holder, officer or representative to the company. */
export interface RelationEdge {
  from: string;
  to: string;
  type: RelationType;
  /** 持股60.00%, the post, 法定代表人. */
  label: string;
}

export interface DiscoveredPath {
  hops: number;
  /** Higher is closer: large shares and legal representation weigh more than a post. */
  strength: number;
  /** The path in words: 张三 —持股60.00%→ 甲公司 ←法定代表人— 李四. */
  text: string;
  nodes: GraphEntity[];
  types: RelationType[];
  /** Every relation between consecutive nodes (two entities can be linked several ways). */
  edges: RelationEdge[];
}

export interface DiscoveredPair {
  from: GraphEntity;
  to: GraphEntity;
  /** Links on the shortest path; null when none was found within the hops asked for. */
  hops: number | null;
  paths: DiscoveredPath[];
  /** `hubs`: the entities left out (the one hub rule: funds, public bodies, holders or officers of too many companies), with why. */
  cut: { hubs: (GraphEntity & { reason: string })[]; visitedLimitReached: boolean; pathLimitReached: boolean };
}

export interface RelationshipList {
  total: number;
  pairs: DiscoveredPair[];
}

export interface RelationshipGraph {
  nodes: (GraphEntity & { end: boolean })[];
  edges: RelationEdge[];
  /** Pairs with at least one path, of `pairs`. */
  found: number;
  pairs: number;
}

/**
 * The paths of a discovery merged into one graph: the entities asked about (`end`) and every entity and
 * relation on a path, each once. The server's `relationship/graph` answers this; a page that has the list
 * draws it without asking again.
 */
export function relationshipGraphOf(list: RelationshipList): RelationshipGraph {
  const nodes = new Map<string, GraphEntity & { end: boolean }>();
  for (const pair of list.pairs) for (const end of [pair.from, pair.to]) nodes.set(end.id, { ...end, end: true });
  const edges = new Map<string, RelationEdge>();
  for (const path of list.pairs.flatMap((p) => p.paths)) {
    for (const node of path.nodes) if (!nodes.has(node.id)) nodes.set(node.id, { ...node, end: false });
    for (const edge of path.edges) edges.set(`${edge.from}|${edge.to}|${edge.type}|${edge.label}`, edge);
  }
  return {
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    found: list.pairs.filter((p) => p.paths.length).length,
    pairs: list.pairs.length,
  };
}

export interface DiscoveryQuery {
  entIds: string[];
  maxHops?: number;
  relTypes?: RelationType[];
}

/** The card a graph shows on a node. */
export type EntityCard =
  | {
      kind: 'C';
      id: string;
      name: string;
      status: string;
      legalRep: string | null;
      regCapital: number | null;
      regCapitalCurrency: string;
      establishDate: string | null;
      industryName: string | null;
      address: string | null;
      shareholders: number;
      investments: number;
    }
  | { kind: 'P'; id: string; name: string; legalRepOf: number; holdings: number; posts: number };

export type SharedContact = 'phone' | 'email' | 'address' | 'website';

/** Two companies sharing contact details (疑似关系). */
export interface SuspectedPair {
  entIdA: string;
  nameA: string;
  entIdB: string;
  nameB: string;
  reasons: { type: SharedContact; name: string; value: string }[];
}

/** Where the graph views get their data: `graphSource` of `@esee/http` over HTTP, a stub in tests. */
export interface GraphSource {
  /** No direction: the server opens on the side with data (`PenetrationResult.direction`). */
  stockRight(
    entId: string,
    direction: PenetrationDirection | undefined,
    options?: { depth?: number; base?: number; level?: number },
  ): Promise<PenetrationResult>;
  beneficialOwners(entId: string): Promise<BeneficialOwnersResult>;
  actualController(entId: string): Promise<ActualControllerResult>;
  groupRelationship(entId: string): Promise<GroupResult>;
  enterpriseGraph(entId: string): Promise<EnterpriseGraph>;
  relationTypes(): Promise<RelationTypeOption[]>;
  relationshipList(query: DiscoveryQuery): Promise<RelationshipList>;
  card(id: string): Promise<EntityCard>;
}
