import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  INTEL_PROPERTY_PERMISSION,
  IpDetailQuerySchema,
  IpFilterSchema,
  IpOptionsSchema,
  IpPageSchema,
  IpSearchQuerySchema,
  IpSummarySchema,
  isRealDay,
  type IpFilter,
} from '@esee/contracts';
import { pageOf } from '../../../platform/db/paging';
import { recordDetail } from '../../../core/companies/records';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { conditionOptions } from '../../../core/prospects/options';
import { ipKindOf, searchIp, summariseIp } from './query';
import { ibaSchema } from '../shared/http/schema';

/** Days the pattern lets through that the calendar has not (2026-02-30), and a range the wrong way round. */
function checkDates(filter: IpFilter): void {
  for (const day of [filter.dateFrom, filter.dateTo])
    if (day && !isRealDay(day)) throw badRequest(`日期 ${day} 不存在`);
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo)
    throw badRequest('请求参数有误：开始日期晚于结束日期');
}

/**
 * IBA 知识产权查询 (spec 1 §2 `/investment/allInfo/intelProperty`): the intellectual-property records of the
 * register by title or number, kind, date and the holder's region and industry; the matches per kind with the
 * holders that have most; one record in full. Register data, public within the product; every call needs the
 * menu entry's key.
 */
export const intelPropertyModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['iba'];
  const config = { right: INTEL_PROPERTY_PERMISSION };

  app.get(
    '/esee/iba/intelProperty/options',
    {
      config,
      schema: {
        tags,
        summary: '知识产权查询的筛选项：持有人所在地区与行业',
        response: { 200: EnvelopeSchema(IpOptionsSchema) },
      },
    },
    () => {
      const { regions, industries } = conditionOptions(50);
      return ok({ regions, industries });
    },
  );

  app.post(
    '/esee/iba/intelProperty/search',
    {
      config,
      schema: ibaSchema(
        '知识产权查询：一类知识产权按名称或编号、日期、持有人地区与行业（分页，最新在前）',
        { body: IpSearchQuerySchema },
        IpPageSchema,
      ),
    },
    async (request) => {
      const { kind, pageNo: _pageNo, pageSize: _pageSize, ...filter } = request.body;
      checkDates(filter);
      return ok(await searchIp(db, filter, kind, pageOf(request.body)));
    },
  );

  app.post(
    '/esee/iba/intelProperty/summary',
    {
      config,
      schema: ibaSchema('知识产权查询：各类条数与持有最多的企业', { body: IpFilterSchema }, IpSummarySchema),
    },
    async (request) => {
      checkDates(request.body);
      return ok(await summariseIp(db, request.body));
    },
  );

  app.get(
    '/esee/iba/intelProperty/detail',
    {
      config,
      schema: {
        tags,
        summary: '知识产权详情：一条记录的全部字段及持有人',
        querystring: IpDetailQuerySchema,
        response: { 200: EnvelopeSchema(Type.Record(Type.String(), Type.Unknown())) },
      },
    },
    async (request) => {
      const { recordId } = request.query;
      const kind = await ipKindOf(db, recordId);
      if (!kind) throw notFound('记录不存在');
      return ok(await recordDetail(db, kind, recordId));
    },
  );
};
