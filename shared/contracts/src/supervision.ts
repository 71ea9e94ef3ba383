import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DaySchema } from './request';
import { NullableYuan } from './money';
import { PageNoFields } from './paging';
import { REVIEW_STAGES, REVIEW_STATUS_KEYS } from './reviewStatus';

/**
 * IBA 监管动态 (spec 1 §2 `/investment/watch/*`, product pages §3.6): the review items of IPO (核准制 发审委 era
 * and 注册制), bond, M&A and refinancing applications with their exchange or board, status (the exchange's own
 * label beside the normalised stage and the spec's status key, see reviewStatus.ts), intermediaries and their
 * signatories, milestones, files and inquiry letters split into questions; a question bank across issuers and
 * the days each stage takes.
 */

/** The review types, each one menu entry with its permission key (checked by the server on every call). */
export const SUPERVISION_TYPES = {
  feedback: { title: 'IPO反馈意见', permission: 'app:iba:supervision:ipoFeedback', path: 'watch/feedback' },
  auditMind: { title: 'IPO审核意见', permission: 'app:iba:supervision:auditMind', path: 'watch/auditMind' },
  bond: { title: '债券发行审核', permission: 'app:iba:supervision:bond', path: 'watch/detailsList' },
  mergers: { title: '并购重组反馈', permission: 'app:iba:supervision:mergers', path: 'watch/mergers' },
  refinance: { title: '再融资反馈', permission: 'app:iba:supervision:refinance', path: 'watch/refinance' },
} as const;
export type SupervisionType = keyof typeof SUPERVISION_TYPES;
export const SUPERVISION_TYPE_KEYS = Object.keys(SUPERVISION_TYPES) as SupervisionType[];

/** Exchanges' boards, as the lists filter them. */
export const SUPERVISION_BOARDS = ['沪主板', '科创板', '深主板', '创业板', '北交所'] as const;
export type SupervisionBoard = (typeof SUPERVISION_BOARDS)[number];
/** Corporate bonds are on the exchange's bond market, not a stock board: their board is the exchange. */
export const BOND_BOARDS = ['上交所', '深交所'] as const;
/** Every board a review item may have: the stock boards, then the exchanges' bond markets. */
export const REVIEW_BOARDS = [...SUPERVISION_BOARDS, ...BOND_BOARDS] as const;
/** The exchange of a board (a bond's board is its exchange). */
export const exchangeOfBoard = (board: string): string =>
  board === '沪主板' || board === '科创板' || board === '上交所' ? '上交所' : board === '北交所' ? '北交所' : '深交所';

/** Topic tags of inquiry questions (问询函 / 反馈意见), the usual concerns of the reviewers. */
export const QUESTION_TOPICS = [
  '收入确认',
  '关联交易',
  '资金流水',
  '股权代持',
  '持续经营',
  '毛利率',
  '应收账款',
  '研发投入',
  '募投项目',
  '内控',
  '存货',
  '同业竞争',
  '实际控制人',
  '业绩承诺',
  '标的估值',
  '偿债能力',
] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** File types of a review item, in the order the detail page shows them. */
export const REVIEW_FILE_TYPES = [
  '招股说明书',
  '募集说明书',
  '重组报告书',
  '发行保荐书',
  '上市保荐书',
  '审计报告',
  '法律意见书',
  '问询函',
  '问询回复',
  '上市委会议结果',
  '注册结果',
  '终止通知',
] as const;

/** Intermediary roles and the title of the people who sign for them. */
export const INTERMEDIARY_ROLES = {
  保荐机构: '保荐代表人',
  主承销商: '项目负责人',
  独立财务顾问: '财务顾问主办人',
  律师事务所: '签字律师',
  会计师事务所: '签字会计师',
  评估机构: '评估师',
} as const;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Contains = Type.String({ maxLength: 50 });
const Count = Type.Object({ value: Type.String(), count: Type.Integer() });

export const SupervisionTypeSchema = Type.Union(SUPERVISION_TYPE_KEYS.map((k) => Type.Literal(k)));
const BoardSchema = Type.Union(REVIEW_BOARDS.map((b) => Type.Literal(b)));
export const ReviewIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

/** `POST /esee/watch/{type}/list`. */
export const ReviewListQuerySchema = Type.Object(
  {
    ...PageNoFields,
    boards: Type.Optional(Type.Array(BoardSchema, { maxItems: 7 })),
    /** Normalised stages (REVIEW_STAGES keys). */
    stages: Type.Optional(
      Type.Array(Type.Union(Object.keys(REVIEW_STAGES).map((k) => Type.Literal(k))), { maxItems: 10 }),
    ),
    /** Spec 2 §4 status keys. */
    statusKeys: Type.Optional(
      Type.Array(Type.Union(Object.keys(REVIEW_STATUS_KEYS).map((k) => Type.Literal(k))), { maxItems: 11 }),
    ),
    industry: Type.Optional(Type.String({ maxLength: 100 })),
    province: Type.Optional(Type.String({ maxLength: 20 })),
    dealType: Type.Optional(Type.String({ maxLength: 20 })),
    sponsor: Type.Optional(Contains),
    lawFirm: Type.Optional(Contains),
    accountingFirm: Type.Optional(Contains),
    acceptedFrom: Type.Optional(DaySchema),
    acceptedTo: Type.Optional(DaySchema),
    updatedFrom: Type.Optional(DaySchema),
    updatedTo: Type.Optional(DaySchema),
    keyword: Type.Optional(Contains),
    /** Also the issuer's items: the 关联项目 view (associationDetail) and a bond issuer's list (bondDetailsList). */
    companyId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 })),
    sort: Type.Optional(
      Type.Union([Type.Literal('updated'), Type.Literal('accepted'), Type.Literal('amount'), Type.Literal('issuer')]),
    ),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type ReviewListQuery = Static<typeof ReviewListQuerySchema>;

export const ReviewSummarySchema = Type.Object({
  reviewId: Type.String(),
  reviewType: Type.String(),
  companyId: Type.String(),
  issuer: Type.String(),
  /** A bond's name, a deal's title. */
  title: Nullable(Type.String()),
  exchange: Type.String(),
  board: Type.String(),
  /** The exchange's own label, its stage (REVIEW_STAGES key) and the spec's status key. */
  status: Type.String(),
  stage: Type.String(),
  statusKey: Type.String(),
  province: Nullable(Type.String()),
  industryCode: Nullable(Type.String()),
  industryName: Nullable(Type.String()),
  sponsor: Nullable(Type.String()),
  lawFirm: Nullable(Type.String()),
  accountingFirm: Nullable(Type.String()),
  acceptedDate: Type.String(),
  updatedDate: Type.String(),
  /** 拟募资金额 (IPO, 再融资), 拟发行金额 (债券) or 交易金额 (并购重组); a page shows it in 亿. */
  amount: NullableYuan('拟募资金额、拟发行金额或交易金额', '未披露'),
  dealType: Nullable(Type.String()),
  target: Nullable(Type.String()),
  questionCount: Type.Integer(),
});
export type ReviewSummary = Static<typeof ReviewSummarySchema>;
export const ReviewPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ReviewSummarySchema) });
export type ReviewPage = Static<typeof ReviewPageSchema>;

/** `GET /esee/watch/{type}/searchParam`: the filters' choices with their counts. */
export const ReviewSearchParamSchema = Type.Object({
  boards: Type.Array(Count),
  stages: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  statusKeys: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
  statuses: Type.Array(Count),
  industries: Type.Array(Count),
  provinces: Type.Array(Count),
  dealTypes: Type.Array(Count),
});
export type ReviewSearchParam = Static<typeof ReviewSearchParamSchema>;

export const ReviewMilestoneSchema = Type.Object({
  date: Type.String(),
  label: Type.String(),
  stage: Type.String(),
});
export type ReviewMilestone = Static<typeof ReviewMilestoneSchema>;
export const ReviewIntermediarySchema = Type.Object({
  role: Type.String(),
  name: Type.String(),
  signatories: Type.Array(Type.Object({ title: Type.String(), name: Type.String() })),
});
export type ReviewIntermediary = Static<typeof ReviewIntermediarySchema>;
export const ReviewFileSchema = Type.Object({
  fileType: Type.String(),
  name: Type.String(),
  date: Type.String(),
  round: Nullable(Type.Integer()),
  /** Spec 2 §4: Pdf, Wps, Zip, Xls (class `icon-Pdf` …), or null. */
  icon: Nullable(Type.String()),
  /** The platform writes this file as a PDF from the item's data (`GET /esee/watch/{type}/file`); false: no source. */
  openable: Type.Boolean(),
});
export type ReviewFile = Static<typeof ReviewFileSchema>;
export const ReviewQuestionSchema = Type.Object({
  no: Type.Integer(),
  topic: Type.String(),
  text: Type.String(),
  answer: Type.String(),
});
export type ReviewQuestion = Static<typeof ReviewQuestionSchema>;
export const ReviewLetterSchema = Type.Object({
  round: Type.Integer(),
  title: Type.String(),
  date: Type.String(),
  replyDate: Nullable(Type.String()),
  questions: Type.Array(ReviewQuestionSchema),
});
export type ReviewLetter = Static<typeof ReviewLetterSchema>;

/** `GET /esee/watch/{type}/detail?reviewId=`. */
export const ReviewDetailSchema = Type.Object({
  ...ReviewSummarySchema.properties,
  stageLabel: Type.String(),
  statusKeyLabel: Type.String(),
  milestones: Type.Array(ReviewMilestoneSchema),
  intermediaries: Type.Array(ReviewIntermediarySchema),
  /** Files grouped by type, in REVIEW_FILE_TYPES order. */
  fileGroups: Type.Array(Type.Object({ fileType: Type.String(), files: Type.Array(ReviewFileSchema) })),
  letters: Type.Array(ReviewLetterSchema),
});
export type ReviewDetail = Static<typeof ReviewDetailSchema>;
export const ReviewDetailQuerySchema = Type.Object({ reviewId: ReviewIdSchema }, { additionalProperties: false });
/** `GET /esee/watch/{type}/file?reviewId=&name=`: one file of an item, by its name in the detail's `fileGroups`. */
export const ReviewFileQuerySchema = Type.Object(
  { reviewId: ReviewIdSchema, name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ReviewFileQuery = Static<typeof ReviewFileQuerySchema>;

/** `POST /esee/watch/{type}/questions`: the question bank across issuers. */
export const ReviewQuestionQuerySchema = Type.Object(
  {
    ...PageNoFields,
    topics: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 20 })),
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
    sponsor: Type.Optional(Contains),
    boards: Type.Optional(Type.Array(BoardSchema, { maxItems: 7 })),
    keyword: Type.Optional(Contains),
  },
  { additionalProperties: false },
);
export type ReviewQuestionQuery = Static<typeof ReviewQuestionQuerySchema>;
export const ReviewQuestionPageSchema = Type.Object({
  total: Type.Integer(),
  /** Counts by topic under the other filters (the topic chips). */
  topics: Type.Array(Count),
  list: Type.Array(
    Type.Object({
      ...ReviewQuestionSchema.properties,
      round: Type.Integer(),
      reviewId: Type.String(),
      companyId: Type.String(),
      issuer: Type.String(),
      board: Type.String(),
      sponsor: Nullable(Type.String()),
      letterDate: Type.String(),
    }),
  ),
});
export type ReviewQuestionPage = Static<typeof ReviewQuestionPageSchema>;

/** `GET /esee/watch/{type}/stats?from=&to=`: days per stage, per board, for items accepted in the range. */
export const ReviewStatsQuerySchema = Type.Object(
  { from: Type.Optional(DaySchema), to: Type.Optional(DaySchema) },
  { additionalProperties: false },
);
export type ReviewStatsQuery = Static<typeof ReviewStatsQuerySchema>;
export const ReviewStageStatSchema = Type.Object({
  stage: Type.String(),
  label: Type.String(),
  /** Items that passed through the stage (with a next milestone). */
  count: Type.Integer(),
  avgDays: Type.Number(),
  medianDays: Type.Number(),
});
export type ReviewStageStat = Static<typeof ReviewStageStatSchema>;
export const ReviewStatsSchema = Type.Object({
  items: Type.Integer(),
  stages: Type.Array(ReviewStageStatSchema),
  boards: Type.Array(
    Type.Object({ board: Type.String(), items: Type.Integer(), stages: Type.Array(ReviewStageStatSchema) }),
  ),
});
export type ReviewStats = Static<typeof ReviewStatsSchema>;
