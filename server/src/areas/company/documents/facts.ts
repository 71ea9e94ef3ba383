import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';

/** A party of a document as the register holds it (a person or an unregistered creditor: the name alone). */
export interface Party {
  name: string;
  creditCode: string | null;
  address: string | null;
  legalRep: string | null;
}

/** A record with its kind, day and payload, as the loader stored it. */
export interface StoredRecord {
  id: string;
  kind: string;
  date: string;
  payload: Record<string, unknown>;
}

/** What a document is written from: the record, its company, and the records of the same case. */
export interface DocumentFacts {
  record: StoredRecord;
  company: Party & { entId: string };
  /** The company's other records of the same case number (立案, 开庭), oldest first. */
  sameCase: StoredRecord[];
}

export const RECORD_NOT_FOUND = '记录不存在';

const recordColumns = sql`record_id as id, kind, to_char(record_date, 'YYYY-MM-DD') as date, payload`;

/** The register's facts of a company named `name`, or its name alone when the register does not hold it. */
export async function partyNamed(db: Db, name: string): Promise<Party> {
  const row = await db
    .selectFrom('company')
    .select(['name', 'credit_code as creditCode', 'address', 'legal_rep as legalRep'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ?? { name, creditCode: null, address: null, legalRep: null };
}

/** The company's records of `kind` whose `key` is `value`, oldest first. */
export async function recordsWith(
  db: Db,
  entId: string,
  kinds: readonly string[],
  key: string,
  value: string,
): Promise<StoredRecord[]> {
  const { rows } = await sql<StoredRecord>`
    select ${recordColumns} from record
    where company_id = ${entId} and kind in (${sql.join(kinds)}) and payload ->> ${key} = ${value}
    order by record_date, record_id`.execute(db);
  return rows;
}

/** The record `id` with its company and the records of its case (found by its 案号, when it has one). */
export async function documentFacts(db: Db, id: string): Promise<DocumentFacts> {
  const { rows } = await sql<StoredRecord & { entId: string }>`
    select ${recordColumns}, company_id as "entId" from record where record_id = ${id}`.execute(db);
  const record = rows[0];
  if (!record) throw notFound(RECORD_NOT_FOUND);
  const company = await db
    .selectFrom('company')
    .select(['ent_id as entId', 'name', 'credit_code as creditCode', 'address', 'legal_rep as legalRep'])
    .where('ent_id', '=', record.entId)
    .executeTakeFirstOrThrow();
  const caseNo = typeof record.payload.caseNo === 'string' ? record.payload.caseNo : null;
  const sameCase = caseNo ? await recordsWith(db, record.entId, ['caseFiling', 'courtNotice'], 'caseNo', caseNo) : [];
  return {
    record: { id: record.id, kind: record.kind, date: record.date, payload: record.payload },
    company,
    sameCase,
  };
}
