import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  CompareColumnSchema,
  CompareRequestSchema,
  ConditionOptionsSchema,
  EnvelopeSchema,
  MERCHANTS_SEARCH_PERMISSION,
  MerchantSchema,
  MerchantsSearchRequestSchema,
  MerchantsSearchResultSchema,
  SHORTLIST_MAX,
  ShortlistEntrySchema,
  type MerchantsSearchRequest,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { conditionOptions } from '../../../core/prospects/options';
import { byLabel, riskSummaries } from '../../../core/risk/riskSummary';
import { bidsOf, companyFacts, merchantRows, searchMerchants } from './merchants';

const MAX_PAGE_SIZE = 50;

/**
 * PRMA 合作方寻源 (product pages §2.1): 条件找客's filters (the shared prospect index) plus bid-win history, a
 * risk grade per company, each user's shortlist, and 2–5 companies compared side by side. Every call needs
 * the page's permission `app:prma:customerSearch`.
 */
export const merchantsSearchModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['prma'];
  const config = { right: MERCHANTS_SEARCH_PERMISSION };
  const today = () => chinaDay(app.clock());

  app.get(
    '/esee/prma/merchantsSearch/options',
    {
      config,
      schema: { tags, summary: '合作方寻源：筛选项', response: { 200: EnvelopeSchema(ConditionOptionsSchema) } },
    },
    () => ok(conditionOptions(MAX_PAGE_SIZE)),
  );

  app.post(
    '/esee/prma/merchantsSearch/search',
    {
      config,
      schema: {
        tags,
        summary: '合作方寻源：符合条件的企业（含中标次数与金额、风险等级）',
        body: MerchantsSearchRequestSchema,
        response: { 200: EnvelopeSchema(MerchantsSearchResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = pageOf({ pageNo: request.body.pageNo, pageSize: request.body.pageSize });
      // The schema has checked the values; its inferred type of an enum is looser than the contract's.
      const found = await searchMerchants(db, app.prospects, request.body as MerchantsSearchRequest, today(), page);
      return ok({ total: found.total, list: await merchantRows(db, found.ids, found.bids, user.userId) });
    },
  );

  app.get(
    '/esee/prma/shortlist/list',
    {
      config,
      schema: { tags, summary: '本人的入围名单', response: { 200: EnvelopeSchema(Type.Array(MerchantSchema)) } },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('sourcing_shortlist')
        .select('ent_id')
        .where('user_id', '=', user.userId)
        .where('inst_id', '=', user.instId)
        .orderBy('added_at', 'desc')
        .orderBy('ent_id')
        .execute();
      const ids = rows.map((r) => r.ent_id);
      return ok(await merchantRows(db, ids, await bidsOf(db, app.prospects, ids, today()), user.userId));
    },
  );

  app.post(
    '/esee/prma/shortlist/add',
    { config, schema: { tags, summary: '加入入围名单', body: ShortlistEntrySchema } },
    async (request) => {
      const user = requireUser(request);
      const { entId } = request.body;
      const company = await db.selectFrom('company').select('ent_id').where('ent_id', '=', entId).executeTakeFirst();
      if (!company) throw notFound('未找到该企业');
      const count = await db
        .selectFrom('sourcing_shortlist')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', user.userId)
        .executeTakeFirstOrThrow();
      if (count.n >= SHORTLIST_MAX) throw badRequest(`入围名单最多${SHORTLIST_MAX}家企业，请移除后再加入`);
      await db
        .insertInto('sourcing_shortlist')
        .values({ inst_id: user.instId, user_id: user.userId, ent_id: entId })
        .onConflict((c) => c.columns(['user_id', 'ent_id']).doNothing())
        .execute();
      return ok(null);
    },
  );

  app.post(
    '/esee/prma/shortlist/remove',
    { config, schema: { tags, summary: '移出入围名单', body: ShortlistEntrySchema } },
    async (request) => {
      const user = requireUser(request);
      const removed = await db
        .deleteFrom('sourcing_shortlist')
        .where('user_id', '=', user.userId)
        .where('ent_id', '=', request.body.entId)
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw notFound('该企业不在入围名单中');
      return ok(null);
    },
  );

  app.post(
    '/esee/prma/merchantsSearch/compare',
    {
      config,
      schema: {
        tags,
        summary: '对比 2–5 家企业的关键信息',
        body: CompareRequestSchema,
        response: { 200: EnvelopeSchema(Type.Array(CompareColumnSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { entIds } = request.body;
      const bids = await bidsOf(db, app.prospects, entIds, today());
      const facts = new Map((await companyFacts(db, entIds)).map((f) => [f.entId, f]));
      if (entIds.some((id) => !bids.has(id)) || facts.size < entIds.length) throw notFound('未找到该企业');
      const [rows, risks] = await Promise.all([
        merchantRows(db, entIds, bids, user.userId),
        riskSummaries(db, entIds, app.clock()),
      ]);
      return ok(
        rows.map((row) => {
          const f = facts.get(row.entId)!;
          return {
            ...row,
            paidCapital: f.paidCapital,
            orgType: f.orgType,
            risks: byLabel(risks.get(row.entId)),
          };
        }),
      );
    },
  );
};
