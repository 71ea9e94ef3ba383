import { sql } from 'kysely';
import { RISK_CHECKLIST, statusFlagOf, type RiskGrade } from '@esee/contracts';
import type { Db } from '../../platform/db/database';

/**
 * Points per record of the risk checklist (单企业查询's kinds). Court enforcement, frozen equity, tax arrears
 * and liquidation weigh 2; abnormal operation, penalties and simple cancellation 1. 失信 and 严重违法 are
 * knock-outs (grade E whatever the points, product pages §2.2), as is a revoked or cancelled registration.
 */
export const RISK_POINTS: Record<string, number> = {
  consumptionLimit: 2,
  executedPerson: 2,
  finalCase: 2,
  equityFreeze: 2,
  taxArrears: 2,
  liquidation: 2,
  abnormalOperation: 1,
  penalty: 1,
  simpleCancellation: 1,
};
const KNOCK_OUTS = ['dishonest', 'seriousViolation'];

/** The grade from a company's checklist counts and status: A 0 points, B 1–2, C 3–5, D 6 or more, E a knock-out. */
export function riskGrade(counts: Readonly<Record<string, number>>, status: string): RiskGrade {
  if (statusFlagOf(status) || KNOCK_OUTS.some((k) => (counts[k] ?? 0) > 0)) return 'E';
  const points = Object.entries(counts).reduce((sum, [kind, n]) => sum + (RISK_POINTS[kind] ?? 0) * n, 0);
  return points === 0 ? 'A' : points <= 2 ? 'B' : points <= 5 ? 'C' : 'D';
}

export interface RiskSummary {
  /** Checklist counts by kind (kinds without records left out). */
  counts: Record<string, number>;
  total: number;
  grade: RiskGrade;
}

/** The checklist counts and grade of many companies in one query; unknown ids are left out. */
export async function riskSummaries(db: Db, entIds: readonly string[]): Promise<Map<string, RiskSummary>> {
  const out = new Map<string, RiskSummary>();
  if (!entIds.length) return out;
  const ids = sql.val([...new Set(entIds)]);
  const kinds = sql.val(RISK_CHECKLIST.map((k) => k.kind));
  const [companies, counts] = await Promise.all([
    sql<{ ent_id: string; status: string }>`select ent_id, status from company where ent_id = any(${ids})`.execute(db),
    sql<{ company_id: string; kind: string; n: number }>`
      select company_id, kind, count(*)::int as n from record
      where company_id = any(${ids}) and kind = any(${kinds}) group by company_id, kind
    `.execute(db),
  ]);
  const byCompany = new Map<string, Record<string, number>>();
  for (const c of counts.rows) byCompany.set(c.company_id, { ...byCompany.get(c.company_id), [c.kind]: c.n });
  for (const c of companies.rows) {
    const k = byCompany.get(c.ent_id) ?? {};
    const total = Object.values(k).reduce((a, b) => a + b, 0);
    out.set(c.ent_id, { counts: k, total, grade: riskGrade(k, c.status) });
  }
  return out;
}

const LABEL = new Map(RISK_CHECKLIST.map((k) => [k.kind, k.label]));

/** Checklist counts keyed by their labels (失信, 被执行…), as the pages show them. */
export const byLabel = (counts: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(Object.entries(counts).map(([kind, n]) => [LABEL.get(kind) ?? kind, n]));
