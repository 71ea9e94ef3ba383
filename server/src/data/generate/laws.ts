import type { LawRow } from '../format';
import { LAW_CATALOG } from './lawCatalog';

/** One version as the catalog writes it: its articles as text, one a line (see `articlesOf`). */
export interface CatalogVersion {
  label: string;
  docNo: string | null;
  publish: string;
  effective: string;
  /** The document that amended this version into the next one (a 决定), when there is one. */
  amendedBy?: string;
  note?: string;
  articles: string;
}

export interface CatalogDoc {
  id: string;
  title: string;
  level: LawRow['level'];
  issuer: string;
  topics: string[];
  /** The latest version's validity; earlier versions read 已被修改 (or 失效/已废止 when repealed). */
  validity: string;
  repealedBy?: string;
  versions: CatalogVersion[];
}

/**
 * The articles of a version from its text: `# 第一章 总则` starts a chapter; `12|text` is 第十二条; `1.1|text`
 * is an article numbered its own way (the exchanges' rules), counted in order.
 */
export function articlesOf(text: string): LawRow['versions'][number]['articles'] {
  const articles: LawRow['versions'][number]['articles'] = [];
  let chapter: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      chapter = line.slice(1).trim();
      continue;
    }
    const bar = line.indexOf('|');
    if (bar < 0) throw new Error(`法规目录的条文缺少编号：${line}`);
    const mark = line.slice(0, bar);
    const body = line.slice(bar + 1).trim();
    if (/^\d+$/.test(mark)) articles.push({ no: Number(mark), chapter, text: body });
    else articles.push({ no: Math.max(0, ...articles.map((x) => x.no)) + 1, label: mark, chapter, text: body });
  }
  return articles;
}

/**
 * The laws of the data set: real documents of the securities market by their real titles, issuers, 文号 and days,
 * with their key articles (laws are not protected by copyright in China, 著作权法 art. 5). Fixed definitions,
 * the same for every seed. A document whose days lie ahead of `today` reads 尚未生效.
 */
export function planLaws(today: string): LawRow[] {
  return LAW_CATALOG.map((doc) => {
    const last = doc.versions.length - 1;
    return {
      lawId: doc.id,
      title: doc.title,
      level: doc.level,
      issuer: doc.issuer,
      topics: doc.topics,
      repealedBy: doc.repealedBy ?? null,
      versions: doc.versions.map((v, i) => ({
        versionId: `${doc.id}-${v.publish.slice(0, 4)}${doc.versions.filter((o) => o.publish.slice(0, 4) === v.publish.slice(0, 4)).length > 1 ? `-${i + 1}` : ''}`,
        label: v.label,
        docNo: v.docNo,
        publishDate: v.publish,
        effectiveDate: v.effective,
        validity:
          i < last ? (doc.repealedBy ? '失效/已废止' : '已被修改') : v.effective > today && doc.validity === '现行有效' ? '尚未生效' : doc.validity,
        amendedBy: v.amendedBy ?? null,
        note: v.note ?? null,
        articles: articlesOf(v.articles),
      })),
    };
  });
}
