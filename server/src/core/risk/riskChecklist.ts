import { sql } from 'kysely';
import {
  NEW_RISK_DAYS,
  RECENT_CHANGE_DAYS,
  RISK_CHECKLIST,
  statusFlagOf,
  type RiskChecklist,
  chinaDay,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';

/** Change items that name a new legal representative (or its equivalents) or new shareholders. */
const KEY_CHANGE = /法定代表人|执行事务合伙人|负责人|投资人|股东|股权/;

/** The risk checklist of a company, as of `today` (a day, YYYY-MM-DD). */
export async function riskChecklist(db: Db, entId: string, today: Date): Promise<RiskChecklist> {
  const company = await db
    .selectFrom('company')
    .select([
      'ent_id',
      'status',
      sql<number | null>`reg_capital::float8`.as('reg'),
      sql<number | null>`paid_capital::float8`.as('paid'),
    ])
    .where('ent_id', '=', entId)
    .executeTakeFirst();
  if (!company) throw notFound('未找到该企业');
  const asOf = chinaDay(today);
  const riskSince = chinaDay(today, -NEW_RISK_DAYS);
  const changeSince = chinaDay(today, -RECENT_CHANGE_DAYS);
  const kinds = RISK_CHECKLIST.map((k) => k.kind);
  const [counts, changes] = await Promise.all([
    db
      .selectFrom('record')
      .select([
        'kind',
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) filter (where record_date > ${riskSince}::date and record_date <= ${asOf}::date))::int`.as(
          'recent',
        ),
        sql<string | null>`to_char(max(record_date), 'YYYY-MM-DD')`.as('latest'),
      ])
      .where('company_id', '=', entId)
      .where('kind', 'in', kinds)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('change_record')
      .select([
        sql<string>`to_char(change_date, 'YYYY-MM-DD')`.as('date'),
        'item',
        'before_content as before',
        'after_content as after',
      ])
      .where('company_id', '=', entId)
      .where('change_date', '>', sql<string>`${changeSince}::date`)
      .where('change_date', '<=', sql<string>`${asOf}::date`)
      .orderBy('change_date', 'desc')
      .orderBy('record_id')
      .execute(),
  ]);
  const byKind = new Map(counts.map((c) => [c.kind, c]));
  const items = RISK_CHECKLIST.map((k) => {
    const c = byKind.get(k.kind);
    return { ...k, count: c?.n ?? 0, recent: c?.recent ?? 0, latestDate: c?.latest ?? null };
  });
  const reg = company.reg;
  const paid = company.paid;
  return {
    entId,
    asOf,
    items,
    status: company.status,
    statusFlag: statusFlagOf(company.status),
    watch: {
      regCapital: reg,
      paidCapital: paid,
      paidRatio: reg && paid !== null ? Math.round((paid / reg) * 10_000) / 10_000 : null,
      keyChanges: changes.filter((c) => KEY_CHANGE.test(c.item)).slice(0, 10),
      newRisks: items.reduce((n, i) => n + i.recent, 0),
    },
  };
}
