import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  DERIVED_ALERT_KINDS,
  type DerivedChange,
  type DerivedController,
  type DerivedGroup,
  type DerivedKind,
  type DerivedOwners,
  type DerivedRelatedParty,
  type DerivedSourceRecord,
  type GraphEntity,
  type GroupNode,
  type GroupResult,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { actualController } from './actualController';
import { beneficialOwners, seniorManagers } from './beneficialOwners';
import { controlledTree } from './groupTree';
import type { OwnershipGraph } from './ownership';
import { percent } from './ownership';
import { reasonText } from './relatedParties';

/**
 * Derived conclusions as stored (issue 42): the beneficial owners and the actual controller of a company in a
 * normal form (owners by id, shares to six decimals, names kept for the alert's text), a fingerprint of what an
 * alert is about, and the difference between two of them in words. The job that keeps them is the monitor
 * area's `derived/`; the computation is the graphs' own (beneficialOwners.ts, actualController.ts).
 */

export type OwnerRule = { threshold: number; inclusive: boolean };

export interface Conclusions {
  beneficialOwners: DerivedOwners;
  actualController: DerivedController;
  group: DerivedGroup;
  relatedParty: DerivedRelatedParty;
}

/** The kinds `deriveConclusions` computes for one company; `relatedParty` is the institution's (relatedParties.ts). */
export type CompanyConclusions = Omit<Conclusions, 'relatedParty'>;

/** The members a stored group lists (the count is kept whole), and the near misses it keeps. */
const GROUP_MEMBERS_KEPT = 30;
const GROUP_NEAR_MISSES = 10;

const rounded = (x: number) => Math.round(x * 1e6) / 1e6;
const entity = (e: GraphEntity): GraphEntity => ({ id: e.id, kind: e.kind, name: e.name });

/**
 * A company's conclusions under an institution's rule, on a graph the caller may share between companies (one
 * job's walk reads each holder once). Null: no such company.
 */
export async function deriveConclusions(
  db: Db,
  graph: OwnershipGraph,
  entId: string,
  rule: OwnerRule,
  trees: Map<string, Promise<GroupResult>> = new Map(),
): Promise<CompanyConclusions | null> {
  const company = await graph.entity(entId);
  if (!company || company.kind !== 'C') return null;
  const control = await actualController(graph, entId);
  const owners = await beneficialOwners(graph, entId, {
    ...rule,
    controllers: async () => (control.controller ? [control.controller] : []),
    seniorManagers: () => seniorManagers(db, entId),
  });
  const chain = control.chain.map((l) => ({
    holder: entity(l.holder),
    company: entity(l.company),
    ratio: l.ratio,
    basis: l.basis,
  }));
  // The group's top, as the 集团 graph finds it: the actual controller, else the company itself.
  const top = control.controller ?? company;
  let tree = trees.get(top.id);
  if (!tree) trees.set(top.id, (tree = controlledTree(graph, top)));
  const t = await tree;
  const group = {
    ...groupOf(t, control.controller ? chain : [], control.undecided?.holders ?? null),
    // Checked and left out, as the group rule reports them (largest holding first, who controls them instead).
    nearMisses: t.nearMisses
      .slice(0, GROUP_NEAR_MISSES)
      .map((n) => ({ holder: entity(n.holder), company: entity(n.company), ratio: n.ratio, why: n.reason })),
  };
  return {
    group,
    beneficialOwners: {
      rule: owners.rule,
      threshold: owners.threshold,
      inclusive: owners.inclusive,
      owners: owners.owners
        .map((o) => ({
          person: entity(o.person),
          share: rounded(o.share),
          paths: o.paths.map((p) => ({ entities: p.entities.map(entity), ratios: p.ratios, share: rounded(p.share) })),
        }))
        .sort((a, b) => a.person.id.localeCompare(b.person.id)),
    },
    actualController: {
      controller: control.controller ? entity(control.controller) : null,
      chain,
    },
  };
}

/**
 * A company's group as stored: in a group when the tree under its top holds at least two companies (a person at
 * the top is not a member); the first members a level at a time; why not, in words, where it is in none.
 */
function groupOf(
  tree: GroupResult,
  chain: DerivedController['chain'],
  undecided: { holder: GraphEntity; ratio: number }[] | null,
): DerivedGroup {
  const top = tree.root.entity;
  const companies = tree.members - (top.kind === 'P' ? 1 : 0);
  const cut = tree.cut.depthReached || tree.cut.nodeLimitReached || tree.cut.timeLimitReached;
  if (companies >= 2) {
    const memberList: DerivedGroup['memberList'] = [];
    for (let level: GroupNode[] = [tree.root]; level.length && memberList.length < GROUP_MEMBERS_KEPT;) {
      const next: GroupNode[] = [];
      for (const node of level)
        for (const child of node.children) {
          if (memberList.length < GROUP_MEMBERS_KEPT)
            memberList.push({ entity: entity(child.entity), parentId: node.entity.id, ratio: child.ratio ?? 0 });
          next.push(child);
        }
      level = next;
    }
    return {
      root: entity(top),
      chain,
      members: companies,
      memberList,
      cut,
      note: `${top.name}控制的集团，共 ${companies}${cut ? ' 家以上' : ' 家'}企业`,
    };
  }
  const note = chain.length
    ? `实际控制人${top.name}未控制其他企业，不构成集团`
    : undecided?.length
      ? `无控股股东（${undecided.map((h) => `${h.holder.name} ${pct(h.ratio)}`).join('、')}），也未控制其他企业`
      : '无登记股东，也未控制其他企业';
  return { root: null, chain, members: companies, memberList: [], cut, note };
}

/** Shares compare at the pages' precision, two decimals of a percent: a rounding is no change. */
const basisPoints = (share: number) => Math.round(share * 10000);

/**
 * What an alert is about, and nothing else: who (by id, not name: a renamed person is no change), with what share,
 * by which rule. The threshold is not in it: a change of the institution's rule re-bases silently.
 */
export function fingerprintOf(kind: DerivedKind, value: Conclusions[DerivedKind]): string {
  const key =
    kind === 'beneficialOwners'
      ? (() => {
          const v = value as DerivedOwners;
          return [v.rule, v.owners.map((o) => [o.person.id, basisPoints(o.share)])];
        })()
      : kind === 'group'
        ? [(value as DerivedGroup).root?.id ?? null]
        : kind === 'relatedParty'
          ? [
              ...new Set((value as DerivedRelatedParty).reasons.map((r) => `${r.article}|${r.party.id}|${r.how}`)),
            ].sort()
          : [(value as DerivedController).controller?.id ?? null];
  return createHash('sha256')
    .update(JSON.stringify([kind, key]))
    .digest('hex');
}

/** Whether a stored value was concluded under another rule than the institution's now. */
export const ruleChanged = (kind: DerivedKind, stored: unknown, rule: OwnerRule) =>
  kind === 'beneficialOwners' &&
  ((stored as DerivedOwners).threshold !== rule.threshold || (stored as DerivedOwners).inclusive !== rule.inclusive);

const pct = (share: number) => `${percent(share).toFixed(2)}%`;

const RULE_TEXT: Record<DerivedOwners['rule'], (v: DerivedOwners) => string> = {
  ownership: (v) => `持股 ${percent(v.threshold)}%${v.inclusive ? ' 及以上' : ' 以上'}`,
  control: () => '实际控制',
  seniorManagement: () => '高级管理人员',
};

/**
 * The owners who came, went, or whose share moved by a hundredth of a percent: new ones first (a person who now
 * owns the company is the news), then those gone, then the moves.
 */
export function ownerChanges(before: DerivedOwners, after: DerivedOwners): DerivedChange[] {
  const was = new Map(before.owners.map((o) => [o.person.id, o]));
  const is = new Map(after.owners.map((o) => [o.person.id, o]));
  const changes: DerivedChange[] = [];
  for (const [id, o] of is) {
    const old = was.get(id);
    if (!old) changes.push({ entity: o.person, before: null, after: o.share });
    else if (basisPoints(old.share) !== basisPoints(o.share))
      changes.push({ entity: o.person, before: old.share, after: o.share });
  }
  for (const [id, o] of was) if (!is.has(id)) changes.push({ entity: o.person, before: o.share, after: null });
  const order = (c: DerivedChange) => (c.before === null ? 0 : c.after === null ? 1 : 2);
  return changes.sort((a, b) => order(a) - order(b));
}

export function controllerChanges(before: DerivedController, after: DerivedController): DerivedChange[] {
  const share = (c: DerivedController) => c.chain.reduce((s, l) => s * l.ratio, 1);
  if ((before.controller?.id ?? null) === (after.controller?.id ?? null)) return [];
  return [
    ...(before.controller ? [{ entity: before.controller, before: rounded(share(before)), after: null }] : []),
    ...(after.controller ? [{ entity: after.controller, before: null, after: rounded(share(after)) }] : []),
  ];
}

/** The group's top that came or went (its chain's share beside it), when the company joins, leaves or changes group. */
export function groupChanges(before: DerivedGroup, after: DerivedGroup): DerivedChange[] {
  const share = (g: DerivedGroup) => rounded(g.chain.reduce((s, l) => s * l.ratio, 1));
  if ((before.root?.id ?? null) === (after.root?.id ?? null)) return [];
  return [
    ...(before.root ? [{ entity: before.root, before: share(before), after: null }] : []),
    ...(after.root ? [{ entity: after.root, before: null, after: share(after) }] : []),
  ];
}

/** The parties that now make the company related, or no longer do (1: a reason of theirs; null: none). */
export function relatedChanges(before: DerivedRelatedParty, after: DerivedRelatedParty): DerivedChange[] {
  const key = (r: DerivedRelatedParty['reasons'][number]) => `${r.article}|${r.party.id}|${r.how}`;
  const was = new Set(before.reasons.map(key));
  const is = new Set(after.reasons.map(key));
  const seen = new Set<string>();
  const changes: DerivedChange[] = [];
  for (const r of after.reasons)
    if (!was.has(key(r)) && !seen.has(r.party.id)) {
      seen.add(r.party.id);
      changes.push({ entity: r.party, before: null, after: 1 });
    }
  for (const r of before.reasons)
    if (!is.has(key(r)) && !seen.has(r.party.id)) {
      seen.add(r.party.id);
      changes.push({ entity: r.party, before: 1, after: null });
    }
  return changes;
}

const groupText = (g: DerivedGroup) =>
  g.root ? `${g.root.name}控制的集团（${g.members} 家企业）` : `不属于集团（${g.note}）`;
const relatedText = (v: DerivedRelatedParty) =>
  v.related ? v.reasons.map((r) => reasonText(r)).join('；') : '非本机构关联方';

/** One owner's change in words: 「受益所有人变更：张三 18.00% → 31.00%」, 「新增受益所有人：…」, 「不再是受益所有人：…」. */
function ownerChangeText(c: DerivedChange): string {
  if (c.before !== null && c.after !== null)
    return `${DERIVED_ALERT_KINDS.beneficialOwners.title}：${c.entity.name} ${pct(c.before)} → ${pct(c.after)}`;
  if (c.after !== null) return `新增受益所有人：${c.entity.name} ${pct(c.after)}`;
  return `不再是受益所有人：${c.entity.name}（原 ${pct(c.before!)}）`;
}

const ownersText = (v: DerivedOwners) =>
  v.owners.length ? v.owners.map((o) => `${o.person.name} ${pct(o.share)}`).join('、') : '无';
const controllerText = (v: DerivedController) => v.controller?.name ?? '无实际控制人';

/** The alert's title and summary for a change of `kind` from `before` to `after`. */
export function changeText(
  kind: DerivedKind,
  before: Conclusions[DerivedKind],
  after: Conclusions[DerivedKind],
  changes: DerivedChange[],
): { title: string; summary: string } {
  if (kind === 'group') {
    const [b, a] = [before as DerivedGroup, after as DerivedGroup];
    const title = !b.root
      ? `${DERIVED_ALERT_KINDS.group.title}：加入${a.root!.name}控制的集团（${a.members} 家企业）`
      : !a.root
        ? `${DERIVED_ALERT_KINDS.group.title}：退出${b.root.name}控制的集团`
        : `${DERIVED_ALERT_KINDS.group.title}：${b.root.name} → ${a.root.name}控制的集团`;
    return { title, summary: `集团：${groupText(a)}；此前：${groupText(b)}` };
  }
  if (kind === 'relatedParty') {
    const [b, a] = [before as DerivedRelatedParty, after as DerivedRelatedParty];
    const first = a.reasons.find((r) => changes.some((c) => c.after !== null && c.entity.id === r.party.id));
    const title = !b.related
      ? `${DERIVED_ALERT_KINDS.relatedParty.title}：成为本机构关联方（${first ? reasonText(first, true) : ''}）`
      : !a.related
        ? `${DERIVED_ALERT_KINDS.relatedParty.title}：不再是本机构关联方`
        : `${DERIVED_ALERT_KINDS.relatedParty.title}：认定依据变化${first ? `（新增 ${reasonText(first, true)}）` : ''}`;
    return { title, summary: `关联方认定：${relatedText(a)}；此前：${relatedText(b)}` };
  }
  if (kind === 'actualController') {
    const [b, a] = [before as DerivedController, after as DerivedController];
    return {
      title: `${DERIVED_ALERT_KINDS.actualController.title}：${controllerText(b)} → ${controllerText(a)}`,
      summary: `实际控制人：${controllerText(b)} → ${controllerText(a)}`,
    };
  }
  const [b, a] = [before as DerivedOwners, after as DerivedOwners];
  const first = changes[0];
  const title = first
    ? `${ownerChangeText(first)}${changes.length > 1 ? ` 等 ${changes.length} 项` : ''}`
    : `${DERIVED_ALERT_KINDS.beneficialOwners.title}：认定依据 ${RULE_TEXT[b.rule](b)} → ${RULE_TEXT[a.rule](a)}`;
  return {
    title,
    summary: `受益所有人（${RULE_TEXT[a.rule](a)}）：${ownersText(a)}；此前（${RULE_TEXT[b.rule](b)}）：${ownersText(b)}`,
  };
}

/** The holder → company links the conclusions rest on: every link of the owners' paths and of the control chain. */
export function linksOf(kind: DerivedKind, ...values: Conclusions[DerivedKind][]): [string, string][] {
  const links = new Map<string, [string, string]>();
  const add = (holder: string, company: string) => links.set(`${holder}>${company}`, [holder, company]);
  for (const value of values)
    if (kind === 'beneficialOwners')
      for (const o of (value as DerivedOwners).owners)
        for (const p of o.paths) p.entities.slice(0, -1).forEach((e, i) => add(e.id, p.entities[i + 1]!.id));
    else if (kind === 'relatedParty')
      for (const r of (value as DerivedRelatedParty).reasons)
        r.path?.entities.slice(0, -1).forEach((e, i) => add(e.id, r.path!.entities[i + 1]!.id));
    else {
      for (const l of (value as DerivedController | DerivedGroup).chain) add(l.holder.id, l.company.id);
      if (kind === 'group') for (const m of (value as DerivedGroup).memberList) add(m.parentId, m.entity.id);
    }
  return [...links.values()];
}

/** The shareholding records of these links as the register holds them now (a link gone has none). */
export async function sourceRecords(db: Db, links: [string, string][]): Promise<DerivedSourceRecord[]> {
  if (!links.length) return [];
  const { rows } = await sql<DerivedSourceRecord>`
    select s.company_id as "companyId", c.name as "companyName", s.holder_id as "holderId",
           coalesce(hc.name, hp.name, s.holder_id) as "holderName", s.ratio::float8 as ratio,
           to_char(s.subscribed_date, 'YYYY-MM-DD') as "subscribedDate"
    from shareholding s
    join company c on c.ent_id = s.company_id
    left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
    left join person hp on s.holder_kind = 'P' and hp.person_id = s.holder_id
    join unnest(${sql.val(links.map((l) => l[0]))}::text[], ${sql.val(links.map((l) => l[1]))}::text[])
      as l(holder_id, company_id) on l.holder_id = s.holder_id and l.company_id = s.company_id
    order by s.company_id, s.holder_id
  `.execute(db);
  return rows.map((r) => ({ ...r, ratio: Number(r.ratio) }));
}
