import type { Entity, OwnershipGraph } from '../../../core/relations/ownership';
import { controllingHolder } from '../../../core/relations/actualController';
import type { LinkFact } from '../../../core/pairCheck/score';
import type { RelationSignalCode } from '@esee/contracts';

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

/**
 * Indirect control and common control through chains of majority holdings (准则: 直接或间接控制): a party
 * above another in its chain controls it; two parties whose chains meet are under common control of the
 * meeting entity. Direct links (one step on each side) are the register facts' and are not repeated here.
 * Each fact names its meeting entity (`via`): the screen leaves out those that are hubs (the one hub rule,
 * `core/relations/hubs.ts`: 仅同受国家控制 is no relation, 准则第六条; a fund's stakes neither).
 */
export async function controlFacts(
  graph: OwnershipGraph,
  parties: readonly { ent_id: string; name: string }[],
): Promise<LinkFact<RelationSignalCode>[]> {
  const chains = await Promise.all(parties.map((p) => majorityChain(graph, p.ent_id)));
  const facts: LinkFact<RelationSignalCode>[] = [];
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
        signal: 'commonControl',
        detail: `${x.name}与${y.name}同受${top.name}控制（${chainText(x.name, chains[a]!.slice(0, i + 1))}；${chainText(y.name, chains[b]!.slice(0, j + 1))}）`,
        via: { id: top.id, name: top.name, kind: top.kind },
      });
    }
  return facts;
}
