import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  DangerCompanySchema,
  DangerNewsInfoSchema,
  DangerNewsListSchema,
  DangerNewsQuerySchema,
  DangerReadBodySchema,
  DangerReadSchema,
  EnvelopeSchema,
  NEW_RISK_DAYS,
  newsSourceType,
  PUBLICSEN_PERMISSION,
  RISK_NEWS_CATEGORIES,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/paging';
import { notFound, ok } from '../../../platform/http/errors';
import { foldReprints } from '../../../core/news/fold';
import { newsContent } from '../../../core/news/article';
import { riskSummaries as coreRiskSummaries } from '../../../core/risk/riskSummary';
import { monitoredInInstitution, newsOf, readAmong, relatedCompanies, type RelatedCompany, type Scope } from './news';

const EntIdQuery = Type.Object({ entId: Type.String({ minLength: 1, maxLength: 64 }) });
const NewsIdQuery = Type.Object({ newsId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The desk's stories of a scope (reprints folded), each with the user's read state (any copy read). */
async function deskStories(db: Db, user: SessionUser, scope: Omit<Scope, 'desk'>) {
  const rows = await newsOf(db, user, { ...scope, desk: true });
  const read = await readAmong(
    db,
    user,
    rows.map((r) => r.newsId),
  );
  const stories = foldReprints(rows).map((n) => ({
    ...n,
    sourceType: newsSourceType(n.source),
    read: n.copies.some((id) => read.has(id)),
  }));
  return { rows, stories };
}

/** Risk at a glance of the companies an article concerns: checklist records, recent negative news, monitoring. */
async function relatedRisks(db: Db, user: SessionUser, related: RelatedCompany[], today: Date) {
  const ids = [...new Set(related.map((r) => r.entId))];
  const since = chinaDay(today, -NEW_RISK_DAYS);
  const [companies, summaries, negative, monitored] = await Promise.all([
    db.selectFrom('company').select(['ent_id', 'status']).where('ent_id', 'in', ids).execute(),
    coreRiskSummaries(db, ids, today),
    db
      .selectFrom('record')
      .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('company_id', 'in', ids)
      .where('kind', '=', 'news')
      .where(sql<string>`payload ->> 'sentiment'`, '=', '负面')
      .where('record_date', '>=', since)
      .groupBy('company_id')
      .execute(),
    db
      .selectFrom('monitored_company')
      .select('ent_id')
      .distinct()
      .where('inst_id', '=', user.instId)
      .where('ent_id', 'in', ids)
      .execute(),
  ]);
  const statusOf = new Map(companies.map((c) => [c.ent_id, c.status]));
  const negatives = new Map(negative.map((n) => [n.company_id, Number(n.n)]));
  const watched = new Set(monitored.map((m) => m.ent_id));
  return related.map((r) => ({
    ...r,
    status: statusOf.get(r.entId) ?? null,
    monitored: watched.has(r.entId),
    // In the summary's order, only the kinds the company has.
    risks: (summaries.get(r.entId)?.items ?? [])
      .filter((i) => i.count > 0)
      .map((i) => ({ label: i.label, count: i.count })),
    negativeNews: negatives.get(r.entId) ?? 0,
  }));
}

/**
 * CBA 风险新闻 (spec 1 §2 danger/newsList, news, newsInfo): the risk news (negative, or of a risk
 * category) of the companies anyone of the institution monitors, with a read mark per user. Built on the
 * 企业舆情 queries (scope, reprint folding, related companies); gated by the same permission.
 */
export const dangerModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: PUBLICSEN_PERMISSION };
  const tags = ['cba'];

  app.post(
    '/esee/cba/danger/newsList',
    {
      config,
      schema: {
        tags,
        summary: '风险新闻列表（机构监控企业，转载合并，已读标记）',
        body: DangerNewsQuerySchema,
        response: { 200: EnvelopeSchema(DangerNewsListSchema) },
      },
    },
    async (request) => {
      const { readState, ...scope } = request.body;
      const { rows, stories } = await deskStories(db, requireUser(request), scope);
      const shown = readState ? stories.filter((s) => s.read === (readState === 'read')) : stories;
      const page = pageOf(request.body);
      return ok({
        total: shown.length,
        rawTotal: rows.length,
        unread: stories.filter((s) => !s.read).length,
        list: shown.slice(page.offset, page.offset + page.limit).map(({ copies: _copies, ...n }) => n),
      });
    },
  );

  app.get(
    '/esee/cba/danger/news',
    {
      config,
      schema: {
        tags,
        summary: '一家监控企业的风险新闻概况',
        querystring: EntIdQuery,
        response: { 200: EnvelopeSchema(DangerCompanySchema) },
      },
    },
    async (request) => {
      const { entId } = request.query;
      const { stories } = await deskStories(db, requireUser(request), { entId });
      const company = await db
        .selectFrom('company')
        .select(['ent_id', 'name', 'status'])
        .where('ent_id', '=', entId)
        .executeTakeFirstOrThrow();
      const counts = new Map<string, number>();
      for (const s of stories) counts.set(s.category ?? '其他', (counts.get(s.category ?? '其他') ?? 0) + 1);
      // Risk categories first, in their fixed order, then the negative news of other categories.
      const order = (c: string) => {
        const i = (RISK_NEWS_CATEGORIES as readonly string[]).indexOf(c);
        return i < 0 ? RISK_NEWS_CATEGORIES.length : i;
      };
      return ok({
        entId,
        entName: company.name,
        status: company.status,
        total: stories.length,
        unread: stories.filter((s) => !s.read).length,
        latest: stories[0]?.publishTime ?? null,
        byCategory: [...counts]
          .map(([category, count]) => ({ category, count }))
          .sort((a, b) => order(a.category) - order(b.category) || b.count - a.count),
      });
    },
  );

  app.get(
    '/esee/cba/danger/newsInfo',
    {
      config,
      schema: {
        tags,
        summary: '风险新闻详情：文章、相关企业及其风险概况、转载',
        querystring: NewsIdQuery,
        response: { 200: EnvelopeSchema(DangerNewsInfoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const record = await db
        .selectFrom('record')
        .select('company_id')
        .where('record_id', '=', request.query.newsId)
        .where('kind', '=', 'news')
        .executeTakeFirst();
      // An article of a company no one of the institution monitors, or not risk news, is not on the desk.
      if (!record || !(await monitoredInInstitution(db, user, record.company_id))) throw notFound('资讯不存在');
      const { rows, stories } = await deskStories(db, user, { entId: record.company_id });
      const row = rows.find((r) => r.newsId === request.query.newsId);
      const story = stories.find((s) => s.copies.includes(request.query.newsId));
      if (!row || !story) throw notFound('资讯不存在');
      const related = (await relatedCompanies(db, [row])).get(row.entId) ?? [];
      const byId = new Map(rows.map((r) => [r.newsId, r]));
      return ok({
        newsId: row.newsId,
        entId: row.entId,
        entName: row.entName,
        title: row.title,
        source: row.source,
        sourceType: newsSourceType(row.source),
        publishTime: row.publishTime,
        sentiment: row.sentiment,
        category: row.category,
        summary: row.summary,
        content: await newsContent(db, row.newsId),
        read: story.read,
        related: await relatedRisks(db, user, related, app.clock()),
        reprints: story.copies
          .filter((id) => id !== row.newsId)
          .map((id) => byId.get(id)!)
          .map((r) => ({
            newsId: r.newsId,
            title: r.title,
            source: r.source,
            sourceType: newsSourceType(r.source),
            publishTime: r.publishTime,
          })),
      });
    },
  );

  app.post(
    '/esee/cba/danger/read',
    {
      config,
      schema: {
        tags,
        summary: '标记风险新闻已读或未读（整条报道及其转载）',
        body: DangerReadBodySchema,
        response: { 200: EnvelopeSchema(DangerReadSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { newsIds, read } = request.body;
      const records = await db
        .selectFrom('record')
        .select(['record_id', 'company_id'])
        .where('record_id', 'in', newsIds)
        .where('kind', '=', 'news')
        .execute();
      if (records.length !== newsIds.length) throw notFound('资讯不存在');
      // Each id stands for its story: every copy is marked, so a story reads the same whichever copy is shown.
      const copies = new Set<string>();
      for (const entId of new Set(records.map((r) => r.company_id))) {
        if (!(await monitoredInInstitution(db, user, entId))) throw notFound('资讯不存在');
        const { stories } = await deskStories(db, user, { entId });
        for (const s of stories)
          if (s.copies.some((id) => newsIds.includes(id))) s.copies.forEach((id) => copies.add(id));
      }
      if (!newsIds.every((id) => copies.has(id))) throw notFound('资讯不存在');
      const ids = [...copies];
      const result = read
        ? await db
            .insertInto('news_read')
            .values(ids.map((id) => ({ user_id: user.userId, news_id: id, inst_id: user.instId })))
            .onConflict((oc) => oc.columns(['user_id', 'news_id']).doNothing())
            .executeTakeFirst()
        : await db
            .deleteFrom('news_read')
            .where('user_id', '=', user.userId)
            .where('news_id', 'in', ids)
            .executeTakeFirst();
      const updated = 'numInsertedOrUpdatedRows' in result ? result.numInsertedOrUpdatedRows : result.numDeletedRows;
      return ok({ updated: Number(updated ?? 0) });
    },
  );
};
