import { sql } from 'kysely';
import { normalizeCompanyName } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { PARTY_COLUMNS, type PartyRow } from './facts';

/**
 * A party picked (`entId`) or typed: the unified social credit code, the normalised name or a former name;
 * the credit code first, then the current name, then active companies. Undefined when nothing matches.
 */
export async function resolveParty(db: Db, input: { entId?: string; name: string }): Promise<PartyRow | undefined> {
  const text = input.name.trim();
  const norm = normalizeCompanyName(text);
  const { rows } = input.entId
    ? await sql<PartyRow>`select ${PARTY_COLUMNS} from company where ent_id = ${input.entId}`.execute(db)
    : await sql<PartyRow>`
        select ${PARTY_COLUMNS} from company
        where credit_code = ${text.toUpperCase()} or name_norm = ${norm} or ${norm} = any(former_norms)
        order by (credit_code = ${text.toUpperCase()}) desc, (name_norm = ${norm}) desc, active desc, ent_id
        limit 1`.execute(db);
  return rows[0];
}
