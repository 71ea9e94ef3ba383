import type { EvidenceRecord, OwnershipPath } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { shareholdingRecord } from '../evidence';
import { controllingHolder } from '../relations/actualController';
import { sourceRecords } from '../relations/conclusions';
import type { Entity, OwnershipGraph } from '../relations/ownership';
import type { LinkFact } from './score';

/** How far up a control chain is walked (the graphs' depth). */
const MAX_DEPTH = 10;

export interface ChainLink {
  holder: Entity;
  ratio: number;
}

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;

/** Up from a company through majority holders (>50%): who controls it, directly then indirectly. */
export async function majorityChain(graph: OwnershipGraph, entId: string): Promise<ChainLink[]> {
  const chain: ChainLink[] = [];
  const seen = new Set([entId]);
  let current = entId;
  while (chain.length < MAX_DEPTH) {
    const control = controllingHolder(await graph.holdersOf(current));
    if (!control || control.basis !== 'majority' || seen.has(control.holding.holder.id)) break;
    chain.push({ holder: control.holding.holder, ratio: control.holding.ratio });
    seen.add(control.holding.holder.id);
    if (control.holding.holder.kind !== 'C') break;
    current = control.holding.holder.id;
  }
  return chain;
}

/** "甲 →60.00%→ 乙 →55.00%→ 丙": a chain (the direct holder first) from its top down to the company. */
export function chainText(company: string, links: readonly ChainLink[]): string {
  let text = company;
  for (const l of links) text = `${l.holder.name} →${pct(l.ratio)}→ ${text}`;
  return text;
}

/** A chain (the direct holder first) as a path from its top holder down to the company. */
export function chainPath(company: { ent_id: string; name: string }, links: readonly ChainLink[]): OwnershipPath {
  const top = [...links].reverse();
  return {
    entities: [...top.map((l) => l.holder), { id: company.ent_id, kind: 'C', name: company.name }],
    ratios: top.map((l) => l.ratio),
    share: links.reduce((s, l) => s * l.ratio, 1),
  };
}

/**
 * Indirect control and common control through chains of majority holdings (直接或间接控制): a party above another
 * in its chain controls it (`control`); two parties whose chains meet are under common control of the meeting
 * entity (`sameController`). Direct links (one step on each side) are the register facts' and are not repeated
 * here. Each fact carries its chains as paths and names its meeting entity (`via`), so a check leaves out those
 * that are hubs (the one hub rule, `core/relations/hubs.ts`: 仅同受国家控制 is no relation; a fund's stakes neither).
 */
export async function chainFacts(
  graph: OwnershipGraph,
  parties: readonly { ent_id: string; name: string }[],
): Promise<LinkFact<'control' | 'sameController'>[]> {
  const chains = await Promise.all(parties.map((p) => majorityChain(graph, p.ent_id)));
  const facts: LinkFact<'control' | 'sameController'>[] = [];
  for (let a = 0; a < parties.length; a++)
    for (let b = 0; b < parties.length; b++) {
      if (a === b) continue;
      const [x, y] = [parties[a]!, parties[b]!];
      // a above b, two or more steps up: indirect control.
      const at = chains[b]!.findIndex((l) => l.holder.id === x.ent_id);
      if (at >= 1)
        facts.push({
          a,
          b,
          signal: 'control',
          detail: `${x.name}间接控制${y.name}（控制链：${chainText(y.name, chains[b]!.slice(0, at + 1))}）`,
          paths: [chainPath(y, chains[b]!.slice(0, at + 1))],
        });
      if (b < a || at >= 0 || chains[a]!.some((l) => l.holder.id === y.ent_id)) continue;
      // Chains meeting above both: the first common controller.
      const i = chains[a]!.findIndex((l) => chains[b]!.some((m) => m.holder.id === l.holder.id));
      if (i < 0) continue;
      const top = chains[a]![i]!.holder;
      const j = chains[b]!.findIndex((m) => m.holder.id === top.id);
      if (i === 0 && j === 0) continue; // one step each: the register facts' 同一控股股东
      facts.push({
        a,
        b,
        signal: 'sameController',
        detail: `${x.name}与${y.name}同受${top.name}控制（${chainText(x.name, chains[a]!.slice(0, i + 1))}；${chainText(y.name, chains[b]!.slice(0, j + 1))}）`,
        via: { id: top.id, name: top.name, kind: top.kind },
        paths: [chainPath(x, chains[a]!.slice(0, i + 1)), chainPath(y, chains[b]!.slice(0, j + 1))],
      });
    }
  return facts;
}

/** The facts with the shareholding records of every link of their paths (认缴出资日期 where the register has it). */
export async function withPathRecords<F extends LinkFact>(db: Db, facts: readonly F[]): Promise<F[]> {
  const links = new Map<string, [string, string]>();
  for (const f of facts)
    for (const p of f.paths ?? [])
      p.entities
        .slice(0, -1)
        .forEach((e, k) => links.set(`${e.id}>${p.entities[k + 1]!.id}`, [e.id, p.entities[k + 1]!.id]));
  if (!links.size) return [...facts];
  const records = new Map(
    (await sourceRecords(db, [...links.values()])).map((r) => [
      `${r.holderId}>${r.companyId}`,
      shareholdingRecord(
        { holderName: r.holderName, ratio: r.ratio, subscribedDate: r.subscribedDate },
        { id: r.companyId, name: r.companyName },
      ),
    ]),
  );
  return facts.map((f) => {
    const found = (f.paths ?? []).flatMap((p) =>
      p.entities.slice(0, -1).flatMap((e, k) => records.get(`${e.id}>${p.entities[k + 1]!.id}`) ?? []),
    );
    const known = new Set((f.records ?? []).map((r) => `${r.companyId}|${r.text}`));
    const added: EvidenceRecord[] = found.filter((r) => !known.has(`${r.companyId}|${r.text}`));
    return added.length ? { ...f, records: [...(f.records ?? []), ...added] } : f;
  });
}
