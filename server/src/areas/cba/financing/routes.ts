import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  AMOUNT_BANDS,
  EnvelopeSchema,
  FINANCING_EVENT_PERMISSION,
  FinancingEventDetailSchema,
  FinancingEventPageSchema,
  FinancingEventQuerySchema,
  FinancingOptionsSchema,
  INVESTMENT_INSTITUTION_PERMISSION,
  INVESTOR_TYPES,
  InvestorDetailSchema,
  InvestorPageSchema,
  InvestorQuerySchema,
  PageNoSchema,
  PageSizeSchema,
  ROUND_FILTER_KEYS,
  isRealDay,
  type FinancingOptions,
  type Investor,
} from '@esee/contracts';
import { DISTRICTS } from '../../../core/reference/regions';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/paging';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { regionText } from '../../../core/prospects/options';
import { deals, eventDetail, eventPage } from './query';

const EventId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
const InvestorId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

/** Filter choices: rounds, bands, the industries and provinces of funded companies, the institutions. */
async function options(db: Db): Promise<FinancingOptions> {
  const [industries, investors] = await Promise.all([
    db
      .selectFrom('record as r')
      .innerJoin('company as c', 'c.ent_id', 'r.company_id')
      .select(['c.industry_code as code', 'c.industry_name as name'])
      .distinct()
      .where('r.kind', '=', 'financing')
      .where('c.industry_code', 'is not', null)
      .orderBy('c.industry_code')
      .execute(),
    db.selectFrom('investor').select(['investor_id as investorId', 'name']).orderBy('investor_id').execute(),
  ]);
  const provinces = new Map(DISTRICTS.map((d) => [d.code.slice(0, 2), d.province]));
  return {
    rounds: ROUND_FILTER_KEYS,
    amountBands: Object.entries(AMOUNT_BANDS).map(([value, b]) => ({ value, label: b.label })),
    industries: industries.map((i) => ({ code: i.code!, name: i.name ?? i.code! })),
    provinces: [...provinces].map(([code, name]) => ({ code, name })),
    investors,
    investorTypes: [...INVESTOR_TYPES],
  };
}

/** Every institution with its counts and most active industries. */
async function investorsWithCounts(db: Db, investorId?: string) {
  const [rows, all] = await Promise.all([
    db
      .selectFrom('investor')
      .selectAll()
      .$if(Boolean(investorId), (q) => q.where('investor_id', '=', investorId!))
      .orderBy('investor_id')
      .execute(),
    deals(db, investorId),
  ]);
  return rows.map((r) => {
    const own = all.filter((d) => d.investorId === r.investor_id);
    const byIndustry = new Map<string, number>();
    for (const d of own) if (d.industryName) byIndustry.set(d.industryName, (byIndustry.get(d.industryName) ?? 0) + 1);
    const investor: Investor = {
      investorId: r.investor_id,
      name: r.name,
      type: r.type,
      amacNo: r.amac_no,
      foundedYear: r.founded_year,
      region: regionText(r.region_code),
      fundCount: r.fund_ids.length,
      dealCount: own.length,
      industries: [...byIndustry]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 3)
        .map(([name]) => name),
    };
    return { investor, row: r, deals: own };
  });
}

function checkDates(q: { dateFrom?: string; dateTo?: string }) {
  for (const d of [q.dateFrom, q.dateTo]) if (d && !isRealDay(d)) throw badRequest(`请求参数有误：日期 ${d} 不存在`);
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw badRequest('请求参数有误：开始日期晚于结束日期');
}

/**
 * CBA 融资事件 and 投资机构 (spec 1 §2, product pages §1.8, §1.9): financing
 * rounds with their investors, and the institutions with their funds and
 * portfolio. Each page's calls need its menu entry's permission, which only a
 * user of an institution with CBA can hold.
 */
export const financingModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['cba'];
  const events = { right: FINANCING_EVENT_PERMISSION };
  const institutions = { right: INVESTMENT_INSTITUTION_PERMISSION };

  for (const [url, config] of [
    ['/esee/marketing/financingEvent/options', events],
    ['/esee/marketing/investmentInstitution/options', institutions],
  ] as const)
    app.get(
      url,
      { config, schema: { tags, summary: '筛选项', response: { 200: EnvelopeSchema(FinancingOptionsSchema) } } },
      async () => ok(await options(db)),
    );

  app.post(
    '/esee/marketing/financingEvent/list',
    {
      config: events,
      schema: {
        tags,
        summary: '融资事件（轮次、日期、行业、地区、投资方、金额筛选，按日期排序）',
        body: FinancingEventQuerySchema,
        response: { 200: EnvelopeSchema(FinancingEventPageSchema) },
      },
    },
    async (request) => {
      checkDates(request.body);
      return ok(await eventPage(db, request.body, pageOf(request.body), requireUser(request).instId));
    },
  );

  app.get(
    '/esee/marketing/financingEvent/detail',
    {
      config: events,
      schema: {
        tags,
        summary: '融资事件详情',
        querystring: Type.Object({ eventId: EventId }),
        response: { 200: EnvelopeSchema(FinancingEventDetailSchema) },
      },
    },
    async (request) => {
      const detail = await eventDetail(db, request.query.eventId);
      if (!detail) throw notFound('融资事件不存在');
      return ok(detail);
    },
  );

  app.post(
    '/esee/marketing/investmentInstitution/list',
    {
      config: institutions,
      schema: {
        tags,
        summary: '投资机构（类型、地区、活跃行业筛选）',
        body: InvestorQuerySchema,
        response: { 200: EnvelopeSchema(InvestorPageSchema) },
      },
    },
    async (request) => {
      const q = request.body;
      const name = q.name?.trim();
      const matching = (await investorsWithCounts(db))
        .filter(
          (x) =>
            (!q.type || x.row.type === q.type) &&
            (!q.regionCode || x.row.region_code.startsWith(q.regionCode)) &&
            (!q.industry || x.deals.some((d) => d.industryCode?.startsWith(q.industry!))) &&
            (!name || x.row.name.includes(name)),
        )
        // The busiest first: those are the ones whose portfolio is worth prospecting.
        .sort(
          (a, b) =>
            b.investor.dealCount - a.investor.dealCount || a.investor.investorId.localeCompare(b.investor.investorId),
        );
      const page = pageOf(q);
      return ok({
        total: matching.length,
        list: matching.slice(page.offset, page.offset + page.limit).map((x) => x.investor),
      });
    },
  );

  app.get(
    '/esee/marketing/investmentInstitution/detail',
    {
      config: institutions,
      schema: {
        tags,
        summary: '投资机构详情：基金、按年份与轮次的投资事件',
        querystring: Type.Object({ investorId: InvestorId }),
        response: { 200: EnvelopeSchema(InvestorDetailSchema) },
      },
    },
    async (request) => {
      const [found] = await investorsWithCounts(db, request.query.investorId);
      if (!found) throw notFound('投资机构不存在');
      const funds = found.row.fund_ids.length
        ? await db
            .selectFrom('company')
            .select([
              'ent_id as entId',
              'name',
              'status',
              sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('estDate'),
              sql<number | null>`reg_capital::float8`.as('regCapital'),
            ])
            .where('ent_id', 'in', found.row.fund_ids)
            .orderBy('ent_id')
            .execute()
        : [];
      const years = new Map<number, { year: number; count: number; rounds: Record<string, number> }>();
      for (const d of found.deals) {
        const y = years.get(d.year) ?? { year: d.year, count: 0, rounds: {} };
        y.count++;
        y.rounds[d.round] = (y.rounds[d.round] ?? 0) + 1;
        years.set(d.year, y);
      }
      return ok({ investor: found.investor, funds, dealsByYear: [...years.values()].sort((a, b) => a.year - b.year) });
    },
  );

  app.post(
    '/esee/marketing/investmentInstitution/portfolio',
    {
      config: institutions,
      schema: {
        tags,
        summary: '投资机构参与的融资事件（投资组合）',
        body: Type.Object(
          { investorId: InvestorId, pageNo: Type.Optional(PageNoSchema), pageSize: Type.Optional(PageSizeSchema) },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema(FinancingEventPageSchema) },
      },
    },
    async (request) => {
      const known = await db
        .selectFrom('investor')
        .select('investor_id')
        .where('investor_id', '=', request.body.investorId)
        .executeTakeFirst();
      if (!known) throw notFound('投资机构不存在');
      const { instId } = requireUser(request);
      return ok(await eventPage(db, { investorId: request.body.investorId }, pageOf(request.body), instId));
    },
  );
};
