import { Type, type Static } from '@sinclair/typebox';
import { DaySchema, RowIdSchema } from './request';
import { PageNumFields } from './paging';

/** The CBA 企业舆情 page's permission key (spec 1 §2, menu entry). */
export const PUBLICSEN_PERMISSION = 'app:cba:risk:publicsen';

export const NEWS_SENTIMENTS = ['正面', '中性', '负面'] as const;
/** News categories (product-pages §1.12 [I]); the `news` record kind's `category` column. */
export const NEWS_CATEGORIES = [
  '经营',
  '财务',
  '管理层变动',
  '法律诉讼',
  '监管处罚',
  '安全环保',
  '债务违约',
  '股权变动',
  '产品质量',
] as const;
/** Reprints of one title count as one item when published within this many days of each other. */
export const REPRINT_WINDOW_DAYS = 7;
/** Weeks the negative-news trend covers. */
export const TREND_WEEKS = 12;

const EntId = Type.String({ minLength: 1, maxLength: 64 });
const Sentiment = Type.Union(NEWS_SENTIMENTS.map((s) => Type.Literal(s)));
const Category = Type.Union(NEWS_CATEGORIES.map((c) => Type.Literal(c)));

/** Whose news: one company (`entId`), else the user's monitored companies (of one group with `groupId`). */
const Scope = {
  entId: Type.Optional(EntId),
  groupId: Type.Optional(RowIdSchema),
  dateFrom: Type.Optional(DaySchema),
  dateTo: Type.Optional(DaySchema),
};

/** `POST /esee/cba/publicsen/list`. */
export const PublicsenListQuerySchema = Type.Object({
  ...Scope,
  sentiment: Type.Optional(Sentiment),
  category: Type.Optional(Category),
  ...PageNumFields,
});
export type PublicsenListQuery = Static<typeof PublicsenListQuerySchema>;

/** `POST /esee/cba/publicsen/trend`: the same scope, without sentiment (the trend is of negative news). */
export const PublicsenTrendQuerySchema = Type.Object({ ...Scope, category: Type.Optional(Category) });

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** What a list item and an article say of a story alike. */
const newsFields = {
  newsId: Type.String(),
  entId: Type.String(),
  entName: Type.String(),
  title: Type.String(),
  source: Nullable(Type.String()),
  publishTime: Nullable(Type.String()),
  sentiment: Nullable(Type.String()),
  category: Nullable(Type.String()),
};

export const PublicsenNewsSchema = Type.Object({
  ...newsFields,
  /** Items of the same normalised title within the reprint window, this one included. */
  similar: Type.Integer(),
});
export type PublicsenNews = Static<typeof PublicsenNewsSchema>;

export const PublicsenListSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(PublicsenNewsSchema),
  /** Items before reprints were folded together. */
  rawTotal: Type.Integer(),
});

export const PublicsenTrendSchema = Type.Array(
  Type.Object({ week: Type.String({ description: 'Monday of the week, YYYY-MM-DD' }), negative: Type.Integer() }),
);
export type PublicsenTrend = Static<typeof PublicsenTrendSchema>;

export const PublicsenDetailSchema = Type.Object({
  ...newsFields,
  tags: Nullable(Type.String()),
  summary: Nullable(Type.String()),
  /** The article's body, paragraphs separated by a blank line (null: the source gave none; the page shows the summary). */
  content: Nullable(Type.String()),
  related: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String(), relation: Type.String() })),
  reprints: Type.Array(
    Type.Object({ newsId: Type.String(), source: Nullable(Type.String()), publishTime: Nullable(Type.String()) }),
  ),
});
export type PublicsenDetail = Static<typeof PublicsenDetailSchema>;

/** An article body's paragraphs: the blocks between blank lines, trimmed, empty ones dropped. */
export function newsParagraphs(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A title as reprints share it: full-width forms folded (NFKC), case folded, and bracketed source
 * marks (【转载】, [来源]), spaces and punctuation dropped.
 */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/【[^】]*】|\[[^\]]*\]/g, '')
    .replace(/[\s\p{P}\p{S}]/gu, '');
}
