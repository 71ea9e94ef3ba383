import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  COMPANY_NAME_MAX_LENGTH,
  EnvelopeSchema,
  normalizeCompanyName,
  orgKindOf,
  PageNoSchema,
  PageSizeSchema,
} from '@esee/contracts';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { MATCH_CAP, SUGGESTED, type CompanyIndex } from '../../../core/companies/companyIndex';
import { requireUser } from '../../../platform/auth/plugin';

const Suggestion = Type.Object({
  companyName: Type.String(),
  companyCode: Type.Union([Type.String(), Type.Null()]),
  orgName: Type.String(),
  entId: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  regno: Type.Union([Type.String(), Type.Null()]),
  orgStatus: Type.String(),
  orgTypes: Type.String(),
});

/** The company list row of spec 2 §3. */
const ListRow = Type.Object({
  orgName: Type.String(),
  legRepName: Type.Union([Type.String(), Type.Null()]),
  estDate: Type.Union([Type.String(), Type.Null()]),
  orgStatus: Type.String(),
  entHisName: Type.String(),
  entId: Type.String(),
  regNo: Type.Union([Type.String(), Type.Null()]),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  orgCode: Type.Union([Type.String(), Type.Null()]),
  orgTypes: Type.String(),
});

type Hit = Awaited<ReturnType<CompanyIndex['find']>>[number];
const suggestion = (h: Hit) => ({
  companyName: h.name,
  companyCode: h.creditCode,
  orgName: h.name,
  entId: h.entId,
  creditCode: h.creditCode,
  regno: h.regNo,
  orgStatus: h.status,
  orgTypes: orgKindOf(h.creditCode),
});

const Text = (max = COMPANY_NAME_MAX_LENGTH) => Type.String({ maxLength: max });

/** Company search (spec 2 §7): suggestions, paged search, match search, hot companies, name check, status. */
export const searchModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const companies = app.companies;
  const page = (text: string, pageNo: number, size: number) => companies.page(text, pageNo, size);
  /** What the user typed, or the full name of the company it is the institution's short name of (简称配置). */
  const keyword = (request: FastifyRequest, text: string) =>
    app.abbreviations.expand(requireUser(request).instId, text);
  const suggestRoute = {
    config: { cost: 'search' },
    schema: {
      tags: ['search'],
      summary: '企业名称联想',
      body: Type.Object({ companyName: Text(), range: Type.Optional(PageSizeSchema) }),
      response: { 200: EnvelopeSchema(Type.Array(Suggestion)) },
    },
  } as const;
  for (const url of ['/esee/baseinfo/likeByCompanyName', '/esee/entInfo/likeByCompanyName'])
    app.post(url, suggestRoute, async (request) => {
      const range = request.body.range ?? SUGGESTED;
      return ok((await companies.find(await keyword(request, request.body.companyName), range)).map(suggestion));
    });

  app.post(
    '/esee/entInfo/search',
    {
      config: { cost: 'search' },
      schema: {
        tags: ['search'],
        summary: '按名称搜索企业（分页）',
        body: Type.Object({
          entName: Text(),
          pageno: Type.Optional(PageNoSchema),
          range: Type.Optional(PageSizeSchema),
        }),
        response: {
          200: EnvelopeSchema(
            Type.Object({
              listMeta: Type.Object({ totalCount: Type.Integer(), capped: Type.Boolean() }),
              dataList: Type.Array(ListRow),
            }),
          ),
        },
      },
    },
    async (request) => {
      const name = await keyword(request, request.body.entName);
      if (!name) throw badRequest('企业名称不能为空，请输入准确的企业名称');
      const { total, rows } = await page(name, request.body.pageno ?? 1, request.body.range ?? 10);
      return ok({ listMeta: { totalCount: total, capped: total >= MATCH_CAP }, dataList: rows });
    },
  );

  app.post(
    '/esee/common/companyMatch',
    {
      config: { cost: 'search' },
      schema: {
        tags: ['search'],
        summary: '企业匹配搜索（手动匹配）',
        body: Type.Object({
          nameLike: Text(),
          pageNum: Type.Optional(PageNoSchema),
          pageSize: Type.Optional(PageSizeSchema),
        }),
        response: {
          200: EnvelopeSchema(
            Type.Object({
              page: Type.Object({ totalPage: Type.Integer(), total: Type.Integer() }),
              list: Type.Array(ListRow),
            }),
          ),
        },
      },
    },
    async (request) => {
      const name = await keyword(request, request.body.nameLike);
      if ([...name].length < 2) throw badRequest('搜索内容不能少于2个字符');
      const pageSize = request.body.pageSize ?? 10;
      const { total, rows } = await page(name, request.body.pageNum ?? 1, pageSize);
      return ok({ page: { totalPage: Math.ceil(total / pageSize), total }, list: rows });
    },
  );

  app.get(
    '/esee/baseinfo/hotspot',
    {
      schema: {
        tags: ['search'],
        summary: '热门企业',
        querystring: Type.Object({ type: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })) }),
        response: {
          200: EnvelopeSchema(
            Type.Object({
              title: Type.String(),
              hotspotCompanyList: Type.Array(
                Type.Object({ orgName: Type.String(), entId: Type.String(), orgType: Type.String() }),
              ),
            }),
          ),
        },
      },
    },
    async () => {
      // Hot: listed and bond-issuing companies first, then the largest by capital.
      const rows = await db
        .selectFrom('company')
        .select(['ent_id as entId', 'name as orgName', 'credit_code'])
        .where('active', '=', true)
        .orderBy('listed', 'desc')
        .orderBy('has_bonds', 'desc')
        .orderBy('reg_capital', (ob) => ob.desc().nullsLast())
        .orderBy('ent_id')
        .limit(10)
        .execute();
      return ok({
        title: '热门企业',
        hotspotCompanyList: rows.map(({ credit_code, ...r }) => ({ ...r, orgType: orgKindOf(credit_code) })),
      });
    },
  );

  app.post(
    '/esee/baseinfo/checkCompanyName',
    {
      schema: {
        tags: ['search'],
        summary: '企业名称是否存在',
        body: Type.Object({ companyName: Text(200) }),
        response: { 200: EnvelopeSchema(Type.Boolean()) },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('company')
        .select('ent_id')
        .where('name_norm', '=', normalizeCompanyName(request.body.companyName.trim()))
        .executeTakeFirst();
      return ok(Boolean(row));
    },
  );

  app.post(
    '/esee/baseinfo/getOrgStatus',
    {
      schema: {
        tags: ['search'],
        summary: '企业登记状态',
        body: Type.Object({ entId: Type.Optional(Text(64)), companyName: Type.Optional(Text(200)) }),
        response: {
          200: EnvelopeSchema(Type.Object({ entId: Type.String(), orgName: Type.String(), orgStatus: Type.String() })),
        },
      },
    },
    async (request) => {
      const { entId, companyName } = request.body;
      if (!entId && !companyName) throw badRequest('请求参数有误：缺少企业标识或企业名称');
      let query = db.selectFrom('company').select(['ent_id as entId', 'name as orgName', 'status as orgStatus']);
      query = entId
        ? query.where('ent_id', '=', entId)
        : query.where('name_norm', '=', normalizeCompanyName(companyName!.trim()));
      const row = await query.executeTakeFirst();
      if (!row) throw notFound('未找到该企业');
      return ok(row);
    },
  );
};
