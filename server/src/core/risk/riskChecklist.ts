import { sql } from 'kysely';
import { RECENT_CHANGE_DAYS, statusFlagOf, type RiskChecklist, chinaDay } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { riskSummary } from './riskSummary';

/** Change items that name a new legal representative (or its equivalents) or new shareholders. */
const KEY_CHANGE = /法定代表人|执行事务合伙人|负责人|投资人|股东|股权/;

/** 单企业查询's checklist: the company's risk summary as of `today`, its status, and what a banker should look at. */
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
  const changeSince = chinaDay(today, -RECENT_CHANGE_DAYS);
  const [summary, changes] = await Promise.all([
    riskSummary(db, entId, today),
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
  const reg = company.reg;
  const paid = company.paid;
  return {
    ...summary,
    status: company.status,
    statusFlag: statusFlagOf(company.status),
    watch: {
      regCapital: reg,
      paidCapital: paid,
      paidRatio: reg && paid !== null ? Math.round((paid / reg) * 10_000) / 10_000 : null,
      keyChanges: changes.filter((c) => KEY_CHANGE.test(c.item)).slice(0, 10),
      newRisks: summary.recent,
    },
  };
}
