import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  OVERSEAS_PERMISSION,
  OverseasDetailSchema,
  OverseasIdSchema,
  OverseasOfCompanySchema,
  OverseasPageSchema,
  OverseasSearchQuerySchema,
} from '@esee/contracts';
import { pageOf } from '../../../platform/db/paging';
import { notFound, ok } from '../../../platform/http/errors';
import { companyExists, overseasAbove, overseasDetail, searchOverseas } from './query';
import { ibaSchema } from '../shared/http/schema';

const EntId = Type.String({ minLength: 1, maxLength: 64 });

/**
 * IBA 境外企业 (spec 1 §2 `/investment/allInfo/entAbroad`, product pages §3.1): overseas companies of the data set
 * searched by name, registry, status, listing and mainland holdings; one company with its officers, holders,
 * overseas subsidiaries and the mainland companies it holds or controls; and the overseas companies above a
 * mainland one. Register data, public within the product; every call needs the menu entry's key.
 */
export const overseasModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: OVERSEAS_PERMISSION };

  app.post(
    '/esee/iba/overseas/search',
    {
      config,
      schema: ibaSchema(
        '境外企业查询：名称（中英文）或注册编号、注册地、状态、是否上市、是否控制境内企业（分页）',
        { body: OverseasSearchQuerySchema },
        OverseasPageSchema,
      ),
    },
    async (request) => ok(await searchOverseas(db, request.body, pageOf(request.body))),
  );

  app.get(
    '/esee/iba/overseas/detail',
    {
      config,
      schema: ibaSchema(
        '境外企业详情：基本信息、高管/董事、股东、境外子公司、境内控制企业',
        { querystring: Type.Object({ overseasId: OverseasIdSchema }, { additionalProperties: false }) },
        OverseasDetailSchema,
      ),
    },
    async (request) => {
      const detail = await overseasDetail(db, request.query.overseasId);
      if (!detail) throw notFound('境外企业不存在');
      return ok(detail);
    },
  );

  app.get(
    '/esee/iba/overseas/ofCompany',
    {
      config,
      schema: ibaSchema(
        '境内企业的境外上层企业：直接持股或协议控制的境外企业及其境外股东（逐层向上）',
        { querystring: Type.Object({ entId: EntId }, { additionalProperties: false }) },
        OverseasOfCompanySchema,
      ),
    },
    async (request) => {
      const { entId } = request.query;
      if (!(await companyExists(db, entId))) throw notFound('未找到该企业');
      return ok(await overseasAbove(db, entId));
    },
  );
};
