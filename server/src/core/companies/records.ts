/** Queries over the record table, shared by the company and person modules. */
import { sql } from 'kysely';
import { RECORD_ENDPOINTS, RECORD_KIND_BY_KEY, RISK_KIND_BY_KEY, chinaDay, type ListPage } from '@esee/contracts';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { day } from '../../platform/db/paging';
import { isRiskRecord } from '../risk/riskSummary';

/** Endpoint name (`queryPatent`) to record kind, and back. */
export const KIND_BY_ENDPOINT: ReadonlyMap<string, string> = new Map(
  Object.entries(RECORD_ENDPOINTS).map(([kind, name]) => [name, kind]),
);

/** The list columns of a record: the detail-only columns wait for the detail dialog. */
function listFields(kind: string, payload: Record<string, unknown>): Record<string, unknown> {
  const columns = RECORD_KIND_BY_KEY.get(kind)?.columns ?? [];
  return Object.fromEntries(columns.filter((c) => !c.detailOnly).map((c) => [c.key, payload[c.key] ?? null]));
}

/** Whose records: a company's, or those naming a person as a party. */
export type RecordOwner = { entId: string } | { personId: string };

/** The records of one kind that an owner has (the `?` test lets the partial person index serve). */
const recordsOf = (db: Db, owner: RecordOwner, kind: string) => {
  const base = db.selectFrom('record').where('kind', '=', kind);
  return 'entId' in owner
    ? base.where('company_id', '=', owner.entId)
    : base.where(sql`payload ->> 'personId'`, '=', owner.personId).where(sql<boolean>`payload ? 'personId'`);
};

/** A page of the records of one kind, newest first. */
export async function recordPage(
  db: Db,
  owner: RecordOwner,
  kind: string,
  page: { offset: number; limit: number },
): Promise<ListPage> {
  const base = recordsOf(db, owner, kind);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['record_id as id', 'company_id as entId', day('record_date').as('date'), 'payload'])
      .orderBy('record_date', (ob) => ob.desc().nullsLast())
      .orderBy('record_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  // A person's records come from many companies: the list names each one.
  const names =
    'personId' in owner && rows.length ? await companyNames(db, [...new Set(rows.map((r) => r.entId))]) : undefined;
  return {
    total: Number(count.n),
    list: rows.map((r) => {
      const payload = r.payload as Record<string, unknown>;
      const company = names ? { companyName: names.get(r.entId) ?? null, companyId: r.entId } : {};
      return { id: r.id, entId: r.entId, date: r.date, ...company, ...listFields(kind, payload), ...personOf(payload) };
    }),
  };
}

/** Up to `limit` records of one kind with every column, newest first, each with its company's name: for exports. */
export async function exportRecords(
  db: Db,
  owner: RecordOwner,
  kind: string,
  limit: number,
): Promise<{ companyName: string; payload: Record<string, unknown> }[]> {
  const rows = await recordsOf(db, owner, kind)
    .innerJoin('company as c', 'c.ent_id', 'record.company_id')
    .select(['record.payload', 'c.name'])
    .orderBy('record.record_date', (ob) => ob.desc().nullsLast())
    .orderBy('record.record_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ companyName: r.name, payload: r.payload as Record<string, unknown> }));
}

async function companyNames(db: Db, entIds: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('company').select(['ent_id', 'name']).where('ent_id', 'in', entIds).execute();
  return new Map(rows.map((r) => [r.ent_id, r.name]));
}

/** The person a record names, for a link to the person's page. */
const personOf = (payload: Record<string, unknown>) =>
  typeof payload.personId === 'string' ? { personId: payload.personId, personName: payload.personName } : {};

/** One record with all its columns, for the detail dialog; it must be of the kind the endpoint serves. */
export async function recordDetail(db: Db, kind: string, id: string): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('record as r')
    .innerJoin('company as c', 'c.ent_id', 'r.company_id')
    .select([
      'r.record_id as id',
      'r.kind',
      day('r.record_date').as('date'),
      'r.payload',
      'c.name as companyName',
      'c.ent_id as entId',
    ])
    .where('r.record_id', '=', id)
    .where('r.kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw notFound('记录不存在');
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    entId: row.entId,
    companyName: row.companyName,
    ...(row.payload as Record<string, unknown>),
  };
}

/** One record of a company found by a number in it (the mortgage page asks by registration number). */
export async function recordByNumber(
  db: Db,
  entId: string,
  kind: string,
  key: string,
  value: string,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('record')
    .select('record_id')
    .where('company_id', '=', entId)
    .where('kind', '=', kind)
    .where(sql<string>`payload ->> ${key}`, '=', value)
    .executeTakeFirst();
  if (!row) throw notFound('记录不存在');
  return recordDetail(db, kind, row.record_id);
}

/** The newest risk records of a company (those its risk summary counts), for the overview. */
export async function recentRisks(
  db: Db,
  entId: string,
  limit = 8,
  today: Date = now(),
): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('record')
    .select(['record_id as id', 'kind', day('record_date').as('date'), 'payload'])
    .where('company_id', '=', entId)
    .where(isRiskRecord('record'))
    .where(sql<boolean>`(record_date is null or record_date <= ${chinaDay(today)}::date)`)
    .orderBy('record_date', (ob) => ob.desc().nullsLast())
    .orderBy('record_id')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const kind = RECORD_KIND_BY_KEY.get(r.kind)!;
    return {
      id: r.id,
      kind: r.kind,
      title: kind.title,
      level: RISK_KIND_BY_KEY.get(r.kind)!.level,
      date: r.date,
      ...listFields(r.kind, r.payload as Record<string, unknown>),
    };
  });
}
