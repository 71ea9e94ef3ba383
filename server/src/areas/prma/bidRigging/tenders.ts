import { sql } from 'kysely';
import { isRealDay, type TenderDetail, type TenderPage, type TenderQuery } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { containing, pageOf, withTotal } from '../../../platform/db/paging';
import { badRequest, notFound } from '../../../platform/http/errors';

/**
 * The tenders (招标项目) of the register: a searchable list (title or buyer, opening days, region) and one
 * tender with its bids. Tenders are public register data, like the companies.
 */
export async function searchTenders(db: Db, query: TenderQuery): Promise<TenderPage> {
  for (const day of [query.from, query.to])
    if (day && !isRealDay(day)) throw badRequest(`开标日期 ${day} 不是有效日期`);
  if (query.from && query.to && query.from > query.to) throw badRequest('开标日期的起始日期不能晚于结束日期');
  const { offset, limit } = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = [
    keyword ? sql`(t.title like ${containing(keyword)} or t.buyer_name like ${containing(keyword)})` : null,
    query.from ? sql`t.open_date >= ${query.from}::date` : null,
    query.to ? sql`t.open_date <= ${query.to}::date` : null,
    query.regionCode ? sql`starts_with(t.region_code, ${query.regionCode})` : null,
  ].filter((w) => w !== null);
  const page = await withTotal(
    sql<Record<string, unknown>>`
      select t.tender_id as "tenderId", t.title, t.buyer_name as "buyerName", t.buyer_type as "buyerType",
             t.region_code as "regionCode", to_char(t.open_date, 'YYYY-MM-DD') as "openDate",
             t.budget::float8 as budget, t.bid_count as "bidCount", w.name as "winnerName",
             count(*) over () as total
      from tender t left join company w on w.ent_id = t.winner_ent_id
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by t.open_date desc, t.tender_id
      offset ${offset} limit ${limit}`.execute(db),
  );
  return { total: page.total, list: page.list as TenderPage['list'] };
}

/** One tender and its bids in the order they were opened; an unknown id is a 404. */
export async function tenderDetail(db: Db, tenderId: string): Promise<TenderDetail> {
  const { rows } = await sql<Omit<TenderDetail, 'bids'>>`
    select tender_id as "tenderId", title, buyer_name as "buyerName", buyer_ent_id as "buyerEntId",
           buyer_type as "buyerType", region_code as "regionCode", industry_code as "industryCode",
           budget::float8 as budget, to_char(publish_date, 'YYYY-MM-DD') as "publishDate",
           to_char(open_date, 'YYYY-MM-DD') as "openDate", agency
    from tender where tender_id = ${tenderId}`.execute(db);
  const tender = rows[0];
  if (!tender) throw notFound('招标项目不存在');
  const bids = await sql<TenderDetail['bids'][number]>`
    select b.ent_id as "entId", coalesce(c.name, b.ent_id) as name, b.price::float8 as price, b.won,
           b.agent_name as "agentName", b.preparer, b.project_manager as "projectManager",
           b.deposit_account as "depositAccount", b.file_machine_code as "fileMachineCode"
    from tender_bid b left join company c on c.ent_id = b.ent_id
    where b.tender_id = ${tenderId}
    order by b.sort_order`.execute(db);
  return { ...tender, bids: bids.rows };
}
