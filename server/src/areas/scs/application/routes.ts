import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditAllocateSchema,
  CreditCapitalSchema,
  CreditGroupDetailSchema,
  CreditGroupLimitSchema,
  CreditGroupListSchema,
  CreditGroupQuerySchema,
  CreditSimulateSchema,
  CreditSimulationSchema,
  EnvelopeSchema,
  ErrorMessage,
  MINED_LINK_TYPES,
  MiningPushResultSchema,
  MiningPushSchema,
  MiningQuerySchema,
  MiningResultSchema,
  SCS_CREDIT_PERMISSION,
  SCS_MINING_PERMISSION,
  SCS_WARNING_PERMISSION,
  WarningAssigneesSchema,
  WarningListQuerySchema,
  WarningListSchema,
  WarningScanResultSchema,
  WarningUpdateSchema,
  capitalProblem,
  chinaDay,
  chinaMinute,
} from '@esee/contracts';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../../platform/auth/plugin';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { onScsRun } from '../shared/scsRunHooks';
import { creditDetail, creditList, currentGroup, takeSnapshots } from './credit';
import { allocationError, simulate } from './limits';
import { mineLinks, pushReason } from './mining';
import { listWarnings, scanWarnings, updateWarning } from './warning';

const mining = { right: SCS_MINING_PERMISSION };
const credit = { right: SCS_CREDIT_PERMISSION };
const warning = { right: SCS_WARNING_PERMISSION };
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * SCS 应用服务 (issue 19): 关系挖掘, 统一授信, 风险预警. Every read and write is of the caller's
 * institution; a group is one of its latest run (another's is as good as none: 404).
 */
export const scsApplicationModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['scsApplication'];

  // After each identification run: a concentration snapshot per group, then a warning scan.
  onScsRun(db, 'scsApplication', async (hookDb, instId, _runId, now) => {
    await takeSnapshots(hookDb, instId, '同一客户识别', now);
    await scanWarnings(hookDb, instId, now);
  });

  // ------------------------------------------------------------ 关系挖掘
  app.get(
    '/esee/scs/mining/links',
    {
      config: mining,
      schema: {
        tags,
        summary: '关系挖掘：本行客户间的隐性关联（联系方式、地址、董监高、担保圈/链、共同资金来源）与马甲公司聚类',
        querystring: MiningQuerySchema,
        response: { 200: EnvelopeSchema(MiningResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { type, keyword, pageNum = 1, pageSize = 10 } = request.query;
      const out = await mineLinks(db, user.instId, chinaDay(app.clock()));
      const counts = Object.fromEntries(
        MINED_LINK_TYPES.map((t) => [t.code, out.links.filter((l) => l.types.includes(t.code)).length]),
      );
      const word = keyword?.trim();
      const list = out.links.filter(
        (l) => (!type || l.types.includes(type)) && (!word || l.nameA.includes(word) || l.nameB.includes(word)),
      );
      return ok({
        customerCount: out.customerCount,
        total: list.length,
        counts,
        list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        structures: out.structures,
        clusters: out.clusters,
      });
    },
  );

  app.get(
    '/esee/scs/mining/export',
    {
      config: mining,
      schema: {
        tags,
        summary: '关系挖掘结果导出（.xlsx）',
        querystring: Type.Object({ type: MiningQuerySchema.properties.type }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { type } = request.query;
      const out = await mineLinks(db, user.instId, chinaDay(app.clock()));
      const names = Object.fromEntries(MINED_LINK_TYPES.map((t) => [t.code, t.name]));
      const rows = out.links
        .filter((l) => !type || l.types.includes(type))
        .map((l) => [
          l.nameA,
          l.nameB,
          l.types.map((t) => names[t]).join('、'),
          l.score,
          l.evidence.map((e) => e.detail + (e.note ? `（${e.note}）` : '')).join('；'),
          l.pushed ? '已推送' : '',
        ]);
      return sendDownload(
        reply,
        '关系挖掘结果.xlsx',
        await workbook([
          {
            name: '关联线索',
            header: ['企业A', '企业B', '关联类型', '评分', '证据', '识别建议'],
            rows,
            widths: [36, 36, 24, 8, 80, 10],
          },
        ]),
      );
    },
  );

  app.post(
    '/esee/scs/mining/push',
    {
      config: mining,
      schema: {
        tags,
        summary: '推送为识别建议：下次同一客户识别时作为待确认成员加入',
        body: MiningPushSchema,
        response: { 200: EnvelopeSchema(MiningPushResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [a, b] = [request.body.entIdA, request.body.entIdB].sort();
      if (a === b) throw badRequest('请选择两家不同的企业');
      // The evidence is mined again on the server: the client names the pair, never its evidence.
      const out = await mineLinks(db, user.instId, chinaDay(app.clock()));
      const link = out.links.find((l) => l.entIdA === a && l.entIdB === b);
      if (!link) throw notFound('未找到这两家本行客户之间的关联线索');
      const reason = pushReason(link);
      await db
        .insertInto('scs_mined_link')
        .values({
          inst_id: user.instId,
          ent_a: a!,
          ent_b: b!,
          link_types: link.types,
          score: link.score,
          reason,
          evidence: JSON.stringify(link.evidence),
          pushed_by: user.userId,
          pushed_at: app.clock(),
        })
        .onConflict((oc) =>
          oc.columns(['inst_id', 'ent_a', 'ent_b']).doUpdateSet((eb) => ({
            link_types: eb.ref('excluded.link_types'),
            score: eb.ref('excluded.score'),
            reason: eb.ref('excluded.reason'),
            evidence: eb.ref('excluded.evidence'),
            pushed_by: eb.ref('excluded.pushed_by'),
            pushed_at: eb.ref('excluded.pushed_at'),
          })),
        )
        .execute();
      return ok({ pushed: true, reason });
    },
  );

  // ------------------------------------------------------------ 统一授信
  app.get(
    '/esee/scs/credit/groups',
    {
      config: credit,
      schema: {
        tags,
        summary: '统一授信：最近一次识别的各组授信额度使用与集中度',
        response: { 200: EnvelopeSchema(CreditGroupListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const out = await creditList(db, user.instId);
      return ok({ ...out, runAt: out.runAt ? chinaMinute(out.runAt) : null });
    },
  );

  app.get(
    '/esee/scs/credit/group',
    {
      config: credit,
      schema: {
        tags,
        summary: '统一授信：一组的额度、成员分配、产品用信、预警与集中度趋势',
        querystring: CreditGroupQuerySchema,
        response: { 200: EnvelopeSchema(CreditGroupDetailSchema) },
      },
    },
    async (request) => ok(await creditDetail(db, requireUser(request).instId, request.query.groupId)),
  );

  app.post(
    '/esee/scs/credit/capital',
    {
      config: credit,
      schema: {
        tags,
        summary: '设置本机构一级资本净额与资本净额（元，均须大于0，仅机构管理员）',
        body: CreditCapitalSchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.roleType !== 'INST_MGR') throw forbidden('仅机构管理员可设置资本净额');
      const { netTier1Capital, netCapital } = request.body;
      const problem = capitalProblem('tier1', netTier1Capital) ?? capitalProblem('net', netCapital);
      if (problem) throw badRequest(`${ErrorMessage.BAD_REQUEST}：${problem}`);
      const figures = { net_tier1_capital: cents(netTier1Capital!), net_capital: cents(netCapital!) };
      const now = app.clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('scs_credit_setting')
          .values({ inst_id: user.instId, ...figures, updated_by: user.userId, updated_at: now })
          .onConflict((oc) =>
            oc.column('inst_id').doUpdateSet({ ...figures, updated_by: user.userId, updated_at: now }),
          )
          .execute();
        await takeSnapshots(trx, user.instId, '资本净额调整', now);
      });
      return ok(null);
    },
  );

  app.post(
    '/esee/scs/credit/groupLimit',
    {
      config: credit,
      schema: { tags, summary: '核定集团授信额度（不得低于已分配的成员额度合计）', body: CreditGroupLimitSchema },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await currentGroup(db, user.instId, request.body.groupId);
      const limit = cents(request.body.groupLimit);
      const now = app.clock();
      await db.transaction().execute(async (trx) => {
        const allocated = await trx
          .selectFrom('scs_member_limit')
          .select('limit_amount')
          .where('inst_id', '=', user.instId)
          .where('group_key', '=', group.group_key)
          .execute();
        const error = allocationError(
          limit,
          allocated.map((a) => Number(a.limit_amount)),
        );
        if (error) throw badRequest(error.replace('，未保存', '，请先调减成员额度'));
        await trx
          .insertInto('scs_group_limit')
          .values({
            inst_id: user.instId,
            group_key: group.group_key,
            group_limit: limit,
            updated_by: user.userId,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['inst_id', 'group_key'])
              .doUpdateSet({ group_limit: limit, updated_by: user.userId, updated_at: now }),
          )
          .execute();
        await takeSnapshots(trx, user.instId, '集团额度调整', now, group.group_key);
      });
      return ok(null);
    },
  );

  app.post(
    '/esee/scs/credit/allocate',
    {
      config: credit,
      schema: {
        tags,
        summary: '分配成员授信额度与冻结额度（成员额度合计不得超过集团额度）',
        body: CreditAllocateSchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await currentGroup(db, user.instId, request.body.groupId);
      const allocations = request.body.allocations.map((a) => ({
        entId: a.entId,
        limit: cents(a.limit),
        frozen: cents(a.frozen ?? 0),
      }));
      if (new Set(allocations.map((a) => a.entId)).size !== allocations.length) throw badRequest('成员重复');
      const bad = allocations.find((a) => a.frozen > a.limit);
      if (bad) throw badRequest('冻结额度不能超过成员授信额度');
      const members = new Set(
        (await db.selectFrom('scs_group_member').select('ent_id').where('group_id', '=', group.id).execute()).map(
          (m) => m.ent_id,
        ),
      );
      if (allocations.some((a) => !members.has(a.entId))) throw notFound('成员不属于该识别组');
      const now = app.clock();
      await db.transaction().execute(async (trx) => {
        const limit = await trx
          .selectFrom('scs_group_limit')
          .select('group_limit')
          .where('inst_id', '=', user.instId)
          .where('group_key', '=', group.group_key)
          .forUpdate()
          .executeTakeFirst();
        // Members not in this request keep their allocation, and count towards the sum.
        const kept = await trx
          .selectFrom('scs_member_limit')
          .select(['ent_id', 'limit_amount'])
          .where('inst_id', '=', user.instId)
          .where('group_key', '=', group.group_key)
          .execute();
        const changing = new Set(allocations.map((a) => a.entId));
        const sum = [
          ...allocations.map((a) => a.limit),
          ...kept.filter((k) => !changing.has(k.ent_id)).map((k) => Number(k.limit_amount)),
        ];
        const error = allocationError(limit ? Number(limit.group_limit) : null, sum);
        if (error) throw badRequest(error);
        if (allocations.length)
          await trx
            .insertInto('scs_member_limit')
            .values(
              allocations.map((a) => ({
                inst_id: user.instId,
                group_key: group.group_key,
                ent_id: a.entId,
                limit_amount: a.limit,
                frozen_amount: a.frozen,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['inst_id', 'group_key', 'ent_id']).doUpdateSet((eb) => ({
                limit_amount: eb.ref('excluded.limit_amount'),
                frozen_amount: eb.ref('excluded.frozen_amount'),
              })),
            )
            .execute();
        await takeSnapshots(trx, user.instId, '成员额度调整', now, group.group_key);
      });
      return ok(null);
    },
  );

  app.post(
    '/esee/scs/credit/simulate',
    {
      config: credit,
      schema: {
        tags,
        summary: '授信测算：成员新增一笔授信后的成员与集团可用额度及集中度，是否突破限额',
        body: CreditSimulateSchema,
        response: { 200: EnvelopeSchema(CreditSimulationSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const detail = await creditDetail(db, user.instId, request.body.groupId);
      const member = detail.members.find((m) => m.entId === request.body.entId);
      if (!member) throw notFound('成员不属于该识别组');
      return ok(
        simulate({
          amount: cents(request.body.amount),
          capitals: detail.capital,
          member: {
            limit: member.limit,
            used: member.used.total,
            frozen: member.frozen,
            exposure: member.used.total,
            loan: member.used.loan,
            interbank: member.interbank,
          },
          group: {
            limit: detail.groupLimit,
            used: detail.used.total,
            frozen: detail.frozen,
            exposure: detail.used.total,
            interbank: detail.measure.key === 'interbank',
          },
        }),
      );
    },
  );

  // ------------------------------------------------------------ 风险预警
  app.post(
    '/esee/scs/warning/scan',
    {
      config: warning,
      schema: {
        tags,
        summary: '扫描各组成员的外部与内部风险信号，生成预警（同一信号不重复）',
        response: { 200: EnvelopeSchema(WarningScanResultSchema) },
      },
    },
    async (request) => ok(await scanWarnings(db, requireUser(request).instId, app.clock())),
  );

  app.get(
    '/esee/scs/warning/list',
    {
      config: warning,
      schema: {
        tags,
        summary: '风险预警收件箱：按等级、状态、集团筛选',
        querystring: WarningListQuerySchema,
        response: { 200: EnvelopeSchema(WarningListSchema) },
      },
    },
    async (request) => {
      const { pageNum = 1, pageSize = 10, ...filter } = request.query;
      return ok(await listWarnings(db, requireUser(request).instId, { ...filter, pageNum, pageSize }, app.clock()));
    },
  );

  app.get(
    '/esee/scs/warning/assignees',
    {
      config: warning,
      schema: {
        tags,
        summary: '可指派的处理人（本机构用户）',
        response: { 200: EnvelopeSchema(WarningAssigneesSchema) },
      },
    },
    async (request) => {
      const users = await db
        .selectFrom('app_user')
        .select(['id', 'display_name'])
        .where('inst_id', '=', requireUser(request).instId)
        .orderBy('id')
        .limit(500)
        .execute();
      return ok(users.map((u) => ({ userId: u.id, name: u.display_name })));
    },
  );

  app.post(
    '/esee/scs/warning/update',
    {
      config: warning,
      schema: { tags, summary: '处理预警：指派、改状态（已忽略须填原因，已处置须填说明）', body: WarningUpdateSchema },
    },
    async (request) => {
      const user = requireUser(request);
      await updateWarning(db, user.instId, user.userId, request.body, app.clock());
      return ok(null);
    },
  );
};
