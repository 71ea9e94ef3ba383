import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DaySchema } from './request';
import { PageNoFields } from './paging';

/**
 * IBA 法律法规库 (spec 1 §2 `/investment/watch/law`, product pages §3.7): laws, regulations and rules of the
 * securities market by 效力级别, 时效性, issuing body, dates and topic; full-text search with AND/OR and
 * highlights; article-level detail, version history and citation checks (used by 智能文档审核, §3.8).
 */

/** The menu entry's permission key, checked by the server on every call. */
export const LAW_PERMISSION = 'app:iba:supervision:law';

/** 效力级别, highest first (北大法宝's levels). */
export const LAW_LEVELS = [
  '宪法',
  '法律',
  '行政法规',
  '司法解释',
  '部门规章',
  '地方性法规',
  '地方政府规章',
  '规范性文件',
  '行业/团体规范',
] as const;
export type LawLevel = (typeof LAW_LEVELS)[number];

/** 时效性. A version replaced by a later one reads 已被修改; a document repealed whole reads 失效/已废止. */
export const LAW_VALIDITIES = ['现行有效', '已被修改', '部分失效', '失效/已废止', '尚未生效'] as const;
export type LawValidity = (typeof LAW_VALIDITIES)[number];
/** Validities under which a document can be cited as in force. */
export const LAW_IN_FORCE: readonly LawValidity[] = ['现行有效', '部分失效'];

/** Topics of the investment bank's work. */
export const LAW_TOPICS = ['IPO', '再融资', '并购重组', '债券', '信披', '反洗钱', '公司治理', '中介机构'] as const;
export type LawTopic = (typeof LAW_TOPICS)[number];

/** The longest search text; terms beyond `LAW_MAX_TERMS` are ignored. */
export const LAW_QUERY_MAX = 100;
export const LAW_MAX_TERMS = 8;

/**
 * A search text as OR-groups of AND-terms: a space (half or full width) is AND, `|` (or ｜) and the word OR
 * are OR, so `保荐 持续督导 | 承销` finds documents with both 保荐 and 持续督导, or with 承销. Chinese has no
 * spaces between words, so a term matches anywhere (a substring), case-insensitively; full-width letters and
 * digits match their half-width forms.
 */
export function parseLawQuery(text: string): string[][] {
  const halfWidth = text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const groups = halfWidth
    .split(/\||\s+OR\s+/)
    .map((g) =>
      g
        .split(/[\s\u3000]+/)
        .map((t) => t.trim().toLowerCase())
        .filter((t) => t && t !== 'and'),
    )
    .filter((g) => g.length);
  let left = LAW_MAX_TERMS;
  return groups
    .map((g) => {
      const kept = [...new Set(g)].slice(0, Math.max(0, left));
      left -= kept.length;
      return kept;
    })
    .filter((g) => g.length);
}

/** A highlighted span of a text: [start, end) in UTF-16 units. */
export type HighlightRange = [number, number];

/** Where the terms occur in a text, merged and in order (what the page marks). */
export function lawHighlights(text: string, terms: readonly string[]): HighlightRange[] {
  const lower = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length))
      ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: HighlightRange[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

const digits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** 1 → 一, 10 → 十, 21 → 二十一, 105 → 一百零五, 230 → 二百三十 (article numbers, up to 9999). */
export function chineseNumber(n: number): string {
  if (n < 10) return digits[n]!;
  if (n < 20) return `十${n % 10 ? digits[n % 10] : ''}`;
  const units: [number, string][] = [
    [1000, '千'],
    [100, '百'],
    [10, '十'],
  ];
  let out = '';
  let rest = n;
  let zero = false;
  for (const [value, unit] of units) {
    const d = Math.floor(rest / value);
    rest %= value;
    if (d) {
      if (zero) out += '零';
      out += digits[d] + unit;
      zero = false;
    } else if (out) zero = true;
  }
  if (rest) out += (zero ? '零' : '') + digits[rest];
  return out;
}

/** 第十条, 第10条, 10 → 10; null when it is not an article number. */
export function articleNumberOf(text: string): number | null {
  const t = text.trim().replace(/^第/, '').replace(/条$/, '');
  if (/^\d{1,4}$/.test(t)) return Number(t);
  if (!/^[零一二三四五六七八九十百千]+$/.test(t)) return null;
  let total = 0;
  let digit = 0;
  for (const c of t) {
    const d = digits.indexOf(c);
    if (d >= 0) digit = d;
    else {
      const unit = c === '十' ? 10 : c === '百' ? 100 : 1000;
      total += (digit || 1) * unit;
      digit = 0;
    }
  }
  return total + digit || null;
}

/** 第X条 of an article number. */
export const articleLabel = (n: number) => `第${chineseNumber(n)}条`;

const Level = Type.Union(LAW_LEVELS.map((l) => Type.Literal(l)));
const Validity = Type.Union(LAW_VALIDITIES.map((v) => Type.Literal(v)));
const Topic = Type.Union(LAW_TOPICS.map((t) => Type.Literal(t)));
/** Ids of the library: public reference data. */
export const LawIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** `POST /esee/watch/law/list`: filters, search text and page. */
export const LawListQuerySchema = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: LAW_QUERY_MAX })),
    /** `title`: titles only; `all` (default): titles and articles. */
    scope: Type.Optional(Type.Union([Type.Literal('title'), Type.Literal('all')])),
    levels: Type.Optional(Type.Array(Level, { maxItems: LAW_LEVELS.length })),
    validities: Type.Optional(Type.Array(Validity, { maxItems: LAW_VALIDITIES.length })),
    topics: Type.Optional(Type.Array(Topic, { maxItems: LAW_TOPICS.length })),
    issuer: Type.Optional(Type.String({ maxLength: 50 })),
    publishFrom: Type.Optional(DaySchema),
    publishTo: Type.Optional(DaySchema),
    effectiveFrom: Type.Optional(DaySchema),
    effectiveTo: Type.Optional(DaySchema),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type LawListQuery = Static<typeof LawListQuerySchema>;

const Range = Type.Tuple([Type.Integer(), Type.Integer()]);

/** A version of a document as the list shows it. */
export const LawSummarySchema = Type.Object({
  versionId: Type.String(),
  lawId: Type.String(),
  title: Type.String(),
  /** 2019年修订 …; the first version reads 制定 or its own label. */
  versionLabel: Type.String(),
  /** Whether this is the document's latest version. */
  latest: Type.Boolean(),
  level: Type.String(),
  validity: Type.String(),
  issuer: Type.String(),
  docNo: Nullable(Type.String()),
  publishDate: Type.String(),
  effectiveDate: Type.String(),
  topics: Type.Array(Type.String()),
  articleCount: Type.Integer(),
  titleHighlights: Type.Array(Range),
  /** Up to three matching articles, each a window of its text around the first hit. */
  snippets: Type.Array(Type.Object({ label: Type.String(), text: Type.String(), highlights: Type.Array(Range) })),
  /** How many articles match (0 without a search, or a match in the title only). */
  matchedArticles: Type.Integer(),
});
export type LawSummary = Static<typeof LawSummarySchema>;
export const LawPageSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(LawSummarySchema),
  /** The search as understood: OR-groups of AND-terms. */
  query: Type.Array(Type.Array(Type.String())),
});
export type LawPage = Static<typeof LawPageSchema>;

const Count = Type.Object({ value: Type.String(), count: Type.Integer() });
/** `GET /esee/watch/law/searchParam`: the filters' choices with their counts (latest versions). */
export const LawSearchParamSchema = Type.Object({
  levels: Type.Array(Count),
  validities: Type.Array(Count),
  issuers: Type.Array(Count),
  topics: Type.Array(Count),
});
export type LawSearchParam = Static<typeof LawSearchParamSchema>;

/** A link to another document (its latest version). */
export const LawLinkSchema = Type.Object({
  lawId: Type.String(),
  versionId: Type.String(),
  title: Type.String(),
  validity: Type.String(),
});
export type LawLink = Static<typeof LawLinkSchema>;

export const LawArticleSchema = Type.Object({
  no: Type.Integer(),
  label: Type.String(),
  chapter: Nullable(Type.String()),
  text: Type.String(),
});
export type LawArticle = Static<typeof LawArticleSchema>;

export const LawVersionBriefSchema = Type.Object({
  versionId: Type.String(),
  label: Type.String(),
  docNo: Nullable(Type.String()),
  publishDate: Type.String(),
  effectiveDate: Type.String(),
  validity: Type.String(),
  amendedBy: Nullable(LawLinkSchema),
  note: Nullable(Type.String()),
});
export type LawVersionBrief = Static<typeof LawVersionBriefSchema>;

/** `GET /esee/watch/law/detail?versionId=` (or `lawId=`: the latest version). */
export const LawDetailSchema = Type.Object({
  ...LawSummarySchema.properties,
  articles: Type.Array(LawArticleSchema),
  /** The chapters in order (empty for a document without chapters). */
  chapters: Type.Array(Type.String()),
  versions: Type.Array(LawVersionBriefSchema),
  /** The document that repealed this one, or the version that replaced this version. */
  replacedBy: Nullable(LawLinkSchema),
  /** The document that amended this version into the next (a 决定 of the 全国人大常委会, say). */
  amendedBy: Nullable(LawLinkSchema),
  /** What a reader should know when this is not 现行有效; null when it is. */
  warning: Nullable(Type.String()),
  note: Nullable(Type.String()),
});
export type LawDetail = Static<typeof LawDetailSchema>;

export const LawDetailQuerySchema = Type.Object(
  { versionId: Type.Optional(LawIdSchema), lawId: Type.Optional(LawIdSchema) },
  { additionalProperties: false },
);

/** `GET /esee/watch/law/versions?lawId=&fromVersionId=&toVersionId=`: the versions and the changed articles. */
export const LawVersionsQuerySchema = Type.Object(
  {
    lawId: LawIdSchema,
    fromVersionId: Type.Optional(LawIdSchema),
    toVersionId: Type.Optional(LawIdSchema),
  },
  { additionalProperties: false },
);
export const LawChangeSchema = Type.Object({
  kind: Type.Union([Type.Literal('changed'), Type.Literal('added'), Type.Literal('removed')]),
  old: Nullable(Type.Object({ label: Type.String(), text: Type.String(), ranges: Type.Array(Range) })),
  new: Nullable(Type.Object({ label: Type.String(), text: Type.String(), ranges: Type.Array(Range) })),
});
export type LawChange = Static<typeof LawChangeSchema>;
export const LawVersionsSchema = Type.Object({
  lawId: Type.String(),
  title: Type.String(),
  versions: Type.Array(LawVersionBriefSchema),
  /** The compared versions (null when the document has one version). */
  fromVersionId: Nullable(Type.String()),
  toVersionId: Nullable(Type.String()),
  /** Changed, added and removed articles, in the newer version's order; ranges mark the changed text. */
  changes: Type.Array(LawChangeSchema),
  unchanged: Type.Integer(),
});
export type LawVersions = Static<typeof LawVersionsSchema>;

/** `POST /esee/watch/law/citation`: is 《title》(第X条) citable? */
export const LawCitationQuerySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    article: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type LawCitationQuery = Static<typeof LawCitationQuerySchema>;
export const LawCitationSchema = Type.Object({
  found: Type.Boolean(),
  /** The cited version's validity (null when not found). */
  validity: Nullable(Type.String()),
  inForce: Type.Boolean(),
  /** The document's latest version, as it should be cited. */
  currentVersion: Nullable(LawLinkSchema),
  /** A repealed document's replacement. */
  replacement: Nullable(LawLinkSchema),
  /** Whether the cited article exists (null without an article). */
  articleFound: Nullable(Type.Boolean()),
  message: Type.String(),
});
export type LawCitation = Static<typeof LawCitationSchema>;
