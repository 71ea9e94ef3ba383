import { sql } from 'kysely';
import type { RelatedPartyCategory } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { companyOfficers } from './ownershipDb';
import type { PartyEntry, PostRegister } from './relatedParties';

/** The posts of the register (`executive`), for the related-party derivation. */
export function dbPosts(db: Db): PostRegister {
  return {
    async postsOf(personIds) {
      if (!personIds.length) return [];
      const rows = await db
        .selectFrom('executive as e')
        .innerJoin('company as c', 'c.ent_id', 'e.company_id')
        .select(['e.person_id', 'e.company_id', 'c.name', 'e.post'])
        .where('e.person_id', 'in', personIds)
        .orderBy('e.company_id')
        .execute();
      return rows.map((r) => ({
        personId: r.person_id,
        company: { id: r.company_id, kind: 'C' as const, name: r.name },
        post: r.post,
      }));
    },
    officersOf: (companyId) => companyOfficers(db, companyId),
  };
}

/** An institution's 关联方名单 as the derivation reads it. */
export async function partyEntries(db: Db, instId: number): Promise<PartyEntry[]> {
  const rows = await db
    .selectFrom('related_party')
    .select(['subject_kind', 'category', 'name', 'register_id'])
    .where('inst_id', '=', instId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    subjectKind: r.subject_kind,
    category: r.category as RelatedPartyCategory,
    name: r.name,
    registerId: r.register_id,
  }));
}

/** The hash of every institution's list: a changed list is a reason to refresh, as a data load is. */
export const partiesHashSql = sql<string>`(
  select coalesce(md5(string_agg(
    p.id || ':' || p.inst_id || ':' || p.subject_kind || ':' || p.category || ':' || coalesce(p.register_id, '') || ':' || p.name,
    ',' order by p.id)), '')
  from related_party p
)`;
