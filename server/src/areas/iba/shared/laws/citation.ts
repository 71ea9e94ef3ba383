import { sql } from 'kysely';
import { articleLabel, articleNumberOf, LAW_IN_FORCE, type LawCitation, type LawValidity } from '@esee/contracts';
import type { Db } from '../../../../platform/db/database';
import { articlesOf, latestLink, versionsOf } from './detail';

/**
 * A law's title as people cite it: without 《》, spaces, the 中华人民共和国 prefix; brackets in one width. Shared by
 * the law library's citation check and 智能助手 (a question naming 《证券法》 finds 中华人民共和国证券法).
 */
export const citationKey = (title: string) =>
  title
    .replace(/[《》〈〉<>“”"\s\u3000]/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/^中华人民共和国/, '');

/** A version named after the title: （2018年修正）, (2019修订), （2023版）. */
const VERSION_SUFFIX = /（((?:19|20)\d{2})年?(?:修正|修订|版|[^）]*)）$/;

/**
 * Whether 《title》 (and 第X条) may be cited: the document by its title (with or without 中华人民共和国, a version
 * year in brackets picks that version), its validity, its latest version and, when repealed, its replacement; the
 * article looked up in the cited version. Used by the route and by 智能文档审核 (issue 22, §3.8).
 */
export async function checkCitation(db: Db, cite: { title: string; article?: string }): Promise<LawCitation> {
  const key = citationKey(cite.title);
  const year = VERSION_SUFFIX.exec(key)?.[1];
  const bare = year ? key.replace(VERSION_SUFFIX, '') : key;
  const laws = (
    await sql<{ lawId: string; title: string; repealedBy: string | null }>`
    select law_id as "lawId", title, repealed_by as "repealedBy" from law
  `.execute(db)
  ).rows;
  const law = laws.find((l) => citationKey(l.title) === key) ?? laws.find((l) => citationKey(l.title) === bare);
  const shown = `《${cite.title.replace(/[《》]/g, '').trim()}》`;
  if (!law)
    return {
      found: false,
      validity: null,
      inForce: false,
      currentVersion: null,
      replacement: null,
      articleFound: null,
      message: `法规库中未找到${shown}，请核对标题`,
    };
  const versions = await versionsOf(db, law.lawId);
  const latest = versions[versions.length - 1]!;
  const cited =
    (year &&
      citationKey(law.title) !== key &&
      versions.find((v) => v.label.startsWith(year) || v.publishDate.startsWith(year))) ||
    latest;
  const validity = cited.validity as LawValidity;
  const currentVersion = await latestLink(db, law.lawId);
  const replacement = law.repealedBy ? await latestLink(db, law.repealedBy) : null;

  let articleFound: boolean | null = null;
  let articleText = '';
  if (cite.article?.trim()) {
    const wanted = cite.article.trim();
    const no = articleNumberOf(wanted);
    articleText = no ? articleLabel(no) : wanted;
    articleFound = (await articlesOf(db, cited.versionId)).some((a) => a.label === articleText || a.label === wanted);
  }
  const inForce = LAW_IN_FORCE.includes(validity);
  const title = `《${law.title}》`;
  const which = cited === latest ? '' : `（${cited.label}）`;
  let message: string;
  if (validity === '失效/已废止')
    message = `${title}已失效/已废止${replacement ? `，已被《${replacement.title}》取代` : ''}，不应再作为依据引用`;
  else if (validity === '已被修改')
    message = `${title}${which}已被修改，现行版本为${latest.label}，请按现行条文核对引用`;
  else if (validity === '尚未生效') message = `${title}尚未生效，自${cited.effectiveDate}起施行`;
  else message = `${title}${validity}`;
  if (articleFound === false) message += `；所引${articleText}在该版本中不存在`;
  else if (articleFound && inForce) message += `，${articleText}可以引用`;
  return { found: true, validity, inForce, currentVersion, replacement, articleFound, message };
}
