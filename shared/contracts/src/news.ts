import { Type, type Static } from '@sinclair/typebox';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS, PublicsenNewsSchema } from './publicsen';
import { DaySchema, RowIdSchema } from './request';
import { PageNumFields } from './paging';

/** Where a news item comes from (product-pages §1.12 filter 来源类型). */
export const NEWS_SOURCE_TYPES = ['新闻', '公告', '社交', '监管'] as const;
export type NewsSourceType = (typeof NEWS_SOURCE_TYPES)[number];

/**
 * The source type of an outlet, by its name: exchange and company announcements, social accounts,
 * regulators' and courts' releases; every other outlet (the financial press) is 新闻.
 */
export function newsSourceType(source: string | null | undefined): NewsSourceType {
  const s = source ?? '';
  if (/公告|交易所|巨潮/.test(s)) return '公告';
  if (/微博|微信|公众号|论坛|贴吧|抖音/.test(s)) return '社交';
  if (/监管|证监|银保监|金融监督|市场监督|应急管理|生态环境|法院|人民政府/.test(s)) return '监管';
  return '新闻';
}

/**
 * The categories of the risk-news desk (风险新闻, `danger/*`): the categories that are risk by nature.
 * Negative news of any other category is on the desk too.
 */
export const RISK_NEWS_CATEGORIES = ['监管处罚', '债务违约', '法律诉讼', '安全环保', '产品质量'] as const;

const EntId = Type.String({ minLength: 1, maxLength: 64 });
const NewsId = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Category = Type.Union(NEWS_CATEGORIES.map((c) => Type.Literal(c)));
const Dates = { dateFrom: Type.Optional(DaySchema), dateTo: Type.Optional(DaySchema) };

const RelatedCompanySchema = Type.Object({ entId: Type.String(), entName: Type.String(), relation: Type.String() });

/** `POST /esee/cba/publicsen/listDetail`: the 企业舆情 scope (a company, a group, else all monitored). */
export const NewsListDetailQuerySchema = Type.Object({
  entId: Type.Optional(EntId),
  groupId: Type.Optional(RowIdSchema),
  ...Dates,
  sentiment: Type.Optional(Type.Union(NEWS_SENTIMENTS.map((s) => Type.Literal(s)))),
  category: Type.Optional(Category),
  ...PageNumFields,
});
export type NewsListDetailQuery = Static<typeof NewsListDetailQuerySchema>;

const ReprintSchema = Type.Object({
  newsId: Type.String(),
  title: Type.String(),
  source: Nullable(Type.String()),
  sourceType: Type.String(),
  publishTime: Nullable(Type.String()),
});

/** One story in full: the newest copy, its summary, related companies and every reprint. */
export const NewsArticleSchema = Type.Object({
  ...PublicsenNewsSchema.properties,
  sourceType: Type.String(),
  summary: Nullable(Type.String()),
  related: Type.Array(RelatedCompanySchema),
  reprints: Type.Array(ReprintSchema),
});
export type NewsArticle = Static<typeof NewsArticleSchema>;

export const NewsListDetailSchema = Type.Object({
  total: Type.Integer(),
  rawTotal: Type.Integer(),
  list: Type.Array(NewsArticleSchema),
});

/** Read state filter of the desk. */
export const NEWS_READ_STATES = ['unread', 'read'] as const;

/** `POST /esee/cba/danger/newsList`: risk news of the institution's monitored companies (of one with `entId`). */
export const DangerNewsQuerySchema = Type.Object({
  entId: Type.Optional(EntId),
  category: Type.Optional(Category),
  readState: Type.Optional(Type.Union(NEWS_READ_STATES.map((s) => Type.Literal(s)))),
  ...Dates,
  ...PageNumFields,
});
export type DangerNewsQuery = Static<typeof DangerNewsQuerySchema>;

export const DangerNewsSchema = Type.Object({
  ...PublicsenNewsSchema.properties,
  sourceType: Type.String(),
  read: Type.Boolean(),
});
export type DangerNews = Static<typeof DangerNewsSchema>;

export const DangerNewsListSchema = Type.Object({
  total: Type.Integer(),
  rawTotal: Type.Integer(),
  /** Stories of the filter (read state aside) this user has not read. */
  unread: Type.Integer(),
  list: Type.Array(DangerNewsSchema),
});

/** `GET /esee/cba/danger/news?entId=`: one monitored company's risk-news summary. */
export const DangerCompanySchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  status: Nullable(Type.String()),
  /** Stories (reprints folded) on the desk, and of them unread by this user. */
  total: Type.Integer(),
  unread: Type.Integer(),
  latest: Nullable(Type.String()),
  byCategory: Type.Array(Type.Object({ category: Type.String(), count: Type.Integer() })),
});
export type DangerCompany = Static<typeof DangerCompanySchema>;

/** A related company's risk at a glance, for 风险新闻's article page. */
export const CompanyRiskSummarySchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  relation: Type.String(),
  status: Nullable(Type.String()),
  /** Monitored by someone of the user's institution. */
  monitored: Type.Boolean(),
  /** Records of the entSearch risk checklist, by label, only the kinds it has. */
  risks: Type.Array(Type.Object({ label: Type.String(), count: Type.Integer() })),
  /** Negative news (copies counted) of the last NEW_RISK_DAYS days. */
  negativeNews: Type.Integer(),
});
export type CompanyRiskSummary = Static<typeof CompanyRiskSummarySchema>;

/** `GET /esee/cba/danger/newsInfo?newsId=`. */
export const DangerNewsInfoSchema = Type.Object({
  newsId: Type.String(),
  entId: Type.String(),
  entName: Type.String(),
  title: Type.String(),
  source: Nullable(Type.String()),
  sourceType: Type.String(),
  publishTime: Nullable(Type.String()),
  sentiment: Nullable(Type.String()),
  category: Nullable(Type.String()),
  summary: Nullable(Type.String()),
  /** The body, paragraphs separated by a blank line (null when the source gave none). */
  content: Nullable(Type.String()),
  read: Type.Boolean(),
  related: Type.Array(CompanyRiskSummarySchema),
  reprints: Type.Array(ReprintSchema),
});
export type DangerNewsInfo = Static<typeof DangerNewsInfoSchema>;

/** `POST /esee/cba/danger/read`: mark stories read (or unread again) for this user. */
export const DangerReadBodySchema = Type.Object({
  newsIds: Type.Array(NewsId, { minItems: 1, maxItems: 50, uniqueItems: true }),
  read: Type.Boolean(),
});
export const DangerReadSchema = Type.Object({ updated: Type.Integer() });
