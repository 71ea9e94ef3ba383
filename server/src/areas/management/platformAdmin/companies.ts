import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  CompanyCreateSchema,
  CompanyListQuerySchema,
  CompanyPageSchema,
  CompanySchema,
  CompanySearchParamsSchema,
  CompanySummarySchema,
  CompanyUpdateSchema,
  EnvelopeSchema,
  CompanyCodeBodySchema,
  parseSupportApp,
  PlatformMessage,
  RoleType,
  SOLUTION_KEYS,
  SOLUTIONS,
  type Company,
  chinaTime,
} from '@esee/contracts';
import { badRequest, ok } from '../../../platform/http/errors';
import { createInstitution } from '../../../core/institutions/institutions';
import { checkDate, customerInst, customerInstitutions, endInstitutionSessions, isUniqueViolation } from './queries';

const DAY_MS = 24 * 3600_000;
/** The head department every new institution starts with; its managers sit there. */
export const HEAD_UNIT = '总部';

/** Institutions: list, create, update, the list's filters and one institution's summary (spec 2 §7). */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['platform'];
  const config = { right: 'super' };

  /** The customer institutions with their solutions and counts, optionally one. */
  const companies = async (filter: { keyword?: string; enabled?: number; code?: string } = {}): Promise<Company[]> => {
    let query = customerInstitutions(db, filter)
      .select((eb) => [
        'institution.created_at',
        eb
          .selectFrom('app_user as u')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('u.inst_id', '=', 'institution.id')
          .where('u.resign_flag', '=', false)
          .as('members'),
        eb
          .selectFrom('app_user as u')
          .innerJoin('role as r', 'r.id', 'u.role_id')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('u.inst_id', '=', 'institution.id')
          .where('u.resign_flag', '=', false)
          .where('r.role_type', '=', RoleType.INST_MGR)
          .as('managers'),
      ])
      .orderBy('institution.created_at', 'desc')
      .orderBy('institution.id', 'desc');
    if (filter.enabled !== undefined) query = query.where('institution.enabled', '=', filter.enabled === 1);
    const rows = await query.execute();
    return rows.map((r) => ({
      instCode: r.code,
      instName: r.name,
      enabled: r.enabled,
      solutions: parseSupportApp(r.support),
      memberCount: Number(r.members ?? 0),
      managerCount: Number(r.managers ?? 0),
      createdAt: chinaTime(r.created_at),
      validUntil: r.valid_until,
    }));
  };
  const one = async (code: string) => (await companies({ code }))[0]!;

  app.get(
    '/esee/company/findAllCompany',
    {
      config,
      schema: {
        tags,
        summary: '机构列表（平台运营机构除外）',
        querystring: CompanyListQuerySchema,
        response: { 200: EnvelopeSchema(CompanyPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const size = q.page_size ?? 10;
      const all = (await companies({ keyword: q.keyword, enabled: q.enabled })).filter(
        (c) => !q.solution || c.solutions.includes(q.solution),
      );
      const start = ((q.page_num ?? 1) - 1) * size;
      return ok({ total: all.length, list: all.slice(start, start + size) });
    },
  );

  app.post(
    '/esee/company/createCompany',
    {
      config,
      schema: {
        tags,
        summary: '新增机构：参数默认值、机构管理员与业务人员两个角色、总部',
        body: CompanyCreateSchema,
        response: { 200: EnvelopeSchema(CompanySchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const name = body.instName.trim();
      if (!name) throw badRequest('机构名称不能为空');
      checkDate(body.validUntil);
      try {
        await db.transaction().execute((trx) =>
          createInstitution(trx, {
            code: body.instCode,
            name,
            solutions: SOLUTION_KEYS.filter((k) => body.solutions.includes(k)),
            validUntil: body.validUntil ?? null,
            units: { head: HEAD_UNIT },
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(PlatformMessage.CODE_TAKEN);
        throw error;
      }
      return ok(await one(body.instCode));
    },
  );

  app.put(
    '/esee/company/updateCompany',
    {
      config,
      schema: {
        tags,
        summary: '修改机构：名称、启用停用（停用即结束其全部会话）、有效期',
        body: CompanyUpdateSchema,
        response: { 200: EnvelopeSchema(CompanySchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const inst = await customerInst(db, body.instCode);
      const changes: { name?: string; enabled?: boolean; valid_until?: string | null } = {};
      if (body.instName !== undefined) {
        changes.name = body.instName.trim();
        if (!changes.name) throw badRequest('机构名称不能为空');
      }
      if (body.enabled !== undefined) changes.enabled = body.enabled;
      if (body.validUntil !== undefined) {
        checkDate(body.validUntil);
        changes.valid_until = body.validUntil;
      }
      if (Object.keys(changes).length)
        await db.updateTable('institution').set(changes).where('id', '=', inst.id).execute();
      // Disabled: every member is out at once, not when the session cache expires.
      if (body.enabled === false) await endInstitutionSessions(app, inst.id);
      // A new name shows in the members' sessions (watermark, header) at their next call.
      else if (changes.name) app.sessionCache.forget((u) => u.instId === inst.id);
      return ok(await one(inst.code));
    },
  );

  app.get(
    '/esee/company/searchParam/qryAll',
    {
      config,
      schema: {
        tags,
        summary: '机构列表的筛选项：解决方案、状态',
        response: { 200: EnvelopeSchema(CompanySearchParamsSchema) },
      },
    },
    () =>
      ok({
        solutions: SOLUTION_KEYS.map((k) => ({ value: k, label: SOLUTIONS[k].title })),
        statuses: [
          { value: 1, label: '启用' },
          { value: 0, label: '停用' },
        ],
      }),
  );

  app.post(
    '/esee/analysis/company/qry',
    {
      config,
      schema: {
        tags,
        summary: '机构概况：成员数、启用成员、近30天登录次数与活跃用户',
        body: CompanyCodeBodySchema,
        response: { 200: EnvelopeSchema(CompanySummarySchema) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      const since = new Date(app.clock().getTime() - 30 * DAY_MS);
      const [members, logins, active] = await Promise.all([
        db
          .selectFrom('app_user')
          .select((eb) => [
            eb.fn.countAll<string>().as('all'),
            eb.fn.count<string>(sql`case when enabled then 1 end`).as('enabled'),
          ])
          .where('inst_id', '=', inst.id)
          .where('resign_flag', '=', false)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('login_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('inst_id', '=', inst.id)
          .where('outcome', '=', 'SUCCESS')
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
        // Active: a successful login or a session in use within the window.
        db
          .selectFrom('user_session')
          .select('user_id')
          .where('inst_id', '=', inst.id)
          .where('last_seen_at', '>=', since)
          .union(
            db
              .selectFrom('login_log')
              .select(sql<number>`user_id`.as('user_id'))
              .where('inst_id', '=', inst.id)
              .where('outcome', '=', 'SUCCESS')
              .where('user_id', 'is not', null)
              .where('created_at', '>=', since),
          )
          .execute(),
      ]);
      return ok({
        instCode: inst.code,
        instName: inst.name,
        members: Number(members.all),
        enabledMembers: Number(members.enabled),
        logins30d: Number(logins.n),
        activeUsers30d: active.length,
      });
    },
  );
};
