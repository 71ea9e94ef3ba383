import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql, type DeleteQueryBuilder, type DeleteResult } from 'kysely';
import { DaySchema, FileType, INT32_MAX, PageNoSchema, PageSizeSchema, RowIdSchema } from '@esee/contracts';
import { dataScopeUserIds, whereInScope } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/schema';
import { containing, day, pageOf } from '../../../platform/db/paging';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { ALL_GROUPS_ID, checkDay, DEFAULT_GROUP, groupName, listGroups, ownGroup, targetGroup } from './groups';
import * as related from './related';
import { newsRoutes } from './news';
import { reportRoutes } from './report';
import { nowSql } from '../../../platform/clock';

const tags = ['monitor'];
const config = { right: 'monitor' };
const EntId = Type.String({ minLength: 1, maxLength: 64 });
const EntIds = Type.Array(EntId, { minItems: 1, maxItems: 500 });
const GroupId = Type.Integer({ minimum: 0, maximum: INT32_MAX });
const Page = {
  pageNum: Type.Optional(PageNoSchema),
  pageSize: Type.Optional(PageSizeSchema),
};

/** Companies that exist, each once; an unknown one refuses the whole call. */
async function knownCompanies(db: Db, entIds: string[]): Promise<string[]> {
  const wanted = [...new Set(entIds)];
  const known = await db.selectFrom('company').select('ent_id').where('ent_id', 'in', wanted).execute();
  if (known.length !== wanted.length) throw badRequest('请求参数有误：包含不存在的企业');
  return wanted;
}

/** Which of `entIds` the user monitors already. */
async function monitoredAmong(db: Db, user: SessionUser, entIds: string[]): Promise<Set<string>> {
  if (!entIds.length) return new Set();
  const rows = await db
    .selectFrom('monitored_company')
    .select('ent_id')
    .where('user_id', '=', user.userId)
    .where('ent_id', 'in', entIds)
    .execute();
  return new Set(rows.map((r) => r.ent_id));
}

type Cancel = DeleteQueryBuilder<Database, 'monitored_company', DeleteResult>;

/** Stop monitoring the user's companies that `narrow` picks; how many that was. */
async function cancelMonitoring(db: Db, user: SessionUser, narrow: (q: Cancel) => Cancel) {
  const rows = await narrow(db.deleteFrom('monitored_company').where('user_id', '=', user.userId))
    .returning('ent_id')
    .execute();
  return { cancelled: rows.length };
}

/** Add companies to a group; those the user already monitors stay where they are. */
async function addToGroup(
  db: Db,
  user: SessionUser,
  groupId: number,
  companies: { entId: string; relatedTo?: string; relation?: string }[],
) {
  if (!companies.length) return { added: 0, existing: 0 };
  const inserted = await db
    .insertInto('monitored_company')
    .values(
      companies.map((c) => ({
        user_id: user.userId,
        inst_id: user.instId,
        ent_id: c.entId,
        group_id: groupId,
        related_to: c.relatedTo ?? null,
        relation: c.relation ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'ent_id']).doNothing())
    .returning('ent_id')
    .execute();
  return { added: inserted.length, existing: companies.length - inserted.length };
}

/** Monitored companies of the institution, with their group, status, unread alerts and who monitors them. */
function monitoredOfInst(db: Db, instId: number) {
  return db
    .selectFrom('monitored_company as m')
    .innerJoin('company as c', 'c.ent_id', 'm.ent_id')
    .innerJoin('monitor_group as g', 'g.id', 'm.group_id')
    .innerJoin('app_user as o', 'o.id', 'm.user_id')
    .leftJoin('company as r', 'r.ent_id', 'm.related_to')
    .select([
      'o.display_name as ownerName',
      'm.ent_id as entId',
      'c.name as entName',
      'c.status as orgStatus',
      'c.legal_rep as legRepName',
      'c.credit_code as creditCode',
      'm.status as monitorStatus',
      'g.id as groupId',
      'g.name as groupName',
      'r.name as relatedTo',
      'm.relation',
      sql<string>`to_char(m.added_at, 'YYYY-MM-DD HH24:MI')`.as('addTime'),
      sql<number>`(select count(*)::int from monitor_alert a where a.user_id = m.user_id and a.ent_id = m.ent_id and a.read_at is null)`.as(
        'unreadAlerts',
      ),
    ])
    .where('m.inst_id', '=', instId);
}

/** The user's monitored companies. */
const monitored = (db: Db, user: SessionUser) => monitoredOfInst(db, user.instId).where('m.user_id', '=', user.userId);

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
      const inserted = await db
        .insertInto('monitor_group')
        .values({ inst_id: user.instId, user_id: user.userId, name })
        .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw badRequest('分组名称已存在');
      return ok({ groupId: inserted.id, groupName: name });
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
      const clash = await db
        .selectFrom('monitor_group')
        .select('id')
        .where('user_id', '=', user.userId)
        .where('name', '=', name)
        .where('id', '<>', group.id)
        .executeTakeFirst();
      if (clash) throw badRequest('分组名称已存在');
      await db.updateTable('monitor_group').set({ name }).where('id', '=', group.id).execute();
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
      const result = await db.transaction().execute(async (trx) => {
        const moved = moveTo
          ? (
              await trx
                .updateTable('monitored_company')
                .set({ group_id: moveTo })
                .where('group_id', '=', group.id)
                .returning('ent_id')
                .execute()
            ).length
          : 0;
        const cancelled = (
          await trx.deleteFrom('monitored_company').where('group_id', '=', group.id).returning('ent_id').execute()
        ).length;
        await trx.deleteFrom('monitor_group').where('id', '=', group.id).execute();
        return { moved, cancelled };
      });
      return ok(result);
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
      await db
        .updateTable('monitor_group')
        .set({ default_select: sql<boolean>`id = ${group.id}` })
        .where('user_id', '=', user.userId)
        .execute();
      return ok(null);
    },
  );

  app.post(
    '/esee/groupManager/queryGroupsByMids',
    { config, schema: { tags, summary: '企业所在的分组', body: Type.Object({ mids: EntIds }) } },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('monitored_company as m')
        .innerJoin('monitor_group as g', 'g.id', 'm.group_id')
        .select(['m.ent_id as entId', 'g.id as groupId', 'g.name as groupName'])
        .where('m.user_id', '=', user.userId)
        .where('m.ent_id', 'in', request.body.mids)
        .execute();
      return ok(rows);
    },
  );

  app.post(
    '/esee/groupManager/isExistMonitorEnt',
    { config, schema: { tags, summary: '企业是否已监控', body: Type.Object({ entId: EntId }) } },
    async (request) => {
      const user = requireUser(request);
      const row = await monitored(db, user).where('m.ent_id', '=', request.body.entId).executeTakeFirst();
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
      let query = monitored(db, user);
      if (scope === 'team') {
        const ids = await dataScopeUserIds(db, user);
        query = whereInScope(monitoredOfInst(db, user.instId), 'm.user_id', ids);
        if (groupId !== ALL_GROUPS_ID) {
          const group = await whereInScope(
            db.selectFrom('monitor_group').select('id').where('id', '=', groupId).where('inst_id', '=', user.instId),
            'user_id',
            ids,
          ).executeTakeFirst();
          if (!group) throw notFound('分组不存在');
        }
      } else if (groupId !== ALL_GROUPS_ID) await ownGroup(db, user, groupId);
      if (groupId !== ALL_GROUPS_ID) query = query.where('m.group_id', '=', groupId);
      const name = entName?.trim();
      if (name) query = query.where('c.name', 'like', containing(name));
      const page = pageOf(request.body);
      const [list, count] = await Promise.all([
        query.orderBy('m.added_at', 'desc').orderBy('m.ent_id').offset(page.offset).limit(page.limit).execute(),
        query
          .clearSelect()
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ total: count.n, list });
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
      const rows = await monitored(db, user)
        .where('c.name', 'like', containing(name))
        .orderBy('c.name')
        .limit(10)
        .execute();
      return ok(rows.map((r) => ({ entId: r.entId, entName: r.entName, groupId: r.groupId })));
    },
  );

  app.post(
    '/esee/monitorManage/cancelMonitorObj',
    { config, schema: { tags, summary: '取消监控（可批量）', body: Type.Object({ entIds: EntIds }) } },
    async (request) => {
      const entIds = request.body.entIds;
      return ok(await cancelMonitoring(db, requireUser(request), (q) => q.where('ent_id', 'in', entIds)));
    },
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
      return ok(await cancelMonitoring(db, user, (q) => (group ? q.where('group_id', '=', group.id) : q)));
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
      const rows = await db
        .updateTable('monitored_company')
        .set({ group_id: group.id })
        .where('user_id', '=', user.userId)
        .where('ent_id', 'in', request.body.entIds)
        .returning('ent_id')
        .execute();
      return ok({ switched: rows.length });
    },
  );

  app.post(
    '/esee/monitorManage/updateRetry',
    { config, schema: { tags, summary: '重试添加失败的监控', body: Type.Object({ entIds: EntIds }) } },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .updateTable('monitored_company')
        .set({ status: 'MONITORING', added_at: nowSql })
        .where('user_id', '=', user.userId)
        .where('status', '=', 'FAILED')
        .where('ent_id', 'in', request.body.entIds)
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('company').select('ent_id').whereRef('company.ent_id', '=', 'monitored_company.ent_id')),
        )
        .returning('ent_id')
        .execute();
      return ok({ retried: rows.length });
    },
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
        const rows = await find(db, request.body.entId);
        const held = await monitoredAmong(
          db,
          user,
          rows.map((r) => r.entId),
        );
        return ok(rows.map((r) => ({ ...r, monitored: held.has(r.entId) })));
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
      const base = await monitored(db, user).where('m.ent_id', '=', entId).executeTakeFirst();
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
    async (request) => {
      const user = requireUser(request);
      return ok(await monitored(db, user).where('m.related_to', '=', request.body.entId).orderBy('c.name').execute());
    },
  );

  app.post(
    '/esee/monitorManage/cancelMonitorRelations',
    { config, schema: { tags, summary: '取消关联企业的监控', body: Type.Object({ entId: EntId, entIds: EntIds }) } },
    async (request) => {
      const { entId, entIds } = request.body;
      return ok(
        await cancelMonitoring(db, requireUser(request), (q) =>
          q.where('related_to', '=', entId).where('ent_id', 'in', entIds),
        ),
      );
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
      let query = db
        .selectFrom('monitor_alert as a')
        .innerJoin('company as c', 'c.ent_id', 'a.ent_id')
        .where('a.user_id', '=', user.userId);
      if (f.groupId) {
        const group = await ownGroup(db, user, f.groupId);
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('monitored_company as m')
              .select('m.ent_id')
              .whereRef('m.ent_id', '=', 'a.ent_id')
              .where('m.user_id', '=', user.userId)
              .where('m.group_id', '=', group.id),
          ),
        );
      }
      if (f.entId) query = query.where('a.ent_id', '=', f.entId);
      if (f.kind) query = query.where('a.kind', '=', f.kind);
      if (f.level) query = query.where('a.level', '=', f.level);
      if (f.dateFrom) query = query.where('a.created_at', '>=', new Date(`${f.dateFrom}T00:00:00`));
      if (f.dateTo)
        query = query.where('a.created_at', '<', new Date(new Date(`${f.dateTo}T00:00:00`).getTime() + 86_400_000));
      if (f.unread) query = query.where('a.read_at', 'is', null);
      const page = pageOf(f);
      const [list, count] = await Promise.all([
        query
          .select([
            sql<number>`a.id::int`.as('alertId'),
            'a.ent_id as entId',
            'c.name as entName',
            'a.source',
            'a.kind',
            'a.level',
            'a.title',
            'a.summary',
            'a.record_id as recordId',
            day('a.event_date').as('eventDate'),
            sql<string>`to_char(a.created_at, 'YYYY-MM-DD HH24:MI')`.as('alertTime'),
            sql<boolean>`a.read_at is not null`.as('read'),
          ])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ total: count.n, list });
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
      const alert = await db
        .selectFrom('monitor_alert as a')
        .innerJoin('company as c', 'c.ent_id', 'a.ent_id')
        .select([
          sql<number>`a.id::int`.as('alertId'),
          'a.ent_id as entId',
          'c.name as entName',
          'a.source',
          'a.kind',
          'a.level',
          'a.title',
          'a.summary',
          'a.record_id as recordId',
          day('a.event_date').as('eventDate'),
          sql<string>`to_char(a.created_at, 'YYYY-MM-DD HH24:MI')`.as('alertTime'),
          sql<boolean>`true`.as('read'),
        ])
        .where('a.id', '=', id)
        .where('a.user_id', '=', user.userId)
        .executeTakeFirst();
      if (!alert) throw notFound('预警不存在');
      await db
        .updateTable('monitor_alert')
        .set({ read_at: sql`coalesce(read_at, ${nowSql})` })
        .where('id', '=', id)
        .execute();
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
      let query = db
        .updateTable('monitor_alert')
        .set({ read_at: nowSql })
        .where('user_id', '=', user.userId)
        .where('read_at', 'is', null);
      const ids = [...new Set(request.body.alertIds?.map(String))];
      if (request.body.alertIds) {
        if (!ids.length) return ok({ read: 0 });
        // Alerts named are the user's own, all of them: another user's alert is not found, and nothing is marked.
        const own = await db
          .selectFrom('monitor_alert')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', user.userId)
          .where('id', 'in', ids)
          .executeTakeFirstOrThrow();
        if (Number(own.n) !== ids.length) throw notFound('预警不存在');
        query = query.where('id', 'in', ids);
      }
      return ok({ read: Number((await query.executeTakeFirst()).numUpdatedRows) });
    },
  );

  app.get('/esee/monitorSetting/get', { config, schema: { tags, summary: '预警设置与可选规则' } }, async (request) => {
    const user = requireUser(request);
    const [rules, setting] = await Promise.all([
      db
        .selectFrom('monitor_rule')
        .select(['kind', 'title', 'level', 'source'])
        .orderBy('source')
        .orderBy('kind')
        .execute(),
      db
        .selectFrom('monitor_setting')
        .select(['kinds', 'levels'])
        .where('user_id', '=', user.userId)
        .executeTakeFirst(),
    ]);
    return ok({
      rules,
      kinds: setting?.kinds ?? rules.map((r) => r.kind),
      levels: setting?.levels ?? ['高风险', '中风险', '警示'],
    });
  });

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
      await db
        .insertInto('monitor_setting')
        .values({ user_id: user.userId, kinds, levels })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ kinds, levels }))
        .execute();
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
      const base = await monitored(db, user).where('m.ent_id', '=', request.query.entId).executeTakeFirst();
      if (!base) throw notFound('该企业未被监控');
      const rows = await monitored(db, user).where('m.related_to', '=', base.entId).orderBy('c.name').execute();
      const book = workbook([
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
      let query = monitored(db, user);
      let name = '全部分组';
      if (groupId !== ALL_GROUPS_ID) {
        const group = await ownGroup(db, user, groupId);
        query = query.where('m.group_id', '=', group.id);
        name = group.name;
      }
      const rows = await query.orderBy('m.added_at', 'desc').limit(10_000).execute();
      const book = workbook([
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
