import { sql } from 'kysely';
import type { LawArticle, LawDetail, LawLink, LawSummary, LawVersionBrief, LawVersions } from '@esee/contracts';
import type { Db } from '../../../../platform/db/database';
import { badRequest, notFound } from '../../../../platform/http/errors';
import { diffVersions } from './diff';

/** The columns of a version as the list and the detail show it (`v` the version, `l` its document). */
export const VERSION_COLUMNS = sql`
  v.version_id as "versionId", v.law_id as "lawId", l.title, v.label as "versionLabel",
  v.seq = (select max(x.seq) from law_version x where x.law_id = v.law_id) as latest,
  l.level, v.validity, l.issuer, v.doc_no as "docNo",
  to_char(v.publish_date, 'YYYY-MM-DD') as "publishDate", to_char(v.effective_date, 'YYYY-MM-DD') as "effectiveDate",
  l.topics, (select count(*) from law_article a where a.version_id = v.version_id)::int as "articleCount"`;

export type VersionRow = Omit<LawSummary, 'titleHighlights' | 'snippets' | 'matchedArticles'>;

/** A document's latest version, as a link. */
export async function latestLink(db: Db, lawId: string): Promise<LawLink | null> {
  const row = (
    await sql<LawLink>`
      select v.law_id as "lawId", v.version_id as "versionId", l.title, v.validity
      from law_version v join law l on l.law_id = v.law_id
      where v.law_id = ${lawId} order by v.seq desc limit 1
    `.execute(db)
  ).rows[0];
  return row ?? null;
}

/** A document's versions, oldest first, each with the document that amended it. */
export async function versionsOf(db: Db, lawId: string): Promise<(LawVersionBrief & { amendedById: string | null })[]> {
  const rows = (
    await sql<Omit<LawVersionBrief, 'amendedBy'> & { amendedById: string | null }>`
      select version_id as "versionId", label, doc_no as "docNo", to_char(publish_date, 'YYYY-MM-DD') as "publishDate",
             to_char(effective_date, 'YYYY-MM-DD') as "effectiveDate", validity, amended_by as "amendedById", note
      from law_version where law_id = ${lawId} order by seq
    `.execute(db)
  ).rows;
  return Promise.all(
    rows.map(async (v) => ({ ...v, amendedBy: v.amendedById ? await latestLink(db, v.amendedById) : null })),
  );
}

export async function articlesOf(db: Db, versionId: string): Promise<LawArticle[]> {
  return (
    await sql<LawArticle>`
      select no, label, chapter, text from law_article where version_id = ${versionId} order by seq
    `.execute(db)
  ).rows;
}

/** What a reader should know before relying on a version that is not 现行有效. */
function warningOf(
  v: VersionRow,
  replacedBy: LawLink | null,
  latestLabel: string | null,
  effectiveDate: string,
): string | null {
  switch (v.validity) {
    case '现行有效':
      return null;
    case '已被修改':
      return `此为${v.versionLabel}版本，已被修改${latestLabel ? `，现行版本为${latestLabel}` : ''}。引用前请核对现行条文。`;
    case '失效/已废止':
      return replacedBy && replacedBy.lawId !== v.lawId
        ? `本文件已失效/已废止，现行规定见《${replacedBy.title}》。`
        : '本文件已失效/已废止，不应再作为依据引用。';
    case '尚未生效':
      return `本文件尚未生效，自${effectiveDate}起施行。`;
    default:
      return `本文件${v.validity}，引用前请核对相关条款是否仍然有效。`;
  }
}

/** One version (or a document's latest) with its articles, chapters, versions and the links a reader needs. */
export async function lawDetail(db: Db, ids: { versionId?: string; lawId?: string }): Promise<LawDetail> {
  if (!ids.versionId && !ids.lawId) throw badRequest('请求参数有误：请指定 versionId 或 lawId');
  const v = (
    await sql<VersionRow & { repealedBy: string | null; amendedById: string | null; note: string | null }>`
      select ${VERSION_COLUMNS}, l.repealed_by as "repealedBy", v.amended_by as "amendedById", v.note
      from law_version v join law l on l.law_id = v.law_id
      where ${ids.versionId ? sql`v.version_id = ${ids.versionId}` : sql`v.law_id = ${ids.lawId!}`}
      order by v.seq desc limit 1
    `.execute(db)
  ).rows[0];
  if (!v) throw notFound('未找到该法规');
  const versions = await versionsOf(db, v.lawId);
  const latest = versions[versions.length - 1]!;
  // A repealed document points at its repealer; an amended version at its document's latest version.
  const replacedBy = v.repealedBy
    ? await latestLink(db, v.repealedBy)
    : v.latest
      ? null
      : await latestLink(db, v.lawId);
  const articles = await articlesOf(db, v.versionId);
  const chapters = [...new Set(articles.map((a) => a.chapter).filter((c): c is string => !!c))];
  const { repealedBy: _r, amendedById, note, ...summary } = v;
  return {
    ...summary,
    titleHighlights: [],
    snippets: [],
    matchedArticles: 0,
    articles,
    chapters,
    versions: versions.map(({ amendedById: _a, ...brief }) => brief),
    replacedBy,
    amendedBy: amendedById ? await latestLink(db, amendedById) : null,
    warning: warningOf(v, replacedBy, v.latest ? null : latest.label, v.effectiveDate),
    note,
  };
}

/** A document's versions and the changed articles between two of them (by default the latest two). */
export async function lawVersions(
  db: Db,
  q: { lawId: string; fromVersionId?: string; toVersionId?: string },
): Promise<LawVersions> {
  const law = (await sql<{ title: string }>`select title from law where law_id = ${q.lawId}`.execute(db)).rows[0];
  if (!law) throw notFound('未找到该法规');
  const all = await versionsOf(db, q.lawId);
  const versions = all.map(({ amendedById: _a, ...brief }) => brief);
  const at = (id: string | undefined, fallback: number) => {
    if (id === undefined) return fallback;
    const i = versions.findIndex((x) => x.versionId === id);
    if (i < 0) throw badRequest('请求参数有误：所选版本不属于该法规');
    return i;
  };
  const to = at(q.toVersionId, versions.length - 1);
  const from = at(q.fromVersionId, Math.max(0, to - 1));
  if (versions.length < 2 || from === to)
    return {
      lawId: q.lawId,
      title: law.title,
      versions,
      fromVersionId: null,
      toVersionId: null,
      changes: [],
      unchanged: 0,
    };
  const [older, newer] = from < to ? [from, to] : [to, from];
  const diff = diffVersions(
    await articlesOf(db, versions[older]!.versionId),
    await articlesOf(db, versions[newer]!.versionId),
  );
  return {
    lawId: q.lawId,
    title: law.title,
    versions,
    fromVersionId: versions[older]!.versionId,
    toVersionId: versions[newer]!.versionId,
    ...diff,
  };
}
