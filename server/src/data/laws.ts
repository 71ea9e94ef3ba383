import { sql } from 'kysely';
import { articleLabel, isRealDay, LAW_LEVELS, LAW_TOPICS, LAW_VALIDITIES } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import type { LawRow } from './format';
import { textLines } from './jsonl';

/** Validities an earlier version may have: a later one replaced it, or the whole document was repealed. */
const SUPERSEDED = ['已被修改', '失效/已废止'];

/**
 * Checks of a law line beyond its schema: known level, topics and validities; version ids under the law's id and
 * each once; versions oldest first with real days, in force from publication on; only the latest version in force;
 * a repealed document's latest version 失效/已废止; article numbers once per version. (Links to the amending and
 * repealing documents are checked with the others' in load.ts.)
 */
export function lawProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!Array.isArray(row.versions)) return problems;
  const law = row as unknown as LawRow;
  if (!(LAW_LEVELS as readonly string[]).includes(law.level)) problems.push(`效力级别 ${law.level} 不在 ${LAW_LEVELS.join('、')} 之中`);
  for (const topic of law.topics)
    if (!(LAW_TOPICS as readonly string[]).includes(topic)) problems.push(`主题 ${topic} 不在 ${LAW_TOPICS.join('、')} 之中`);
  if (law.repealedBy === law.lawId) problems.push('repealedBy 不能是文件自身');
  const ids = new Set<string>();
  law.versions.forEach((v, i) => {
    const at = `versions[${i}]`;
    if (!v.versionId.startsWith(`${law.lawId}-`)) problems.push(`${at}.versionId ${v.versionId} 应以 ${law.lawId}- 开头`);
    if (ids.has(v.versionId)) problems.push(`${at}.versionId ${v.versionId} 重复`);
    ids.add(v.versionId);
    if (!(LAW_VALIDITIES as readonly string[]).includes(v.validity))
      problems.push(`${at}.validity ${v.validity} 不在 ${LAW_VALIDITIES.join('、')} 之中`);
    for (const [field, day] of [
      ['publishDate', v.publishDate],
      ['effectiveDate', v.effectiveDate],
    ] as const)
      if (!isRealDay(day)) problems.push(`${at}.${field} ${day} 不是有效日期`);
    if (v.effectiveDate < v.publishDate) problems.push(`${at} 的实施日期早于发布日期`);
    const before = law.versions[i - 1];
    if (before && v.publishDate < before.publishDate) problems.push(`${at} 的发布日期早于上一版本：版本应按时间先后排列`);
    if (i < law.versions.length - 1 && !SUPERSEDED.includes(v.validity))
      problems.push(`${at} 不是最新版本，时效性应为 已被修改 或 失效/已废止`);
    if (v.amendedBy === law.lawId) problems.push(`${at}.amendedBy 不能是文件自身`);
    const numbers = new Set<number>();
    for (const a of v.articles) {
      if (numbers.has(a.no)) problems.push(`${at} 的${a.label ?? articleLabel(a.no)}重复`);
      numbers.add(a.no);
    }
  });
  const latest = law.versions[law.versions.length - 1]!;
  if (law.repealedBy && latest.validity !== '失效/已废止') problems.push('已被废止的文件（repealedBy），其最新版本的时效性应为 失效/已废止');
  return problems;
}

/** The other documents a law line names (its repealer, the amending documents). */
export const lawLinks = (row: Record<string, unknown>): string[] => {
  const law = row as unknown as LawRow;
  return [law.repealedBy, ...(Array.isArray(law.versions) ? law.versions.map((v) => v.amendedBy) : [])].filter(
    (id): id is string => typeof id === 'string',
  );
};

/**
 * Write the versions and articles of a laws file: a line replaces all its versions and articles. Runs in the
 * load's transaction, after the law rows.
 */
export async function loadLawVersions(trx: Db, file: string): Promise<void> {
  let laws: string[] = [];
  let versions: Record<string, unknown>[] = [];
  let articles: Record<string, unknown>[] = [];
  const flush = async () => {
    if (!laws.length) return;
    await sql`delete from law_article where version_id in (select version_id from law_version where law_id = any(${laws}::text[]))`.execute(trx);
    await sql`delete from law_version where law_id = any(${laws}::text[])`.execute(trx);
    await sql`
      insert into law_version (version_id, law_id, seq, label, doc_no, publish_date, effective_date, validity, amended_by, note)
      select version_id, law_id, seq, label, doc_no, publish_date, effective_date, validity, amended_by, note
      from jsonb_to_recordset(${JSON.stringify(versions)}::jsonb)
        as x(version_id text, law_id text, seq integer, label text, doc_no text, publish_date date, effective_date date,
             validity text, amended_by text, note text)
    `.execute(trx);
    if (articles.length)
      await sql`
        insert into law_article (version_id, seq, no, label, chapter, text)
        select version_id, seq, no, label, chapter, text
        from jsonb_to_recordset(${JSON.stringify(articles)}::jsonb)
          as x(version_id text, seq integer, no integer, label text, chapter text, text text)
      `.execute(trx);
    laws = [];
    versions = [];
    articles = [];
  };
  for await (const text of textLines(file)) {
    if (!text.trim()) continue;
    const law = JSON.parse(text) as LawRow;
    laws.push(law.lawId);
    law.versions.forEach((v, seq) => {
      versions.push({
        version_id: v.versionId,
        law_id: law.lawId,
        seq,
        label: v.label,
        doc_no: v.docNo,
        publish_date: v.publishDate,
        effective_date: v.effectiveDate,
        validity: v.validity,
        amended_by: v.amendedBy,
        note: v.note,
      });
      v.articles.forEach((a, i) =>
        articles.push({
          version_id: v.versionId,
          seq: i,
          no: a.no,
          label: a.label ?? articleLabel(a.no),
          chapter: a.chapter,
          text: a.text,
        }),
      );
    });
    if (articles.length >= 3000 || laws.length >= 200) await flush();
  }
  await flush();
}
