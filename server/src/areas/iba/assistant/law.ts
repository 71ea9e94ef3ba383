import { sql } from 'kysely';
import { articleNumberOf, LAW_IN_FORCE, type LawValidity, chinaDay } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { citationKey } from '../shared/laws/citation';
import type { Source } from './sources';

/** An article of a document's latest version, with its character pairs for matching. */
interface Article {
  versionId: string;
  title: string;
  validity: LawValidity;
  no: number;
  label: string;
  text: string;
  pairs: Set<string>;
}

interface Corpus {
  articles: Article[];
  /** In how many articles each character pair occurs. */
  df: Map<string, number>;
  asOf: string;
  at: number;
}

/** The corpus is read again after this long (a data set may have brought new documents). */
const CORPUS_TTL_MS = 60_000;
let cached: { db: Db; corpus: Corpus } | null = null;

/** Words that ask rather than say what: removed from a question before matching. */
const ASKING =
  /请问|什么|哪些|哪个|怎么|怎样|如何|多少|多久|多长时间|多长|几年|是否|能否|可以|需要|应当|应该|有关|关于|规定|要求|方面|问题|一下|目前|现在|我们|的|了|吗|呢|是|有|在|对|和|与|及|中|等|为|被|请/g;

/** Distinct character pairs of the runs of letters and digits (Chinese has no spaces between words). */
export function pairsOf(text: string): string[] {
  const out = new Set<string>();
  for (const run of text.toLowerCase().match(/[\u4e00-\u9fa5a-z0-9]+/g) ?? [])
    for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  return [...out];
}

async function corpusOf(db: Db, now: number): Promise<Corpus> {
  if (cached?.db === db && now - cached.corpus.at < CORPUS_TTL_MS) return cached.corpus;
  const [rows, loaded] = await Promise.all([
    sql<Omit<Article, 'pairs'>>`
      select v.version_id as "versionId", l.title, v.validity, a.no, a.label, a.text
      from law_version v join law l on l.law_id = v.law_id join law_article a on a.version_id = v.version_id
      where v.seq = (select max(x.seq) from law_version x where x.law_id = v.law_id)
      order by l.title, a.seq
    `.execute(db),
    db
      .selectFrom('data_load')
      .select((eb) => eb.fn.max('loaded_at').as('at'))
      .executeTakeFirst(),
  ]);
  const df = new Map<string, number>();
  const articles = rows.rows.map((r) => {
    const pairs = new Set(pairsOf(`${r.title} ${r.text}`));
    for (const p of pairs) df.set(p, (df.get(p) ?? 0) + 1);
    return { ...r, pairs };
  });
  const corpus = { articles, df, asOf: chinaDay(loaded?.at ?? new Date(now)), at: now };
  cached = { db, corpus };
  return corpus;
}

/** Whether a question is about rules: a 《title》, an article, or words of regulation. */
export const asksRules = (question: string) =>
  /《|第[零一二三四五六七八九十百千\d]+条|法|条例|办法|规定|规则|指引|监管|合规/.test(question);

const MIN_COVERAGE = 0.5;
const MIN_PAIRS = 2;
const MAX_ARTICLES = 3;

/**
 * Articles that answer a question, at most three: an article cited as 《标题》第X条 exactly; otherwise the articles
 * of the latest versions (of the cited document, when one is named) sharing the most of the question's character
 * pairs, weighted by rarity, when they share at least half of its weight. Documents not in force weigh less.
 */
async function articlesFor(db: Db, question: string, now: number): Promise<{ articles: Article[]; asOf: string }> {
  const corpus = await corpusOf(db, now);
  const named = /《([^》]{2,80})》/.exec(question)?.[1];
  let pool = corpus.articles;
  if (named) {
    const key = citationKey(named);
    const same = pool.filter((a) => citationKey(a.title) === key);
    if (same.length) {
      pool = same;
      const no = articleNumberOf(/第([零一二三四五六七八九十百千\d]+)条/.exec(question)?.[1] ?? '');
      const exact = no ? same.find((a) => a.no === no) : undefined;
      if (exact) return { articles: [exact], asOf: corpus.asOf };
    }
  }
  const asked = pairsOf(question.replace(/《[^》]*》/g, named ? ' ' : '$&').replace(ASKING, ' '));
  if (!asked.length) return { articles: [], asOf: corpus.asOf };
  const n = corpus.articles.length;
  const weight = (p: string) => Math.log(1 + n / (corpus.df.get(p) || 1));
  const total = asked.reduce((sum, p) => sum + weight(p), 0);
  const scored = pool
    .map((a) => {
      const shared = asked.filter((p) => a.pairs.has(p));
      const score = shared.reduce((sum, p) => sum + weight(p), 0);
      const inForce = LAW_IN_FORCE.includes(a.validity);
      return { a, shared: shared.length, coverage: score / total, rank: score * (inForce ? 1 : 0.6) };
    })
    .filter((s) => (named && pool !== corpus.articles) || (s.shared >= MIN_PAIRS && s.coverage >= MIN_COVERAGE))
    .sort((x, y) => y.rank - x.rank);
  const best = scored[0]?.rank ?? 0;
  return {
    articles: scored
      .filter((s) => s.rank > 0 && s.rank >= best * 0.75)
      .slice(0, MAX_ARTICLES)
      .map((s) => s.a),
    asOf: corpus.asOf,
  };
}

/** What a citation of a document not in force warns (the latest version is cited, so never 已被修改). */
const CAUTION: Partial<Record<LawValidity, string>> = {
  '失效/已废止': '已失效/已废止，不应再作为依据引用，请查阅替代文件',
  尚未生效: '尚未生效，施行前不应作为现行依据',
  已被修改: '已被修改，请按现行版本核对',
};

/** The law's detail page (IBA 法律法规库). */
const LAW_DETAIL_PATH = '/investment/watch/law/detail';

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The law library's sources for a question: each article cited as 《标题》第X条 with its validity (and a caution
 * when the document is not in force), linking to the article on the law's detail page.
 */
export async function lawSources(db: Db, question: string, now: number): Promise<Source[]> {
  const { articles, asOf } = await articlesFor(db, question, now);
  return articles.map((a) => {
    const cite = `《${a.title}》${a.label}`;
    const caution = LAW_IN_FORCE.includes(a.validity) ? '' : `（注意：该文件${CAUTION[a.validity] ?? a.validity}）`;
    return {
      kind: 'law' as const,
      title: cite,
      detail: `${a.validity}：${clip(a.text)}`,
      link: `${LAW_DETAIL_PATH}?id=${encodeURIComponent(a.versionId)}#law-article-${a.no}`,
      asOf,
      sentence: `${cite}（${a.validity}）规定：“${clip(a.text, 400)}”${caution}`,
    };
  });
}
