import type { RelationSignalCode } from '@esee/contracts';
import type { LinkFact } from '../../../core/pairCheck/score';
import type { PersonTie } from '../../../core/pairCheck/persons';
import type { OwnershipGraph } from '../../../core/relations/ownership';
import { chainText, majorityChain } from './control';

/** Holdings of at least this share give significant influence (上市规则: 持股5%以上). */
const SIGNIFICANT = 0.05;
/** How many companies a person serves are walked up for "controls the company the other serves". */
const MAX_SERVED = 50;

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;

export interface Party {
  kind: 'company' | 'person';
  id: string;
  name: string;
}

/** "任董事" or "曾任董事（2026-03-01卸任）". */
const postText = (t: PersonTie) => (t.endedOn ? `曾任${t.post}（${t.endedOn}卸任）` : `任${t.post}`);
const holdText = (t: PersonTie) =>
  t.endedOn ? `曾持股 ${pct(t.ratio ?? 0)}（${t.endedOn}退出）` : `持股 ${pct(t.ratio ?? 0)}`;
const tieText = (t: PersonTie) => (t.kind === 'holding' ? holdText(t) : postText(t));

/**
 * The links of natural-person parties (indexes into `parties`), in related-party terms:
 * person ↔ company: control (>50%, directly or down a chain of majority holdings), a holding ≥5% or <5%,
 * a post (legal representative, director, supervisor, officer: 关键管理人员); ended ties (change records)
 * carry their end day, the 12-month rule applies in the scoring.
 * person ↔ person: both hold or serve in the same company (a lead naming it), or one controls a company the
 * other serves (a lead).
 */
export async function personFacts(
  graph: OwnershipGraph,
  parties: readonly Party[],
  ties: readonly PersonTie[],
): Promise<LinkFact<RelationSignalCode>[]> {
  const facts: LinkFact<RelationSignalCode>[] = [];
  const chains = new Map<string, Awaited<ReturnType<typeof majorityChain>>>();
  const chainOf = async (companyId: string) => {
    let chain = chains.get(companyId);
    if (!chain) chains.set(companyId, (chain = await majorityChain(graph, companyId)));
    return chain;
  };
  const tiesOf = (personId: string) => ties.filter((t) => t.personId === personId);

  for (let a = 0; a < parties.length; a++) {
    const x = parties[a]!;
    if (x.kind !== 'person') continue;
    const mine = tiesOf(x.id);
    for (let b = 0; b < parties.length; b++) {
      const y = parties[b]!;
      if (a === b) continue;
      if (y.kind === 'company') {
        // Control, directly or down a chain of majority holdings.
        const chain = await chainOf(y.id);
        const at = chain.findIndex((l) => l.holder.id === x.id);
        if (at >= 0)
          facts.push({
            a,
            b,
            signal: 'personControl',
            detail:
              at === 0
                ? `${x.name}持有${y.name} ${pct(chain[0]!.ratio)}，为其控股股东`
                : `${x.name}间接控制${y.name}（控制链：${chainText(y.name, chain.slice(0, at + 1))}）`,
          });
        for (const t of mine.filter((m) => m.companyId === y.id)) {
          if (t.kind === 'holding') {
            const ratio = t.ratio ?? 0;
            if (ratio > 0.5 && !t.endedOn) continue; // the control above
            facts.push({
              a,
              b,
              signal: ratio > 0.5 ? 'personControl' : ratio >= SIGNIFICANT ? 'personHolding' : 'personMinorHolding',
              detail: `${x.name}${t.endedOn ? '曾' : ''}持有${y.name} ${pct(ratio)}${t.endedOn ? `（${t.endedOn}退出）` : ''}`,
              endedOn: t.endedOn,
              ratio,
            });
          } else
            facts.push({
              a,
              b,
              signal: 'keyManagement',
              detail: `${x.name}${t.endedOn ? '曾' : ''}任${y.name}${t.post}${t.endedOn ? `（${t.endedOn}卸任）` : ''}`,
              endedOn: t.endedOn,
            });
        }
        continue;
      }
      // Two persons: one controls a company the other serves (either way round, so each direction here).
      const served = [...new Set(tiesOf(y.id).filter((t) => t.kind !== 'holding' && !t.endedOn))]
        .map((t) => t.companyId)
        .filter((id, i, all) => all.indexOf(id) === i)
        .slice(0, MAX_SERVED);
      for (const companyId of served) {
        const chain = await chainOf(companyId);
        const at = chain.findIndex((l) => l.holder.id === x.id);
        if (at < 0) continue;
        const company = ties.find((t) => t.companyId === companyId)!.companyName;
        const posts = tiesOf(y.id)
          .filter((t) => t.companyId === companyId && t.kind !== 'holding' && !t.endedOn)
          .map((t) => t.post)
          .join('、');
        facts.push({
          a,
          b,
          signal: 'personControlsEmployer',
          detail: `${x.name}控制${company}（${chainText(company, chain.slice(0, at + 1))}），${y.name}在该企业任${posts}`,
          via: { id: companyId, name: company, kind: 'C' },
        });
      }
      if (b < a) continue;
      // Both hold or serve in the same company (today's ties).
      const theirs = tiesOf(y.id).filter((t) => !t.endedOn);
      const shared = [...new Set(mine.filter((t) => !t.endedOn).map((t) => t.companyId))].filter((c) =>
        theirs.some((t) => t.companyId === c),
      );
      for (const companyId of shared) {
        const company = ties.find((t) => t.companyId === companyId)!.companyName;
        const what = (list: readonly PersonTie[]) =>
          list
            .filter((t) => t.companyId === companyId && !t.endedOn)
            .map(tieText)
            .join('、');
        facts.push({
          a,
          b,
          signal: 'personSameCompany',
          detail: `${x.name}与${y.name}同在${company}：${x.name}${what(mine)}，${y.name}${what(theirs)}`,
          via: { id: companyId, name: company, kind: 'C' },
        });
      }
    }
  }
  return facts;
}
