import { Type, type Static } from '@sinclair/typebox';
import { RiskSummarySchema } from './riskSummary';
import { FinancialSummarySchema } from './financials';
import { RowIdSchema } from './request';
import { NullableYuan } from './money';

/**
 * PRMA 合作方资信报告 (product pages §2.2): a partner's credit report, a 0–100
 * score and an A–E grade from weighted dimensions, hard knock-outs, every
 * finding footnoted with its source record; kept, so that a report can be
 * compared with the previous one of the same company.
 */

/** The page's menu entry; every call of the report needs it. */
export const CREDIT_REPORT_PERMISSION = 'app:prma:creditReport';

/** The scored dimensions, in the order the report shows them. */
export const CREDIT_DIMENSIONS = [
  'subject',
  'control',
  'bidding',
  'qualification',
  'judicial',
  'operating',
  'tax',
  'news',
] as const;
export type CreditDimension = (typeof CREDIT_DIMENSIONS)[number];

export const CREDIT_DIMENSION_TITLES: Record<CreditDimension, string> = {
  subject: '主体资格',
  control: '股权与关联',
  bidding: '招投标表现',
  qualification: '资质与知识产权',
  judicial: '司法风险',
  operating: '经营风险',
  tax: '税务',
  news: '舆情',
};

/**
 * Default weights, the product notes' (主体 15, 经营 25, 司法 25, 经营风险 20, 关联 10, 舆情 5) spread over our
 * eight dimensions: 经营 = 招投标 15 + 资质 10, 经营风险 = 经营风险 12 + 税务 8. An institution overrides them
 * with its parameter `creditReportWeights` (JSON, the same keys).
 */
export const DEFAULT_CREDIT_WEIGHTS: Record<CreditDimension, number> = {
  subject: 15,
  control: 10,
  bidding: 15,
  qualification: 10,
  judicial: 25,
  operating: 12,
  tax: 8,
  news: 5,
};

export const CREDIT_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type CreditGrade = (typeof CREDIT_GRADES)[number];

/** Lowest score of each grade; below D's is E. */
export const CREDIT_GRADE_BANDS: readonly { grade: CreditGrade; min: number; label: string }[] = [
  { grade: 'A', min: 85, label: '资信优良' },
  { grade: 'B', min: 70, label: '资信良好' },
  { grade: 'C', min: 55, label: '资信一般' },
  { grade: 'D', min: 40, label: '资信较差' },
  { grade: 'E', min: 0, label: '资信差，不建议合作' },
];

/** Where a finding comes from: a record of the register (kind, id, date) or the company's registration. */
export const CreditSourceSchema = Type.Object({
  /** A record kind of the column dictionary, or `company` for the registration itself. */
  kind: Type.String(),
  /** The kind's title, e.g. 失信被执行人, 工商登记. */
  kindTitle: Type.String(),
  id: Type.String(),
  date: Type.Union([Type.String(), Type.Null()]),
});
export type CreditSource = Static<typeof CreditSourceSchema>;

export const CreditFindingSchema = Type.Object({
  dimension: Type.Unsafe<CreditDimension>({ type: 'string', enum: [...CREDIT_DIMENSIONS] }),
  /** What was found, a sentence. */
  text: Type.String(),
  /** risk: lowers the dimension; positive: raises it; info: neither. */
  tone: Type.Union([Type.Literal('risk'), Type.Literal('positive'), Type.Literal('info')]),
  /** Points taken from (negative) or given to (positive) the dimension's score. */
  points: Type.Number(),
  /** A hard knock-out: grade E whatever the score. */
  knockOut: Type.Boolean(),
  source: CreditSourceSchema,
});
export type CreditFinding = Static<typeof CreditFindingSchema>;

export const CreditDimensionScoreSchema = Type.Object({
  dimension: Type.Unsafe<CreditDimension>({ type: 'string', enum: [...CREDIT_DIMENSIONS] }),
  title: Type.String(),
  weight: Type.Number(),
  /** 0–100. */
  score: Type.Integer(),
});
export type CreditDimensionScore = Static<typeof CreditDimensionScoreSchema>;

const GradeSchema = Type.Unsafe<CreditGrade>({ type: 'string', enum: [...CREDIT_GRADES] });

/** The company's facts as they were when the report was made. */
export const CreditCompanySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  legalRep: Type.Union([Type.String(), Type.Null()]),
  estDate: Type.Union([Type.String(), Type.Null()]),
  regCapital: NullableYuan('注册资本'),
  paidCapital: NullableYuan('实缴资本'),
  employeeCount: Type.Union([Type.Integer(), Type.Null()]),
  industryName: Type.Union([Type.String(), Type.Null()]),
});
export type CreditCompany = Static<typeof CreditCompanySchema>;

/** What scoring gives: kept as the report. */
export const CreditResultSchema = Type.Object({
  /** The weighted score, capped at the top of E's band when knocked out. */
  score: Type.Integer(),
  /** The weighted score before any knock-out. */
  weightedScore: Type.Integer(),
  grade: GradeSchema,
  gradeLabel: Type.String(),
  knockOuts: Type.Array(Type.String()),
  dimensions: Type.Array(CreditDimensionScoreSchema),
  findings: Type.Array(CreditFindingSchema),
  conclusion: Type.String(),
});
export type CreditResult = Static<typeof CreditResultSchema>;

export const CreditReportSummarySchema = Type.Object({
  reportId: Type.Integer(),
  entId: Type.String(),
  createdAt: Type.String(),
  requester: Type.String(),
  score: Type.Integer(),
  grade: GradeSchema,
});
export type CreditReportSummary = Static<typeof CreditReportSummarySchema>;

/** What changed since the previous report of the same company. */
export const CreditComparisonSchema = Type.Object({
  previous: CreditReportSummarySchema,
  scoreDelta: Type.Integer(),
  dimensions: Type.Array(
    Type.Object({
      dimension: Type.Unsafe<CreditDimension>({ type: 'string', enum: [...CREDIT_DIMENSIONS] }),
      title: Type.String(),
      before: Type.Integer(),
      after: Type.Integer(),
      delta: Type.Integer(),
    }),
  ),
  added: Type.Array(CreditFindingSchema),
  removed: Type.Array(CreditFindingSchema),
});
export type CreditComparison = Static<typeof CreditComparisonSchema>;

export const CreditReportSchema = Type.Composite([
  CreditReportSummarySchema,
  CreditResultSchema,
  Type.Object({
    company: CreditCompanySchema,
    /** The day the records were read as of (YYYY-MM-DD, Beijing). */
    asOf: Type.String(),
    /** The company's risk summary on that day, as every page shows it; null for reports made before it was kept. */
    risks: Type.Union([RiskSummarySchema, Type.Null()]),
    /**
     * 财务概况: the latest year's statements' key figures and ratios on that day (core/companies/financials.ts), shown
     * beside the score, not scored; null for a company without statements and for reports made before it was kept.
     */
    financials: Type.Union([FinancialSummarySchema, Type.Null()]),
    /** null: the first report of this company in the institution. */
    comparison: Type.Union([CreditComparisonSchema, Type.Null()]),
  }),
]);
export type CreditReport = Static<typeof CreditReportSchema>;

export const CreditReportCreateSchema = Type.Object(
  { entId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const CreditReportHistoryRequestSchema = CreditReportCreateSchema;
/** A company's reports in the caller's institution, newest first, with the company's name. */
export const CreditReportHistorySchema = Type.Object({
  entId: Type.String(),
  companyName: Type.String(),
  list: Type.Array(CreditReportSummarySchema),
});
export type CreditReportHistory = Static<typeof CreditReportHistorySchema>;

export const CreditReportIdSchema = Type.Object({ reportId: RowIdSchema }, { additionalProperties: false });

/** The weights the institution scores with: each dimension's weight, an integer 0–100. */
export type CreditWeights = Record<CreditDimension, number>;

/** Bounds of a weight as the administrator sets it; the sum must be above 0. */
export const CREDIT_WEIGHT_MAX = 100;

const WeightsShape = Type.Object(
  Object.fromEntries(CREDIT_DIMENSIONS.map((d) => [d, Type.Number()])) as Record<
    CreditDimension,
    ReturnType<typeof Type.Number>
  >,
);

/** `GET /esee/prma/creditReport/weights`: the weights in force, the defaults, and whether this user may change them. */
export const CreditWeightsSettingSchema = Type.Object({
  weights: WeightsShape,
  defaults: WeightsShape,
  /** The institution set its own weights (else the defaults are in force). */
  custom: Type.Boolean(),
  /** The institution's administrator may change them; others read them. */
  canEdit: Type.Boolean(),
});
export type CreditWeightsSetting = Static<typeof CreditWeightsSettingSchema>;

/**
 * `POST /esee/prma/creditReport/weights` (the institution's administrator): every dimension's weight, or
 * `null` to go back to the defaults. Values are checked by the server with messages naming the dimension.
 */
export const CreditWeightsUpdateSchema = Type.Object({
  weights: Type.Union([
    Type.Object(
      Object.fromEntries(
        CREDIT_DIMENSIONS.map((d) => [d, Type.Optional(Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }))]),
      ),
    ),
    Type.Null(),
  ]),
});
