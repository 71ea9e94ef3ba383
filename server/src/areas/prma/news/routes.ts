import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  FileType,
  PARTNER_NEWS_PERMISSION,
  PartnerAddResultSchema,
  PartnerAddSchema,
  PartnerAlertListSchema,
  PartnerAlertQuerySchema,
  PartnerAlertReadResultSchema,
  PartnerAlertReadSchema,
  PartnerAlertSchema,
  PartnerAlertStatusSchema,
  PartnerAlertUnreadSchema,
  PartnerListQuerySchema,
  PartnerListSchema,
  PartnerNewsQuerySchema,
  PartnerRemoveSchema,
  PartnerTrendQuerySchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import { pageOf } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { newsArticle } from '../../../core/news/article';
import { newsRows, type NewsFilter } from '../../../core/news/newsRows';
import { newsPageRoutes } from '../../../core/news/routes';
import { listAlerts, markRead, setStatus, syncAlerts, unreadCount } from './alerts';
import { addPartners, listPartners, partnerNews, partnersAmong, removePartner, requirePartner } from './partners';

/**
 * PRMA 合作方舆情 (product pages §2.6): the institution's partner list, its partners' news as CBA 企业舆情
 * shows a user's monitored companies (reprints folded, weekly negative trend, one article), and the alert
 * inbox: risk news of a partner becomes an alert of the institution, read per user, handled by the team.
 * Every call needs the page's permission; another institution's partners, news and alerts are not found.
 */
export const partnerNewsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: PARTNER_NEWS_PERMISSION };
  const tags = ['prma'];

  /** The partners' news (of one partner), a partner named being one of the institution's. */
  async function newsOf(user: SessionUser, f: NewsFilter & { entId?: string }) {
    if (f.entId) await requirePartner(db, user, f.entId);
    return newsRows(db, partnerNews(user.instId, f.entId), f);
  }

  app.importTargets.set(FileType.PARTNER_LIST, {
    right: PARTNER_NEWS_PERMISSION,
    existingLabel: '已在合作方名单',
    existing: (db, user, _targetId, entIds) => partnersAmong(db, user.instId, entIds),
    importInto: (trx, { user, companies }) =>
      addPartners(
        trx,
        user,
        companies.map((c) => c.entId),
        app.clock(),
      ),
  });

  app.post(
    '/esee/prma/publicsen/partners',
    {
      config,
      schema: {
        tags,
        summary: '合作方名单（新加入的在前，可按名称或信用代码查找）',
        body: PartnerListQuerySchema,
        response: { 200: EnvelopeSchema(PartnerListSchema) },
      },
    },
    async (request) =>
      ok(await listPartners(db, requireUser(request), { keyword: request.body.keyword, ...pageOf(request.body) })),
  );

  app.post(
    '/esee/prma/publicsen/partners/add',
    {
      config,
      schema: {
        tags,
        summary: '加入合作方名单（已在名单的保留原加入日期）',
        body: PartnerAddSchema,
        response: { 200: EnvelopeSchema(PartnerAddResultSchema) },
      },
    },
    async (request) => {
      const { imported, existing } = await addPartners(db, requireUser(request), request.body.entIds, app.clock());
      return ok({ added: imported, existing });
    },
  );

  app.post(
    '/esee/prma/publicsen/partners/remove',
    { config, schema: { tags, summary: '移出合作方名单', body: PartnerRemoveSchema } },
    async (request) => {
      await removePartner(db, requireUser(request), request.body.entId);
      return ok(null);
    },
  );

  newsPageRoutes(app, {
    path: '/esee/prma/publicsen',
    right: PARTNER_NEWS_PERMISSION,
    tags,
    summaries: {
      list: '合作方舆情列表（转载合并，分页）',
      trend: '合作方负面舆情周趋势（转载合并）',
      detail: '合作方舆情文章、相关企业与转载',
    },
    listBody: PartnerNewsQuerySchema,
    trendBody: PartnerTrendQuerySchema,
    rows: newsOf,
    // Only the news of the institution's partners: any other id answers as a missing one.
    article: (user, newsId) => newsArticle(db, newsId, partnerNews(user.instId)),
  });

  app.post(
    '/esee/prma/publicsen/alerts',
    {
      config,
      schema: {
        tags,
        summary: '预警收件箱（按处理状态、已读未读、合作方；含本人未读数）',
        body: PartnerAlertQuerySchema,
        response: { 200: EnvelopeSchema(PartnerAlertListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { pageNum: _n, pageSize: _s, ...filter } = request.body;
      if (filter.entId) await requirePartner(db, user, filter.entId);
      await syncAlerts(db, user.instId, app.clock());
      return ok(await listAlerts(db, user, { ...filter, ...pageOf(request.body) }));
    },
  );

  app.get(
    '/esee/prma/publicsen/alerts/unread',
    {
      config,
      schema: {
        tags,
        summary: '本人未读预警数',
        response: { 200: EnvelopeSchema(PartnerAlertUnreadSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await syncAlerts(db, user.instId, app.clock());
      return ok({ unread: await unreadCount(db, user) });
    },
  );

  app.post(
    '/esee/prma/publicsen/alerts/read',
    {
      config,
      schema: {
        tags,
        summary: '标记预警已读或未读（本人）',
        body: PartnerAlertReadSchema,
        response: { 200: EnvelopeSchema(PartnerAlertReadResultSchema) },
      },
    },
    async (request) => {
      const { alertIds, read } = request.body;
      return ok({ updated: await markRead(db, requireUser(request), alertIds, read) });
    },
  );

  app.post(
    '/esee/prma/publicsen/alerts/status',
    {
      config,
      schema: {
        tags,
        summary: '处理预警：待处理 → 处理中 → 已处理/已忽略（记录处理人、时间与说明）',
        body: PartnerAlertStatusSchema,
        response: { 200: EnvelopeSchema(PartnerAlertSchema) },
      },
    },
    async (request) => ok(await setStatus(db, requireUser(request), app.clock(), request.body)),
  );
};
