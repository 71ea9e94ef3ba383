import { postRolesOf } from '@esee/contracts';
import type { Relation, RelationGraph } from '../../../core/relations/relationGraph';

/** Parties at most, so a company in a large group still answers quickly. */
export const MAX_PARTIES = 300;

/** A hop's closeness (product pages §2.4): controlled (>50%) full, ≥5% half, a smaller holding or an officer's link a quarter. */
export function hopWeight(share: number | null): number {
  if (share === null) return 0.25;
  return share > 0.5 ? 1 : share >= 0.05 ? 0.5 : 0.25;
}

export interface Reached {
  entId: string;
  depth: number;
  relation: string;
  /** Ids from the target to this company (people included). */
  path: string[];
  /** The company it is reached from. */
  via: string;
  /** The person it is reached through, if any. */
  person: string | null;
  share: number | null;
  weight: number;
}

/**
 * An officer's other company, named by the officer's role at the company they link (postRolesOf, 公司法
 * 第二百六十五条: a 监事 is never a 高管): 董事其他企业, 监事其他企业, 高级管理人员其他企业.
 */
function officerRelation(post: string | null | undefined): string {
  const role = postRolesOf(post ?? '').find((r) => r !== '其他职务' && r !== '法定代表人');
  return role ? `${role}其他企业` : '任职人员其他企业';
}

/**
 * The companies related to `target` within `depth` hops, a level at a time: its shareholders and investments,
 * and the other companies of its officers, shareholders who are people and legal representative (a person is
 * a stepping stone, not a hop). Each company is kept at the first level it is reached, by its closest link.
 */
export async function relatedParties(graph: RelationGraph, target: string, depth: number) {
  const reached = new Map<string, Reached>([
    [target, { entId: target, depth: 0, relation: '', path: [target], via: '', person: null, share: 1, weight: 1 }],
  ]);
  const people = new Set<string>();
  let frontier = [target];
  let truncated = false;
  for (let level = 1; level <= depth && frontier.length && !truncated; level++) {
    const found = new Map<string, Reached>();
    const offer = (r: Reached) => {
      if (reached.has(r.entId)) return;
      const seen = found.get(r.entId);
      if (!seen || r.weight > seen.weight) found.set(r.entId, r);
    };
    const links = await graph.relationsOf(frontier, ['invest', 'post', 'legal']);
    const inFrontier = new Set(frontier);
    const holders = links.filter((l) => l.type === 'invest' && inFrontier.has(l.to)).map((l) => l.from);
    const kinds = await graph.entities(holders);
    // People linked to a frontier company: their other companies come next.
    const personOf = new Map<string, { from: Reached; link: Relation }[]>();
    for (const link of links) {
      if (inFrontier.has(link.to)) {
        const from = reached.get(link.to)!;
        if (link.type === 'invest' && kinds.get(link.from)?.kind === 'C')
          offer(step(from, link.from, '股东', link.ratio ?? null, level));
        else {
          people.add(link.from);
          personOf.set(link.from, [...(personOf.get(link.from) ?? []), { from, link }]);
        }
      }
      if (inFrontier.has(link.from) && link.type === 'invest')
        offer(step(reached.get(link.from)!, link.to, '对外投资', link.ratio ?? null, level));
    }
    if (personOf.size) {
      const theirs = await graph.relationsOf([...personOf.keys()], ['invest', 'post', 'legal']);
      for (const link of theirs)
        for (const { from, link: first } of personOf.get(link.from) ?? []) {
          if (link.to === from.entId) continue;
          const relation =
            first.type === 'legal'
              ? '法定代表人其他企业'
              : first.type === 'post'
                ? officerRelation(first.post)
                : '自然人股东其他企业';
          const r = step(from, link.to, relation, null, level);
          offer({ ...r, path: [...from.path, link.from, link.to], person: link.from });
        }
    }
    frontier = [];
    for (const r of [...found.values()].sort((a, b) => b.weight - a.weight || a.entId.localeCompare(b.entId))) {
      if (reached.size > MAX_PARTIES) {
        truncated = true;
        break;
      }
      reached.set(r.entId, r);
      frontier.push(r.entId);
    }
  }
  reached.delete(target);
  return { parties: [...reached.values()], people, truncated };
}

function step(from: Reached, to: string, relation: string, share: number | null, depth: number): Reached {
  const pathShare = share !== null && from.share !== null ? from.share * share : null;
  return {
    entId: to,
    depth,
    relation,
    path: [...from.path, to],
    via: from.entId,
    person: null,
    share: pathShare,
    weight: from.weight * hopWeight(share),
  };
}
