import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  ADV_SEARCH_PERMISSION,
  ADV_SEARCH_SET_NAME_MAX,
  AdvSearchOptionsSchema,
  AdvSearchRequestSchema,
  AdvSearchResultSchema,
  AdvSearchSetCreateSchema,
  AdvSearchSetIdSchema,
  AdvSearchSetSchema,
  BOARD_FILTERS,
  EnvelopeSchema,
  IPO_STAGES,
  MAX_ADV_SEARCH_SETS,
  nameProblem,
  ROUND_FILTER_KEYS,
  type AdvSearchFilters,
  type ConditionSort,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, pageOf } from '../../../platform/db/paging';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { conditionOptions } from '../../../core/prospects/options';
import { checkSetRoom, withSetName } from '../../../core/prospects/savedSets';
import { advSearchExport } from './exportSource';
import { AdvSearch, checkFinance } from './search';

const MAX_PAGE_SIZE = 50;

/** The caller's own 方案: another user's or another institution's id is as good as none. */
const sets = (db: Db, user: SessionUser) =>
  db
    .selectFrom('adv_search_set')
    .select(['id', 'name', 'filters', chinaTimeText('created_at', 'minute').as('createdAt')])
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId);

type SetRow = Awaited<ReturnType<ReturnType<typeof sets>['executeTakeFirstOrThrow']>>;
const asSet = (row: SetRow) => ({ ...row, filters: row.filters as AdvSearchFilters });

/**
 * IBA 高级搜索 (product pages §3.1): 条件找客's conditions plus the finance filters, the options its panel is
 * built from, each user's 方案, and the result's export (名单导出记录). Every call needs the menu entry's key.
 */
export const advSearchModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['advSearch'];
  const config = { right: ADV_SEARCH_PERMISSION };
  /** Today as the register's dates read (UTC days, as the data set is dated). */
  const today = () => chinaDay(app.clock());
  app.exportSources.set('advSearch', advSearchExport(app.prospects));

  app.get(
    '/esee/iba/advSearch/options',
    {
      config,
      schema: {
        tags,
        summary: '筛选项：条件找客的条件，上市板块、IPO状态、融资轮次与保荐机构',
        response: { 200: EnvelopeSchema(AdvSearchOptionsSchema) },
      },
    },
    async () => {
      const sponsors = await db
        .selectFrom('listing_status')
        .select(['sponsor as name', sql<number>`count(*)::int`.as('count')])
        .where('sponsor', 'is not', null)
        .groupBy('sponsor')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('sponsor')
        .execute();
      return ok({
        conditions: conditionOptions(MAX_PAGE_SIZE),
        boards: [...BOARD_FILTERS],
        ipoStages: [...IPO_STAGES],
        rounds: [...ROUND_FILTER_KEYS],
        sponsors: sponsors.map((s) => ({ name: s.name!, count: Number(s.count) })),
      });
    },
  );

  app.post(
    '/esee/iba/advSearch/search',
    {
      config,
      schema: {
        tags,
        summary: '高级搜索：符合条件与金融筛选的企业数与一页企业',
        body: AdvSearchRequestSchema,
        response: { 200: EnvelopeSchema(AdvSearchResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The schema has checked the values; its inferred type of an enum is looser than the contract's.
      const filters = { conditions: request.body.conditions, finance: request.body.finance } as AdvSearchFilters;
      const sort = request.body.sort as ConditionSort | undefined;
      const page = pageOf({ pageNo: request.body.pageNo, pageSize: request.body.pageSize });
      const scope = { today: today(), instId: user.instId };
      const search = await AdvSearch.run(db, app.prospects, filters, scope, { sort, ...page });
      return ok({ total: search.total, list: await search.page(sort, page) });
    },
  );

  app.get(
    '/esee/iba/advSearch/set/list',
    {
      config,
      schema: { tags, summary: '本人的方案', response: { 200: EnvelopeSchema(Type.Array(AdvSearchSetSchema)) } },
    },
    async (request) =>
      ok(
        (await sets(db, requireUser(request)).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(asSet),
      ),
  );

  app.post(
    '/esee/iba/advSearch/set/create',
    {
      config,
      schema: {
        tags,
        summary: '保存方案（条件与金融筛选）',
        body: AdvSearchSetCreateSchema,
        response: { 200: EnvelopeSchema(AdvSearchSetSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const problem = nameProblem(request.body.name, '方案名称', ADV_SEARCH_SET_NAME_MAX);
      if (problem) throw badRequest(problem);
      const name = request.body.name.trim();
      const filters = request.body.filters as AdvSearchFilters;
      checkFinance(filters.finance);
      await checkSetRoom(db, 'adv_search_set', user.userId, MAX_ADV_SEARCH_SETS);
      const { id } = await withSetName(() =>
        db
          .insertInto('adv_search_set')
          .values({ inst_id: user.instId, user_id: user.userId, name, filters: JSON.stringify(filters) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return ok(asSet(await sets(db, user).where('id', '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/esee/iba/advSearch/set/delete',
    { config, schema: { tags, summary: '删除方案', body: AdvSearchSetIdSchema } },
    async (request) => {
      const user = requireUser(request);
      const gone = await db
        .deleteFrom('adv_search_set')
        .where('id', '=', request.body.id)
        .where('user_id', '=', user.userId)
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!Number(gone.numDeletedRows)) throw notFound('方案不存在');
      return ok(null);
    },
  );
};
