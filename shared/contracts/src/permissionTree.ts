import { Type, type Static } from '@sinclair/typebox';
import { isGranted } from './rights';
import { SOLUTIONS, type SolutionKey } from './institution';

/**
 * The permission tree of a role (spec 2 §3, §4): every right key an
 * institution manager can hand out, with a granted switch and a disabled
 * switch per node. One pure module for the page that draws the switches and
 * the server that keeps them.
 */

/** An entry of the catalogue: a right key, its Chinese name, the keys under it. */
export interface PermissionEntry {
  key: string;
  title: string;
  children?: PermissionEntry[];
}

const leaf = (key: string, title: string): PermissionEntry => ({ key, title });

/**
 * Every key a role can hold, as a tree by ':' (spec 1 §3, spec 2 §6, and the
 * menu keys the remotes' manifests name). `super`, the platform's own marker,
 * is never handed out by an institution.
 */
export const PERMISSION_CATALOGUE: PermissionEntry[] = [
  {
    key: 'fmk',
    title: '机构管理',
    children: [
      {
        key: 'fmk:org',
        title: '组织管理',
        children: [
          leaf('fmk:org:emp', '成员管理'),
          leaf('fmk:org:unit', '部门管理'),
          leaf('fmk:org:team', '用户组管理'),
        ],
      },
      leaf('fmk:right', '角色管理'),
      // 三员分立's auditor: the logs and statistics of what members did.
      leaf('fmk:audit', '审计'),
    ],
  },
  {
    key: 'marketing',
    title: '企业查询',
    children: [
      {
        key: 'marketing:search',
        title: '企业搜索',
        children: [
          leaf('marketing:search:name', '名称搜索'),
          leaf('marketing:search:condition', '条件搜索'),
          leaf('marketing:search:map', '地图搜索'),
          leaf('marketing:search:batch', '批量搜索'),
        ],
      },
      leaf('marketing:relation', '关系查询'),
      leaf('marketing:industrialPark', '产业园区'),
      leaf('marketing:generateImage', '生成画像'),
      leaf('marketing:export', '导出'),
    ],
  },
  {
    key: 'monitor',
    title: '企业监控',
    children: [
      leaf('monitor:brief', '舆情资讯'),
      leaf('monitor:custom', '监控企业'),
      leaf('monitor:report', '监控报告'),
    ],
  },
  leaf('feedback:managerlist', '意见反馈管理'),
  {
    key: 'app:cba',
    title: SOLUTIONS.CBA.title,
    children: [
      {
        key: 'app:cba:marketing',
        title: '智能营销',
        children: [
          leaf('app:cba:marketing:entSearch', '单企业查询'),
          leaf('app:cba:marketing:conditionsSearch', '条件找客'),
          leaf('app:cba:marketing:mapSearch', '地图找客'),
          leaf('app:cba:marketing:batchSearch', '批量查询'),
          leaf('app:cba:marketing:relation', '关系找客'),
          leaf('app:cba:marketing:industrialPark', '园区找客'),
          leaf('app:cba:marketing:newEnt', '新成立企业'),
          leaf('app:cba:marketing:reportList', '画像生成记录'),
          leaf('app:cba:marketing:exportList', '名单导出记录'),
        ],
      },
      { key: 'app:cba:risk', title: '风险管理', children: [leaf('app:cba:risk:publicsen', '企业舆情')] },
    ],
  },
  {
    key: 'app:prma',
    title: SOLUTIONS.PRMA.title,
    children: [
      leaf('app:prma:customerSearch', '合作方寻源'),
      leaf('app:prma:creditReport', '合作方资信报告'),
      leaf('app:prma:bidRigging', '围串标核查'),
      leaf('app:prma:relatedRisk', '关联风险'),
      leaf('app:prma:relationCheck', '企业关系核查'),
      leaf('app:prma:publicsen', '合作方舆情'),
      leaf('app:prma:keySurvey', '重点排查'),
      leaf('app:prma:dueDiligence', '尽职调查'),
      leaf('app:prma:screening', '名单筛查'),
    ],
  },
  {
    key: 'app:iba',
    title: SOLUTIONS.IBA.title,
    children: [
      {
        key: 'app:iba:goal',
        title: '目标企业查询',
        children: [
          leaf('app:iba:goal:complex', '高级搜索'),
          leaf('app:iba:goal:abroad', '境外企业'),
          leaf('app:iba:goal:intelProperty', '知识产权查询'),
          leaf('app:iba:goal:organization', '机构查询'),
        ],
      },
      {
        key: 'app:iba:due',
        title: '尽调工具',
        children: [
          leaf('app:iba:due:personPost', '人员投资任职'),
          leaf('app:iba:due:personLaw', '人员涉诉查询'),
          leaf('app:iba:due:findRel', '关系发现'),
          leaf('app:iba:due:relationCheck', '关系核查'),
          leaf('app:iba:due:stockRight', '股权穿透图'),
          leaf('app:iba:due:frameworkTree', '企业图谱'),
          leaf('app:iba:due:benifit', '受益所有人图'),
          leaf('app:iba:due:controller', '实际控制人图'),
          leaf('app:iba:due:groupRelationship', '集团关系图'),
          leaf('app:iba:due:bankStatement', '银行流水分析'),
          leaf('app:iba:due:publicsen', '舆情信息'),
        ],
      },
      {
        key: 'app:iba:supervision',
        title: '监管审核',
        children: [
          leaf('app:iba:supervision:ipoFeedback', 'IPO反馈意见'),
          leaf('app:iba:supervision:auditMind', 'IPO审核意见'),
          leaf('app:iba:supervision:bond', '债券发行审核'),
          leaf('app:iba:supervision:mergers', '并购重组反馈'),
          leaf('app:iba:supervision:refinance', '再融资反馈'),
          leaf('app:iba:supervision:law', '法律法规库'),
          leaf('app:iba:supervision:justiceRisk', '发行人司法风险'),
          leaf('app:iba:supervision:punish', '监管处罚'),
        ],
      },
      leaf('app:iba:smartText', '智能文档审核'),
      leaf('app:iba:modelAI', '智能助手'),
      {
        key: 'app:iba:research',
        title: '研报',
        children: [
          leaf('app:iba:research:report', '研报检索'),
          leaf('app:iba:research:consensus', '一致预期'),
          leaf('app:iba:research:broker', '券商研究'),
          leaf('app:iba:research:analyst', '分析师排行'),
        ],
      },
    ],
  },
  {
    key: 'app:scs',
    title: SOLUTIONS.SCS.title,
    children: [
      leaf('app:scs:singleCustomer', '单一客户'),
      leaf('app:scs:sameCustomer', '同一客户'),
      {
        key: 'app:scs:app',
        title: '关系应用',
        children: [
          leaf('app:scs:app:relationMining', '关系挖掘'),
          leaf('app:scs:app:stockRight', '股权穿透图'),
          leaf('app:scs:app:frameworkTree', '企业图谱'),
          leaf('app:scs:app:benifit', '受益所有人图'),
          leaf('app:scs:app:controller', '实际控制人图'),
          leaf('app:scs:app:groupRelationship', '集团关系图'),
          leaf('app:scs:app:unifiedCredit', '统一授信'),
          leaf('app:scs:app:riskWarning', '风险预警'),
        ],
      },
      {
        key: 'app:scs:rule',
        title: '规则设置',
        children: [leaf('app:scs:rule:label', '标签规则'), leaf('app:scs:rule:group', '同一客户分组规则')],
      },
      {
        key: 'app:scs:data',
        title: '数据管理',
        children: [leaf('app:scs:data:maintenance', '数据维护'), leaf('app:scs:data:review', '数据复核')],
      },
    ],
  },
];

/** The catalogue of an institution: the solutions it has not enabled are left out (their keys are void). */
export function permissionCatalogue(supportApps: readonly SolutionKey[]): PermissionEntry[] {
  const closed = new Set<string>(
    (Object.keys(SOLUTIONS) as SolutionKey[]).filter((s) => !supportApps.includes(s)).map((s) => SOLUTIONS[s].right),
  );
  return PERMISSION_CATALOGUE.filter((e) => !closed.has(e.key));
}

/** A node of the permission tree as the page shows it (spec 2 §3). */
export interface PermissionNode {
  description: string;
  fullAuthStr: string;
  children: PermissionNode[];
  /** Granted: every key under it is. */
  status: boolean;
  /** Partly granted: some keys under it are, not all. */
  indeterminate: boolean;
  /** Disabled: every key under it is shown greyed, not usable. */
  disabled: boolean;
  /** How many leaves under it (itself, for a leaf) are granted, and how many disabled. */
  checkLength: number;
  disabledLength: number;
}

export const PermissionNodeSchema = Type.Recursive((Self) =>
  Type.Object({
    description: Type.String(),
    fullAuthStr: Type.String(),
    children: Type.Array(Self),
    status: Type.Boolean(),
    indeterminate: Type.Boolean(),
    disabled: Type.Boolean(),
    checkLength: Type.Integer(),
    disabledLength: Type.Integer(),
  }),
);
export type PermissionNodeData = Static<typeof PermissionNodeSchema>;

/**
 * What a role holds: `usable` keys open calls and pages (they are the role's
 * rights); `disabled` keys are shown greyed and open nothing. A key covers
 * every key under it.
 */
export interface HeldKeys {
  usable: readonly string[];
  disabled: readonly string[];
}

const covers = (keys: ReadonlySet<string>, key: string) => {
  const parts = key.split(':');
  for (let i = parts.length; i > 0; i--) if (keys.has(parts.slice(0, i).join(':'))) return true;
  return false;
};

const leafCount = (node: PermissionNode): number =>
  node.children.length ? node.children.reduce((n, c) => n + leafCount(c), 0) : 1;

/** A node's state from its children's (a leaf keeps its own). */
function recompute(node: PermissionNode): PermissionNode {
  if (!node.children.length) return node;
  const children = node.children.map(recompute);
  const checkLength = children.reduce((n, c) => n + c.checkLength, 0);
  const disabledLength = children.reduce((n, c) => n + c.disabledLength, 0);
  const leaves = children.reduce((n, c) => n + leafCount(c), 0);
  return {
    ...node,
    children,
    checkLength,
    disabledLength,
    status: checkLength === leaves,
    indeterminate: checkLength > 0 && checkLength < leaves,
    disabled: disabledLength === leaves,
  };
}

const leafNode = (entry: PermissionEntry, granted: boolean, disabled: boolean): PermissionNode => ({
  description: entry.title,
  fullAuthStr: entry.key,
  children: [],
  status: granted || disabled,
  indeterminate: false,
  disabled,
  checkLength: granted || disabled ? 1 : 0,
  disabledLength: disabled ? 1 : 0,
});

/** The tree of a catalogue with what a role holds. A disabled key counts as granted (shown, greyed). */
export function permissionTree(catalogue: readonly PermissionEntry[], held: HeldKeys): PermissionNode[] {
  const usable = new Set(held.usable);
  const disabled = new Set(held.disabled);
  const build = (entry: PermissionEntry): PermissionNode =>
    entry.children?.length
      ? recompute({ ...leafNode(entry, false, false), children: entry.children.map(build) })
      : leafNode(entry, isGranted(usable, entry.key), covers(disabled, entry.key));
  return catalogue.map(build);
}

export type PermissionSwitch = 'granted' | 'disabled';

/**
 * Turn one switch of one node: every leaf under it takes the value (spec 2 §4)
 * and every ancestor is recomputed as granted, partly granted or not.
 * Granting off also clears disabled; disabling on also grants (a disabled
 * entry is one that is shown). Returns a new tree; an unknown key changes
 * nothing.
 */
export function switchPermission(
  tree: readonly PermissionNode[],
  key: string,
  kind: PermissionSwitch,
  on: boolean,
): PermissionNode[] {
  const setLeaves = (node: PermissionNode): PermissionNode => {
    if (node.children.length) return { ...node, children: node.children.map(setLeaves) };
    const granted = kind === 'granted' ? on : on || node.status;
    const disabled = kind === 'disabled' ? on : on && node.disabled;
    return { ...node, status: granted, disabled, checkLength: granted ? 1 : 0, disabledLength: disabled ? 1 : 0 };
  };
  const visit = (node: PermissionNode): PermissionNode =>
    node.fullAuthStr === key
      ? recompute(setLeaves(node))
      : key.startsWith(`${node.fullAuthStr}:`)
        ? recompute({ ...node, children: node.children.map(visit) })
        : node;
  return tree.map(visit);
}

/** Find a node by key. */
export function findPermission(tree: readonly PermissionNode[], key: string): PermissionNode | undefined {
  for (const node of tree) {
    if (node.fullAuthStr === key) return node;
    if (key.startsWith(`${node.fullAuthStr}:`)) return findPermission(node.children, key);
  }
  return undefined;
}

/**
 * What a tree says a role holds, in the fewest keys: a node all of whose
 * leaves are usable (granted, not disabled) is stored as its own key, not as
 * its leaves; likewise for disabled.
 */
export function heldKeys(tree: readonly PermissionNode[]): { usable: string[]; disabled: string[] } {
  const usable: string[] = [];
  const disabled: string[] = [];
  const walk = (node: PermissionNode): { usable: boolean; disabled: boolean } => {
    if (!node.children.length) return { usable: node.status && !node.disabled, disabled: node.disabled };
    const states = node.children.map(walk);
    return { usable: states.every((s) => s.usable), disabled: states.every((s) => s.disabled) };
  };
  const collectUsable = (node: PermissionNode) => {
    const state = walk(node);
    if (state.usable) usable.push(node.fullAuthStr);
    else node.children.forEach(collectUsable);
  };
  const collectDisabled = (node: PermissionNode) => {
    const state = walk(node);
    if (state.disabled) disabled.push(node.fullAuthStr);
    else node.children.forEach(collectDisabled);
  };
  tree.forEach(collectUsable);
  tree.forEach(collectDisabled);
  return { usable, disabled };
}

/** Every key of a catalogue (nodes and leaves). */
export function catalogueKeys(catalogue: readonly PermissionEntry[]): Set<string> {
  const keys = new Set<string>();
  const walk = (e: PermissionEntry) => {
    keys.add(e.key);
    e.children?.forEach(walk);
  };
  catalogue.forEach(walk);
  return keys;
}
