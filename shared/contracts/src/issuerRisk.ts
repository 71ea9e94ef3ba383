import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';
import { DaySchema } from './request';
import { PageNoFields, pageOf } from './paging';
import { REVIEW_STAGES } from './reviewStatus';
import { REVIEW_BOARDS, type SupervisionType } from './supervision';

/**
 * IBA 发行人司法风险 and 监管处罚 (spec 1 §2 `/apps/watch/justiceRisk`, `/apps/watch/punish`, served at
 * `/investment/watch/justiceRisk` and `/investment/watch/punish`): the court records and the administrative and
 * regulatory penalties of the issuers under review (the companies of the 监管动态 review items), by the review
 * item's type, board and stage. Reference data, the same for every institution; each call needs its page's key.
 */

export const ISSUER_RISK_PAGES = {
  justiceRisk: { title: '发行人司法风险', permission: 'app:iba:supervision:justiceRisk', path: 'watch/justiceRisk' },
  punish: { title: '监管处罚', permission: 'app:iba:supervision:punish', path: 'watch/punish' },
} as const;

/** The review types as an IB user groups them: IPO (核准制 and 注册制 alike), bonds, M&A, refinancing. */
export const ISSUER_REVIEW_GROUPS = {
  ipo: { title: 'IPO', types: ['feedback', 'auditMind'] },
  bond: { title: '债券', types: ['bond'] },
  mergers: { title: '并购重组', types: ['mergers'] },
  refinance: { title: '再融资', types: ['refinance'] },
} as const satisfies Record<string, { title: string; types: readonly SupervisionType[] }>;
export type IssuerReviewGroup = keyof typeof ISSUER_REVIEW_GROUPS;
export const ISSUER_REVIEW_GROUP_KEYS = Object.keys(ISSUER_REVIEW_GROUPS) as IssuerReviewGroup[];
/** The group of a review type. */
export const reviewGroupOf = (type: string): IssuerReviewGroup =>
  ISSUER_REVIEW_GROUP_KEYS.find((g) => (ISSUER_REVIEW_GROUPS[g].types as readonly string[]).includes(type)) ?? 'ipo';

/**
 * The judicial record kinds of the column dictionary (tab 司法风险), in the order the page shows them: the trial
 * (立案 → 开庭 → 文书, 法院公告), the execution (被执行 → 失信, 限高, 曝光台, 终本), the measures on assets, insolvency.
 * `issuerRisk.test.ts` keeps it equal to the dictionary's judiciary tab.
 */
export const JUDICIAL_KINDS = [
  'caseFiling',
  'courtNotice',
  'judgmentDocument',
  'courtAnnouncement',
  'executedPerson',
  'dishonest',
  'consumptionLimit',
  'exposure',
  'finalCase',
  'equityFreeze',
  'judicialAuction',
  'bankruptcy',
] as const;
export type JudicialKind = (typeof JUDICIAL_KINDS)[number];

/**
 * The penalty kinds: 行政处罚 (a deciding authority, a document number, a type and the penalty), and 严重违法
 * (the market regulator's list of serious violations, its deciding authority and reason; no amount).
 */
export const PENALTY_KINDS = ['penalty', 'seriousViolation'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

/** Deciding authorities, by what an IB user tells apart: the CSRC (and its local bureaus), the exchanges, others. */
export const AUTHORITY_CLASSES = {
  csrc: '证监会及派出机构',
  exchange: '证券交易所',
  other: '其他行政机关',
} as const;
export type AuthorityClass = keyof typeof AUTHORITY_CLASSES;
export const AUTHORITY_CLASS_KEYS = Object.keys(AUTHORITY_CLASSES) as AuthorityClass[];
/** The class of an authority by its name (the server's SQL reads it the same way). */
export const authorityClassOf = (authority: string): AuthorityClass =>
  authority.includes('证券交易所')
    ? 'exchange'
    : /中国证券监督管理委员会|证监会|证监局/.test(authority)
      ? 'csrc'
      : 'other';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Count = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });
const ReviewGroupSchema = Type.Union(ISSUER_REVIEW_GROUP_KEYS.map((k) => Type.Literal(k)));
const BoardSchema = Type.Union(REVIEW_BOARDS.map((b) => Type.Literal(b)));
const StageSchema = Type.Union(Object.keys(REVIEW_STAGES).map((k) => Type.Literal(k)));
export const IssuerIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
const Keyword = Type.String({ maxLength: 50 });

/** The review items' filters, common to both pages: which issuers are looked at. */
const ReviewFilters = {
  reviewGroups: Type.Optional(Type.Array(ReviewGroupSchema, { maxItems: 4 })),
  boards: Type.Optional(Type.Array(BoardSchema, { maxItems: 7 })),
  stages: Type.Optional(Type.Array(StageSchema, { maxItems: 10 })),
};
/** The choices of those filters on both pages' searchParam, with their counts. */
const ReviewFilterChoices = {
  reviewGroups: Type.Array(Count),
  boards: Type.Array(Count),
  stages: Type.Array(Count),
};

/** One review item of an issuer, as the rows name it (its link opens the item's detail). */
export const IssuerReviewRefSchema = Type.Object({
  reviewId: Type.String(),
  reviewType: Type.String(),
  /** IPO, 债券, 并购重组, 再融资. */
  groupTitle: Type.String(),
  title: Nullable(Type.String()),
  board: Type.String(),
  stage: Type.String(),
  stageLabel: Type.String(),
  /** The exchange's own label. */
  status: Type.String(),
  statusKey: Type.String(),
  sponsor: Nullable(Type.String()),
  updatedDate: Type.String(),
});
export type IssuerReviewRef = Static<typeof IssuerReviewRefSchema>;

// 发行人司法风险

/** `POST /esee/watch/justiceRisk/list`. */
export const JusticeListQuerySchema = Type.Object(
  {
    ...PageNoFields,
    ...ReviewFilters,
    /** Issuers with a record of these kinds (in the date range); every judicial kind when absent. */
    kinds: Type.Optional(Type.Array(Type.Union(JUDICIAL_KINDS.map((k) => Type.Literal(k))), { maxItems: 12 })),
    /** Records dated in the range (each kind's own date column). */
    from: Type.Optional(DaySchema),
    to: Type.Optional(DaySchema),
    /** Issuer name contains. */
    keyword: Type.Optional(Keyword),
    /** One issuer (the page's drawer: its counts over every kind and day). */
    companyId: Type.Optional(IssuerIdSchema),
    /** Only issuers with a case still 审理中 or 执行中. */
    openOnly: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('count'), Type.Literal('open')])),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type JusticeListQuery = Static<typeof JusticeListQuerySchema>;

export const JusticeIssuerSchema = Type.Object({
  companyId: Type.String(),
  issuer: Type.String(),
  /** Records by kind (the kinds and dates asked for), only the kinds it has. */
  counts: Type.Record(Type.String(), Type.Integer()),
  total: Type.Integer(),
  latestDate: Type.String(),
  /** The kind of the latest record. */
  latestKind: Type.String(),
  /** Cases (by case number) as of today, over all the issuer's judicial records: 审理中 or 执行中, and 已结. */
  openCases: Type.Integer(),
  closedCases: Type.Integer(),
  /** 元: judged amounts of first-instance cases; execution still running (执行中); left unpaid at 终本. */
  judgedAmount: Yuan('一审裁判文书涉案金额合计'),
  openExecAmount: Yuan('执行中案件的执行标的合计'),
  unperformedAmount: Yuan('终本案件未履行金额合计'),
  /** Records of the dictionary's 高风险 kinds (失信, 限高, 终本, 股权冻结, 破产). */
  highRisk: Type.Integer(),
  /** The issuer's review items under the filters, the latest first. */
  reviews: Type.Array(IssuerReviewRefSchema),
});
export type JusticeIssuer = Static<typeof JusticeIssuerSchema>;

export const JusticePageSchema = pageOf(JusticeIssuerSchema, {
  /** Issuers under the review filters and keyword, with or without records. */
  issuers: Type.Integer(),
});
export type JusticePage = Static<typeof JusticePageSchema>;

/** `GET /esee/watch/justiceRisk/searchParam`: the filters' choices; issuers of each, records of each kind. */
export const JusticeSearchParamSchema = Type.Object({
  ...ReviewFilterChoices,
  kinds: Type.Array(Count),
  /** Issuers under review, and those with a judicial record. */
  issuers: Type.Integer(),
  withRecords: Type.Integer(),
});
export type JusticeSearchParam = Static<typeof JusticeSearchParamSchema>;

/** `GET /esee/watch/justiceRisk/records?companyId=&kind=`: an issuer's records of one kind, newest first. */
export const JusticeRecordsQuerySchema = Type.Object(
  {
    companyId: IssuerIdSchema,
    kind: Type.Union(JUDICIAL_KINDS.map((k) => Type.Literal(k))),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type JusticeRecordsQuery = Static<typeof JusticeRecordsQuerySchema>;

/** `GET /esee/watch/{justiceRisk|punish}/recordDetail?kind=&recordId=`: one record with every column. */
export const IssuerRecordDetailQuerySchema = Type.Object(
  {
    kind: Type.String({ pattern: '^[A-Za-z]{1,40}$', maxLength: 40 }),
    recordId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type IssuerRecordDetailQuery = Static<typeof IssuerRecordDetailQuerySchema>;

// 监管处罚

const PunishFilters = {
  ...ReviewFilters,
  authorityClasses: Type.Optional(
    Type.Array(Type.Union(AUTHORITY_CLASS_KEYS.map((k) => Type.Literal(k))), { maxItems: 3 }),
  ),
  /** The deciding authority, exactly (a choice of searchParam). */
  authority: Type.Optional(Type.String({ maxLength: 60 })),
  /** 违法行为类型 / 列入原因, exactly. */
  penaltyTypes: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 20 })),
  kinds: Type.Optional(Type.Array(Type.Union(PENALTY_KINDS.map((k) => Type.Literal(k))), { maxItems: 2 })),
  from: Type.Optional(DaySchema),
  to: Type.Optional(DaySchema),
  /** Issuer name or document number contains. */
  keyword: Type.Optional(Keyword),
};

/** `POST /esee/watch/punish/list`. */
export const PunishListQuerySchema = Type.Object(
  {
    ...PageNoFields,
    ...PunishFilters,
    sort: Type.Optional(Type.Union([Type.Literal('date'), Type.Literal('amount')])),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type PunishListQuery = Static<typeof PunishListQuerySchema>;

/** `POST /esee/watch/punish/summary`: the same filters, counted by year. */
export const PunishSummaryQuerySchema = Type.Object(PunishFilters, { additionalProperties: false });
export type PunishSummaryQuery = Static<typeof PunishSummaryQuerySchema>;

export const PunishRecordSchema = Type.Object({
  recordId: Type.String(),
  kind: Type.String(),
  kindTitle: Type.String(),
  companyId: Type.String(),
  issuer: Type.String(),
  date: Type.String(),
  authority: Type.String(),
  authorityClass: Type.String(),
  docNo: Nullable(Type.String()),
  /** 违法行为类型 (行政处罚) or 列入原因 (严重违法). */
  penaltyType: Type.String(),
  /** 处罚内容: what was decided. */
  content: Nullable(Type.String()),
  /** 元: the fine read from the decision (罚款…元, 处以…元罚款), null when it names none. */
  amount: NullableYuan('罚款金额', '决定书未载明罚款金额'),
  source: Nullable(Type.String()),
  reviews: Type.Array(IssuerReviewRefSchema),
});
export type PunishRecord = Static<typeof PunishRecordSchema>;
export const PunishPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(PunishRecordSchema) });
export type PunishPage = Static<typeof PunishPageSchema>;

export const PunishSummarySchema = Type.Object({
  total: Type.Integer(),
  issuers: Type.Integer(),
  /** 元, the fines read from the decisions. */
  fines: Yuan('罚款金额合计'),
  byClass: Type.Array(Count),
  /** Oldest year first. */
  years: Type.Array(
    Type.Object({
      year: Type.Integer(),
      total: Type.Integer(),
      csrc: Type.Integer(),
      exchange: Type.Integer(),
      other: Type.Integer(),
      fines: Yuan('当年罚款金额合计'),
    }),
  ),
});
export type PunishSummary = Static<typeof PunishSummarySchema>;

/** `GET /esee/watch/punish/searchParam`: the filters' choices with their record counts. */
export const PunishSearchParamSchema = Type.Object({
  ...ReviewFilterChoices,
  authorityClasses: Type.Array(Count),
  authorities: Type.Array(Count),
  penaltyTypes: Type.Array(Count),
  kinds: Type.Array(Count),
});
export type PunishSearchParam = Static<typeof PunishSearchParamSchema>;
