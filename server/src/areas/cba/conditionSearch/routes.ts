import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ConditionOptionsSchema,
  ConditionSearchRequestSchema,
  ConditionSearchResultSchema,
  ConditionSetCreateSchema,
  ConditionSetIdSchema,
  ConditionSetRenameSchema,
  ConditionSetRunSchema,
  ConditionSetSchema,
  EnvelopeSchema,
  MAX_CONDITION_SETS,
  CONDITION_SET_NAME_MAX,
  nameProblem,
  type Conditions,
  type ConditionSort,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { ownRow } from '../../../platform/db/ownRow';
import { chinaTimeText, pageOf } from '../../../platform/db/paging';
import { badRequest, forbidden, ok } from '../../../platform/http/errors';
import { conditionSearchExport } from './exportSource';
import { conditionOptions } from '../../../core/prospects/options';
import { checkSetRoom, withSetName } from '../../../core/prospects/savedSets';
import { ConditionSearch } from './search';

/** The right of 条件找客 (spec 1 §3), and the CBA menu entry's key: both are needed. */
const RIGHT = 'marketing:search:condition';
const ENTRY_RIGHT = 'app:cba:marketing:conditionsSearch';
const MAX_PAGE_SIZE = 50;

function setName(name: string): string {
  const problem = nameProblem(name, '方案名称', CONDITION_SET_NAME_MAX);
  if (problem) throw badRequest(problem);
  return name.trim();
}

/** The user's own 方案, or not found: another user's or institution's id is as good as none. */
const ownSet = (db: Db, user: SessionUser, id: number) => ownRow(db, 'condition_set', user, id, '方案不存在');

const sets = (db: Db, user: SessionUser) =>
  db
    .selectFrom('condition_set')
    .select([
      'id',
      'name',
      'conditions',
      'last_total as lastTotal',
      chinaTimeText<string | null>('last_run_at', 'minute').as('lastRunAt'),
      chinaTimeText('created_at', 'minute').as('createdAt'),
    ])
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId);

type SetRow = Awaited<ReturnType<ReturnType<typeof sets>['executeTakeFirstOrThrow']>>;
const asSet = (row: SetRow) => ({ ...row, conditions: row.conditions as Conditions });

/**
 * CBA 条件找客 (product pages §1.2): a condition search that counts and pages
 * its matches, the options its filter panel is built from, and each user's
 * saved condition sets (方案) with a rerun that tells which matches are new.
 */
export const conditionSearchModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['conditionSearch'];
  const config = { right: RIGHT };
  /** Today as the register's dates read (UTC days, as the data set is dated). */
  const today = () => chinaDay(app.clock());
  // The result table can be exported as a job (名单导出记录).
  app.exportSources.set('conditionSearch', conditionSearchExport(app.prospects));

  // The solution's entry too: an institution without CBA, or a role without the menu entry, is refused.
  app.addHook('onRequest', async (request) => {
    if (!(await request.access()).can(ENTRY_RIGHT)) throw forbidden();
  });

  app.get(
    '/esee/marketing/conditionSearch/options',
    {
      config,
      schema: {
        tags,
        summary: '筛选项：地区、行业、区间、科技标签',
        response: { 200: EnvelopeSchema(ConditionOptionsSchema) },
      },
    },
    () => ok(conditionOptions(MAX_PAGE_SIZE)),
  );

  app.post(
    '/esee/marketing/conditionSearch/search',
    {
      config,
      schema: {
        tags,
        summary: '条件找客：符合条件的企业数与一页企业',
        body: ConditionSearchRequestSchema,
        response: { 200: EnvelopeSchema(ConditionSearchResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { setId } = request.body;
      const sort = request.body.sort as ConditionSort | undefined;
      // The schema has checked the values; its inferred type of an enum is looser than the contract's.
      const conditions = request.body.conditions as Conditions;
      const set = setId === undefined ? undefined : await ownSet(db, user, setId);
      const scope = { today: today(), instId: user.instId };
      const page = pageOf({ pageNo: request.body.pageNo, pageSize: request.body.pageSize });
      const search = await ConditionSearch.run(db, app.prospects, conditions, scope, { sort, ...page });
      const total = search.total;
      const list = await search.page(sort, page);
      // New: not among the matches of the run before the latest (only when that run was remembered).
      const before = set?.previous_ids ? new Set(set.previous_ids) : null;
      return ok({ total, list: before ? list.map((c) => ({ ...c, isNew: !before.has(c.entId) })) : list });
    },
  );

  app.get(
    '/esee/marketing/conditionSet/list',
    {
      config,
      schema: { tags, summary: '本人的方案', response: { 200: EnvelopeSchema(Type.Array(ConditionSetSchema)) } },
    },
    async (request) =>
      ok(
        (await sets(db, requireUser(request)).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(asSet),
      ),
  );

  app.post(
    '/esee/marketing/conditionSet/create',
    {
      config,
      schema: {
        tags,
        summary: '保存方案（记下此刻符合条件的企业，作为下次运行的比较基准）',
        body: ConditionSetCreateSchema,
        response: { 200: EnvelopeSchema(ConditionSetSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const name = setName(request.body.name);
      const conditions = request.body.conditions as Conditions;
      await checkSetRoom(db, 'condition_set', user.userId, MAX_CONDITION_SETS);
      const scope = { today: today(), instId: user.instId };
      const search = await ConditionSearch.run(db, app.prospects, conditions, scope);
      const [total, ids] = [search.total, await search.ids()];
      const { id } = await withSetName(() =>
        db
          .insertInto('condition_set')
          .values({
            inst_id: user.instId,
            user_id: user.userId,
            name,
            conditions: JSON.stringify(conditions),
            last_run_at: app.clock(),
            last_total: total,
            last_ids: ids,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return ok(asSet(await sets(db, user).where('id', '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/esee/marketing/conditionSet/rename',
    {
      config,
      schema: {
        tags,
        summary: '重命名方案',
        body: ConditionSetRenameSchema,
        response: { 200: EnvelopeSchema(ConditionSetSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const set = await ownSet(db, user, request.body.id);
      const name = setName(request.body.name);
      await withSetName(() => db.updateTable('condition_set').set({ name }).where('id', '=', set.id).execute());
      return ok(asSet(await sets(db, user).where('id', '=', set.id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/esee/marketing/conditionSet/delete',
    { config, schema: { tags, summary: '删除方案', body: ConditionSetIdSchema } },
    async (request) => {
      const set = await ownSet(db, requireUser(request), request.body.id);
      await db.deleteFrom('condition_set').where('id', '=', set.id).execute();
      return ok(null);
    },
  );

  app.post(
    '/esee/marketing/conditionSet/rerun',
    {
      config,
      schema: {
        tags,
        summary: '重新运行方案：符合条件的企业数，及上次运行以来新增的企业数',
        body: ConditionSetIdSchema,
        response: { 200: EnvelopeSchema(ConditionSetRunSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const set = await ownSet(db, user, request.body.id);
      const conditions = set.conditions as Conditions;
      const scope = { today: today(), instId: user.instId };
      const search = await ConditionSearch.run(db, app.prospects, conditions, scope);
      const [total, ids] = [search.total, await search.ids()];
      // Stable rule: a company is new when it matches now and did not match at the previous run, whatever
      // made it match (founded since, a new tag, a risk record removed...). Both runs must be remembered.
      const previous = set.last_ids ? new Set(set.last_ids) : null;
      const tracked = Boolean(previous && ids);
      const newCount = tracked ? ids!.filter((id) => !previous!.has(id)).length : 0;
      await db
        .updateTable('condition_set')
        .set({ previous_ids: set.last_ids, last_ids: ids, last_total: total, last_run_at: app.clock() })
        .where('id', '=', set.id)
        .execute();
      return ok({
        set: asSet(await sets(db, user).where('id', '=', set.id).executeTakeFirstOrThrow()),
        total,
        newCount,
        tracked,
      });
    },
  );
};
