import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan } from './money';
import { literals, many, sortedPage } from './filterParts';
import { CONDITION_SORTS, ConditionOptionsSchema, ConditionsSchema } from './conditionSearch';
import { ROUND_FILTER_KEYS } from './financing';
import { DaySchema, RowIdSchema } from './request';

/**
 * IBA 高级搜索 (`/investment/allInfo/advSearch`, product pages §3.1): 条件找客's conditions plus the finance
 * filters an investment bank looks for targets by (listing board, IPO stage, 辅导备案, latest financing round,
 * 股改), each user's saved searches (方案), and the result's export.
 */

/** The menu entry's permission key (spec 1 §3): every call of the page needs it. */
export const ADV_SEARCH_PERMISSION = 'app:iba:goal:complex';

/** Where a company's shares trade: the A-share boards, 新三板 (挂牌, not 上市), and abroad. */
export const LISTING_BOARDS = ['主板', '创业板', '科创板', '北交所', '新三板', '港股', '美股'] as const;
export type ListingBoard = (typeof LISTING_BOARDS)[number];
/** The board filter: a board, or none at all (未上市 also leaves out 新三板-quoted companies). */
export const BOARD_FILTERS = [...LISTING_BOARDS, '未上市'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

/**
 * The stages of an A-share IPO, one vocabulary for both exchanges (product pages §3.6): 辅导备案 with the local
 * CSRC office, then the exchange's review (已受理, 问询, 上市委会议), 提交注册 and 注册生效 with the CSRC; 终止 ends
 * it (withdrawn or refused). A company is 拟上市 while its stage is any but 终止.
 */
export const IPO_STAGES = ['辅导备案', '已受理', '问询', '上市委会议', '提交注册', '注册生效', '终止'] as const;
export type IpoStage = (typeof IPO_STAGES)[number];

/** The boards an IPO applies for (an A-share listing). */
export const IPO_BOARDS = ['主板', '创业板', '科创板', '北交所'] as const satisfies readonly ListingBoard[];

/** The finance filters: every field optional, absent means "any"; together with the conditions, all must hold. */
export const FinanceFiltersSchema = Type.Object(
  {
    /** Listed (or quoted) on any of these boards; 未上市: on none. */
    boards: Type.Optional(many(BOARD_FILTERS)),
    /** In an IPO process now at any of these stages. */
    ipoStages: Type.Optional(many(IPO_STAGES)),
    /** Filed for tutoring (辅导备案), on or after `tutoringFrom` and on or before `tutoringTo` when given. */
    tutoring: Type.Optional(Type.Boolean()),
    tutoringFrom: Type.Optional(DaySchema),
    tutoringTo: Type.Optional(DaySchema),
    /** The sponsor (保荐机构, the tutoring broker) is one of these. */
    sponsors: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20, uniqueItems: true }),
    ),
    /** The latest financing round is one of these (the 融资事件 round filter's choices). */
    latestRounds: Type.Optional(many(ROUND_FILTER_KEYS)),
    /** 股改 done: a 股份有限公司 by its registered type, by a 企业类型变更 to it, or listed/in an IPO; false: not. */
    jointStock: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FinanceFilters = Static<typeof FinanceFiltersSchema>;

/** What a search is made of and a 方案 keeps. */
export const AdvSearchFiltersSchema = Type.Object(
  { conditions: ConditionsSchema, finance: FinanceFiltersSchema },
  { additionalProperties: false },
);
export type AdvSearchFilters = Static<typeof AdvSearchFiltersSchema>;

export const AdvSearchRequestSchema = Type.Object(
  {
    conditions: ConditionsSchema,
    finance: FinanceFiltersSchema,
    ...sortedPage(CONDITION_SORTS),
  },
  { additionalProperties: false },
);
export type AdvSearchRequest = Static<typeof AdvSearchRequestSchema>;

/** The export of the result: the filters and order of its table. */
export const AdvSearchExportParamsSchema = Type.Object(
  {
    conditions: ConditionsSchema,
    finance: FinanceFiltersSchema,
    sort: Type.Optional(literals(CONDITION_SORTS)),
  },
  { additionalProperties: false },
);

const Text = Type.Union([Type.String(), Type.Null()]);

export const AdvSearchRowSchema = Type.Object({
  entId: Type.String(),
  orgName: Type.String(),
  legalRep: Text,
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.String(),
  estDate: Text,
  status: Type.String(),
  orgType: Text,
  region: Type.String(),
  industryName: Text,
  /** Null: not listed or quoted. */
  board: Type.Union([literals(LISTING_BOARDS), Type.Null()]),
  stockCode: Text,
  listDate: Text,
  /** Null: no IPO process on record. */
  ipoStage: Type.Union([literals(IPO_STAGES), Type.Null()]),
  ipoStageDate: Text,
  /** 拟上市板块 */
  ipoBoard: Text,
  sponsor: Text,
  tutoringDate: Text,
  latestRound: Text,
  latestRoundDate: Text,
});
export type AdvSearchRow = Static<typeof AdvSearchRowSchema>;

export const AdvSearchResultSchema = Type.Object({ total: Type.Integer(), list: Type.Array(AdvSearchRowSchema) });
export type AdvSearchResult = Static<typeof AdvSearchResultSchema>;

/**
 * The filters' choices: the conditions' (as 条件找客's options call has them) and the finance filters'; the
 * sponsors are those of the data set (name and how many companies name it, the busiest first).
 */
export const AdvSearchOptionsSchema = Type.Object({
  conditions: ConditionOptionsSchema,
  boards: Type.Array(Type.String()),
  ipoStages: Type.Array(Type.String()),
  rounds: Type.Array(Type.String()),
  sponsors: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer() })),
});
export type AdvSearchOptions = Static<typeof AdvSearchOptionsSchema>;

export const ADV_SEARCH_SET_NAME_MAX = 30;
/** 方案 a user keeps. */
export const MAX_ADV_SEARCH_SETS = 50;

export const AdvSearchSetSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filters: AdvSearchFiltersSchema,
  createdAt: Type.String(),
});
export type AdvSearchSet = Static<typeof AdvSearchSetSchema>;

export const AdvSearchSetCreateSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ADV_SEARCH_SET_NAME_MAX }),
    filters: AdvSearchFiltersSchema,
  },
  { additionalProperties: false },
);
export const AdvSearchSetIdSchema = Type.Object({ id: RowIdSchema }, { additionalProperties: false });
