import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  COMPANY_NAME_MAX_LENGTH,
  DaySchema,
  FileType,
  INT32_MAX,
  PageNoSchema,
  PageSizeSchema,
  RowIdSchema,
  UploadMessage,
} from '@esee/contracts';
import { dataScopeUserIds } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { ALL_GROUPS_ID, checkDay, DEFAULT_GROUP, groupName, listGroups, ownGroup, targetGroup } from './groups';
import * as related from './related';
import { newsRoutes } from './news';
import {
  addGroup,
  addToGroup,
  alertOf,
  alertPage,
  alertSettings,
  cancelCompanies,
  cancelGroup,
  cancelRelated,
  deleteGroup,
  groupInScope,
  groupNameTaken,
  groupsOfCompanies,
  knownCompanies,
  markAlertRead,
  markAlertsRead,
  markMonitored,
  monitoredAmong,
  monitoredByName,
  monitoredCompany,
  monitoredOfGroup,
  monitoredRelated,
  monitorPage,
  moveToGroup,
  ownAlertCount,
  renameGroup,
  retryFailed,
  saveAlertSettings,
  selectDefaultGroup,
} from './query';
import { reportRoutes } from './report';

const tags = ['monitor'];
const config = { right: 'monitor' };
const EntId = Type.String({ minLength: 1, maxLength: 64 });
const EntIds = Type.Array(EntId, { minItems: 1, maxItems: 500 });
const GroupId = Type.Integer({ minimum: 0, maximum: INT32_MAX });
const Page = {
  pageNum: Type.Optional(PageNoSchema),
  pageSize: Type.Optional(PageSizeSchema),
};

/** Alert filters (spec 2 §4 monitoring): group, kind, level, dates, read or not. */
const AlertFilter = Type.Object({
  groupId: Type.Optional(GroupId),
  entId: Type.Optional(EntId),
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  level: Type.Optional(Type.String({ maxLength: 10 })),
  dateFrom: Type.Optional(DaySchema),
  dateTo: Type.Optional(DaySchema),
  unread: Type.Optional(Type.Boolean()),
  ...Page,
});

/**
 * Monitoring (spec 2 §7): groups, monitored companies and their related
 * parties, alerts and their settings, exports. Every call is the signed-in
 * user's own: another user's groups, companies and alerts are not found.
 */
export const monitorModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  await app.register(newsRoutes);
  await app.register(reportRoutes);

  // Batch import into a group (spec 2 §2): the matched companies are monitored there.
  app.importTargets.set(FileType.MONITOR, {
    right: 'monitor',
    existingLabel: '已在监控中',
    async existing(db, user, targetId, entIds) {
      if (targetId !== null) await ownGroup(db, user, targetId);
      return monitoredAmong(db, user, entIds);
    },
    async importInto(trx, { user, targetId, companies }) {
      const groupId = await targetGroup(trx, user, targetId);
      const { added, existing } = await addToGroup(
        trx,
        user,
        groupId,
        companies.map((c) => ({ entId: c.entId })),
      );
      return { imported: added, existing, targetId: groupId };
    },
  });

  // ---- Groups ----
  app.post(
    '/esee/groupManager/listGroup',
    { config, schema: { tags, summary: '分组列表（含全部分组）' } },
    async (request) => ok(await listGroups(db, requireUser(request))),
  );

  app.post(
    '/esee/groupManager/addGroup',
    {
      config,
      schema: { tags, summary: '新建分组', body: Type.Object({ groupName: Type.String({ maxLength: 100 }) }) },
    },
    async (request) => {
      const user = requireUser(request);
      const name = groupName(request.body.groupName);
      const groupId = await addGroup(db, user, name);
      if (groupId === undefined) throw badRequest('分组名称已存在');
      return ok({ groupId, groupName: name });
    },
  );

  app.post(
    '/esee/groupManager/updateGroup',
    {
      config,
      schema: {
        tags,
        summary: '重命名分组',
        body: Type.Object({ groupId: RowIdSchema, groupName: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await ownGroup(db, user, request.body.groupId);
      if (group.name === DEFAULT_GROUP) throw badRequest('默认分组不能重命名');
      const name = groupName(request.body.groupName);
      if (await groupNameTaken(db, user, name, group.id)) throw badRequest('分组名称已存在');
      await renameGroup(db, group.id, name);
      return ok({ groupId: group.id, groupName: name });
    },
  );

  app.post(
    '/esee/groupManager/deleteGroup',
    {
      config,
      schema: {
        tags,
        summary: '删除分组：其中的企业移到另一分组（moveTo）或取消监控',
        body: Type.Object({
          groupId: RowIdSchema,
          moveTo: Type.Optional(RowIdSchema),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await ownGroup(db, user, request.body.groupId);
      if (group.name === DEFAULT_GROUP) throw badRequest('默认分组不能删除');
      const moveTo = request.body.moveTo ? (await ownGroup(db, user, request.body.moveTo)).id : null;
      if (moveTo === group.id) throw badRequest('不能移动到被删除的分组');
      return ok(await deleteGroup(db, group.id, moveTo));
    },
  );

  app.post(
    '/esee/groupManager/updateGroupDefaultSelect',
    {
      config,
      schema: { tags, summary: '设为默认选中的分组', body: Type.Object({ groupId: RowIdSchema }) },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await ownGroup(db, user, request.body.groupId);
      await selectDefaultGroup(db, user, group.id);
      return ok(null);
    },
  );

  app.post(
    '/esee/groupManager/queryGroupsByMids',
    { config, schema: { tags, summary: '企业所在的分组', body: Type.Object({ mids: EntIds }) } },
    async (request) => ok(await groupsOfCompanies(db, requireUser(request), request.body.mids)),
  );

  app.post(
    '/esee/groupManager/isExistMonitorEnt',
    { config, schema: { tags, summary: '企业是否已监控', body: Type.Object({ entId: EntId }) } },
    async (request) => {
      const user = requireUser(request);
      const row = await monitoredCompany(db, user, request.body.entId);
      return ok({ exist: Boolean(row), groupId: row?.groupId ?? null, groupName: row?.groupName ?? null });
    },
  );

  // ---- Monitored companies ----
  app.post(
    '/esee/monitorManage/addMonitorObj',
    {
      config,
      schema: {
        tags,
        summary: '添加监控企业（groupId 缺省：默认选中的分组或默认分组）',
        body: Type.Object({ entIds: EntIds, groupId: Type.Optional(RowIdSchema) }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const entIds = await knownCompanies(db, request.body.entIds);
      const groupId = await targetGroup(db, user, request.body.groupId);
      return ok({
        groupId,
        ...(await addToGroup(
          db,
          user,
          groupId,
          entIds.map((entId) => ({ entId })),
        )),
      });
    },
  );

  app.post(
    '/esee/monitorManage/queryAllMonitorList',
    {
      config,
      schema: {
        tags,
        summary: '监控企业列表（groupId 0：全部分组；scope team：数据范围内成员的，只读）',
        body: Type.Object({
          groupId: Type.Optional(GroupId),
          /** team: the companies of the members in the caller's data scope, each with its owner (read only). */
          scope: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('team')])),
          entName: Type.Optional(Type.String({ maxLength: 100 })),
          ...Page,
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { groupId = ALL_GROUPS_ID, entName, scope } = request.body;
      const team = scope === 'team' ? { ids: await dataScopeUserIds(db, user) } : undefined;
      if (team) {
        if (groupId !== ALL_GROUPS_ID && !(await groupInScope(db, user, groupId, team.ids)))
          throw notFound('分组不存在');
      } else if (groupId !== ALL_GROUPS_ID) await ownGroup(db, user, groupId);
      return ok(await monitorPage(db, user, { team, groupId, entName }, pageOf(request.body)));
    },
  );

  app.post(
    '/esee/monitorManage/queryLikeEntName',
    {
      config,
      schema: {
        tags,
        summary: '按名称查找已监控企业',
        body: Type.Object({ entName: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const name = request.body.entName.trim();
      if (!name) return ok([]);
      return ok(await monitoredByName(db, user, name));
    },
  );

  app.post(
    '/esee/monitorManage/cancelMonitorObj',
    { config, schema: { tags, summary: '取消监控（可批量）', body: Type.Object({ entIds: EntIds }) } },
    async (request) => ok(await cancelCompanies(db, requireUser(request), request.body.entIds)),
  );

  app.post(
    '/esee/monitorManage/batchCancelMonitorAll',
    {
      config,
      schema: { tags, summary: '取消分组内全部监控（groupId 0：全部）', body: Type.Object({ groupId: GroupId }) },
    },
    async (request) => {
      const user = requireUser(request);
      const { groupId } = request.body;
      const group = groupId === ALL_GROUPS_ID ? null : await ownGroup(db, user, groupId);
      return ok(await cancelGroup(db, user, group?.id ?? null));
    },
  );

  app.post(
    '/esee/monitorManage/switchMonitorObj',
    {
      config,
      schema: {
        tags,
        summary: '移动到另一分组',
        body: Type.Object({ entIds: EntIds, groupId: RowIdSchema }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await ownGroup(db, user, request.body.groupId);
      return ok({ switched: await moveToGroup(db, user, group.id, request.body.entIds) });
    },
  );

  app.post(
    '/esee/monitorManage/updateRetry',
    { config, schema: { tags, summary: '重试添加失败的监控', body: Type.Object({ entIds: EntIds }) } },
    async (request) => ok({ retried: await retryFailed(db, requireUser(request), request.body.entIds) }),
  );

  // ---- Related parties ----
  const relatedRoutes = {
    queryRelatedShareholders: ['关联股东', related.shareholders],
    queryRelatedForeignInvestment: ['对外投资', related.investments],
    queryPeopleForeignService: ['人员对外任职', related.peoplesPosts],
    queryPeopleForeignInvestment: ['人员对外投资', related.peoplesInvestments],
  } as const;
  for (const [name, [summary, find]] of Object.entries(relatedRoutes))
    app.post(
      `/esee/monitorManage/${name}`,
      { config, schema: { tags, summary, body: Type.Object({ entId: EntId }) } },
      async (request) => {
        const user = requireUser(request);
        return ok(await markMonitored(db, user, await find(db, request.body.entId)));
      },
    );

  app.post(
    '/esee/common/companyRelatedMatch',
    {
      config,
      schema: {
        tags,
        summary: '在企业的关联方中按名称查找（股东、对外投资、人员对外任职与投资），含是否已监控',
        body: Type.Object({ entId: EntId, nameLike: Type.String({ maxLength: COMPANY_NAME_MAX_LENGTH }), ...Page }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { entId, nameLike } = request.body;
      const text = nameLike.trim();
      if ([...text].length < 2) throw badRequest(UploadMessage.SEARCH_TOO_SHORT);
      await knownCompanies(db, [entId]);
      const all = await related.matching(db, entId, text);
      const { offset, limit } = pageOf(request.body);
      return ok({
        page: { totalPage: Math.ceil(all.length / limit), total: all.length },
        list: await markMonitored(db, user, all.slice(offset, offset + limit)),
      });
    },
  );

  app.post(
    '/esee/monitorManage/addMonitorRelations',
    {
      config,
      schema: {
        tags,
        summary: '把关联企业加入监控',
        body: Type.Object({
          entId: EntId,
          groupId: Type.Optional(RowIdSchema),
          relations: Type.Array(Type.Object({ entId: EntId, relation: Type.String({ maxLength: 100 }) }), {
            minItems: 1,
            maxItems: 200,
          }),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { entId, relations } = request.body;
      const base = await monitoredCompany(db, user, entId);
      if (!base) throw notFound('该企业未被监控');
      await knownCompanies(
        db,
        relations.map((r) => r.entId),
      );
      const groupId = request.body.groupId ? (await ownGroup(db, user, request.body.groupId)).id : base.groupId;
      const result = await addToGroup(
        db,
        user,
        groupId,
        relations
          .filter((r) => r.entId !== entId)
          .map((r) => ({ entId: r.entId, relatedTo: entId, relation: r.relation })),
      );
      return ok(result);
    },
  );

  app.post(
    '/esee/monitorManage/queryMonitorRelationListNew',
    { config, schema: { tags, summary: '作为关联方加入监控的企业', body: Type.Object({ entId: EntId }) } },
    async (request) => ok(await monitoredRelated(db, requireUser(request), request.body.entId)),
  );

  app.post(
    '/esee/monitorManage/cancelMonitorRelations',
    { config, schema: { tags, summary: '取消关联企业的监控', body: Type.Object({ entId: EntId, entIds: EntIds }) } },
    async (request) => {
      const { entId, entIds } = request.body;
      return ok(await cancelRelated(db, requireUser(request), entId, entIds));
    },
  );

  // ---- Alerts ----
  app.post(
    '/esee/monitorAlert/list',
    { config, schema: { tags, summary: '预警列表（分组、类型、级别、日期、未读）', body: AlertFilter } },
    async (request) => {
      const user = requireUser(request);
      const f = request.body;
      checkDay(f.dateFrom);
      checkDay(f.dateTo);
      const group = f.groupId ? await ownGroup(db, user, f.groupId) : null;
      return ok(await alertPage(db, user, f, group?.id ?? null, pageOf(f)));
    },
  );

  app.get(
    '/esee/monitorAlert/detail',
    {
      config,
      schema: {
        tags,
        summary: '预警详情（打开即已读）',
        querystring: Type.Object({ alertId: RowIdSchema }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = String(request.query.alertId);
      const alert = await alertOf(db, user, id);
      if (!alert) throw notFound('预警不存在');
      await markAlertRead(db, id);
      return ok(alert);
    },
  );

  app.post(
    '/esee/monitorAlert/read',
    {
      config,
      schema: {
        tags,
        summary: '标为已读（alertIds 缺省：全部）',
        body: Type.Object({ alertIds: Type.Optional(Type.Array(RowIdSchema, { maxItems: 500 })) }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(request.body.alertIds?.map(String))];
      if (request.body.alertIds) {
        if (!ids.length) return ok({ read: 0 });
        // Alerts named are the user's own, all of them: another user's alert is not found, and nothing is marked.
        if ((await ownAlertCount(db, user, ids)) !== ids.length) throw notFound('预警不存在');
      }
      return ok({ read: await markAlertsRead(db, user, request.body.alertIds ? ids : null) });
    },
  );

  app.get('/esee/monitorSetting/get', { config, schema: { tags, summary: '预警设置与可选规则' } }, async (request) =>
    ok(await alertSettings(db, requireUser(request))),
  );

  app.post(
    '/esee/monitorSetting/save',
    {
      config,
      schema: {
        tags,
        summary: '保存预警设置',
        body: Type.Object({
          kinds: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 100 }),
          levels: Type.Array(Type.Union([Type.Literal('高风险'), Type.Literal('中风险'), Type.Literal('警示')]), {
            maxItems: 3,
          }),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { kinds, levels } = request.body;
      await saveAlertSettings(db, user, kinds, levels);
      return ok(null);
    },
  );

  // ---- Exports ----
  app.get(
    '/esee/export/exportMonitorRelatedEnt',
    {
      config: { right: 'marketing:export', cost: 'export' },
      schema: { tags, summary: '导出作为关联方监控的企业（.xlsx）', querystring: Type.Object({ entId: EntId }) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const base = await monitoredCompany(db, user, request.query.entId);
      if (!base) throw notFound('该企业未被监控');
      const rows = await monitoredRelated(db, user, base.entId);
      const book = await workbook([
        {
          name: '关联企业',
          header: ['企业名称', '关联关系', '登记状态', '统一社会信用代码', '分组', '加入时间'],
          rows: rows.map((r) => [r.entName, r.relation, r.orgStatus, r.creditCode, r.groupName, r.addTime]),
          widths: [36, 30, 10, 22, 14, 18],
        },
      ]);
      return sendDownload(reply, `关联企业-${base.entName}.xlsx`, book);
    },
  );

  app.get(
    '/esee/export/exportGroupMonitorEnt',
    {
      config: { right: 'marketing:export', cost: 'export' },
      schema: {
        tags,
        summary: '导出分组内的监控企业（.xlsx）',
        querystring: Type.Object({ groupId: Type.Optional(GroupId) }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const groupId = request.query.groupId ?? ALL_GROUPS_ID;
      const group = groupId === ALL_GROUPS_ID ? null : await ownGroup(db, user, groupId);
      const name = group?.name ?? '全部分组';
      const rows = await monitoredOfGroup(db, user, group?.id ?? null);
      const book = await workbook([
        {
          name: '监控企业',
          header: [
            '企业名称',
            '登记状态',
            '法定代表人',
            '统一社会信用代码',
            '分组',
            '关联来源',
            '关联关系',
            '加入时间',
            '未读预警',
          ],
          rows: rows.map((r) => [
            r.entName,
            r.orgStatus,
            r.legRepName,
            r.creditCode,
            r.groupName,
            r.relatedTo,
            r.relation,
            r.addTime,
            r.unreadAlerts,
          ]),
          widths: [36, 10, 10, 22, 14, 36, 24, 18, 10],
        },
      ]);
      return sendDownload(reply, `监控企业-${name}.xlsx`, book);
    },
  );
};
