import { sql, type Expression, type SqlBool } from 'kysely';
import { normalizeCompanyName, searchBigrams } from '@esee/contracts';
import type { Db } from '../../platform/db/database';

/** At most this many matches are ranked and paged; counts above it show as "999+" (spec 2 §2). */
export const MATCH_CAP = 1000;

export interface CompanyHit {
  entId: string;
  name: string;
  creditCode: string | null;
  regNo: string | null;
  orgCode: string | null;
  legalRep: string | null;
  estDate: string | null;
  status: string;
  formerNames: string[];
}

/** A query that looks like a code: credit code, registration number or organisation code (or a prefix of one). */
const looksLikeCode = (q: string) => /^[0-9A-Z]{4,18}$/.test(q) && /\d/.test(q);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = [
  'ent_id as entId',
  'name',
  'credit_code as creditCode',
  'reg_no as regNo',
  'org_code as orgCode',
  'legal_rep as legalRep',
  sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('estDate'),
  'status',
  'former_names as formerNames',
  'active',
  'name_norm as nameNorm',
] as const;

type Row = CompanyHit & { active: boolean; nameNorm: string };

/**
 * Companies matching `query`, best first (spec 2 §7; issue: search APIs):
 * the exact name or code, then names starting with it, then names (or
 * former names) containing it; active companies before cancelled ones;
 * full-width/half-width, brackets, spaces and legal-form variants do not
 * matter. At most `MATCH_CAP` are looked at, so the work is bounded however
 * common the words are.
 */
export async function findCompanies(db: Db, query: string, cap = MATCH_CAP): Promise<Row[]> {
  const norm = normalizeCompanyName(query.trim());
  if (!norm) return [];
  const found = new Map<string, Row>();
  const add = (rows: Row[]) => rows.forEach((r) => found.has(r.entId) || found.set(r.entId, r));

  if (looksLikeCode(norm)) {
    add(
      (await db
        .selectFrom('company')
        .select(columns)
        .where((eb) =>
          eb.or([
            eb('credit_code', 'like', `${escapeLike(norm)}%`),
            eb('reg_no', '=', norm),
            eb('org_code', '=', norm),
          ]),
        )
        .limit(cap)
        .execute()) as Row[],
    );
  }
  // Names starting with the query: the prefix index.
  add(
    (await db
      .selectFrom('company')
      .select(columns)
      .where('name_norm', '>=', norm)
      .where('name_norm', '<', `${norm}\uffff`)
      .limit(cap)
      .execute()) as Row[],
  );
  // Names and former names containing it: the character-pair index, then the exact test.
  const keys = searchBigrams(norm);
  if (keys.length && found.size < cap) {
    const pattern = `%${escapeLike(norm)}%`;
    const contains: Expression<SqlBool> = sql<SqlBool>`(name_norm like ${pattern} or exists (select 1 from unnest(former_norms) f where f like ${pattern}))`;
    add(
      (await db
        .selectFrom('company')
        .select(columns)
        .where(sql<SqlBool>`name_bigrams @> ${sql.val(keys)}::text[]`)
        .where(contains)
        .limit(cap)
        .execute()) as Row[],
    );
  }
  const rank = (r: Row) => (r.nameNorm === norm || r.creditCode === norm ? 0 : r.nameNorm.startsWith(norm) ? 1 : 2);
  return [...found.values()]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        Number(b.active) - Number(a.active) ||
        a.name.length - b.name.length ||
        a.name.localeCompare(b.name),
    )
    .slice(0, cap);
}
