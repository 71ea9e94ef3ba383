import { MINED_LINK_TYPES, ScsRole, type ScsEvidence } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { groupName, type BookCustomer, type Group } from './grouping';

/** A link pushed from 关系挖掘, as a run reads it. */
export interface MinedLinkRow {
  ent_a: string;
  ent_b: string;
  reason: string;
  score: number;
  link_types: string[];
}

/** The institution's pushed links, strongest first. */
export function minedLinksOf(db: Db, instId: number): Promise<MinedLinkRow[]> {
  return db
    .selectFrom('scs_mined_link')
    .select(['ent_a', 'ent_b', 'reason', 'score', 'link_types'])
    .where('inst_id', '=', instId)
    .orderBy('score', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Links pushed from 关系挖掘 (「推送为识别建议」) join the run as suggested members needing confirmation,
 * with the mined evidence as their reason: a customer linked to a member of a group and in no group
 * itself is suggested for that group; two linked customers in no group form a suggested group of their
 * own (key `M:` + the pair, stable across runs). Links between two groups are left to the reviewer.
 * Changes `groups` in place. Pure (the run's worker task calls it with `minedLinksOf`'s rows).
 */
export function applyMinedLinks(
  groups: Group[],
  customers: readonly BookCustomer[],
  links: readonly MinedLinkRow[],
): void {
  if (!links.length) return;
  const book = new Map(customers.map((c) => [c.entId, c]));
  const groupOf = new Map<string, Group>();
  for (const g of groups) for (const m of g.members) groupOf.set(m.entId, g);
  const evidence = (from: BookCustomer, to: BookCustomer, score: number, types: string[]): ScsEvidence => ({
    kind: 'mined',
    fromId: from.entId,
    fromName: from.name,
    toId: to.entId,
    toName: to.name,
    value: score,
    note: types.map((t) => MINED_LINK_TYPES.find((m) => m.code === t)?.name ?? t).join('、'),
  });
  for (const link of links) {
    const [a, b] = [book.get(link.ent_a), book.get(link.ent_b)];
    if (!a || !b) continue; // a customer left the book
    const [ga, gb] = [groupOf.get(a.entId), groupOf.get(b.entId)];
    if (ga && gb) continue;
    if (ga || gb) {
      const [group, inside, outside] = ga ? [ga, a, b] : [gb!, b, a];
      group.members.push({
        entId: outside.entId,
        entName: outside.name,
        role: ScsRole.RELATED,
        suggested: true,
        reason: `与${inside.name}：${link.reason}`,
        evidence: [evidence(inside, outside, link.score, link.link_types)],
      });
      group.totalExposure += outside.exposure;
      groupOf.set(outside.entId, group);
      continue;
    }
    const [core, other] = a.exposure >= b.exposure ? [a, b] : [b, a];
    const group: Group = {
      key: `M:${link.ent_a}|${link.ent_b}`,
      name: groupName(core.name),
      coreEntId: core.entId,
      rootId: core.entId,
      rootName: core.name,
      totalExposure: a.exposure + b.exposure,
      members: [core, other].map((c, i) => ({
        entId: c.entId,
        entName: c.name,
        role: i === 0 ? ScsRole.CORE : ScsRole.RELATED,
        suggested: true,
        reason: `与${(i === 0 ? other : core).name}：${link.reason}`,
        evidence: [evidence(core, other, link.score, link.link_types)],
      })),
    };
    groups.push(group);
    groupOf.set(a.entId, group);
    groupOf.set(b.entId, group);
  }
}
