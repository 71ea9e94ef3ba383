import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  ConsumeAnswerSchema,
  ConsumeParamsQuerySchema,
  ConsumeParamsSchema,
  ConsumeQuerySchema,
  EnvelopeSchema,
  QUOTA_FUNCTION_KEYS,
  QUOTA_FUNCTIONS,
  QuotaMessage,
  USAGE_RETENTION_DAYS,
  type ConsumeQuery,
  type QuotaFunction,
  chinaDay,
  chinaTime,
  dayBegins,
  DAY_MS,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { chinaDaySql } from '../../../platform/clock';

const tags = ['quotas'];
/** At most this many records in one .xlsx. */
const EXPORT_MAX = 10_000;

/** The records' China day, for the per-day sums. */
const recordDay = chinaDaySql('r.created_at');

/**
 * The institution a statistics call reads: the caller's own; another one
 * (by `instCode`) only for the platform administrator (`super`).
 */
async function targetInst(db: Db, request: FastifyRequest, instCode: string | undefined): Promise<number> {
  const user = requireUser(request);
  if (!instCode || instCode.toUpperCase() === user.instCode) return user.instId;
  if (!(await request.access()).can('super')) throw forbidden();
  const inst = await db
    .selectFrom('institution')
    .select('id')
    .where('code', '=', instCode.toUpperCase())
    .executeTakeFirst();
  if (!inst) throw notFound(QuotaMessage.INST_MISSING);
  return inst.id;
}

/**
 * 使用记录 and 消费统计 (spec 2 §7 getParams4Consume, getRecords4Consume):
 * the counted calls of an institution with filters, sums per function, per
 * day and per user, and the same records as .xlsx.
 */
export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  /** The filtered records of one institution over a range of China days. */
  const recordsOf = async (request: FastifyRequest, q: ConsumeQuery) => {
    const instId = await targetInst(db, request, q.instCode);
    const today = chinaDay(app.clock());
    const end = q.end ?? today;
    const start = q.start ?? chinaDay(new Date(dayBegins(end).getTime() - 29 * DAY_MS));
    if (start > end) throw badRequest(QuotaMessage.BAD_RANGE);
    if (dayBegins(end).getTime() - dayBegins(start).getTime() >= USAGE_RETENTION_DAYS * DAY_MS)
      throw badRequest(QuotaMessage.RANGE_TOO_LONG);
    if (q.userId !== undefined) {
      const member = await db
        .selectFrom('app_user')
        .select('id')
        .where('id', '=', q.userId)
        .where('inst_id', '=', instId)
        .executeTakeFirst();
      if (!member) throw notFound(QuotaMessage.MEMBER_MISSING);
    }
    let query = db
      .selectFrom('usage_record as r')
      .leftJoin('app_user as u', 'u.id', 'r.user_id')
      .where('r.inst_id', '=', instId)
      .where('r.created_at', '>=', dayBegins(start))
      .where('r.created_at', '<', new Date(dayBegins(end).getTime() + DAY_MS));
    if (q.userId !== undefined) query = query.where('r.user_id', '=', q.userId);
    if (q.function) query = query.where('r.function', '=', q.function);
    return query;
  };
  type Records = Awaited<ReturnType<typeof recordsOf>>;

  const rowsOf = (query: Records, offset: number, limit: number) =>
    query
      .select([
        'r.id',
        'r.user_id as userId',
        'u.username',
        'u.display_name as name',
        'r.function',
        'r.units',
        'r.created_at as at',
      ])
      .orderBy('r.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();

  app.post(
    '/esee/param/getParams4Consume',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '消费统计的筛选项：功能与成员',
        body: ConsumeParamsQuerySchema,
        response: { 200: EnvelopeSchema(ConsumeParamsSchema) },
      },
    },
    async (request) => {
      const instId = await targetInst(db, request, request.body.instCode);
      const users = await db
        .selectFrom('app_user')
        .select(['id as userId', 'display_name as name', 'username'])
        .where('inst_id', '=', instId)
        .orderBy('username')
        .limit(10_000)
        .execute();
      return ok({ functions: QUOTA_FUNCTION_KEYS.map((k) => ({ value: k, label: QUOTA_FUNCTIONS[k] })), users });
    },
  );

  app.post(
    '/esee/record/getRecords4Consume',
    {
      // 三员分立: the members' usage records are the auditor's.
      config: { right: 'fmk:audit' },
      schema: {
        tags,
        summary: '使用记录：一段日期内的计数调用，分页，及按功能、按日、按成员的合计',
        body: ConsumeQuerySchema,
        response: { 200: EnvelopeSchema(ConsumeAnswerSchema) },
      },
    },
    async (request) => {
      const q = request.body;
      const query = await recordsOf(request, q);
      const pageSize = q.pageSize ?? 10;
      const units = sql<string>`sum(r.units)`;
      const [rows, count, byFunction, byDay, topUsers] = await Promise.all([
        rowsOf(query, ((q.pageNum ?? 1) - 1) * pageSize, pageSize),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        query
          .select(['r.function', units.as('units')])
          .groupBy('r.function')
          .execute(),
        query
          .select([recordDay.as('day'), units.as('units')])
          .groupBy(recordDay)
          .orderBy(recordDay)
          .execute(),
        query
          .innerJoin('app_user as m', 'm.id', 'r.user_id')
          .select(['m.id as userId', 'm.display_name as label', units.as('units')])
          .groupBy(['m.id', 'm.display_name'])
          .orderBy(units, 'desc')
          .orderBy('m.id')
          .limit(10)
          .execute(),
      ]);
      return ok({
        total: Number(count.n),
        list: rows.map((r) => ({
          id: String(r.id),
          userId: r.userId,
          username: r.username ?? '',
          name: r.name ?? '（已删除）',
          function: r.function as QuotaFunction,
          title: QUOTA_FUNCTIONS[r.function as QuotaFunction] ?? r.function,
          units: r.units,
          at: chinaTime(r.at),
        })),
        byFunction: byFunction.map((r) => ({
          function: r.function as QuotaFunction,
          label: QUOTA_FUNCTIONS[r.function as QuotaFunction] ?? r.function,
          units: Number(r.units),
        })),
        byDay: byDay.map((r) => ({ day: r.day, label: r.day, units: Number(r.units) })),
        topUsers: topUsers.map((r) => ({ userId: r.userId, label: r.label, units: Number(r.units) })),
      });
    },
  );

  app.get(
    '/esee/record/exportRecords4Consume',
    {
      config: { right: 'fmk:audit' },
      schema: { tags, summary: '使用记录导出（.xlsx，最多一万条）', querystring: ConsumeQuerySchema },
    },
    async (request, reply) => {
      const query = await recordsOf(request, request.query);
      const rows = await rowsOf(query, 0, EXPORT_MAX);
      const body = await workbook([
        {
          name: '使用记录',
          header: ['时间（北京时间）', '用户名', '姓名', '功能', '次数'],
          rows: rows.map((r) => [
            chinaTime(r.at),
            r.username ?? '',
            r.name ?? '',
            QUOTA_FUNCTIONS[r.function as QuotaFunction] ?? r.function,
            r.units,
          ]),
          widths: [20, 16, 12, 14, 8],
        },
      ]);
      return sendDownload(reply, `使用记录-${chinaDay(app.clock())}.xlsx`, body);
    },
  );
};
