import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';
import { DaySchema } from './request';
import { PageNumFields } from './paging';

/**
 * IBA 研报 (spec 1 §2 `/investment/researchReport` with broker, iconSearch, analyst; product pages §3.9): sell-side
 * research reports by type, broker, analyst, industry, stock, date, rating and rating change; the consensus per
 * stock, the brokers' coverage and the analysts' ranking. Opened per institution by the switch isResearchOpen
 * (spec 1 §3) and per user by the keys below.
 */

/** The group key; each page has its own leaf. */
export const RESEARCH_PERMISSION = 'app:iba:research';
export const RESEARCH_RIGHTS = {
  report: 'app:iba:research:report',
  consensus: 'app:iba:research:consensus',
  broker: 'app:iba:research:broker',
  analyst: 'app:iba:research:analyst',
} as const;

/**
 * The feature switch that opens research for an institution: off, every key under `right` is closed for its
 * members (menu entries gone, calls refused with `message`), whatever their roles hold.
 */
export const RESEARCH_SWITCH = {
  param: 'isResearchOpen',
  right: RESEARCH_PERMISSION,
  message: '本机构未开通研报功能，请联系平台管理员开通',
} as const;

export const RESEARCH_TYPES = ['个股', '行业', '策略', '宏观', '晨报'] as const;
export type ResearchType = (typeof RESEARCH_TYPES)[number];

/** The rating scale, best first. */
export const RESEARCH_RATINGS = ['买入', '增持', '中性', '减持', '卖出'] as const;
export type ResearchRating = (typeof RESEARCH_RATINGS)[number];

export const RATING_CHANGES = ['上调', '下调', '维持', '首次'] as const;
export type RatingChange = (typeof RATING_CHANGES)[number];

/** The change a rating makes after the same broker's previous one on the same subject (null: none before). */
export function ratingChangeOf(previous: string | null, rating: string): RatingChange {
  if (previous === null) return '首次';
  const before = RESEARCH_RATINGS.indexOf(previous as ResearchRating);
  const now = RESEARCH_RATINGS.indexOf(rating as ResearchRating);
  return now === before ? '维持' : now < before ? '上调' : '下调';
}

/** SAC 证券投资咨询执业登记编号: S and 13 digits. */
export const SAC_NO_PATTERN = '^S\\d{13}$';

const Short = (max: number) => Type.String({ minLength: 1, maxLength: max });
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(t: T) =>
  Type.Union([t, Type.Null()]);

/** `POST /esee/researchReport/list`: every filter optional, newest first. */
export const ResearchListQuerySchema = Type.Object(
  {
    type: Type.Optional(Type.Union(RESEARCH_TYPES.map((t) => Type.Literal(t)))),
    broker: Type.Optional(Short(30)),
    /** An analyst, by SAC number. */
    sacNo: Type.Optional(Type.String({ pattern: SAC_NO_PATTERN, maxLength: 14 })),
    /** A GB/T 4754 section letter or class code: the report's industry starts with it. */
    industryCode: Type.Optional(Type.String({ pattern: '^[A-T]\\d{0,4}$', maxLength: 5 })),
    stockCode: Type.Optional(Type.String({ pattern: '^[0-9A-Z.]{1,12}$', maxLength: 12 })),
    dateFrom: Type.Optional(DaySchema),
    dateTo: Type.Optional(DaySchema),
    rating: Type.Optional(Type.Union(RESEARCH_RATINGS.map((r) => Type.Literal(r)))),
    ratingChange: Type.Optional(Type.Union(RATING_CHANGES.map((r) => Type.Literal(r)))),
    /** In the title or the abstract. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    ...PageNumFields,
  },
  { additionalProperties: false },
);
export type ResearchListQuery = Static<typeof ResearchListQuerySchema>;

export const ResearchAuthorSchema = Type.Object({ name: Type.String(), sacNo: Type.String() });
export type ResearchAuthor = Static<typeof ResearchAuthorSchema>;

export const ResearchForecastSchema = Type.Object({
  year: Type.Integer(),
  /** 元 per share */
  eps: Yuan('预测每股收益'),
  /** price / eps on the publication day */
  pe: Nullable(Type.Number()),
});
export type ResearchForecast = Static<typeof ResearchForecastSchema>;

export const ResearchReportSchema = Type.Object({
  reportId: Type.String(),
  type: Type.String(),
  title: Type.String(),
  broker: Type.String(),
  authors: Type.Array(ResearchAuthorSchema),
  publishDate: Type.String(),
  entId: Nullable(Type.String()),
  stockCode: Nullable(Type.String()),
  stockName: Nullable(Type.String()),
  industryCode: Nullable(Type.String()),
  industryName: Nullable(Type.String()),
  rating: Nullable(Type.String()),
  previousRating: Nullable(Type.String()),
  ratingChange: Nullable(Type.String()),
  /** The close on the publication day, 元 */
  price: NullableYuan('发布日收盘价', '报告未载明'),
  targetPrice: NullableYuan('目标价', '报告未给出'),
  forecasts: Type.Array(ResearchForecastSchema),
  abstract: Type.String(),
  pages: Type.Union([Type.Integer(), Type.Null()]),
});
export type ResearchReport = Static<typeof ResearchReportSchema>;

export const ResearchListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ResearchReportSchema) });
export type ResearchList = Static<typeof ResearchListSchema>;

/** `GET /esee/researchReport/detail?reportId`. */
export const ResearchDetailQuerySchema = Type.Object(
  { reportId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** `GET /esee/researchReport/searchParam`: the filters' choices. */
export const ResearchSearchParamSchema = Type.Object({
  types: Type.Array(Type.String()),
  ratings: Type.Array(Type.String()),
  ratingChanges: Type.Array(Type.String()),
  brokers: Type.Array(Type.String()),
  industries: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  analysts: Type.Array(Type.Object({ sacNo: Type.String(), name: Type.String(), broker: Type.String() })),
});
export type ResearchSearchParam = Static<typeof ResearchSearchParamSchema>;

/** `GET /esee/researchReport/stocks?keyword`: covered stocks by code or name, for the pickers. */
export const ResearchStocksQuerySchema = Type.Object(
  { keyword: Type.Optional(Type.String({ maxLength: 30 })) },
  { additionalProperties: false },
);
export const ResearchStockSchema = Type.Object({
  stockCode: Type.String(),
  stockName: Type.String(),
  industryName: Nullable(Type.String()),
  reportCount: Type.Integer(),
});
export type ResearchStock = Static<typeof ResearchStockSchema>;

/** `GET /esee/researchReport/consensus?stockCode`. */
export const ResearchConsensusQuerySchema = Type.Object(
  { stockCode: Type.String({ pattern: '^[0-9A-Z.]{1,12}$', maxLength: 12 }) },
  { additionalProperties: false },
);
export const ResearchConsensusSchema = Type.Object({
  stockCode: Type.String(),
  stockName: Type.String(),
  entId: Nullable(Type.String()),
  industryName: Nullable(Type.String()),
  /** The window: reports published on or after `since` (six months before today). */
  since: Type.String(),
  /** The latest close the reports state, and its day. */
  latestPrice: NullableYuan('最新收盘价', '窗口内无报告载明'),
  latestPriceDate: Nullable(Type.String()),
  brokerCount: Type.Integer(),
  /** Each broker's latest rating, counted, in the scale's order (zero counts included). */
  ratings: Type.Array(Type.Object({ rating: Type.String(), count: Type.Integer() })),
  medianTarget: NullableYuan('目标价中位数', '窗口内无目标价'),
  /** medianTarget / latestPrice − 1 */
  upside: Nullable(Type.Number()),
  eps: Type.Array(
    Type.Object({
      year: Type.Integer(),
      median: Yuan('预测每股收益中位数'),
      min: Yuan('预测每股收益最低值'),
      max: Yuan('预测每股收益最高值'),
      count: Type.Integer(),
      /** latestPrice / median */
      pe: Nullable(Type.Number()),
    }),
  ),
  /** Each covering broker's latest report in the window, the newest first. */
  coverage: Type.Array(ResearchReportSchema),
});
export type ResearchConsensus = Static<typeof ResearchConsensusSchema>;

const RatingMix = Type.Array(Type.Object({ rating: Type.String(), count: Type.Integer() }));

export const ResearchBrokerSchema = Type.Object({
  broker: Type.String(),
  reportCount: Type.Integer(),
  /** Stocks with a report in the last 12 months. */
  stockCount: Type.Integer(),
  industryCount: Type.Integer(),
  analystCount: Type.Integer(),
  latestDate: Nullable(Type.String()),
  /** The ratings of its stock reports of the last 12 months. */
  ratingMix: RatingMix,
});
export type ResearchBroker = Static<typeof ResearchBrokerSchema>;

/** `GET /esee/researchReport/brokers`: every broker, the most reports first. */
export const ResearchBrokersSchema = Type.Array(ResearchBrokerSchema);

/** `GET /esee/researchReport/broker?broker`: one broker's view. */
export const ResearchBrokerQuerySchema = Type.Object({ broker: Short(30) }, { additionalProperties: false });
export const ResearchBrokerViewSchema = Type.Object({
  summary: ResearchBrokerSchema,
  byType: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() })),
  /** Reports per month, the last 12 months, oldest first. */
  byMonth: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() })),
  /** Its covered stocks (last 12 months): its latest report on each. */
  coverage: Type.Array(
    Type.Object({
      stockCode: Type.String(),
      stockName: Type.String(),
      industryName: Nullable(Type.String()),
      reportCount: Type.Integer(),
      publishDate: Type.String(),
      rating: Nullable(Type.String()),
      ratingChange: Nullable(Type.String()),
      targetPrice: NullableYuan('目标价', '报告未给出'),
      reportId: Type.String(),
    }),
  ),
});
export type ResearchBrokerView = Static<typeof ResearchBrokerViewSchema>;

export const ANALYST_SORTS = ['reports', 'hitRate', 'avgReturn'] as const;
export type AnalystSort = (typeof ANALYST_SORTS)[number];

/** `POST /esee/researchReport/analysts`: the analysts' ranking. */
export const ResearchAnalystsQuerySchema = Type.Object(
  {
    sort: Type.Optional(Type.Union(ANALYST_SORTS.map((s) => Type.Literal(s)))),
    broker: Type.Optional(Short(30)),
    keyword: Type.Optional(Type.String({ maxLength: 30 })),
    ...PageNumFields,
  },
  { additionalProperties: false },
);
export type ResearchAnalystsQuery = Static<typeof ResearchAnalystsQuerySchema>;

export const ResearchAnalystSchema = Type.Object({
  rank: Type.Integer(),
  sacNo: Type.String(),
  name: Type.String(),
  broker: Type.String(),
  reportCount: Type.Integer(),
  stockCount: Type.Integer(),
  /** Rated stock reports whose stock has a stated close 150–210 days later. */
  evaluated: Type.Integer(),
  /** Of those, how many the rating called right (see the module README). */
  hits: Type.Integer(),
  hitRate: Nullable(Type.Number()),
  /** Mean return six months on, signed by the rating's direction (买入/增持 +, 减持/卖出 −; 中性 left out). */
  avgReturn: Nullable(Type.Number()),
  /** Share of evaluated reports with a target whose later close reached it. */
  targetReachRate: Nullable(Type.Number()),
});
export type ResearchAnalyst = Static<typeof ResearchAnalystSchema>;
export const ResearchAnalystsSchema = Type.Object({
  total: Type.Integer(),
  /** Rankings by rate need this many evaluated reports; analysts with fewer follow, unranked (rank 0). */
  minEvaluated: Type.Integer(),
  list: Type.Array(ResearchAnalystSchema),
});
export type ResearchAnalysts = Static<typeof ResearchAnalystsSchema>;

export const ResearchMessage = {
  NOT_FOUND: '研报不存在',
  STOCK_NOT_COVERED: '该股票没有研报覆盖',
  BROKER_NOT_FOUND: '没有该券商的研报',
  DATES: '开始日期不能晚于结束日期',
} as const;
