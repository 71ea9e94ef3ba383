import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckUserAnswerSchema,
  EnvelopeSchema,
  InstQuotaAnswerSchema,
  InstQuotaQuerySchema,
  InstQuotaSetSchema,
  QuotaMessage,
  quotaExhaustedMessage,
  QuotaRowSchema,
  UserQuotaAnswerSchema,
  UserQuotaSetSchema,
} from '@esee/contracts';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../../platform/auth/plugin';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { bindingQuota, institutionQuota, institutionQuotas, memberQuotas, setQuota } from './quotas';
import { recordRoutes } from './records';

const tags = ['quotas'];

/**
 * 功能额度 (issue 21): the platform sets each institution's quotas
 * (institutionQuotaSet), an institution's managers set their members' within
 * them (quotaSet) and read the usage now; the records and statistics are in
 * records.ts, the counting in counter.ts.
 */
export const quotasModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  // What these calls read includes the usage records still waiting to be written (counter.ts).
  app.addHook('preHandler', () => app.callCounter.flush());

  const institutionByCode = async (code: string) => {
    const inst = await db
      .selectFrom('institution')
      .select(['id', 'code'])
      .where('code', '=', code.toUpperCase())
      .executeTakeFirst();
    if (!inst) throw notFound(QuotaMessage.INST_MISSING);
    return inst;
  };

  app.get(
    '/framework/api/ops/quota/inst',
    {
      config: { right: 'super' },
      schema: {
        tags,
        summary: '机构额度：机构列表与一个机构各功能的额度、本期已用',
        querystring: InstQuotaQuerySchema,
        response: { 200: EnvelopeSchema(InstQuotaAnswerSchema) },
      },
    },
    async (request) => {
      const institutions = await db
        .selectFrom('institution')
        .select(['code as instCode', 'name as instName'])
        .orderBy('code')
        .execute();
      const code = request.query.instCode;
      if (!code) return ok({ institutions, instCode: null, list: [] });
      const inst = await institutionByCode(code);
      return ok({ institutions, instCode: inst.code, list: await institutionQuotas(db, inst.id, app.clock()) });
    },
  );

  app.post(
    '/framework/api/ops/quota/inst',
    {
      config: { right: 'super' },
      schema: {
        tags,
        summary: '设置（limit 为 null：取消）一个机构一项功能的额度',
        body: InstQuotaSetSchema,
        response: { 200: EnvelopeSchema(Type.Array(QuotaRowSchema)) },
      },
    },
    async (request) => {
      const b = request.body;
      const inst = await institutionByCode(b.instCode);
      const now = app.clock();
      await setQuota(db, { instId: inst.id, userId: null }, b.function, b.limit, b.period, now);
      app.callCounter.forgetQuotas(inst.id);
      return ok(await institutionQuotas(db, inst.id, now));
    },
  );

  app.get(
    '/framework/api/org/quota/user',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '成员额度：本机构的额度与各成员的额度',
        response: { 200: EnvelopeSchema(UserQuotaAnswerSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const [institution, members] = await Promise.all([
        institutionQuotas(db, user.instId, now),
        memberQuotas(db, user.instId, now),
      ]);
      return ok({ institution, members });
    },
  );

  app.post(
    '/framework/api/org/quota/user',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '设置（limit 为 null：取消）一个成员一项功能的额度，不超过机构额度',
        body: UserQuotaSetSchema,
        response: { 200: EnvelopeSchema(UserQuotaAnswerSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const member = await db
        .selectFrom('app_user')
        .select('id')
        .where('id', '=', b.userId)
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!member) throw notFound(QuotaMessage.MEMBER_MISSING);
      const inst = await institutionQuota(db, user.instId, b.function);
      if (b.limit !== null && inst && b.limit > inst.quota_limit) throw badRequest(QuotaMessage.OVER_INSTITUTION);
      const now = app.clock();
      await setQuota(db, { instId: user.instId, userId: member.id }, b.function, b.limit, b.period, now);
      app.callCounter.forgetQuotas(user.instId);
      const [institution, members] = await Promise.all([
        institutionQuotas(db, user.instId, now),
        memberQuotas(db, user.instId, now),
      ]);
      return ok({ institution, members });
    },
  );

  app.post(
    '/esee/baseinfo/checkUser',
    {
      schema: {
        tags,
        summary: '当前用户能否查询企业：企业查询额度（机构与个人中先用完的一项）及剩余次数',
        response: { 200: EnvelopeSchema(CheckUserAnswerSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const quota = await bindingQuota(db, user.instId, user.userId, 'search', app.clock());
      const allowed = !quota || quota.remaining > 0;
      return ok({
        allowed,
        message: allowed ? null : quotaExhaustedMessage('search', quota!),
        quota,
      });
    },
  );

  app.get(
    '/framework/api/org/quota/usage',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '本机构各功能的额度与本期已用',
        response: { 200: EnvelopeSchema(Type.Array(QuotaRowSchema)) },
      },
    },
    async (request) => ok(await institutionQuotas(db, requireUser(request).instId, app.clock())),
  );

  await app.register(recordRoutes);
};
