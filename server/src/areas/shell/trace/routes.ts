import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ActStatus,
  AddTraceRequestSchema,
  ConfirmTraceRequestSchema,
  EnvelopeSchema,
  ResultCode,
  TraceSchema,
} from '@esee/contracts';
import { notFound, ok } from '../../../platform/http/errors';
import { requireUser } from '../../../platform/auth/plugin';

/** A trace still begun after this is taken as timed out when the user begins another (spec 1 §4: status 9). */
const TRACE_TIMEOUT_MS = 30_000;

/**
 * Activity tracing (spec 1 §4, spec 2 §4): a trace per menu entry entered,
 * kept per institution and user. Confirming a trace that has meanwhile timed
 * out answers 1110, which tells the client to cancel its in-flight requests.
 */
export const traceModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const TraceAnswer = { 200: EnvelopeSchema(TraceSchema) };

  app.post(
    '/framework/api/act/trace/addTrace',
    { schema: { tags: ['trace'], summary: '开始一条操作轨迹', body: AddTraceRequestSchema, response: TraceAnswer } },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const b = request.body;
      await db
        .updateTable('act_trace')
        .set({ act_status: ActStatus.TIMED_OUT, confirmed_at: now })
        .where('user_id', '=', user.userId)
        .where('act_status', '=', ActStatus.BEGUN)
        .where('created_at', '<', new Date(now.getTime() - TRACE_TIMEOUT_MS))
        .execute();
      // Only the user's own traces are linked to; an id of anyone else's is dropped.
      const ownTrace = (traceId: string | undefined) =>
        traceId
          ? db
              .selectFrom('act_trace')
              .select(['trace_id', 'begin_trace_id'])
              .where('trace_id', '=', traceId)
              .where('user_id', '=', user.userId)
              .executeTakeFirst()
          : undefined;
      const [pre, begin] = await Promise.all([ownTrace(b.preTraceId), ownTrace(b.beginTraceId)]);
      const traceId = randomUUID().replaceAll('-', '');
      const row = {
        trace_id: traceId,
        pre_trace_id: pre?.trace_id ?? null,
        begin_trace_id: begin?.trace_id ?? pre?.begin_trace_id ?? pre?.trace_id ?? traceId,
        inst_id: user.instId,
        user_id: user.userId,
        act_key: b.actKey,
        module_id: b.moduleId ?? null,
        module_name: b.moduleName ?? null,
        module_customize_name: b.moduleCustomizeName ?? null,
        module_version: b.moduleVersion ?? null,
        path: b.path ?? null,
        act_status: b.actStatus ?? ActStatus.BEGUN,
        error_msg: b.errorMsg ?? null,
        created_at: now,
      };
      await db.insertInto('act_trace').values(row).execute();
      return ok({
        traceId,
        preTraceId: row.pre_trace_id,
        beginTraceId: row.begin_trace_id,
        moduleId: b.moduleId,
        moduleName: b.moduleName,
        moduleCustomizeName: b.moduleCustomizeName,
        moduleVersion: b.moduleVersion,
      });
    },
  );

  app.post(
    '/framework/api/act/trace/getNewTraceId',
    {
      schema: {
        tags: ['trace'],
        summary: '新的轨迹编号',
        body: Type.Optional(Type.Object({ preTraceId: Type.Optional(Type.String({ maxLength: 64 })) })),
        response: TraceAnswer,
      },
    },
    async (request) => {
      requireUser(request);
      return ok({
        traceId: randomUUID().replaceAll('-', ''),
        preTraceId: request.body?.preTraceId ?? null,
        beginTraceId: null,
      });
    },
  );

  app.post(
    '/framework/api/act/trace/confirmTrace',
    { schema: { tags: ['trace'], summary: '确认操作轨迹的结果', body: ConfirmTraceRequestSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('act_trace')
        .select(['id', 'act_status'])
        .where('trace_id', '=', request.body.traceId)
        .where('inst_id', '=', user.instId)
        .where('user_id', '=', user.userId)
        .executeTakeFirst();
      if (!row) throw notFound('轨迹不存在');
      if (row.act_status !== ActStatus.BEGUN)
        return reply.send({ code: ResultCode.TRACE_CANCEL, data: null, message: '操作已取消' });
      await db
        .updateTable('act_trace')
        .set({
          act_status: request.body.actStatus,
          error_msg: request.body.errorMsg ?? null,
          confirmed_at: app.clock(),
        })
        .where('id', '=', row.id)
        .execute();
      return ok(null);
    },
  );
};
