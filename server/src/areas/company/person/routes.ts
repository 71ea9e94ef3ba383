import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  detailsEndpoint,
  EnvelopeSchema,
  ListPageSchema,
  PageNoSchema,
  PageSizeSchema,
  PERSON_JUDICIAL_ENDPOINTS,
  PERSON_POST_PERMISSION,
  PersonPostQuerySchema,
  PersonPostResultSchema,
  PersonSuggestionsSchema,
  PersonSuggestQuerySchema,
  RECORD_KIND_BY_KEY,
  sheetCell,
  sheetTitle,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { institutionOwnerRule } from '../../../core/relations/beneficialOwners';
import { dbGraph } from '../../../core/relations/ownershipDb';
import { badRequest, ok } from '../../../platform/http/errors';
import { sendDownload, workbook } from '../../../platform/files/download';
import { pageOf } from '../../../platform/db/paging';
import { exportRecords, recordDetail, recordPage } from '../../../core/companies/records';
import { peopleNamed, personProfile, resolvePerson } from './people';
import { personSuggestions } from '../../../core/pairCheck/persons';
import { personPosts } from './personPost';

/** Who: `personId` (or `idNo`), or a name with a company of theirs. */
const PersonQuery = {
  personId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  idNo: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  persName: Type.Optional(Type.String({ maxLength: 50 })),
  entName: Type.Optional(Type.String({ maxLength: 200 })),
};
const Paging = {
  pageNo: Type.Optional(PageNoSchema),
  pageNum: Type.Optional(PageNoSchema),
  pageSize: Type.Optional(PageSizeSchema),
};

const KIND_BY_LIST = new Map<string, string>(
  Object.entries(PERSON_JUDICIAL_ENDPOINTS).map(([kind, list]) => [list, kind]),
);
const KIND_BY_DETAILS = new Map<string, string>(
  Object.entries(PERSON_JUDICIAL_ENDPOINTS).map(([kind, list]) => [detailsEndpoint(list), kind]),
);
/** Rows per sheet in the export of a person's judicial records. */
const EXPORT_ROWS = 2000;

/** People (spec 2 §7): judicial records naming a person, a person's companies and posts, people of a name. */
export const personModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/esee/personJudicial/perJudSummary',
    {
      schema: {
        tags: ['person'],
        summary: '人员司法风险：各类记录条数',
        querystring: Type.Object(PersonQuery),
        response: {
          200: EnvelopeSchema(
            Type.Object({
              personId: Type.String(),
              name: Type.String(),
              counts: Type.Record(Type.String(), Type.Integer()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const person = await resolvePerson(db, request.query);
      const kinds = Object.keys(PERSON_JUDICIAL_ENDPOINTS);
      const counts = await Promise.all(
        kinds.map((kind) => recordPage(db, { personId: person.personId }, kind, { offset: 0, limit: 0 })),
      );
      return ok({ ...person, counts: Object.fromEntries(kinds.map((k, i) => [k, counts[i]!.total])) });
    },
  );

  app.get(
    '/esee/personJudicial/:endpoint',
    {
      schema: {
        tags: ['person'],
        summary: '人员司法记录：列表（per…List）或单条（per…Details）',
        params: Type.Object({ endpoint: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({
          ...PersonQuery,
          ...Paging,
          id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        }),
      },
    },
    async (request) => {
      const { endpoint } = request.params;
      const listKind = KIND_BY_LIST.get(endpoint);
      if (listKind) {
        const person = await resolvePerson(db, request.query);
        return ok(await recordPage(db, { personId: person.personId }, listKind, pageOf(request.query)));
      }
      const detailKind = KIND_BY_DETAILS.get(endpoint);
      if (!detailKind) throw badRequest(`不支持的人员司法接口：${endpoint}`);
      if (!request.query.id) throw badRequest('请求参数有误：缺少记录标识 id');
      return ok(await recordDetail(db, detailKind, request.query.id));
    },
  );

  app.get(
    '/esee/personJudicial/exportPerJudDetails',
    {
      config: { right: 'marketing:export', cost: 'export' },
      schema: { tags: ['person'], summary: '导出人员司法风险（.xlsx）', querystring: Type.Object(PersonQuery) },
    },
    async (request, reply) => {
      const person = await resolvePerson(db, request.query);
      const sheets = await Promise.all(
        Object.keys(PERSON_JUDICIAL_ENDPOINTS).map(async (kind) => {
          const meta = RECORD_KIND_BY_KEY.get(kind)!;
          const rows = await exportRecords(db, { personId: person.personId }, kind, EXPORT_ROWS);
          return {
            name: meta.title,
            // Money heads （万元） over its 元 converted once (docs/enterprise-data.md).
            header: ['涉及企业', ...meta.columns.map(sheetTitle)],
            rows: rows.map((r) => [r.companyName, ...meta.columns.map((c) => sheetCell(c, r.payload[c.key]))]),
          };
        }),
      );
      return sendDownload(reply, `${person.name}-司法风险.xlsx`, await workbook(sheets));
    },
  );

  const profileRoute = (summary: string) =>
    ({
      schema: {
        tags: ['person'],
        summary,
        querystring: Type.Object(PersonQuery),
        response: { 200: EnvelopeSchema(Type.Record(Type.String(), Type.Unknown())) },
      },
    }) as const;
  app.get('/esee/personalInvestment/getListByIdNo', profileRoute('人员的任职与投资（按人员编号）'), async (request) => {
    if (!request.query.idNo && !request.query.personId) throw badRequest('请求参数有误：缺少人员编号 idNo');
    return ok(await personProfile(db, await resolvePerson(db, request.query)));
  });
  app.get(
    '/esee/personalInvestment/getListByPersNameAndEntName',
    profileRoute('人员的任职与投资（按姓名与企业）'),
    async (request) => ok(await personProfile(db, await resolvePerson(db, request.query))),
  );

  app.get(
    '/esee/personalInvestment/personList',
    {
      schema: {
        tags: ['person'],
        summary: '同名人员列表',
        querystring: Type.Object({ persName: Type.String({ minLength: 1, maxLength: 50 }), ...Paging }),
        response: { 200: EnvelopeSchema(ListPageSchema) },
      },
    },
    async (request) => {
      const name = request.query.persName.trim();
      return ok(await peopleNamed(db, name, pageOf(request.query), await app.companies.personNames(name)));
    },
  );

  // IBA 人员投资任职 (product pages §3.2): the same people and ties, behind the IBA entry's right.
  const personPost = { right: PERSON_POST_PERMISSION };
  app.get(
    '/esee/iba/personPost/suggest',
    {
      config: personPost,
      schema: {
        tags: ['iba'],
        summary: '人员投资任职：同名人员及其关联企业（按企业区分同名人员）',
        querystring: PersonSuggestQuerySchema,
        response: { 200: EnvelopeSchema(PersonSuggestionsSchema) },
      },
    },
    async (request) => {
      const name = request.query.persName.trim();
      return ok(await personSuggestions(db, name, request.query.entName, await app.companies.personNames(name)));
    },
  );
  app.get(
    '/esee/iba/personPost/list',
    {
      config: { ...personPost, cost: 'graph' },
      schema: {
        tags: ['iba'],
        summary: '人员投资任职：担任法定代表人、股东、董事、监事、高级管理人员及最终受益的企业，当前与历史',
        querystring: PersonPostQuerySchema,
        response: { 200: EnvelopeSchema(PersonPostResultSchema) },
      },
    },
    async (request) => {
      const person = await resolvePerson(db, request.query);
      return ok(
        await personPosts(db, dbGraph(db), person, await institutionOwnerRule(db, requireUser(request).instId)),
      );
    },
  );
};
