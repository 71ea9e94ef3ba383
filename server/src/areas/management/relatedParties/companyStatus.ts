import { sql } from 'kysely';
import type { CompanyRelatedParty, DerivedRelatedParty } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { dbGraph } from '../../../core/relations/ownershipDb';
import { relatedCompanies } from '../../../core/relations/relatedParties';
import { dbPosts, partiesHashSql, partyEntries } from '../../../core/relations/relatedPartiesDb';

/**
 * One company's 关联方 status for an institution (the company page's 「本行关联方」 tag), from the one derivation:
 * - the stored conclusion (`derived_conclusion`, kind relatedParty) when the derived refresh has caught up (its
 *   watermark holds the last data load and the lists' hash now): computed from these very inputs, and what
 *   客户中的关联方 and 关联方变更 show;
 * - else, for a company outside the watched scope or while a refresh is due, derived now by `relatedCompanies` from
 *   the institution's list, as a refresh derives it (one control walk per listed party: a list is tens of entries,
 *   and an institution without a list costs one query).
 */
export async function companyRelatedParty(db: Db, instId: number, entId: string): Promise<CompanyRelatedParty> {
  const { rows } = await sql<{ value: DerivedRelatedParty; current: boolean }>`
    select d.value,
           coalesce(w.load_id >= (select coalesce(max(id), 0) from data_load)
                    and coalesce(w.parties, '') = ${partiesHashSql}, false) as current
    from derived_conclusion d
    left join derived_watermark w on w.id = 1
    where d.inst_id = ${instId} and d.ent_id = ${entId} and d.kind = 'relatedParty'
  `.execute(db);
  const stored = rows[0];
  if (stored?.current) return { related: stored.value.related, reasons: stored.value.reasons };
  const set = await relatedCompanies(dbGraph(db), dbPosts(db), await partyEntries(db, instId));
  const reasons = set.reasons.get(entId) ?? [];
  return { related: reasons.length > 0, reasons };
}
