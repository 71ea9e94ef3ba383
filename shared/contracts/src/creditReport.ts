import { Type, type Static } from '@sinclair/typebox';
import { RiskSummarySchema } from './riskSummary';
import { FinancialSummarySchema } from './financials';
import { RowIdSchema } from './request';
import { NullableYuan } from './money';
import { EvidenceRecordSchema } from './evidence';

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

/**
 * The scoring rules (product pages §2.2, their weights ours): what each finds, the points it gives or takes, the
 * window it reads, the record kinds it reads and the basis it cites — the product's scoring rule, and the list or
 * rating the records come from. Each finding names its rule; each dimension says which rules it checked.
 */
const RULE_BASIS = '产品说明 §2.2 合作方资信报告评分规则';
const KNOCK_OUT_BASIS = '产品说明 §2.2 一票否决：当前失信被执行人、吊销/注销、严重违法，评级直接定为E';
export const CREDIT_RULES = {
  status: {
    dimension: 'subject',
    name: '登记状态为吊销、注销',
    points: -100,
    pointsText: '扣100分，一票否决',
    window: null,
    kinds: ['company'],
    basis: `${KNOCK_OUT_BASIS}；登记状态以市场监督管理部门登记为准`,
  },
  noEstDate: {
    dimension: 'subject',
    name: '成立日期未披露',
    points: -10,
    pointsText: '扣10分',
    window: null,
    kinds: ['company'],
    basis: RULE_BASIS,
  },
  young: {
    dimension: 'subject',
    name: '经营历史短',
    points: -30,
    pointsText: '成立不足1年扣30分，不足3年扣15分',
    window: null,
    kinds: ['company'],
    basis: RULE_BASIS,
  },
  lowPaidIn: {
    dimension: 'subject',
    name: '实缴资本不足注册资本的10%',
    points: -10,
    pointsText: '扣10分',
    window: null,
    kinds: ['company'],
    basis: RULE_BASIS,
  },
  liquidation: {
    dimension: 'subject',
    name: '已备案清算组',
    points: -40,
    pointsText: '每条扣40分',
    window: null,
    kinds: ['liquidation'],
    basis: RULE_BASIS,
  },
  simpleCancellation: {
    dimension: 'subject',
    name: '简易注销公告（未撤销）',
    points: -30,
    pointsText: '每条扣30分',
    window: null,
    kinds: ['simpleCancellation'],
    basis: RULE_BASIS,
  },
  noHolders: {
    dimension: 'control',
    name: '未披露股东信息',
    points: -20,
    pointsText: '扣20分',
    window: null,
    kinds: ['company'],
    basis: RULE_BASIS,
  },
  equityPledge: {
    dimension: 'control',
    name: '股权出质（有效）',
    points: -8,
    pointsText: '每条扣8分',
    window: '登记状态为有效',
    kinds: ['equityPledge'],
    basis: RULE_BASIS,
  },
  relatedRisk: {
    dimension: 'control',
    name: '股东或对外投资企业失信、严重违法',
    points: -15,
    pointsText: '每条扣15分（至多20条）',
    window: '近3年',
    kinds: ['dishonest', 'seriousViolation'],
    basis: `${RULE_BASIS}（六、关联风险）`,
  },
  biddingWins: {
    dimension: 'bidding',
    name: '中标/成交',
    points: 30,
    pointsText: '1–2次加30分，3–5次加45分，6次以上加60分（基础分40）',
    window: '近36个月',
    kinds: ['bidding'],
    basis: `${RULE_BASIS}（三、经营能力：中标情况）`,
  },
  licences: {
    dimension: 'qualification',
    name: '有效行政许可',
    points: 20,
    pointsText: '加20分（基础分50）',
    window: '有效期内',
    kinds: ['license'],
    basis: `${RULE_BASIS}（三、经营能力：资质）`,
  },
  patents: {
    dimension: 'qualification',
    name: '专利',
    points: 15,
    pointsText: '加15分，10项以上加25分',
    window: null,
    kinds: ['patent'],
    basis: RULE_BASIS,
  },
  marks: {
    dimension: 'qualification',
    name: '商标、软件著作权',
    points: 10,
    pointsText: '加10分',
    window: null,
    kinds: ['trademark', 'softwareCopyright'],
    basis: RULE_BASIS,
  },
  dishonestCurrent: {
    dimension: 'judicial',
    name: '当前失信被执行人',
    points: -60,
    pointsText: '扣60分，一票否决',
    window: '近3年公布且执行案件未结案',
    kinds: ['dishonest'],
    basis: `${KNOCK_OUT_BASIS}；名单依据《最高人民法院关于公布失信被执行人名单信息的若干规定》`,
  },
  dishonestPast: {
    dimension: 'judicial',
    name: '曾为失信被执行人',
    points: -15,
    pointsText: '每条扣15分',
    window: '3年前公布，或执行案件已结案',
    kinds: ['dishonest'],
    basis: `${RULE_BASIS}；名单依据《最高人民法院关于公布失信被执行人名单信息的若干规定》`,
  },
  consumptionLimit: {
    dimension: 'judicial',
    name: '限制高消费',
    points: -15,
    pointsText: '每条扣15分',
    window: '近3年',
    kinds: ['consumptionLimit'],
    basis: `${RULE_BASIS}；依据《最高人民法院关于限制被执行人高消费及有关消费的若干规定》`,
  },
  executedPerson: {
    dimension: 'judicial',
    name: '被执行人（执行中）',
    points: -10,
    pointsText: '每条扣10分',
    window: '执行状态为执行中',
    kinds: ['executedPerson'],
    basis: RULE_BASIS,
  },
  finalCase: {
    dimension: 'judicial',
    name: '终结本次执行案件',
    points: -10,
    pointsText: '每条扣10分',
    window: null,
    kinds: ['finalCase'],
    basis: RULE_BASIS,
  },
  equityFreeze: {
    dimension: 'judicial',
    name: '股权冻结（冻结中）',
    points: -15,
    pointsText: '每条扣15分',
    window: '状态为冻结',
    kinds: ['equityFreeze'],
    basis: RULE_BASIS,
  },
  bankruptcy: {
    dimension: 'judicial',
    name: '破产案件',
    points: -50,
    pointsText: '每条扣50分',
    window: null,
    kinds: ['bankruptcy'],
    basis: RULE_BASIS,
  },
  lawsuitDefendant: {
    dimension: 'judicial',
    name: '作为被告、被上诉人的裁判文书',
    points: -4,
    pointsText: '每条扣4分',
    window: '近3年',
    kinds: ['judgmentDocument'],
    basis: `${RULE_BASIS}（四、司法风险：作为被告）`,
  },
  seriousViolation: {
    dimension: 'operating',
    name: '列入严重违法失信名单',
    points: -60,
    pointsText: '扣60分，一票否决',
    window: null,
    kinds: ['seriousViolation'],
    basis: `${KNOCK_OUT_BASIS}；名单依据《市场监督管理严重违法失信名单管理办法》`,
  },
  abnormalOperation: {
    dimension: 'operating',
    name: '列入经营异常名录',
    points: -20,
    pointsText: '未移出扣20分，已移出扣3分',
    window: null,
    kinds: ['abnormalOperation'],
    basis: `${RULE_BASIS}；名录依据《企业经营异常名录管理暂行办法》`,
  },
  penalty: {
    dimension: 'operating',
    name: '行政处罚',
    points: -8,
    pointsText: '每条扣8分',
    window: '近3年',
    kinds: ['penalty'],
    basis: RULE_BASIS,
  },
  taxRating: {
    dimension: 'tax',
    name: '纳税信用等级（最近一年）',
    points: 20,
    pointsText: 'A加20分，B加5分，M扣5分，C扣25分，D扣55分（基础分80）',
    window: '最近一个年度',
    kinds: ['taxCredit'],
    basis: `${RULE_BASIS}；等级为税务机关评定的纳税信用等级（A、B、M、C、D）`,
  },
  taxArrears: {
    dimension: 'tax',
    name: '欠税公告',
    points: -20,
    pointsText: '每条扣20分',
    window: null,
    kinds: ['taxArrears'],
    basis: RULE_BASIS,
  },
  negativeNews: {
    dimension: 'news',
    name: '负面舆情',
    points: -10,
    pointsText: '每条扣10分（基础分90）',
    window: '近12个月',
    kinds: ['news'],
    basis: RULE_BASIS,
  },
  positiveNews: {
    dimension: 'news',
    name: '正面舆情',
    points: 2,
    pointsText: '每条加2分',
    window: '近12个月',
    kinds: ['news'],
    basis: RULE_BASIS,
  },
} as const satisfies Record<
  string,
  {
    dimension: CreditDimension;
    name: string;
    points: number;
    pointsText: string;
    window: string | null;
    kinds: readonly string[];
    basis: string;
  }
>;
export type CreditRuleCode = keyof typeof CREDIT_RULES;

/** A rule as a finding and a report keep it: its code, name, points, window and basis as they were that day. */
export const CreditRuleSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  points: Type.Number(),
  pointsText: Type.String(),
  window: Type.Union([Type.String(), Type.Null()]),
  basis: Type.String(),
});
export type CreditRule = Static<typeof CreditRuleSchema>;

/** A rule of the table as a report keeps it. */
export const creditRuleOf = (code: CreditRuleCode): CreditRule => {
  const r = CREDIT_RULES[code];
  return { code, name: r.name, points: r.points, pointsText: r.pointsText, window: r.window, basis: r.basis };
};

/**
 * What a dimension checked under one rule: how many records of its kinds were read, how many gave a finding, and
 * how many were read and did not count (outside the window, removed, closed), so a dimension without deductions
 * says what was checked.
 */
export const CreditCheckSchema = Type.Object({
  rule: CreditRuleSchema,
  read: Type.Integer(),
  counted: Type.Integer(),
  /** Records read that did not count, with why: 3年前的行政处罚 2 条. */
  notCounted: Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer() })),
});
export type CreditCheck = Static<typeof CreditCheckSchema>;

/** How many records a finding lists at most (an aggregate names its newest ones; its text says how many). */
export const CREDIT_FINDING_RECORDS = 20;

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
  /** The footnote's record (an aggregate's newest). */
  source: CreditSourceSchema,
  /** Every record the finding rests on (at most CREDIT_FINDING_RECORDS): kind, date, amount, case number; absent in reports made before issue 42. */
  records: Type.Optional(Type.Array(EvidenceRecordSchema)),
  /** The rule that made it (points, window, basis); absent in reports made before issue 42. */
  rule: Type.Optional(CreditRuleSchema),
});
export type CreditFinding = Static<typeof CreditFindingSchema>;

export const CreditDimensionScoreSchema = Type.Object({
  dimension: Type.Unsafe<CreditDimension>({ type: 'string', enum: [...CREDIT_DIMENSIONS] }),
  title: Type.String(),
  weight: Type.Number(),
  /** 0–100. */
  score: Type.Integer(),
  /** The dimension's base score, before its findings. */
  base: Type.Optional(Type.Integer()),
  /** What the dimension checked, rule by rule; absent in reports made before issue 42. */
  checks: Type.Optional(Type.Array(CreditCheckSchema)),
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
