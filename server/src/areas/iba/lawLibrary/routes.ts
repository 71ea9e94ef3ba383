import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  LAW_PERMISSION,
  LawCitationQuerySchema,
  LawCitationSchema,
  LawDetailQuerySchema,
  LawDetailSchema,
  LawListQuerySchema,
  LawPageSchema,
  LawSearchParamSchema,
  LawVersionsQuerySchema,
  LawVersionsSchema,
} from '@esee/contracts';
import { pageOf } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { checkCitation } from '../shared/laws/citation';
import { lawDetail, lawVersions } from '../shared/laws/detail';
import { listLaws, searchParams } from './query';
import { ibaSchema } from '../shared/http/schema';

/**
 * IBA 法律法规库 (spec 1 §2 `/investment/watch/law`, product pages §3.7): the list with filters and full-text search,
 * one version with its articles, the version history with the changed articles, the filters' choices and the
 * citation check. Reference data, the same for every institution; every call needs the menu entry's key.
 */
export const lawLibraryModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: LAW_PERMISSION };

  app.post(
    '/esee/watch/law/list',
    {
      config,
      schema: ibaSchema(
        '法律法规列表：效力级别、时效性、发布机关、发布/实施日期、主题筛选，标题与全文检索（空格为且，| 或 OR 为或），命中高亮',
        { body: LawListQuerySchema },
        LawPageSchema,
      ),
    },
    async (request) => ok(await listLaws(db, request.body, pageOf(request.body))),
  );

  app.get(
    '/esee/watch/law/searchParam',
    {
      config,
      schema: ibaSchema(
        '法律法规筛选项：效力级别、时效性、发布机关、主题及各自条数',
        { querystring: Type.Object({}, { additionalProperties: false }) },
        LawSearchParamSchema,
      ),
    },
    async () => ok(await searchParams(db)),
  );

  app.get(
    '/esee/watch/law/detail',
    {
      config,
      schema: ibaSchema(
        '法规详情：按条文（分章）、版本列表、时效提示及修改/废止文件（versionId，或 lawId 取最新版本）',
        { querystring: LawDetailQuerySchema },
        LawDetailSchema,
      ),
    },
    async (request) => ok(await lawDetail(db, request.query)),
  );

  app.get(
    '/esee/watch/law/versions',
    {
      config,
      schema: ibaSchema(
        '版本历史：各版本及两版本间修改、新增、删除的条文（默认最新两版）',
        { querystring: LawVersionsQuerySchema },
        LawVersionsSchema,
      ),
    },
    async (request) => ok(await lawVersions(db, request.query)),
  );

  app.post(
    '/esee/watch/law/citation',
    {
      config,
      schema: ibaSchema(
        '引用核对：《标题》（第X条）是否现行有效、现行版本与替代文件',
        { body: LawCitationQuerySchema },
        LawCitationSchema,
      ),
    },
    async (request) => ok(await checkCitation(db, request.body)),
  );
};
