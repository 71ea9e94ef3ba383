import { sql, type RawBuilder } from 'kysely';
import {
  AMOUNT_BANDS,
  ROUND_FILTERS,
  type AmountBand,
  type FinancingEvent,
  type FinancingEventQuery,
  type FinancingParty,
} from '@esee/contracts';
import { regionText } from '../../../core/prospects/options';
import type { Db } from '../../../platform/db/database';

/** A financing record's investors, as the ingestion format stores them. */
interface Participant {
  investorId: string;
  fundId: string | null;
  lead: boolean;
}
interface Payload {
  round: string;
  amount: number | null;
  participants?: Participant[];
}

/** Whether the event's company is in the institution's customer book (本行客户). */
const isCustomer = (instId: number) =>
  sql<boolean>`exists (select 1 from institution_customer ic where ic.inst_id = ${instId} and ic.ent_id = r.company_id)`;

/**
 * The conditions of an event list for an institution (whose customers `notCustomers` leaves out); each
 * narrows it (AND), the choices within one widen it (OR).
 */
export function eventConditions(
  q: Omit<FinancingEventQuery, 'pageNo' | 'pageSize' | 'sort'>,
  instId: number,
): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`r.kind = 'financing'`];
  if (q.notCustomers) where.push(sql`not ${isCustomer(instId)}`);
  if (q.rounds?.length)
    where.push(sql`r.payload->>'round' = any(${q.rounds.flatMap((k) => ROUND_FILTERS[k] ?? [])}::text[])`);
  if (q.dateFrom) where.push(sql`r.record_date >= ${q.dateFrom}::date`);
  if (q.dateTo) where.push(sql`r.record_date <= ${q.dateTo}::date`);
  if (q.industry) where.push(sql`c.industry_code like ${`${q.industry}%`}`);
  if (q.regionCode) where.push(sql`c.region_code like ${`${q.regionCode}%`}`);
  if (q.investorId)
    where.push(sql`r.payload->'participants' @> ${JSON.stringify([{ investorId: q.investorId }])}::jsonb`);
  if (q.amountBands?.length) {
    const amount = sql`(r.payload->>'amount')::numeric`;
    const bands = q.amountBands.map((key) => {
      const band = AMOUNT_BANDS[key as AmountBand];
      if (band.from === null) return sql`${amount} is null`;
      return band.to === null
        ? sql`${amount} >= ${band.from}`
        : sql`(${amount} >= ${band.from} and ${amount} < ${band.to})`;
    });
    where.push(sql`(${sql.join(bands, sql` or `)})`);
  }
  return where;
}

interface EventRow {
  eventId: string;
  entId: string;
  companyName: string;
  date: string;
  payload: Payload;
  industryName: string | null;
  regionCode: string | null;
  isCustomer?: boolean;
  total?: string;
}

const eventColumns = sql`r.record_id as "eventId", r.company_id as "entId", c.name as "companyName",
  to_char(r.record_date, 'YYYY-MM-DD') as date, r.payload, c.industry_name as "industryName", c.region_code as "regionCode"`;

/** The institutions' names, for the ids a page of events names. */
export async function investorNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('investor')
    .select(['investor_id', 'name'])
    .where('investor_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.investor_id, r.name]));
}

async function toEvents(db: Db, rows: EventRow[]): Promise<FinancingEvent[]> {
  const names = await investorNames(
    db,
    rows.flatMap((r) => (r.payload.participants ?? []).map((p) => p.investorId)),
  );
  const party = (p: Participant): FinancingParty => ({
    investorId: p.investorId,
    name: names.get(p.investorId) ?? p.investorId,
  });
  return rows.map((r) => {
    const participants = r.payload.participants ?? [];
    const lead = participants.find((p) => p.lead);
    return {
      eventId: r.eventId,
      entId: r.entId,
      companyName: r.companyName,
      round: r.payload.round,
      amount: typeof r.payload.amount === 'number' ? r.payload.amount : null,
      date: r.date,
      lead: lead ? party(lead) : null,
      coInvestors: participants.filter((p) => !p.lead).map(party),
      industryName: r.industryName,
      region: regionText(r.regionCode),
      ...(r.isCustomer === undefined ? {} : { isCustomer: r.isCustomer }),
    };
  });
}

/** A page of events matching the conditions, newest first (or oldest). */
export async function eventPage(
  db: Db,
  q: FinancingEventQuery,
  page: { offset: number; limit: number },
  instId: number,
): Promise<{ total: number; list: FinancingEvent[] }> {
  const order =
    q.sort === 'dateAsc' ? sql`r.record_date asc, r.record_id asc` : sql`r.record_date desc, r.record_id desc`;
  const { rows } = await sql<EventRow>`
    select ${eventColumns}, ${isCustomer(instId)} as "isCustomer", count(*) over () as total
    from record r join company c on c.ent_id = r.company_id
    where ${sql.join(eventConditions(q, instId), sql` and `)}
    order by ${order}
    offset ${page.offset} limit ${page.limit}
  `.execute(db);
  return { total: Number(rows[0]?.total ?? 0), list: await toEvents(db, rows) };
}

/** One event and every round of its company, oldest first; null when there is no such event. */
export async function eventDetail(db: Db, eventId: string) {
  const { rows } = await sql<EventRow>`
    select ${eventColumns} from record r join company c on c.ent_id = r.company_id
    where r.kind = 'financing' and r.record_id = ${eventId}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const [history, company] = await Promise.all([
    sql<EventRow>`
      select ${eventColumns} from record r join company c on c.ent_id = r.company_id
      where r.kind = 'financing' and r.company_id = ${row.entId}
      order by r.record_date, r.record_id
    `.execute(db),
    db
      .selectFrom('company')
      .select([
        'ent_id as entId',
        'name',
        'status',
        'legal_rep as legalRep',
        sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('estDate'),
        sql<number | null>`reg_capital::float8`.as('regCapital'),
      ])
      .where('ent_id', '=', row.entId)
      .executeTakeFirstOrThrow(),
  ]);
  const participants = row.payload.participants ?? [];
  const [names, funds] = await Promise.all([
    investorNames(
      db,
      participants.map((p) => p.investorId),
    ),
    participants.some((p) => p.fundId)
      ? db
          .selectFrom('company')
          .select(['ent_id', 'name'])
          .where(
            'ent_id',
            'in',
            participants.flatMap((p) => (p.fundId ? [p.fundId] : [])),
          )
          .execute()
      : Promise.resolve([]),
  ]);
  const fundName = new Map(funds.map((f) => [f.ent_id, f.name]));
  const [event] = await toEvents(db, [row]);
  return {
    event: event!,
    company,
    participants: [...participants]
      .sort((a, b) => Number(b.lead) - Number(a.lead))
      .map((p) => ({
        investorId: p.investorId,
        name: names.get(p.investorId) ?? p.investorId,
        lead: p.lead,
        fundId: p.fundId,
        fundName: p.fundId ? (fundName.get(p.fundId) ?? null) : null,
      })),
    history: await toEvents(db, history.rows),
  };
}

/** Each institution's deals: one row per (event, investor), with the company's industry. */
export async function deals(db: Db, investorId?: string) {
  const { rows } = await sql<{
    investorId: string;
    year: number;
    round: string;
    industryCode: string | null;
    industryName: string | null;
  }>`
    select p->>'investorId' as "investorId", extract(year from r.record_date)::int as year, r.payload->>'round' as round,
      c.industry_code as "industryCode", c.industry_name as "industryName"
    from record r join company c on c.ent_id = r.company_id
    cross join lateral jsonb_array_elements(coalesce(r.payload->'participants', '[]'::jsonb)) p
    where r.kind = 'financing' ${investorId ? sql`and p->>'investorId' = ${investorId}` : sql``}
  `.execute(db);
  return rows;
}
