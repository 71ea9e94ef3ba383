import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  CAPITAL_BANDS,
  EnvelopeSchema,
  INDUSTRIAL_PARK_PERMISSION,
  PARK_COMPANY_STATUSES,
  PARK_INDUSTRIES,
  PARK_LEVELS,
  PARK_TYPES,
  ParkCompanyPageSchema,
  ParkCompanyQuerySchema,
  ParkDetailSchema,
  ParkOptionsSchema,
  ParkPageSchema,
  ParkQuerySchema,
  type ParkOptions,
} from '@esee/contracts';
import { SECTION_NAMES } from '../../../core/reference/industries';
import { regionOf } from '../../../core/reference/regions';
import type { Db } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/paging';
import { forbidden, notFound, ok } from '../../../platform/http/errors';
import { parkCompanies, parkDetail, parkPage, regionText } from './query';

/** The right of 园区找客 (spec 1 §3), and the CBA menu entry's key: both are needed. */
const RIGHT = 'marketing:industrialPark';
const ParkId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

/** Filter choices: levels, types, industries, and the provinces and districts that have parks. */
async function options(db: Db): Promise<ParkOptions> {
  const { rows } = await sql<{ code: string }>`select distinct region_code as code from park order by 1`.execute(db);
  const regions = new Map<string, string>();
  for (const { code } of rows) {
    const r = regionOf(code);
    if (!r) continue;
    regions.set(code.slice(0, 2), r.province);
    regions.set(code, regionText(code));
  }
  return {
    levels: [...PARK_LEVELS],
    types: [...PARK_TYPES],
    industries: [...PARK_INDUSTRIES],
    regions: [...regions].sort((a, b) => a[0].localeCompare(b[0])).map(([code, name]) => ({ code, name })),
    sections: Object.entries(SECTION_NAMES).map(([code, name]) => ({ code, name })),
    capitalBands: CAPITAL_BANDS.map((b) => ({ value: b.key, label: b.label })),
    statuses: PARK_COMPANY_STATUSES.map((s) => ({ value: s.key, label: s.label })),
  };
}

/**
 * CBA 园区找客 (product pages §1.7): the parks with their company counts, a park's boundary and
 * statistics, and its companies. Every call needs the right marketing:industrialPark and the menu
 * entry's key, which only a user of an institution with CBA can hold.
 */
export const parksModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['cba'];
  const config = { right: RIGHT };

  app.addHook('onRequest', async (request) => {
    if (!(await request.access()).can(INDUSTRIAL_PARK_PERMISSION)) throw forbidden();
  });

  app.get(
    '/esee/marketing/park/options',
    { config, schema: { tags, summary: '园区筛选项', response: { 200: EnvelopeSchema(ParkOptionsSchema) } } },
    async () => ok(await options(db)),
  );

  app.post(
    '/esee/marketing/park/list',
    {
      config,
      schema: {
        tags,
        summary: '园区列表（级别、类型、地区、主导产业、名称筛选；含企业数）',
        body: ParkQuerySchema,
        response: { 200: EnvelopeSchema(ParkPageSchema) },
      },
    },
    async (request) => ok(await parkPage(db, request.body, pageOf(request.body))),
  );

  app.get(
    '/esee/marketing/park/detail',
    {
      config,
      schema: {
        tags,
        summary: '园区详情：边界、按行业、注册资本与成立年份的企业统计',
        querystring: Type.Object({ parkId: ParkId }, { additionalProperties: false }),
        response: { 200: EnvelopeSchema(ParkDetailSchema) },
      },
    },
    async (request) => {
      const detail = await parkDetail(db, request.query.parkId);
      if (!detail) throw notFound('园区不存在');
      return ok(detail);
    },
  );

  app.post(
    '/esee/marketing/park/companies',
    {
      config,
      schema: {
        tags,
        summary: '园区内企业（行业门类、经营状态、注册资本筛选）',
        body: ParkCompanyQuerySchema,
        response: { 200: EnvelopeSchema(ParkCompanyPageSchema) },
      },
    },
    async (request) => {
      const known = await db
        .selectFrom('park')
        .select('park_id')
        .where('park_id', '=', request.body.parkId)
        .executeTakeFirst();
      if (!known) throw notFound('园区不存在');
      return ok(await parkCompanies(db, request.body, pageOf(request.body)));
    },
  );
};
