import {
  isRealDay,
  RELATION_NOT_COVERED,
  type RelationScreenRequest,
  type RelationScreenResult,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { gatherFacts, type PartyRow } from '../../platform/pairCheck/facts';
import { resolveParty } from '../../platform/pairCheck/parties';
import { scorePairs, weightsOf } from '../../platform/pairCheck/score';
import { dbGraph } from '../../platform/relations/ownershipDb';
import { controlFacts } from './control';
import { RELATION_RULES, relationFact } from './rules';

/**
 * One check: resolve the parties, read their links (the register's facts, and control chains for indirect
 * and common control), weigh them under the related-party rules on `checkDate` (default `today`).
 */
export async function runScreen(db: Db, body: RelationScreenRequest, today: string): Promise<RelationScreenResult> {
  if (body.checkDate && !isRealDay(body.checkDate)) throw badRequest('核查日期不是有效日期');
  const checkDate = body.checkDate ?? today;
  const parties: PartyRow[] = [];
  const roles: string[] = [];
  const unmatched: string[] = [];
  for (const input of body.parties) {
    const row = await resolveParty(db, input);
    if (!row) unmatched.push(input.name);
    else if (parties.some((p) => p.ent_id === row.ent_id)) throw badRequest(`核查对象重复：${row.name}`);
    else {
      parties.push(row);
      roles.push(input.role ?? '其他');
    }
  }
  if (parties.length < 2)
    throw badRequest(
      unmatched.length ? `至少需要两家可识别的企业，未找到：${unmatched.join('、')}` : '至少需要两家企业',
    );

  const { facts, hubs } = await gatherFacts(db, parties);
  const chained = await controlFacts(dbGraph(db), parties, hubs);
  const result = scorePairs(
    {
      partyCount: parties.length,
      facts: [...facts.map(relationFact), ...chained],
      hubs,
      day: checkDate,
      weights: weightsOf(RELATION_RULES.signals),
    },
    RELATION_RULES,
  );
  const matrix = parties.map(() => parties.map(() => 0));
  for (const p of result.pairs) matrix[p.a]![p.b] = matrix[p.b]![p.a] = p.score;
  const hubNames = new Map(
    [...facts, ...chained].flatMap((f) => (f.via && hubs.has(f.via.id) ? [[f.via.id, f.via.name] as const] : [])),
  );
  return {
    checkDate,
    parties: parties.map((p, i) => ({ entId: p.ent_id, name: p.name, creditCode: p.credit_code, role: roles[i]! })),
    unmatched,
    pairs: result.pairs,
    level: result.level,
    relatedPairs: result.pairs.filter((p) => p.level === 'high').length,
    linkedPairs: result.linkedPairs,
    matrix,
    clusters: result.clusters,
    excludedHubs: result.excludedHubs.map((id) => ({ id, name: hubNames.get(id) ?? id, reason: hubs.get(id)! })),
    notCovered: RELATION_NOT_COVERED,
  };
}
