import { ScsGroupStatus, ScsRole, type ScsEvidence } from '@esee/contracts';
import { controllingHolder } from '../../../core/relations/actualController';
import type { Entity, Holding } from '../../../core/relations/ownership';
import type { EngineOptions } from '../shared/scsRules';
import { labelCore } from './roles';

export type { EngineOptions };

/*
 * 同一客户识别 (product notes §4.2), as pure functions over structures already loaded: control edges
 * (the controlling holder of each company, as the actual-controller walk picks it: over 50%, else the only
 * largest holder; a branch's head office), family ties between persons (kept by the institution), and the
 * book's customers. Groups are the connected components under "controls, or shares a controlling root";
 * guarantees and economic dependence only suggest members.
 */

/** What the engine reads: synchronous look-ups over a loaded register. */
export interface Register {
  entity(id: string): Entity | undefined;
  holdersOf(companyId: string): readonly Holding[];
  /** The head office of a branch, if the company is one. */
  headOfficeOf(companyId: string): string | undefined;
  /** The controller by agreement (协议控制, 数据维护's manual control relation), if one is kept. */
  agreementOf?(companyId: string): string | undefined;
}

export interface FamilyTie {
  personA: string;
  personB: string;
  /** 配偶, 父子, 兄弟姐妹… */
  relation: string;
}

export interface GuaranteeLink {
  guarantorId: string;
  guaranteedId: string;
  amount: number;
}

/** `entId` depends on `onId` for `ratio` of its revenue (销售占比) or spending (采购占比). */
export interface DependenceLink {
  entId: string;
  onId: string;
  ratio: number;
  kind: 'customer' | 'supplier';
}

export interface BookCustomer {
  entId: string;
  name: string;
  /** Total exposure (元), for the group totals and the choice of the core company. */
  exposure: number;
}

export interface GroupingInput {
  register: Register;
  customers: readonly BookCustomer[];
  family?: readonly FamilyTie[];
  guarantees?: readonly GuaranteeLink[];
  dependences?: readonly DependenceLink[];
  /** Economic dependence counts from this share (default 50%). */
  dependenceThreshold?: number;
  /** How far up a control chain is followed (default 10). */
  maxDepth?: number;
}

export interface GroupMember {
  entId: string;
  entName: string;
  role: (typeof ScsRole)[keyof typeof ScsRole];
  suggested: boolean;
  reason: string;
  evidence: ScsEvidence[];
}

export interface Group {
  /** Stable across runs: the controlling root (or, for a guarantee circle, its first member). */
  key: string;
  name: string;
  coreEntId: string;
  rootId: string;
  rootName: string;
  members: GroupMember[];
  totalExposure: number;
}

/** One link of a control chain, from the company up to its controller. */
interface Step {
  controller: Entity;
  companyId: string;
  companyName: string;
  ratio: number | null;
  basis: 'majority' | 'largest' | 'branch' | 'agreement';
}

const pct = (ratio: number) => `${Math.round(ratio * 10000) / 100}%`;
const NOTE: Record<Step['basis'], string> = {
  majority: '绝对控股',
  largest: '相对控股（最大股东）',
  branch: '分支机构',
  agreement: '协议控制',
};

/** The company's controller one level up: its controlling holder, else its head office. */
export function controlStep(register: Register, companyId: string, options: EngineOptions = {}): Step | null {
  const company = register.entity(companyId);
  const name = company?.name ?? companyId;
  const agreed = options.agreements === false ? undefined : register.agreementOf?.(companyId);
  const agreedEntity = agreed ? register.entity(agreed) : undefined;
  if (agreedEntity) return { controller: agreedEntity, companyId, companyName: name, ratio: null, basis: 'agreement' };
  const control = controlOf(register.holdersOf(companyId), options);
  if (control)
    return {
      controller: control.holding.holder,
      companyId,
      companyName: name,
      ratio: control.holding.ratio,
      basis: control.basis,
    };
  if (options.branches === false) return null;
  const head = register.headOfficeOf(companyId);
  const headEntity = head ? register.entity(head) : undefined;
  if (headEntity) return { controller: headEntity, companyId, companyName: name, ratio: null, basis: 'branch' };
  return null;
}

/**
 * The controlling holder under the rule's tests: over the threshold is majority control; below it, the
 * only largest holder controls (相对控股) unless the rule leaves that test out. With the defaults this is
 * exactly `controllingHolder`.
 */
export function controlOf(holdings: readonly Holding[], options: EngineOptions = {}) {
  const control = controllingHolder(holdings);
  if (!control) return null;
  if (control.holding.ratio > (options.controlThreshold ?? 0.5))
    return { holding: control.holding, basis: 'majority' as const };
  if (options.relativeControl === false) return null;
  return { holding: control.holding, basis: 'largest' as const };
}

/** The chain of control above a company, nearest first, stopping at a root, a loop or the depth. */
export function controlChain(
  register: Register,
  companyId: string,
  maxDepth = 10,
  options: EngineOptions = {},
): Step[] {
  const chain: Step[] = [];
  const seen = new Set([companyId]);
  let current = companyId;
  while (chain.length < maxDepth) {
    const step = controlStep(register, current, options);
    if (!step || seen.has(step.controller.id)) break;
    chain.push(step);
    seen.add(step.controller.id);
    if (step.controller.kind === 'P') break;
    current = step.controller.id;
  }
  return chain;
}

/** Union-find over string ids. */
class Components {
  private parent = new Map<string, string>();
  find(id: string): string {
    let root = id;
    for (let p = this.parent.get(root); p !== undefined && p !== root; p = this.parent.get(root)) root = p;
    // Path compression.
    for (let cur = id; cur !== root;) {
      const next = this.parent.get(cur)!;
      this.parent.set(cur, root);
      cur = next;
    }
    if (!this.parent.has(root)) this.parent.set(root, root);
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
}

const stepEvidence = (s: Step): ScsEvidence => ({
  kind: s.basis === 'branch' ? 'branch' : 'control',
  fromId: s.controller.id,
  fromName: s.controller.name,
  toId: s.companyId,
  toName: s.companyName,
  value: s.ratio,
  note: s.ratio === null ? NOTE[s.basis] : `${NOTE[s.basis]} ${pct(s.ratio)}`,
});

/** How a member hangs from its root, in words: 直接持股62%, 经甲公司（持股80%）, 分支机构. */
function viaWords(chain: Step[]): string {
  const first = chain[0]!;
  // A step without a share (branch, agreement) is named by its basis.
  const held = (s: Step) => (s.ratio === null ? NOTE[s.basis] : `持股${pct(s.ratio)}`);
  if (chain.length === 1)
    return first.basis === 'branch'
      ? '总部—分支机构'
      : first.ratio === null
        ? NOTE[first.basis]
        : `直接持股${pct(first.ratio)}`;
  const last = chain.at(-1)!;
  const via = first.controller.name;
  return `经${via}（${held(first)}），顶层${held(last)}`;
}

/** A short group name from its core company: 甲乙实业集团有限公司 → 甲乙实业集团. */
export function groupName(coreName: string): string {
  const base = coreName.replace(/(股份有限公司|有限责任公司|有限公司|集团)+$/, '').replace(/集团$/, '');
  return `${base || coreName}集团`;
}

/**
 * Identify the groups of a book. Each customer is joined with every entity on its control chain (and
 * persons with their family), so customers that control one another or share a controlling root fall in
 * one component; a component with at least two customers is a group (系统识别组). Its core company is
 * the customer nearest the root (the larger exposure on a tie). Guarantees and economic dependence add
 * the other party as a suggested member (关联); a guarantee circle among customers in no group is a
 * group of its own, all suggested.
 */
export function identifyGroups(input: GroupingInput, options: EngineOptions = {}): Group[] {
  const { register, customers } = input;
  const maxDepth = input.maxDepth ?? 10;
  const components = new Components();
  const chains = new Map<string, Step[]>();
  for (const c of customers) {
    const chain = controlChain(register, c.entId, maxDepth, options);
    chains.set(c.entId, chain);
    components.find(c.entId);
    for (const step of chain) components.union(c.entId, step.controller.id);
  }
  const familyOf = new Map<string, FamilyTie[]>();
  for (const tie of input.family ?? []) {
    components.union(tie.personA, tie.personB);
    for (const p of [tie.personA, tie.personB]) familyOf.set(p, [...(familyOf.get(p) ?? []), tie]);
  }

  const byComponent = new Map<string, BookCustomer[]>();
  for (const c of customers) {
    const key = components.find(c.entId);
    byComponent.set(key, [...(byComponent.get(key) ?? []), c]);
  }
  const exposureOf = new Map(customers.map((c) => [c.entId, c.exposure]));
  const groups: Group[] = [];
  const groupOf = new Map<string, Group>();
  for (const members of byComponent.values()) {
    if (members.length < 2) continue;
    const rootOf = (id: string) => chains.get(id)!.at(-1)?.controller ?? register.entity(id)!;
    // The core: the customer nearest its root, then the larger exposure, then the id.
    const sorted = [...members].sort(
      (a, b) =>
        chains.get(a.entId)!.length - chains.get(b.entId)!.length ||
        b.exposure - a.exposure ||
        a.entId.localeCompare(b.entId),
    );
    const core = sorted[0]!;
    const root = rootOf(core.entId) ?? { id: core.entId, kind: 'C' as const, name: core.name };
    const group: Group = {
      key: root.id,
      name: groupName(core.name),
      coreEntId: core.entId,
      rootId: root.id,
      rootName: root.name,
      members: sorted.map((m) => controlMember(m, m === core, chains.get(m.entId)!, root, familyOf)),
      totalExposure: members.reduce((s, m) => s + m.exposure, 0),
    };
    groups.push(group);
    for (const m of members) groupOf.set(m.entId, group);
    // Suggestion-only criteria: the member waits for confirmation (the core never does).
    for (const m of group.members)
      if (m.entId !== core.entId) {
        const byFamily = m.evidence.some((e) => e.kind === 'family');
        if (options.controlAutomatic === false || (byFamily && options.familyAutomatic === false)) m.suggested = true;
      }
  }

  for (const g of groups) labelCore(g);

  // Suggestions: the other party of a guarantee or a dependence, when it is a customer not yet in the group.
  const names = new Map(customers.map((c) => [c.entId, c.name]));
  const suggest = (group: Group, entId: string, reason: string, evidence: ScsEvidence, automatic = false) => {
    if (!names.has(entId) || groupOf.get(entId) === group) return;
    const existing = group.members.find((m) => m.entId === entId);
    if (existing) {
      existing.evidence.push(evidence);
      return;
    }
    group.members.push({
      entId,
      entName: names.get(entId)!,
      role: ScsRole.RELATED,
      suggested: !automatic,
      reason,
      evidence: [evidence],
    });
    group.totalExposure += exposureOf.get(entId) ?? 0;
  };
  const nameOf = (id: string) => names.get(id) ?? register.entity(id)?.name ?? id;
  const guarantees = input.guarantees ?? [];
  for (const g of guarantees) {
    const evidence: ScsEvidence = {
      kind: 'guarantee',
      fromId: g.guarantorId,
      fromName: nameOf(g.guarantorId),
      toId: g.guaranteedId,
      toName: nameOf(g.guaranteedId),
      value: g.amount,
      note: '担保',
    };
    const ofGuaranteed = groupOf.get(g.guaranteedId);
    const ofGuarantor = groupOf.get(g.guarantorId);
    const auto = options.guaranteeAutomatic === true;
    if (ofGuaranteed) suggest(ofGuaranteed, g.guarantorId, `为成员${evidence.toName}提供担保`, evidence, auto);
    if (ofGuarantor) suggest(ofGuarantor, g.guaranteedId, `接受成员${evidence.fromName}担保`, evidence, auto);
  }
  const threshold = input.dependenceThreshold ?? 0.5;
  for (const d of input.dependences ?? []) {
    if (d.ratio < threshold) continue;
    const group = groupOf.get(d.onId);
    if (!group) continue;
    const word = d.kind === 'customer' ? '销售收入' : '采购支出';
    suggest(
      group,
      d.entId,
      `经济依存：${pct(d.ratio)}的${word}来自成员${nameOf(d.onId)}`,
      {
        kind: 'dependence',
        fromId: d.entId,
        fromName: nameOf(d.entId),
        toId: d.onId,
        toName: nameOf(d.onId),
        value: d.ratio,
        note: d.kind === 'customer' ? '销售占比' : '采购占比',
      },
      options.dependenceAutomatic === true,
    );
  }
  if (options.influenceThreshold !== undefined) {
    // 重大影响: a member of a group holding the threshold or more of another customer, without control.
    const influence = options.influenceThreshold;
    for (const c of customers)
      for (const h of register.holdersOf(c.entId)) {
        const group = groupOf.get(h.holder.id);
        if (!group || h.ratio < influence || chains.get(c.entId)![0]?.controller.id === h.holder.id) continue;
        suggest(
          group,
          c.entId,
          `重大影响：成员${h.holder.name}持股${pct(h.ratio)}`,
          {
            kind: 'control',
            fromId: h.holder.id,
            fromName: h.holder.name,
            toId: c.entId,
            toName: c.name,
            value: h.ratio,
            note: `重大影响 ${pct(h.ratio)}`,
          },
          options.influenceAutomatic === true,
        );
      }
  }
  groups.push(...guaranteeCircles(guarantees, names, exposureOf, groupOf, options.guaranteeAutomatic === true));
  return groups.sort((a, b) => b.totalExposure - a.totalExposure || a.key.localeCompare(b.key));
}

/** A member joined by control: its reason in words and the chain as evidence. */
function controlMember(
  customer: BookCustomer,
  isCore: boolean,
  chain: Step[],
  root: Entity,
  familyOf: Map<string, FamilyTie[]>,
): GroupMember {
  const evidence = chain.map(stepEvidence);
  const top = chain.at(-1)?.controller;
  let reason: string;
  if (!top) reason = '集团控制根企业';
  else if (top.id !== root.id) {
    // Joined through a family tie between the two roots.
    const tie = (familyOf.get(top.id) ?? []).find((t) => t.personA === root.id || t.personB === root.id);
    if (tie) {
      reason = `实控人${top.name}与${root.name}为${tie.relation}（${viaWords(chain)}）`;
      evidence.push({
        kind: 'family',
        fromId: top.id,
        fromName: top.name,
        toId: root.id,
        toName: root.name,
        value: null,
        note: tie.relation,
      });
    } else reason = `与${root.name}同属一条控制链（${viaWords(chain)}）`;
  } else if (top.kind === 'P') reason = `实控人${isCore ? '为' : '同为'}${top.name}（${viaWords(chain)}）`;
  else if (chain.length === 1 && chain[0]!.basis === 'branch') reason = `${top.name}的分支机构`;
  else reason = `${isCore ? '受' : '同受'}${top.name}控制（${viaWords(chain)}）`;
  return {
    entId: customer.entId,
    entName: customer.name,
    role: isCore ? ScsRole.PARENT : ScsRole.MEMBER,
    suggested: false,
    reason,
    evidence,
  };
}

/**
 * Guarantee circles (担保圈) among customers in no control group: the strongly connected components of
 * the guarantee graph with two or more customers, each a group whose members all need confirmation.
 */
function guaranteeCircles(
  guarantees: readonly GuaranteeLink[],
  names: Map<string, string>,
  exposureOf: Map<string, number>,
  groupOf: Map<string, Group>,
  automatic = false,
): Group[] {
  const free = (id: string) => names.has(id) && !groupOf.has(id);
  const next = new Map<string, GuaranteeLink[]>();
  for (const g of guarantees)
    if (free(g.guarantorId) && free(g.guaranteedId) && g.guarantorId !== g.guaranteedId)
      next.set(g.guarantorId, [...(next.get(g.guarantorId) ?? []), g]);
  // Tarjan's algorithm, iterative.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sccs: string[][] = [];
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length) {
      const frame = work.at(-1)!;
      const [v, i] = frame;
      if (i === 0) {
        index.set(v, counter);
        low.set(v, counter++);
        stack.push(v);
        onStack.add(v);
      }
      const edges = next.get(v) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const w = edges[i]!.guaranteedId;
        if (!index.has(w)) work.push([w, 0]);
        else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(v)!));
      if (low.get(v) === index.get(v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        if (scc.length > 1) sccs.push(scc.sort());
      }
    }
  }
  return sccs.map((scc) => {
    const inCircle = new Set(scc);
    const sorted = [...scc].sort((a, b) => (exposureOf.get(b) ?? 0) - (exposureOf.get(a) ?? 0) || a.localeCompare(b));
    const core = sorted[0]!;
    return {
      key: `G:${scc[0]}`,
      name: `${groupName(names.get(core)!)}担保圈`,
      coreEntId: core,
      rootId: core,
      rootName: names.get(core)!,
      members: sorted.map((id, i) => {
        const links = guarantees.filter(
          (g) =>
            inCircle.has(g.guarantorId) &&
            inCircle.has(g.guaranteedId) &&
            (g.guarantorId === id || g.guaranteedId === id),
        );
        return {
          entId: id,
          entName: names.get(id)!,
          role: i === 0 ? ScsRole.CORE : ScsRole.RELATED,
          suggested: !automatic,
          reason: `互保/连环担保圈（${scc.length}家客户相互担保）`,
          evidence: links.map((g) => ({
            kind: 'guarantee' as const,
            fromId: g.guarantorId,
            fromName: names.get(g.guarantorId)!,
            toId: g.guaranteedId,
            toName: names.get(g.guaranteedId)!,
            value: g.amount,
            note: '担保',
          })),
        };
      }),
      totalExposure: scc.reduce((s, id) => s + (exposureOf.get(id) ?? 0), 0),
    };
  });
}

/** A group as stored by the run before: its key, status and members. */
export interface StoredGroup {
  key: string;
  status: string;
  memberIds: readonly string[];
  memberNames?: ReadonlyMap<string, string>;
}

export interface GroupChange {
  isNew: boolean;
  added: { entId: string; entName: string }[];
  removed: { entId: string; entName: string }[];
}

export interface RunDiff {
  perGroup: Map<string, { change: GroupChange; status: string }>;
  removedGroups: string[];
  summary: {
    newGroups: number;
    removedGroups: number;
    changedGroups: number;
    membersAdded: number;
    membersRemoved: number;
    firstRun: boolean;
  };
}

/**
 * What changed since the run before, group by group (by key): new groups, members added and removed,
 * groups gone. Status: control is an automatic criterion, so a group of control members is in force
 * (已生效); one with suggested members waits for their confirmation (待确认); one whose members changed
 * since the run before is 已变更 until a person looks at it (the review flow is a later part of issue 19).
 */
export function diffRuns(previous: readonly StoredGroup[] | null, groups: readonly Group[]): RunDiff {
  const before = new Map((previous ?? []).map((g) => [g.key, g]));
  const perGroup = new Map<string, { change: GroupChange; status: string }>();
  const summary = {
    newGroups: 0,
    removedGroups: 0,
    changedGroups: 0,
    membersAdded: 0,
    membersRemoved: 0,
    firstRun: previous === null,
  };
  for (const g of groups) {
    const old = before.get(g.key);
    const now = new Set(g.members.map((m) => m.entId));
    const added = old ? g.members.filter((m) => !old.memberIds.includes(m.entId)) : [];
    const removed = old ? old.memberIds.filter((id) => !now.has(id)) : [];
    const pending = g.members.some((m) => m.suggested);
    const changed = added.length + removed.length > 0;
    const status = pending ? ScsGroupStatus.PENDING : changed ? ScsGroupStatus.CHANGED : ScsGroupStatus.EFFECTIVE;
    if (!old && previous !== null) summary.newGroups++;
    if (changed) summary.changedGroups++;
    summary.membersAdded += added.length;
    summary.membersRemoved += removed.length;
    perGroup.set(g.key, {
      status,
      change: {
        isNew: !old && previous !== null,
        added: added.map((m) => ({ entId: m.entId, entName: m.entName })),
        removed: removed.map((id) => ({ entId: id, entName: old?.memberNames?.get(id) ?? id })),
      },
    });
  }
  const keys = new Set(groups.map((g) => g.key));
  const removedGroups = [...before.keys()].filter((k) => !keys.has(k));
  summary.removedGroups = removedGroups.length;
  return { perGroup, removedGroups, summary };
}
