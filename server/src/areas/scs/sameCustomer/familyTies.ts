import type { ScsFamilyTiesReport } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { FamilyTie, Group } from './grouping';

/** A maintained tie as a run reads it: the engine joins the two person ids; the names are for the report. */
export interface KeptTie extends FamilyTie {
  tieId: number;
  nameA: string;
  nameB: string;
}

/**
 * The institution's family ties (数据维护): those of two people by id, which identification joins, and how
 * many are kept by names only (before migration 0058): those join nothing.
 */
export async function familyTiesOf(db: Db, instId: number): Promise<{ ties: KeptTie[]; unlinked: number }> {
  const rows = await db
    .selectFrom('scs_family_relation')
    .select(['id', 'person_a', 'person_b', 'person_a_id', 'person_b_id', 'relation'])
    .where('inst_id', '=', instId)
    .orderBy('id')
    .execute();
  const ties: KeptTie[] = [];
  for (const r of rows)
    if (r.person_a_id && r.person_b_id)
      ties.push({
        tieId: r.id,
        personA: r.person_a_id,
        personB: r.person_b_id,
        nameA: r.person_a,
        nameB: r.person_b,
        relation: r.relation,
      });
  return { ties, unlinked: rows.length - ties.length };
}

/** Which ties joined companies of a group (a member's evidence names the two people), with those groups. */
export function familyTiesReport(ties: readonly KeptTie[], unlinked: number, groups: readonly Group[]) {
  const pairKey = (a: string, b: string) => [a, b].sort().join('\u0001');
  const byPair = new Map(ties.map((t) => [pairKey(t.personA, t.personB), t]));
  const used = new Map<number, Set<string>>();
  for (const g of groups)
    for (const m of g.members)
      for (const e of m.evidence) {
        if (e.kind !== 'family') continue;
        const tie = byPair.get(pairKey(e.fromId, e.toId));
        if (tie) used.set(tie.tieId, (used.get(tie.tieId) ?? new Set()).add(g.name));
      }
  const report: ScsFamilyTiesReport = {
    used: ties
      .filter((t) => used.has(t.tieId))
      .map((t) => ({
        tieId: t.tieId,
        personA: t.nameA,
        personB: t.nameB,
        relation: t.relation,
        groups: [...used.get(t.tieId)!],
      })),
    unused: ties.length - used.size,
    unlinked,
  };
  return report;
}
