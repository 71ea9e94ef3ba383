import { sql } from 'kysely';
import { isValidUscc, normalizeCompanyName } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { enterpriseInfo } from '../../../core/companies/companyInfo';
import { shareholders } from '../../../core/companies/companyStructure';
import type { IssuerFacts, RegistryRecord } from './checks';

/** The registry record of a company: the company detail's own queries (工商信息, 股东信息). */
export async function registryRecord(db: Db, entId: string): Promise<RegistryRecord> {
  const [info, holders] = await Promise.all([
    enterpriseInfo(db, entId),
    shareholders(db, entId, { offset: 0, limit: 200 }),
  ]);
  return {
    entId,
    name: info.name,
    formerNames: info.formerNames ?? [],
    creditCode: info.creditCode,
    legalRep: info.legalRep,
    regCapitalWan: info.regCapital === null ? null : info.regCapital / 10_000,
    shareholders: holders.list.map((h) => ({ name: String(h.stockName), percent: Number(h.stockPercent) })),
  };
}

/**
 * The issuer a document names: by its name, then a former name (曾用名), then its 统一社会信用代码 (when the check
 * character is right); null when the registry has none of them.
 */
export async function findIssuer(db: Db, facts: IssuerFacts): Promise<string | null> {
  const name = facts.name?.value;
  if (name) {
    const byName = await db
      .selectFrom('company')
      .select('ent_id')
      .where('name_norm', '=', normalizeCompanyName(name))
      .executeTakeFirst();
    if (byName) return byName.ent_id;
    const former = await sql<{ ent_id: string }>`
      select ent_id from company where ${name} = any(former_names) order by ent_id limit 1
    `.execute(db);
    if (former.rows[0]) return former.rows[0].ent_id;
  }
  const code = facts.creditCode?.value;
  if (code && isValidUscc(code)) {
    const byCode = await db.selectFrom('company').select('ent_id').where('credit_code', '=', code).executeTakeFirst();
    if (byCode) return byCode.ent_id;
  }
  return null;
}
