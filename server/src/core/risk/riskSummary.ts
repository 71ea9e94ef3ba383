import { sql, type RawBuilder } from 'kysely';
import {
  NEW_RISK_DAYS,
  RISK_KINDS,
  chinaDay,
  statusFlagOf,
  type RiskGrade,
  type RiskItem,
  type RiskSummary,
} from '@esee/contracts';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';

/*
 * A company's risk summary, computed here and nowhere else: the kinds of RISK_KINDS (`@esee/contracts`), their
 * counts, latest dates and the records new within the window, as of a day. The detail page, 单企业查询, the
 * profile reports, the credit report's evidence, due diligence, monitoring, the assistant and the prospect lists
 * read it (README: One risk summary).
 */

const PLAIN_KINDS = RISK_KINDS.filter((k) => !k.roles).map((k) => k.kind);
const ROLE_KINDS = RISK_KINDS.filter((k) => k.roles);

/** Whether the record row `r` (an alias of `record`) counts as a risk: its kind, and for judgments its role. */
export const isRiskRecord = (r: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${r}.kind`)} = any(${sql.val(PLAIN_KINDS)})${sql.join(
    ROLE_KINDS.map(
      (k) =>
        sql` or (${sql.ref(`${r}.kind`)} = ${k.kind} and ${sql.ref(`${r}.payload`)} ->> 'role' = any(${sql.val(k.roles)}))`,
    ),
    sql``,
  )})`;

/**
 * Points per risk record for the grade. Court enforcement, frozen equity, tax arrears, liquidation, bankruptcy and
 * judicial auctions weigh 2; the other risk kinds 1. 失信 and 严重违法 are knock-outs (grade E whatever the points,
 * product pages §2.2), as is a revoked or cancelled registration. So A means no risk record at all.
 */
export const RISK_POINTS: Record<string, number> = {
  consumptionLimit: 2,
  executedPerson: 2,
  finalCase: 2,
  equityFreeze: 2,
  taxArrears: 2,
  liquidation: 2,
  bankruptcy: 2,
  judicialAuction: 2,
};
const KNOCK_OUTS = ['dishonest', 'seriousViolation'];

/** The grade from risk counts by kind and the status: A 0 points, B 1–2, C 3–5, D 6 or more, E a knock-out. */
export function riskGrade(counts: Readonly<Record<string, number>>, status: string): RiskGrade {
  if (statusFlagOf(status) || KNOCK_OUTS.some((k) => (counts[k] ?? 0) > 0)) return 'E';
  const points = Object.entries(counts).reduce((sum, [kind, n]) => sum + (RISK_POINTS[kind] ?? 1) * n, 0);
  return points === 0 ? 'A' : points <= 2 ? 'B' : points <= 5 ? 'C' : 'D';
}

/** The window the `recent` counts cover, ending on the as-of day. */
export const riskWindow = (today: Date) => ({
  days: NEW_RISK_DAYS,
  from: chinaDay(today, -NEW_RISK_DAYS + 1),
  to: chinaDay(today),
});

/** The risk summaries of many companies as of `today` (the clock's day unless given), in one query; unknown ids are left out. */
export async function riskSummaries(
  db: Db,
  entIds: readonly string[],
  today: Date = now(),
): Promise<Map<string, RiskSummary>> {
  const out = new Map<string, RiskSummary>();
  if (!entIds.length) return out;
  const ids = sql.val([...new Set(entIds)]);
  const window = riskWindow(today);
  const [companies, counts] = await Promise.all([
    sql<{ ent_id: string; status: string }>`select ent_id, status from company where ent_id = any(${ids})`.execute(db),
    sql<{ company_id: string; kind: string; n: number; recent: number; latest: string | null }>`
      select company_id, kind, count(*)::int as n,
             (count(*) filter (where record_date >= ${window.from}::date))::int as recent,
             to_char(max(record_date), 'YYYY-MM-DD') as latest
      from record r
      where company_id = any(${ids}) and ${isRiskRecord('r')}
        and (record_date is null or record_date <= ${window.to}::date)
      group by company_id, kind
    `.execute(db),
  ]);
  const byCompany = new Map<string, Map<string, (typeof counts.rows)[number]>>();
  for (const c of counts.rows) {
    const kinds = byCompany.get(c.company_id) ?? new Map();
    byCompany.set(c.company_id, kinds.set(c.kind, c));
  }
  for (const c of companies.rows) {
    const kinds = byCompany.get(c.ent_id);
    const items: RiskItem[] = RISK_KINDS.map((k) => {
      const row = kinds?.get(k.kind);
      return {
        kind: k.kind,
        label: k.label,
        group: k.group,
        level: k.level,
        count: row?.n ?? 0,
        recent: row?.recent ?? 0,
        latestDate: row?.latest ?? null,
      };
    });
    const latest = items.map((i) => i.latestDate).filter((d): d is string => d !== null);
    out.set(c.ent_id, {
      entId: c.ent_id,
      asOf: window.to,
      window,
      items,
      total: items.reduce((n, i) => n + i.count, 0),
      recent: items.reduce((n, i) => n + i.recent, 0),
      latestDate: latest.length ? latest.reduce((a, b) => (a > b ? a : b)) : null,
      grade: riskGrade(countsOf({ items }), c.status),
    });
  }
  return out;
}

/** The risk summary of one company as of `today`; 404 for an unknown company. */
export async function riskSummary(db: Db, entId: string, today: Date = now()): Promise<RiskSummary> {
  const summary = (await riskSummaries(db, [entId], today)).get(entId);
  if (!summary) throw notFound('未找到该企业');
  return summary;
}

/** Counts by kind, kinds without records left out. */
export const countsOf = (s: Pick<RiskSummary, 'items'>): Record<string, number> =>
  Object.fromEntries(s.items.filter((i) => i.count > 0).map((i) => [i.kind, i.count]));

/** Counts keyed by their labels (失信, 被执行…), kinds without records left out, as the pages show them. */
export const byLabel = (s: Pick<RiskSummary, 'items'> | undefined): Record<string, number> =>
  Object.fromEntries((s?.items ?? []).filter((i) => i.count > 0).map((i) => [i.label, i.count]));
