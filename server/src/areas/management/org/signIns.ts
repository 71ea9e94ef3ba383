import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SelectQueryBuilder } from 'kysely';
import {
  EnvelopeSchema,
  LoginLogPageSchema,
  LoginLogQuerySchema,
  ONLINE_WINDOW_MINUTES,
  OnlinePageSchema,
  OnlineQuerySchema,
  OrgMessage,
  SessionIdSchema,
  chinaTime,
  dayBegins,
  dayEnds,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { revokeSession } from '../../../platform/auth/sessions';
import { targetInst } from '../../../platform/auth/targetInst';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { assertMayManage } from './members';
import { pageParams } from './queries';
import { anyContains, listPage } from '../../../platform/db/paging';

const tags = ['org'];

/** The asked-for page of a list (`page_num`, `page_size`), each row as `show` makes it, in the envelope. */
async function shownPage<DB, TB extends keyof DB, O, R>(
  rows: SelectQueryBuilder<DB, TB, O>,
  matching: SelectQueryBuilder<DB, TB, unknown>,
  q: { page_num?: number; page_size?: number },
  show: (row: O) => R,
) {
  const page = await listPage(rows, matching, pageParams(q.page_num, q.page_size));
  return ok({ total: page.total, list: page.list.map(show) });
}

/**
 * 在线用户 and 登录日志 (issue 20): an institution's managers see who is signed
 * in now and end one session, and read every password login with its outcome,
 * address and browser. Rows are the caller's institution's only; the platform
 * administrator (`super`) names another with `instCode` (issue 21) and reads it.
 * Ending a session stays within one's own institution.
 */
export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/framework/api/org/online',
    {
      // 三员分立: who is signed in, and the login log, are the auditor's.
      config: { right: 'fmk:audit' },
      schema: {
        tags,
        summary: '在线用户：近 30 分钟内使用过的有效会话',
        querystring: OnlineQuerySchema,
        response: { 200: EnvelopeSchema(OnlinePageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      const inst = await targetInst(request, db, q.instCode);
      const now = app.clock();
      let query = db
        .selectFrom('user_session as s')
        .innerJoin('app_user as u', 'u.id', 's.user_id')
        .innerJoin('role as r', 'r.id', 'u.role_id')
        .leftJoin('org_unit as ou', 'ou.id', 'u.unit_id')
        .where('s.inst_id', '=', inst.instId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .where('s.last_seen_at', '>', new Date(now.getTime() - ONLINE_WINDOW_MINUTES * 60_000));
      query = anyContains(query, q.keyword, ['u.display_name', 'u.username', 's.ip', 's.user_agent']);
      return shownPage(
        query
          .select(['s.id as sessionId', 'u.id as userId', 'u.username', 'u.display_name as name'])
          .select(['ou.name as unitName', 'r.name as roleName', 's.ip', 's.user_agent as userAgent'])
          .select(['s.created_at as loginAt', 's.last_seen_at as lastSeenAt'])
          .orderBy('s.last_seen_at', 'desc')
          .orderBy('s.id', 'desc'),
        query,
        q,
        (r) => ({
          ...r,
          loginAt: chinaTime(r.loginAt),
          lastSeenAt: chinaTime(r.lastSeenAt),
          current: r.sessionId === user.sessionId,
          instName: inst.instName,
        }),
      );
    },
  );

  app.post(
    '/framework/api/org/online/kick',
    {
      config: { right: 'fmk:org:emp' },
      schema: {
        tags,
        summary: '结束一个在线会话（强制下线）',
        body: SessionIdSchema,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const session = await db
        .selectFrom('user_session as s')
        .innerJoin('app_user as u', 'u.id', 's.user_id')
        .innerJoin('role as r', 'r.id', 'u.role_id')
        .select(['s.id', 's.user_id', 'r.role_type'])
        .where('s.id', '=', request.body.sessionId)
        .where('s.inst_id', '=', caller.instId)
        .where('s.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!session) throw notFound('会话不存在或已结束');
      if (session.id === caller.sessionId) throw badRequest(OrgMessage.NOT_SELF);
      assertMayManage(caller, session.role_type);
      app.sessionCache.forget((u) => u.sessionId === session.id);
      await revokeSession(db, session.id, app.clock());
      return ok(null);
    },
  );

  app.get(
    '/framework/api/org/loginLog',
    {
      config: { right: 'fmk:audit' },
      schema: {
        tags,
        summary: '登录日志（成功与失败，地址与浏览器）',
        querystring: LoginLogQuerySchema,
        response: { 200: EnvelopeSchema(LoginLogPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.start && q.end && q.start > q.end) throw badRequest('开始日期不能晚于结束日期');
      const inst = await targetInst(request, db, q.instCode);
      let query = db
        .selectFrom('login_log as l')
        .leftJoin('app_user as u', 'u.id', 'l.user_id')
        .where('l.inst_id', '=', inst.instId);
      if (q.outcome) query = query.where('l.outcome', '=', q.outcome);
      if (q.start) query = query.where('l.created_at', '>=', dayBegins(q.start));
      if (q.end) query = query.where('l.created_at', '<', dayEnds(q.end));
      query = anyContains(query, q.keyword, ['l.username', 'u.display_name', 'l.ip', 'l.user_agent']);
      return shownPage(
        query
          .select(['l.id', 'l.user_id as userId', 'l.username', 'u.display_name as name', 'l.outcome'])
          .select(['l.ip', 'l.user_agent as userAgent', 'l.created_at as at'])
          .orderBy('l.id', 'desc'),
        query,
        q,
        (r) => ({
          ...r,
          id: String(r.id),
          name: r.name ?? null,
          at: chinaTime(r.at),
          instName: inst.instName,
        }),
      );
    },
  );
};
