import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  ORGANIZATION_PERMISSION,
  OrgOptionsSchema,
  OrgPageSchema,
  OrgSearchQuerySchema,
} from '@esee/contracts';
import { pageOf } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { conditionOptions } from '../../../core/prospects/options';
import { organisationKinds, searchOrganisations } from './query';
import { ibaSchema } from '../shared/http/schema';

/**
 * IBA 机构查询 (spec 1 §2 `/investment/allInfo/organization`): the organisations of the register that are not
 * enterprises (机关, 事业单位, 社会团体, 民办非企业单位, 基金会 …) by name, kind and region. Each opens the
 * company remote's agency page. Register data, public within the product; every call needs the menu entry's key.
 */
export const organizationModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['iba'];
  const config = { right: ORGANIZATION_PERMISSION };

  app.get(
    '/esee/iba/organization/options',
    {
      config,
      schema: {
        tags,
        summary: '机构查询的筛选项：数据中的机构类型（按统一社会信用代码）及其数量，地区',
        response: { 200: EnvelopeSchema(OrgOptionsSchema) },
      },
    },
    async () => ok({ kinds: await organisationKinds(db), regions: conditionOptions(50).regions }),
  );

  app.post(
    '/esee/iba/organization/search',
    {
      config,
      schema: ibaSchema(
        '机构查询：名称（含曾用名）或统一社会信用代码、机构类型、地区、登记状态（分页）',
        { body: OrgSearchQuerySchema },
        OrgPageSchema,
      ),
    },
    async (request) => ok(await searchOrganisations(db, request.body, pageOf(request.body))),
  );
};
