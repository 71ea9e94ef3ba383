import {
  ISSUER_ROLES,
  isRealDay,
  RELATION_NOT_COVERED,
  type PartyRole,
  type RelationScreenRequest,
  type RelationScreenResult,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { gatherFacts, viaHubs, type PartyRow } from '../../../core/pairCheck/facts';
import { resolveParty } from '../../../core/pairCheck/parties';
import { personTies, resolvePersonParty } from '../../../core/pairCheck/persons';
import { scorePairs, weightsOf, type LinkFact } from '../../../core/pairCheck/score';
import { dbGraph } from '../../../core/relations/ownershipDb';
import { controlFacts } from './control';
import { personFacts } from './persons';
import { RELATION_RULES, relationFact } from './rules';

type Resolved =
  | { kind: 'company'; row: PartyRow; role: PartyRole }
  | { kind: 'person'; id: string; name: string; entName: string | null; role: PartyRole };

const idOf = (p: Resolved) => (p.kind === 'company' ? p.row.ent_id : p.id);
const nameOf = (p: Resolved) => (p.kind === 'company' ? p.row.name : p.name);

/** The parties as asked: companies matched (unmatched names set aside), persons found or refused. */
async function resolveAll(db: Db, body: RelationScreenRequest) {
  const parties: Resolved[] = [];
  const unmatched: string[] = [];
  for (const input of body.parties) {
    const role = input.role ?? '其他';
    let party: Resolved;
    if (input.kind === 'person') {
      if (input.entId) throw badRequest(`自然人「${input.name}」不能指定企业编号，请用所在企业名称（entName）`);
      if (!input.personId && !input.entName?.trim())
        throw badRequest(`自然人「${input.name}」需同时提供其任职或持股的企业名称，仅凭姓名无法识别`);
      const person = await resolvePersonParty(db, input);
      if (!person)
        throw badRequest(
          input.personId
            ? `未找到该自然人：${input.name}`
            : `未找到在「${input.entName}」担任法定代表人、董监高或持股的「${input.name}」`,
        );
      party = { kind: 'person', id: person.personId, name: person.name, entName: person.entName, role };
    } else {
      if (input.personId || input.entName) throw badRequest(`企业「${input.name}」不能带人员编号或所在企业`);
      const row = await resolveParty(db, input);
      if (!row) {
        unmatched.push(input.name);
        continue;
      }
      party = { kind: 'company', row, role };
    }
    if (parties.some((p) => p.kind === party.kind && idOf(p) === idOf(party)))
      throw badRequest(`核查对象重复：${nameOf(party)}`);
    parties.push(party);
  }
  if (parties.length < 2)
    throw badRequest(
      unmatched.length ? `至少需要两个可识别的核查对象，未找到：${unmatched.join('、')}` : '至少需要两个核查对象',
    );
  return { parties, unmatched };
}

/**
 * One check: resolve the parties (companies and natural persons), read their links (the register's facts
 * between companies, control chains for indirect and common control, a person's holdings, posts and shared
 * companies), weigh them under the related-party rules on `checkDate` (default `today`). With scope `issuer`
 * only the pairs including a 发行人 or 标的公司 are checked.
 */
export async function runScreen(db: Db, body: RelationScreenRequest, today: string): Promise<RelationScreenResult> {
  if (body.checkDate && !isRealDay(body.checkDate)) throw badRequest('核查日期不是有效日期');
  const checkDate = body.checkDate ?? today;
  const scope = body.scope ?? 'all';
  const { parties, unmatched } = await resolveAll(db, body);
  const issuer = parties.map((p) => ISSUER_ROLES.includes(p.role));
  if (scope === 'issuer' && !issuer.some(Boolean))
    throw badRequest('按发行人核查时，至少一方的角色须为发行人或标的公司');
  const inScope = (a: number, b: number) => scope === 'all' || issuer[a]! || issuer[b]!;

  // Companies among the parties: the register's facts and control chains, on their own indexes.
  const companyAt = parties.flatMap((p, i) => (p.kind === 'company' ? [i] : []));
  const companies = companyAt.map((i) => (parties[i] as Extract<Resolved, { kind: 'company' }>).row);
  const companyIds = companies.map((c) => c.ent_id);
  const graph = dbGraph(db);
  const { facts, hubs } = companies.length
    ? await gatherFacts(db, companies)
    : { facts: [], hubs: new Map<string, string>() };
  const chained = await controlFacts(graph, companies);
  const chainHubs = await viaHubs(db, chained, companyIds);
  for (const [id, reason] of chainHubs) hubs.set(id, reason);
  const lift = <S extends string>(f: LinkFact<S>): LinkFact<S> => ({ ...f, a: companyAt[f.a]!, b: companyAt[f.b]! });

  // Persons: their ties (today's, and ended ones in the company parties' change records).
  const people = parties.flatMap((p) => (p.kind === 'person' ? [{ personId: p.id, name: p.name }] : []));
  const ties = people.length ? await personTies(db, people, companyIds) : [];
  const ofPersons = people.length
    ? await personFacts(
        graph,
        parties.map((p) => ({ kind: p.kind, id: idOf(p), name: nameOf(p) })),
        ties,
      )
    : [];

  const all = [...facts.map(relationFact).map(lift), ...chained.map(lift), ...ofPersons];
  const result = scorePairs(
    {
      partyCount: parties.length,
      facts: all.filter((f) => inScope(f.a, f.b)),
      hubs,
      day: checkDate,
      weights: weightsOf(RELATION_RULES.signals),
    },
    RELATION_RULES,
  );
  const matrix = parties.map(() => parties.map(() => 0));
  for (const p of result.pairs) matrix[p.a]![p.b] = matrix[p.b]![p.a] = p.score;
  let checkedPairs = 0;
  for (let a = 0; a < parties.length; a++)
    for (let b = a + 1; b < parties.length; b++) if (inScope(a, b)) checkedPairs++;
  const hubNames = new Map(all.flatMap((f) => (f.via && hubs.has(f.via.id) ? [[f.via.id, f.via.name] as const] : [])));
  return {
    checkDate,
    scope,
    checkedPairs,
    parties: parties.map((p) =>
      p.kind === 'company'
        ? {
            kind: 'company',
            id: p.row.ent_id,
            name: p.row.name,
            creditCode: p.row.credit_code,
            entName: null,
            role: p.role,
          }
        : { kind: 'person', id: p.id, name: p.name, creditCode: null, entName: p.entName, role: p.role },
    ),
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
