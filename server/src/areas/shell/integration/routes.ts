import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  INTEGRATION_TARGETS,
  IntegrationLinkQuerySchema,
  IntegrationTargetListSchema,
  ProductQuerySchema,
  RecentCompanyAddSchema,
  RecentCompanySchema,
  TicketIdentitySchema,
  TicketRedeemQuerySchema,
  type IntegrationTargetKey,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { integrationTarget, integrationTargetKeys } from '../../../core/institutions/gateway';
import { ok } from '../../../platform/http/errors';
import { linkWithTicket, redeemIntegrationTicket } from './links';
import { fetchProduct } from './product';
import { recentCompanies, recordCompanyView } from '../../../core/companies/recentCompanies';

const tags = ['integration'];
const Url = EnvelopeSchema(Type.String());

/**
 * The integration calls of spec 1 §7 (issue 23). Links into the institution's own systems carry a one-time ticket
 * the target redeems with `/esee/auth/security/local/login`; where the platform administrator set no target the
 * answer is the spec's 无权限操作，请联系管理员！.
 */
export const integrationModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const linkRoute = (method: 'GET' | 'POST', url: string, target: IntegrationTargetKey, summary: string) =>
    app.route({
      method,
      url,
      schema: { tags, summary, querystring: IntegrationLinkQuerySchema, response: { 200: Url } },
      handler: async (request) =>
        ok(await linkWithTicket(db, requireUser(request), target, request.query, app.clock())),
    });
  linkRoute('POST', '/esee/token-bs/index/redirectUrl', 'TOKEN_BS', '业务系统跳转地址（带一次性票据）');
  linkRoute('POST', '/esee/token-crs/index/redirectUrl', 'TOKEN_CRS', '征信系统跳转地址（带一次性票据）');
  linkRoute('GET', '/esee/bs/invokeUrl', 'BS_INVOKE', '业务系统调用地址（带一次性票据）');
  linkRoute('POST', '/esee/blackList/getUrl', 'BLACKLIST', '黑名单系统地址（带一次性票据）');

  app.get(
    '/esee/integration/targets',
    {
      schema: {
        tags,
        summary: '本机构已配置的行内系统（页面据此显示跳转入口，不含地址）',
        response: { 200: EnvelopeSchema(IntegrationTargetListSchema) },
      },
    },
    async (request) => {
      const keys = new Set(await integrationTargetKeys(db, requireUser(request).instCode));
      return ok(INTEGRATION_TARGETS.filter((t) => keys.has(t.key)).map(({ key, label }) => ({ key, title: label })));
    },
  );

  app.post(
    '/esee/auth/security/local/login',
    {
      // Public (the target system's server calls it), limited per address.
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '目标系统兑换一次性票据，得到来访用户（票据只能用一次）',
        querystring: TicketRedeemQuerySchema,
        response: { 200: EnvelopeSchema(TicketIdentitySchema) },
      },
    },
    async (request) => ok(await redeemIntegrationTicket(db, request.query.ticket, app.clock())),
  );

  app.get(
    '/esee/cmschina/product',
    {
      schema: {
        tags,
        summary: '机构产品服务的产品信息（失败时原样返回其应答）',
        querystring: ProductQuerySchema,
        response: { 200: EnvelopeSchema(Type.Unknown()) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const target = await integrationTarget(db, user.instCode, 'CMSCHINA_PRODUCT');
      return fetchProduct(reply, target, request.query.productId, { allowedHosts: app.config.gatewayAllowedHosts });
    },
  );

  app.post(
    '/esee/userAnalysis/entHisEntry',
    {
      schema: {
        tags,
        summary: '记录一次企业浏览（最近浏览）',
        body: RecentCompanyAddSchema,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      await recordCompanyView(db, requireUser(request).userId, request.body.entId, app.clock());
      return ok(null);
    },
  );

  app.get(
    '/esee/userAnalysis/entHisEntry',
    {
      schema: {
        tags,
        summary: '我最近浏览的企业（最新在前）',
        response: { 200: EnvelopeSchema(Type.Array(RecentCompanySchema)) },
      },
    },
    async (request) => ok(await recentCompanies(db, requireUser(request).userId)),
  );
};
