import { sql, type RawBuilder } from 'kysely';
import {
  lawHighlights,
  LAW_LEVELS,
  LAW_TOPICS,
  LAW_VALIDITIES,
  parseLawQuery,
  type LawListQuery,
  type LawPage,
  type LawSearchParam,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { VERSION_COLUMNS, type VersionRow } from '../shared/laws/detail';
import { checkDates } from '../../../core/news/newsRows';

/** Where one term occurs: the title, or (scope `all`) any article of the version. Case-insensitive substring. */
const termMatch = (term: string, articles: boolean) =>
  articles
    ? sql`(strpos(lower(l.title), ${term}) > 0 or exists (select 1 from law_article a where a.version_id = v.version_id and strpos(lower(a.text), ${term}) > 0))`
    : sql`strpos(lower(l.title), ${term}) > 0`;

/** OR over the groups of AND over their terms. */
const anyGroup = (groups: string[][], match: (term: string) => RawBuilder<unknown>) =>
  sql`(${sql.join(
    groups.map((g) => sql`(${sql.join(g.map(match), sql` and `)})`),
    sql` or `,
  )})`;

/** A window of an article around its first hit, with the hits marked in it. */
function snippet(label: string, text: string, terms: string[]) {
  const first = lawHighlights(text, terms)[0]?.[0] ?? 0;
  const start = Math.max(0, first - 30);
  const end = Math.min(text.length, start + 140);
  const shown = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return { label, text: shown, highlights: lawHighlights(shown, terms) };
}

/**
 * The list: versions (each version of a document is an entry, as in 北大法宝, its 时效性 its own) by the filters and
 * the search; titles matching first, then latest versions, then the newest. Each entry carries its title's hits and
 * up to three matching articles.
 */
export async function listLaws(db: Db, q: LawListQuery, page: { offset: number; limit: number }): Promise<LawPage> {
  checkDates(q.publishFrom, q.publishTo);
  checkDates(q.effectiveFrom, q.effectiveTo);
  const groups = parseLawQuery(q.keyword ?? '');
  const inArticles = q.scope !== 'title';
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.levels?.length) where.push(sql`l.level = any(${q.levels}::text[])`);
  if (q.validities?.length) where.push(sql`v.validity = any(${q.validities}::text[])`);
  if (q.topics?.length) where.push(sql`l.topics && ${q.topics}::text[]`);
  const issuer = q.issuer?.trim();
  if (issuer) where.push(sql`strpos(l.issuer, ${issuer}) > 0`);
  if (q.publishFrom) where.push(sql`v.publish_date >= ${q.publishFrom}::date`);
  if (q.publishTo) where.push(sql`v.publish_date <= ${q.publishTo}::date`);
  if (q.effectiveFrom) where.push(sql`v.effective_date >= ${q.effectiveFrom}::date`);
  if (q.effectiveTo) where.push(sql`v.effective_date <= ${q.effectiveTo}::date`);
  if (groups.length) where.push(anyGroup(groups, (t) => termMatch(t, inArticles)));
  const titleFirst = groups.length ? sql`${anyGroup(groups, (t) => termMatch(t, false))} desc,` : sql``;
  const rows = (
    await sql<VersionRow & { total: number }>`
      select ${VERSION_COLUMNS}, count(*) over ()::int as total
      from law_version v join law l on l.law_id = v.law_id
      where ${sql.join(where, sql` and `)}
      order by ${titleFirst} latest desc, v.publish_date desc, l.title, v.seq desc
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
  const terms = [...new Set(groups.flat())];
  const hits = new Map<string, { label: string; text: string }[]>();
  if (terms.length && inArticles && rows.length) {
    const found = await sql<{ versionId: string; label: string; text: string }>`
      select version_id as "versionId", label, text from law_article
      where version_id = any(${rows.map((r) => r.versionId)}::text[])
        and (${sql.join(
          terms.map((t) => sql`strpos(lower(text), ${t}) > 0`),
          sql` or `,
        )})
      order by version_id, seq
    `.execute(db);
    for (const a of found.rows) hits.set(a.versionId, [...(hits.get(a.versionId) ?? []), a]);
  }
  return {
    total: rows[0]?.total ?? 0,
    query: groups,
    list: rows.map(({ total: _total, ...r }) => {
      const matched = hits.get(r.versionId) ?? [];
      return {
        ...r,
        titleHighlights: lawHighlights(r.title, terms),
        snippets: matched.slice(0, 3).map((a) => snippet(a.label, a.text, terms)),
        matchedArticles: matched.length,
      };
    }),
  };
}

/** The filters' choices, each with how many entries of the list carry it; every level and validity is offered. */
export async function searchParams(db: Db): Promise<LawSearchParam> {
  const count = async (expr: RawBuilder<unknown>, join = sql``) =>
    (
      await sql<{ value: string; count: number }>`
        select ${expr} as value, count(*)::int as count
        from law_version v join law l on l.law_id = v.law_id ${join}
        group by 1 order by 2 desc, 1
      `.execute(db)
    ).rows;
  const withAll = (values: readonly string[], counts: { value: string; count: number }[]) =>
    values.map((value) => ({ value, count: counts.find((c) => c.value === value)?.count ?? 0 }));
  return {
    levels: withAll(LAW_LEVELS, await count(sql`l.level`)),
    validities: withAll(LAW_VALIDITIES, await count(sql`v.validity`)),
    issuers: await count(sql`l.issuer`),
    topics: withAll(LAW_TOPICS, await count(sql`t.topic`, sql`cross join unnest(l.topics) as t(topic)`)),
  };
}
