import { sql } from 'kysely';
import type { PublicsenDetail } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { foldReprints } from './fold';
import { newsRows, relatedCompanies, type NewsQuery } from './newsRows';

/** An article's body (`content` of its payload), null when the source gave none. */
export async function newsContent(db: Db, newsId: string): Promise<string | null> {
  const row = await db
    .selectFrom('record')
    .select(sql<string | null>`payload ->> 'content'`.as('content'))
    .where('record_id', '=', newsId)
    .where('kind', '=', 'news')
    .executeTakeFirst();
  return row?.content || null;
}

/**
 * One article with its related companies and its reprints (the other copies of its story), if `restrict`
 * keeps its company; else null, so that a page answers an article outside its scope as a missing one.
 */
export async function newsArticle(
  db: Db,
  newsId: string,
  restrict: (query: NewsQuery) => NewsQuery = (q) => q,
): Promise<PublicsenDetail | null> {
  const row = await restrict(
    db.selectFrom('record as r').innerJoin('company as c', 'c.ent_id', 'r.company_id').where('r.kind', '=', 'news'),
  )
    .select(['r.record_id as newsId', 'r.company_id as entId', 'c.name as entName', 'r.payload'])
    .where('r.record_id', '=', newsId)
    .executeTakeFirst();
  if (!row) return null;
  const p = row.payload as Record<string, string | null | undefined>;
  const text = (k: string) => (typeof p[k] === 'string' ? p[k] : null);
  const [related, siblings] = await Promise.all([
    relatedCompanies(db, [row]),
    newsRows(db, (q) => q.where('r.company_id', '=', row.entId), {}),
  ]);
  const group = foldReprints(siblings).find((g) => g.copies.includes(row.newsId));
  const byId = new Map(siblings.map((s) => [s.newsId, s]));
  return {
    newsId: row.newsId,
    entId: row.entId,
    entName: row.entName,
    title: text('title') ?? '',
    source: text('source'),
    publishTime: text('publishTime'),
    sentiment: text('sentiment'),
    category: text('category'),
    tags: text('tags'),
    summary: text('summary'),
    content: text('content'),
    related: related.get(row.entId) ?? [],
    reprints: (group?.copies ?? [])
      .filter((id) => id !== row.newsId)
      .map((id) => ({
        newsId: id,
        source: byId.get(id)?.source ?? null,
        publishTime: byId.get(id)?.publishTime ?? null,
      })),
  };
}
