import type { Db } from '../../../platform/db/database';
import type { NameIndex } from '../../../core/companies/nameIndex';
import { dbRelations, type Entity, type Relation } from '../../../core/relations/relationGraph';
import { normName } from './classify';
import type { EngineSubject, RelatedParty } from './model';

/** Links from the subjects' companies walked at most (a company, an officer, their other companies). */
const DEPTH = 2;
/** Entities reached at most: a large group stops the walk rather than the analysis. */
const MAX_REACHED = 5000;
/** An entity with more links is a hub (a fund, a state-asset commission): reached, not walked through. */
const HUB_DEGREE = 500;

/**
 * Counterparty names matched to the register: exactly one company by its normal-form name, else exactly one
 * by a former name (曾用名). Names matching several companies are left unmatched.
 */
export function matchRegister(index: NameIndex, names: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) {
    const norm = normName(name);
    if (!norm || out.has(norm)) continue;
    const byName = index.byName(norm);
    const hits = byName.length ? byName : index.byFormerName(norm);
    if (hits.length === 1) out.set(norm, hits[0]!.entId);
  }
  return out;
}

const percent = (ratio: number | undefined) => (ratio === undefined ? '' : ` ${Math.round(ratio * 1000) / 10}%`);

/** One link in words: 甲 持股 60% 乙; 张三 任 乙 董事; 张三 为 乙 法定代表人. */
function linkText(r: Relation, names: Map<string, Entity>): string {
  const from = names.get(r.from)?.name ?? r.from;
  const to = names.get(r.to)?.name ?? r.to;
  if (r.type === 'invest') return `${from} 持股${percent(r.ratio)} ${to}`;
  if (r.type === 'post') return `${from} 任 ${to} ${r.post ?? '董监高'}`;
  return `${from} 为 ${to} 法定代表人`;
}

/**
 * The register's relations of the subjects' companies, two links deep through holdings, posts and legal
 * representation (a person is a link like a company: an officer's other company is two links away), and
 * which counterparties they make related parties: a counterparty company matched to a reached company, or a
 * counterparty individual named like a reached person (a name together with a company of the subjects'
 * group, never a name alone). Each with the path in words.
 */
export async function relatedParties(
  db: Db,
  subjects: readonly (EngineSubject & { entId: string | null })[],
  register: ReadonlyMap<string, string>,
  personNames: ReadonlySet<string>,
): Promise<Map<string, RelatedParty>> {
  const graph = dbRelations(db);
  const sources = [...new Set(subjects.flatMap((s) => (s.entId ? [s.entId] : [])))];
  const related = new Map<string, RelatedParty>();
  if (!sources.length) return related;
  const via = new Map<string, Relation | null>(sources.map((id) => [id, null]));
  const parent = new Map<string, string>();
  let frontier = sources;
  for (let depth = 1; depth <= DEPTH && frontier.length && via.size < MAX_REACHED; depth++) {
    const links = await graph.relationsOf(frontier, ['invest', 'post', 'legal']);
    const degree = new Map<string, number>();
    for (const l of links) for (const end of [l.from, l.to]) degree.set(end, (degree.get(end) ?? 0) + 1);
    const inFrontier = new Set(frontier);
    const next: string[] = [];
    for (const l of links)
      for (const [here, there] of [
        [l.from, l.to],
        [l.to, l.from],
      ] as const) {
        if (!inFrontier.has(here) || via.has(there) || via.size >= MAX_REACHED) continue;
        if (!sources.includes(here) && (degree.get(here) ?? 0) > HUB_DEGREE) continue;
        via.set(there, l);
        parent.set(there, here);
        next.push(there);
      }
    frontier = next;
  }
  const reached = [...via.keys()].filter((id) => !sources.includes(id));
  if (!reached.length) return related;
  const entities = await graph.entities([...via.keys()]);
  const pathOf = (id: string) => {
    const steps: string[] = [];
    for (let at = id; via.get(at); at = parent.get(at)!) steps.unshift(linkText(via.get(at)!, entities));
    return steps.join('；');
  };
  const byEntId = new Map<string, string>();
  for (const [norm, entId] of register) byEntId.set(entId, norm);
  const subjectNames = new Set(subjects.map((s) => normName(s.name)));
  for (const id of reached) {
    const e = entities.get(id);
    if (!e) continue;
    if (e.kind === 'C') {
      const norm = byEntId.get(id);
      if (norm && !subjectNames.has(norm)) related.set(norm, { entId: id, relation: pathOf(id) });
    } else {
      const norm = normName(e.name);
      if (personNames.has(norm) && !subjectNames.has(norm) && !related.has(norm))
        related.set(norm, { entId: null, relation: pathOf(id) });
    }
  }
  return related;
}
