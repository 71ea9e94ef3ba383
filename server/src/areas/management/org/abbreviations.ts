import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ABBREVIATION_MAX,
  AbbreviationQuerySchema,
  AbbreviationSaveSchema,
  AbbreviationSchema,
  EnvelopeSchema,
  IdQuerySchema,
  nameProblem,
  normalizeCompanyName,
  OrgSettingsMessage,
} from '@esee/contracts';
import { sql } from 'kysely';
import { requireUser } from '../../../platform/auth/plugin';
import { chinaTimeText, containing, listPage } from '../../../platform/db/paging';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { isUniqueViolation, pageParams } from './queries';

const abbreviations = (db: Db, instId: number) =>
  db
    .selectFrom('company_abbreviation as a')
    .leftJoin('app_user as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.abbreviation',
      'a.full_name as fullName',
      'a.ent_id as entId',
      sql<string>`coalesce(u.display_name, '')`.as('createdBy'),
      chinaTimeText('a.created_at', 'minute').as('createdAt'),
    ])
    .where('a.inst_id', '=', instId);

/**
 * 简称配置: the institution's own short names for companies (工行 → 中国工商银行股份有限公司).
 * The company search reads them (`platform/companyAbbreviation.ts`).
 */
export const abbreviationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['org'];

  app.get(
    '/framework/api/org/abbreviation',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '企业简称（分页）',
        querystring: AbbreviationQuerySchema,
        response: {
          200: EnvelopeSchema(Type.Object({ total: Type.Integer(), list: Type.Array(AbbreviationSchema) })),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      let query = abbreviations(db, user.instId);
      const keyword = request.query.keyword?.trim();
      if (keyword)
        query = query.where((eb) =>
          eb.or([eb('a.abbreviation', 'like', containing(keyword)), eb('a.full_name', 'like', containing(keyword))]),
        );
      return ok(
        await listPage(
          query.orderBy('a.id', 'desc'),
          query,
          pageParams(request.query.page_num, request.query.page_size),
        ),
      );
    },
  );

  app.post(
    '/framework/api/org/abbreviation/save',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '新增企业简称（全称须为工商登记的企业名称）',
        body: AbbreviationSaveSchema,
        response: { 200: EnvelopeSchema(AbbreviationSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const problem = nameProblem(request.body.abbreviation, '简称', ABBREVIATION_MAX);
      if (problem) throw badRequest(problem);
      const abbreviation = request.body.abbreviation.trim();
      // The same lookup as the search's name check: the registered name, however it was typed.
      const company = await db
        .selectFrom('company')
        .select(['ent_id', 'name'])
        .where('name_norm', '=', normalizeCompanyName(request.body.fullName.trim()))
        .executeTakeFirst();
      if (!company) throw badRequest(OrgSettingsMessage.COMPANY_UNKNOWN);
      try {
        const { id } = await db
          .insertInto('company_abbreviation')
          .values({
            inst_id: user.instId,
            abbreviation,
            full_name: company.name,
            ent_id: company.ent_id,
            created_by: user.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        app.abbreviations.forget(user.instId);
        return ok(await abbreviations(db, user.instId).where('a.id', '=', id).executeTakeFirstOrThrow());
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgSettingsMessage.ABBREVIATION_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/framework/api/org/abbreviation/delete',
    {
      config: { right: 'fmk' },
      schema: { tags, summary: '删除企业简称（参数在查询串中）', querystring: IdQuerySchema },
    },
    async (request) => {
      const user = requireUser(request);
      const removed = await db
        .deleteFrom('company_abbreviation')
        .where('id', '=', Number(request.query.id))
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw notFound(OrgSettingsMessage.ABBREVIATION_MISSING);
      app.abbreviations.forget(user.instId);
      return ok(null);
    },
  );
};
