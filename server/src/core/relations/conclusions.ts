import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  DERIVED_ALERT_KINDS,
  type DerivedChange,
  type DerivedController,
  type DerivedKind,
  type DerivedOwners,
  type DerivedSourceRecord,
  type GraphEntity,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { actualController } from './actualController';
import { beneficialOwners, seniorManagers } from './beneficialOwners';
import type { OwnershipGraph } from './ownership';
import { percent } from './ownership';

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
}

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
): Promise<Conclusions | null> {
  const company = await graph.entity(entId);
  if (!company || company.kind !== 'C') return null;
  const control = await actualController(graph, entId);
  const owners = await beneficialOwners(graph, entId, {
    ...rule,
    controllers: async () => (control.controller ? [control.controller] : []),
    seniorManagers: () => seniorManagers(db, entId),
  });
  return {
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
      chain: control.chain.map((l) => ({
        holder: entity(l.holder),
        company: entity(l.company),
        ratio: l.ratio,
        basis: l.basis,
      })),
    },
  };
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
    else for (const l of (value as DerivedController).chain) add(l.holder.id, l.company.id);
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
