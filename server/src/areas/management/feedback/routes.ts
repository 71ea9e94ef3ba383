import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CompanyCorrectionsQuerySchema,
  CompanyCorrectionsSchema,
  EnvelopeSchema,
  FEEDBACK_DAILY_LIMIT,
  FEEDBACK_TRANSITIONS,
  FeedbackDetailSchema,
  FeedbackDeskIdSchema,
  FeedbackFollowUpSchema,
  FeedbackIdSchema,
  FeedbackListQuerySchema,
  FeedbackMessage,
  FeedbackMineQuerySchema,
  FeedbackOptionsQuerySchema,
  FeedbackOptionsSchema,
  FeedbackPageSchema,
  FeedbackReplySchema,
  FeedbackStatusSetSchema,
  FeedbackSubmitSchema,
  RECORD_KIND_BY_KEY,
  type FeedbackStatus,
  chinaDayStart,
  dayBegins,
  dayEnds,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { containing } from '../../../platform/db/paging';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { companyCorrections, deskScope, detailOf, feedbackBase, rowsOf, toRow } from './queries';

const tags = ['feedback'];
/** Mobile numbers, or a landline with its area code (and an extension). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

/**
 * 意见反馈 (issue 23): the member's calls (submit, own list and thread,
 * follow-up, close) and the desks' (list, detail, reply, status) for the
 * institution's managers (`feedback:managerlist`) and the platform (`desk:
 * 'platform'`, `super`). See README.md.
 */
export const feedbackModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  /** The caller's own feedback: another member's, even of the same institution, answers as missing. */
  const mine = (userId: number) => feedbackBase(db).where('f.user_id', '=', userId);

  const addMessage = (
    feedbackId: number,
    authorId: number,
    side: 'member' | 'institution' | 'platform',
    content: string,
  ) =>
    db
      .insertInto('feedback_message')
      .values({ feedback_id: feedbackId, author_id: authorId, side, content, created_at: app.clock() })
      .execute();

  const text = (value: string, empty: string) => {
    const v = value.trim();
    if (!v) throw badRequest(empty);
    return v;
  };

  app.post(
    '/esee/feedback/submit',
    {
      schema: {
        tags,
        summary: '提交意见反馈（每人每天最多 20 条）',
        body: FeedbackSubmitSchema,
        response: { 200: EnvelopeSchema(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const title = text(b.title, FeedbackMessage.EMPTY_TITLE);
      const content = text(b.content, FeedbackMessage.EMPTY_CONTENT);
      const phone = b.phone?.trim() || null;
      if (phone && !PHONE.test(phone)) throw badRequest(FeedbackMessage.BAD_PHONE);
      const now = app.clock();
      const today = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', user.userId)
        .where('created_at', '>=', chinaDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= FEEDBACK_DAILY_LIMIT) throw badRequest(FeedbackMessage.DAILY_LIMIT);
      const entId = b.entId?.trim() || null;
      const recordKind = b.recordKind?.trim() || null;
      if (recordKind && !entId) throw badRequest(FeedbackMessage.RECORD_WITHOUT_COMPANY);
      if (recordKind && !RECORD_KIND_BY_KEY.has(recordKind)) throw badRequest(FeedbackMessage.UNKNOWN_RECORD_KIND);
      const created = await db
        .insertInto('feedback')
        .values({
          inst_id: user.instId,
          user_id: user.userId,
          type: b.type,
          title,
          content,
          ent_id: entId,
          ent_name: entId ? b.entName?.trim() || null : null,
          page_path: b.pagePath?.trim() || null,
          phone,
          record_kind: recordKind,
          record_id: recordKind ? b.recordId?.trim() || null : null,
          assignee_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: created.id });
    },
  );

  app.post(
    '/esee/feedback/corrections',
    {
      schema: {
        tags,
        summary: '本机构成员就该企业提交的数据纠错及处理情况（最新在前，最多 50 条）',
        body: CompanyCorrectionsQuerySchema,
        response: { 200: EnvelopeSchema(CompanyCorrectionsSchema) },
      },
    },
    async (request) => ok(await companyCorrections(db, requireUser(request).instId, request.body.entId.trim())),
  );

  app.post(
    '/esee/feedback/mine',
    {
      schema: {
        tags,
        summary: '我的反馈：本人提交的反馈，最新在前',
        body: FeedbackMineQuerySchema,
        response: { 200: EnvelopeSchema(FeedbackPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.body;
      let query = mine(user.userId);
      if (q.status) query = query.where('f.status', '=', q.status);
      const pageSize = q.pageSize ?? 10;
      const [rows, count] = await Promise.all([
        rowsOf(query)
          .orderBy('f.id', 'desc')
          .offset(((q.pageNum ?? 1) - 1) * pageSize)
          .limit(pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ total: Number(count.n), list: rows.map(toRow), pending: 0 });
    },
  );

  app.post(
    '/esee/feedback/mine/detail',
    {
      schema: {
        tags,
        summary: '我的反馈详情与回复',
        body: FeedbackIdSchema,
        response: { 200: EnvelopeSchema(FeedbackDetailSchema) },
      },
    },
    async (request) => ok(await detailOf(db, mine(requireUser(request).userId), request.body.id, true)),
  );

  /** The caller's own feedback that is still open, or the refusal. */
  const ownOpen = async (userId: number, id: number) => {
    const row = await db
      .selectFrom('feedback')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(FeedbackMessage.MISSING);
    return row;
  };

  app.post(
    '/esee/feedback/followUp',
    {
      schema: {
        tags,
        summary: '追加说明：已回复的反馈回到待处理',
        body: FeedbackFollowUpSchema,
        response: { 200: EnvelopeSchema(FeedbackDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const content = text(request.body.content, FeedbackMessage.EMPTY_CONTENT);
      const row = await ownOpen(user.userId, request.body.id);
      if (row.status === 'CLOSED') throw badRequest(FeedbackMessage.CLOSED);
      await addMessage(row.id, user.userId, 'member', content);
      await db
        .updateTable('feedback')
        .set({ status: row.status === 'REPLIED' ? 'PENDING' : row.status, updated_at: app.clock() })
        .where('id', '=', row.id)
        .execute();
      return ok(await detailOf(db, mine(user.userId), row.id, true));
    },
  );

  app.post(
    '/esee/feedback/close',
    {
      schema: {
        tags,
        summary: '关闭本人的反馈',
        body: FeedbackIdSchema,
        response: { 200: EnvelopeSchema(FeedbackDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await ownOpen(user.userId, request.body.id);
      if (row.status === 'CLOSED') throw badRequest(FeedbackMessage.ALREADY_CLOSED);
      await db
        .updateTable('feedback')
        .set({ status: 'CLOSED', updated_at: app.clock() })
        .where('id', '=', row.id)
        .execute();
      return ok(await detailOf(db, mine(user.userId), row.id, true));
    },
  );

  // The desks: the institution's managers, and the platform administrator with desk 'platform'.
  const right = 'feedback:managerlist';

  app.post(
    '/esee/feedback/options',
    {
      config: { right },
      schema: {
        tags,
        summary: '反馈管理的筛选项：成员（本机构）与机构（平台）',
        body: FeedbackOptionsQuerySchema,
        response: { 200: EnvelopeSchema(FeedbackOptionsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await deskScope(db, request, request.body.desk);
      if (scope.side === 'platform') {
        const institutions = await db
          .selectFrom('institution')
          .select(['code as instCode', 'name as instName'])
          .orderBy('code')
          .execute();
        return ok({ members: [], institutions });
      }
      const members = await db
        .selectFrom('app_user')
        .select(['id as userId', 'display_name as name', 'username'])
        .where('inst_id', '=', user.instId)
        .orderBy('username')
        .limit(10_000)
        .execute();
      return ok({ members, institutions: [] });
    },
  );

  app.post(
    '/esee/feedback/list',
    {
      config: { right },
      schema: {
        tags,
        summary: '反馈管理：本机构（或平台：各机构）的反馈，可按类型、状态、成员、日期、关键字筛选',
        body: FeedbackListQuerySchema,
        response: { 200: EnvelopeSchema(FeedbackPageSchema) },
      },
    },
    async (request) => {
      const q = request.body;
      const user = requireUser(request);
      const scope = await deskScope(db, request, q.desk);
      let query = scope.narrow(feedbackBase(db));
      if (scope.side === 'platform' && q.instCode) {
        const code = q.instCode.trim().toUpperCase();
        const inst = await db.selectFrom('institution').select('id').where('code', '=', code).executeTakeFirst();
        if (!inst) throw notFound(FeedbackMessage.INST_MISSING);
        query = query.where('f.inst_id', '=', inst.id);
      }
      const pendingQuery = query;
      if (q.userId !== undefined) {
        // A member of another institution answers as missing, so ids cannot be probed.
        let member = db.selectFrom('app_user').select('id').where('id', '=', q.userId);
        if (scope.side === 'institution') member = member.where('inst_id', '=', user.instId);
        if (!(await member.executeTakeFirst())) throw notFound(FeedbackMessage.MEMBER_MISSING);
        query = query.where('f.user_id', '=', q.userId);
      }
      if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw badRequest(FeedbackMessage.BAD_RANGE);
      if (q.type) query = query.where('f.type', '=', q.type);
      if (q.status) query = query.where('f.status', '=', q.status);
      if (q.dateFrom) query = query.where('f.created_at', '>=', dayBegins(q.dateFrom));
      if (q.dateTo) query = query.where('f.created_at', '<', dayEnds(q.dateTo));
      const keyword = q.keyword?.trim();
      if (keyword) {
        const like = containing(keyword);
        query = query.where((eb) =>
          eb.or([eb('f.title', 'like', like), eb('f.content', 'like', like), eb('f.ent_name', 'like', like)]),
        );
      }
      const pageSize = q.pageSize ?? 10;
      const count = (qb: typeof query) => qb.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const [rows, total, pending] = await Promise.all([
        rowsOf(query)
          .orderBy('f.id', 'desc')
          .offset(((q.pageNum ?? 1) - 1) * pageSize)
          .limit(pageSize)
          .execute(),
        count(query),
        count(pendingQuery.where('f.status', '=', 'PENDING')),
      ]);
      return ok({ total: Number(total.n), list: rows.map(toRow), pending: Number(pending.n) });
    },
  );

  app.post(
    '/esee/feedback/detail',
    {
      config: { right },
      schema: {
        tags,
        summary: '反馈详情与回复记录',
        body: FeedbackDeskIdSchema,
        response: { 200: EnvelopeSchema(FeedbackDetailSchema) },
      },
    },
    async (request) => {
      const scope = await deskScope(db, request, request.body.desk);
      return ok(await detailOf(db, scope.narrow(feedbackBase(db)), request.body.id, false));
    },
  );

  /** A feedback the desk may act on, or 404. */
  const deskFeedback = async (scope: Awaited<ReturnType<typeof deskScope>>, id: number) => {
    const row = await scope
      .narrow(feedbackBase(db))
      .select(['f.id', 'f.status', 'f.assignee_id'])
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(FeedbackMessage.MISSING);
    return row;
  };

  app.post(
    '/esee/feedback/reply',
    {
      config: { right },
      schema: {
        tags,
        summary: '回复反馈：状态变为已回复',
        body: FeedbackReplySchema,
        response: { 200: EnvelopeSchema(FeedbackDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await deskScope(db, request, request.body.desk);
      const content = text(request.body.content, FeedbackMessage.EMPTY_CONTENT);
      const row = await deskFeedback(scope, request.body.id);
      if (row.status === 'CLOSED') throw badRequest(FeedbackMessage.CLOSED);
      await addMessage(row.id, user.userId, scope.side, content);
      await db
        .updateTable('feedback')
        .set({ status: 'REPLIED', assignee_id: row.assignee_id ?? user.userId, updated_at: app.clock() })
        .where('id', '=', row.id)
        .execute();
      return ok(await detailOf(db, scope.narrow(feedbackBase(db)), row.id, false));
    },
  );

  app.post(
    '/esee/feedback/status',
    {
      config: { right },
      schema: {
        tags,
        summary: '变更反馈状态（处理中、已关闭、重新打开）或认领',
        body: FeedbackStatusSetSchema,
        response: { 200: EnvelopeSchema(FeedbackDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      const scope = await deskScope(db, request, b.desk);
      if (!b.status && !b.assign) throw badRequest(FeedbackMessage.NOTHING);
      const row = await deskFeedback(scope, b.id);
      const current = row.status as FeedbackStatus;
      let status: FeedbackStatus = current;
      if (b.status && b.status !== current) {
        if (!FEEDBACK_TRANSITIONS[current].includes(b.status)) throw badRequest(FeedbackMessage.BAD_TRANSITION);
        status = b.status;
      } else if (b.status && !b.assign) throw badRequest(FeedbackMessage.BAD_TRANSITION);
      // Claiming one that waits starts its handling.
      if (b.assign && status === 'PENDING') status = 'PROCESSING';
      await db
        .updateTable('feedback')
        .set({ status, assignee_id: b.assign ? user.userId : row.assignee_id, updated_at: app.clock() })
        .where('id', '=', row.id)
        .execute();
      return ok(await detailOf(db, scope.narrow(feedbackBase(db)), row.id, false));
    },
  );
};
