import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';
import { PageNoSchema, PageSizeSchema, RowIdSchema } from './request';
import { PageNoFields } from './paging';

/**
 * IBA 银行流水分析 (product pages §3.5): analyses (分析项目) with their subjects (主体) and uploaded bank
 * statements; pre-checks, standard analyses, anomaly rules with thresholds per institution, flagged
 * transactions with the analyst's note and a reviewer's sign-off, and the working papers.
 */

/** The page's menu entry (spec 1 §6); every call needs it. */
export const BANK_FLOW_PERMISSION = 'app:iba:due:bankStatement';
/** Where the page lives (the IBA remote). */
export const BANK_FLOW_PAGE = '/investment/bank/flow';

/** Transactions one statement file may hold: a busy company account's year is well under it. */
export const BANK_FLOW_MAX_FILE_ROWS = 200_000;
/** Transactions one analysis may hold, all statements together: the analysis runs in memory. */
export const BANK_FLOW_MAX_ANALYSIS_ROWS = 1_000_000;
/** Subjects an analysis may have. */
export const BANK_FLOW_MAX_SUBJECTS = 50;
/** Accepted file endings. */
export const BANK_FLOW_FILE_TYPES = ['.xlsx', '.xls', '.csv'] as const;

export const BankFlowMessage = {
  WRONG_TYPE: '仅支持上传.xlsx、.xls、.csv格式的银行流水文件',
  TOO_MANY_ROWS: `单个流水文件不能超过${BANK_FLOW_MAX_FILE_ROWS.toLocaleString('en')}笔交易`,
  ANALYSIS_FULL: `一个分析项目的交易不能超过${BANK_FLOW_MAX_ANALYSIS_ROWS.toLocaleString('en')}笔`,
  NO_HEADER: '未能识别流水的表头行，请确认文件包含交易日期和金额等列',
  NO_ROWS: '文件中没有可识别的交易记录',
  DUPLICATE_FILE: '该流水文件已导入过此主体',
  NOT_CSV: '文件不是有效的CSV文本',
  BAD_MAPPING: '列映射格式不正确',
  /** The file's reading ran out of its time or memory. */
  TOO_COMPLEX: '流水文件内容过多或过于复杂，无法读取，请拆分后再上传',
  /** The analysis ran out of its time or memory. */
  ANALYSIS_TOO_LARGE: '分析的交易过多或过于复杂，未能在限定的时间和内存内完成，请减少流水后重试',
  /** Another run of the same analysis finished while this one computed. */
  ANALYSIS_RACED: '该分析项目刚由另一次运行更新，请重新运行分析',
} as const;

/** Subjects: the issuer, its group, controllers, officers and key staff (regulation scope, product pages §3.5). */
export const BANK_FLOW_SUBJECT_ROLES = [
  '发行人',
  '子公司',
  '控股股东',
  '实际控制人',
  '实控人配偶',
  '董监高',
  '关键岗位人员',
  '主要关联方',
  '其他',
] as const;
export type BankFlowSubjectRole = (typeof BANK_FLOW_SUBJECT_ROLES)[number];
export type BankFlowSubjectKind = 'company' | 'person';
/**
 * The roles each kind of subject may take, in the order the page offers them (issue 36: chosen, never defaulted).
 * A company is never 实控人配偶, 董监高 or 关键岗位人员; a person never 发行人 or 子公司.
 */
export const BANK_FLOW_ROLES_BY_KIND: Record<BankFlowSubjectKind, readonly BankFlowSubjectRole[]> = {
  company: ['发行人', '子公司', '控股股东', '实际控制人', '主要关联方', '其他'],
  person: ['实际控制人', '实控人配偶', '控股股东', '董监高', '关键岗位人员', '主要关联方', '其他'],
};
export const BANK_FLOW_KIND_TITLES: Record<BankFlowSubjectKind, string> = { company: '企业', person: '自然人' };
/** The role a kind may not take, as the refusal says it. */
export const bankFlowRoleProblem = (kind: BankFlowSubjectKind, role: string): string | null =>
  (BANK_FLOW_ROLES_BY_KIND[kind] as readonly string[]).includes(role)
    ? null
    : `${BANK_FLOW_KIND_TITLES[kind]}主体的角色只能是：${BANK_FLOW_ROLES_BY_KIND[kind].join('、')}`;

/** The account a statement is kept under when neither the file nor the user names one: nobody's account. */
export const BANK_FLOW_UNKNOWN_ACCOUNT = '未知账号';

/**
 * What the preview checks a statement for (issue 36), and what each does to the import: `refuse` (the import is
 * refused, 409), `confirm` (the import is refused until the user confirms it, sending the code in `confirm`),
 * `note` (said, the import goes ahead).
 */
export const BANK_FLOW_CHECK_LEVELS = {
  /** 本方账号 already imported under another subject of the analysis: it would count twice. */
  accountTaken: 'refuse',
  /** 本方户名 is another subject's name. */
  holderOtherSubject: 'confirm',
  /** 本方户名 is neither the subject's name (or former name) nor another subject's. */
  holderMismatch: 'confirm',
  /** Neither the file nor the user names the account. */
  unknownAccount: 'confirm',
  /** A running balance below zero: often a misread balance column or direction. */
  negativeBalance: 'note',
} as const;
export type BankFlowCheckCode = keyof typeof BANK_FLOW_CHECK_LEVELS;
export type BankFlowCheckLevel = (typeof BANK_FLOW_CHECK_LEVELS)[BankFlowCheckCode];

/** The statement fields a column can be mapped to. */
export const BANK_FLOW_FIELDS = [
  'date',
  'time',
  'debit',
  'credit',
  'amount',
  'direction',
  'balance',
  'counterparty',
  'counterAccount',
  'counterBank',
  'summary',
  'purpose',
  'currency',
  'accountNo',
  'accountName',
] as const;
export type BankFlowField = (typeof BANK_FLOW_FIELDS)[number];

export const BANK_FLOW_FIELD_TITLES: Record<BankFlowField, string> = {
  date: '交易日期',
  time: '交易时间',
  debit: '借方发生额（支出）',
  credit: '贷方发生额（收入）',
  amount: '交易金额',
  direction: '收支标志',
  balance: '余额',
  counterparty: '对方户名',
  counterAccount: '对方账号',
  counterBank: '对方开户行',
  summary: '摘要',
  purpose: '用途',
  currency: '币种',
  accountNo: '本方账号',
  accountName: '本方户名',
};

const HeaderName = Type.String({ minLength: 1, maxLength: 60 });
/**
 * A column mapping: each field names the header of its column. The amount is either a debit and a credit
 * column, or one amount column with a direction column (收支标志), or one signed amount column.
 */
export const BankFlowMappingSchema = Type.Object(
  {
    date: HeaderName,
    time: Type.Optional(HeaderName),
    debit: Type.Optional(HeaderName),
    credit: Type.Optional(HeaderName),
    amount: Type.Optional(HeaderName),
    direction: Type.Optional(HeaderName),
    balance: Type.Optional(HeaderName),
    counterparty: Type.Optional(HeaderName),
    counterAccount: Type.Optional(HeaderName),
    counterBank: Type.Optional(HeaderName),
    summary: Type.Optional(HeaderName),
    purpose: Type.Optional(HeaderName),
    currency: Type.Optional(HeaderName),
    accountNo: Type.Optional(HeaderName),
    accountName: Type.Optional(HeaderName),
  },
  { additionalProperties: false },
);
export type BankFlowMapping = { date: string } & Partial<Record<Exclude<BankFlowField, 'date'>, string>>;

/** Bank layouts the column detection knows (the label only: the mapping is what matters). */
export const BANK_FLOW_LAYOUTS = {
  icbc: '中国工商银行',
  ccb: '中国建设银行',
  abc: '中国农业银行',
  boc: '中国银行',
  cmb: '招商银行',
  generic: '通用格式',
} as const;
export type BankFlowLayout = keyof typeof BANK_FLOW_LAYOUTS;

/** The anomaly rules (product pages §3.5), in the order the page lists them. */
export const BANK_FLOW_RULES = [
  'large',
  'round',
  'night',
  'nonWorkingDay',
  'fastInOut',
  'frequentTwoWay',
  'loop',
  'cash',
  'thirdParty',
  'relatedParty',
] as const;
export type BankFlowRule = (typeof BANK_FLOW_RULES)[number];
export type BankFlowRiskLevel = 'high' | 'medium' | 'low';

/**
 * Thresholds of the rules. Defaults here; an institution overrides any of them with its parameter
 * `bankFlowThresholds` (JSON, the same keys; an invalid value falls back to the defaults).
 */
export const DEFAULT_BANK_FLOW_THRESHOLDS = {
  /** 大额: a company subject's materiality, yuan. */
  largeCompany: 1_000_000,
  /** 大额: a natural person's (practice: ¥50,000). */
  largePerson: 50_000,
  /** 整数金额: a multiple of this, … */
  roundUnit: 10_000,
  /** … and at least this. */
  roundMin: 50_000,
  /** 夜间: from this hour (inclusive) … */
  nightStartHour: 22,
  /** … to this hour (exclusive). */
  nightEndHour: 6,
  /** 非工作日: a company's transactions of at least this on weekends and holidays. */
  nonWorkingDayMin: 10_000,
  /** 快进快出: an inflow of at least this … */
  fastInOutMin: 100_000,
  /** … of which at least this share … */
  fastInOutRatio: 0.8,
  /** … leaves within this many hours to other parties. */
  fastInOutHours: 24,
  /** 频繁往来: this many transactions with one party in a calendar month, … */
  frequentPerMonth: 10,
  /** … or money both in and out with it, each way at least this. */
  twoWayMin: 50_000,
  /** 资金闭环: transfers among the subjects coming back within this many days, … */
  loopDays: 30,
  /** … each of at least this. */
  loopMin: 100_000,
  /** 大额存取现. */
  cashMin: 50_000,
  /** 第三方回款: at least this. */
  thirdPartyMin: 10_000,
  /** 预检 date gaps: no transaction for more than this many days. */
  gapDays: 30,
};
export type BankFlowThresholds = typeof DEFAULT_BANK_FLOW_THRESHOLDS;
export type BankFlowThresholdKey = keyof BankFlowThresholds;

/** How a threshold reads in the 规则与阈值 drawer, and the range an administrator may set it in. */
export interface BankFlowThresholdField {
  label: string;
  unit: '元' | '时' | '天' | '笔' | '比例';
  min: number;
  max: number;
}
const yuan = (label: string): BankFlowThresholdField => ({ label, unit: '元', min: 0, max: 1e12 });
export const BANK_FLOW_THRESHOLD_FIELDS: Record<BankFlowThresholdKey, BankFlowThresholdField> = {
  largeCompany: yuan('企业主体大额'),
  largePerson: yuan('自然人主体大额'),
  roundUnit: { label: '整数金额单位', unit: '元', min: 1, max: 1e12 },
  roundMin: yuan('整数金额下限'),
  nightStartHour: { label: '夜间开始（含）', unit: '时', min: 0, max: 24 },
  nightEndHour: { label: '夜间结束（不含）', unit: '时', min: 0, max: 24 },
  nonWorkingDayMin: yuan('非工作日金额下限'),
  fastInOutMin: yuan('快进快出流入下限'),
  fastInOutRatio: { label: '快进快出转出比例', unit: '比例', min: 0.01, max: 1 },
  fastInOutHours: { label: '快进快出时限', unit: '时', min: 1, max: 24 * 30 },
  frequentPerMonth: { label: '频繁往来月笔数', unit: '笔', min: 2, max: 10_000 },
  twoWayMin: yuan('双向往来单向下限'),
  loopDays: { label: '资金闭环回流天数', unit: '天', min: 1, max: 366 },
  loopMin: yuan('资金闭环单笔下限'),
  cashMin: yuan('大额存取现下限'),
  thirdPartyMin: yuan('第三方回款下限'),
  gapDays: { label: '预检断档天数', unit: '天', min: 1, max: 3650 },
};

/** A threshold as words: 企业主体大额 1,000,000元, 快进快出转出比例 80%. */
export function formatBankFlowThreshold(key: BankFlowThresholdKey, value: number): string {
  const { label, unit } = BANK_FLOW_THRESHOLD_FIELDS[key];
  return unit === '比例'
    ? `${label} ${Math.round(value * 1000) / 10}%`
    : `${label} ${value.toLocaleString('en-US')}${unit}`;
}

/** The rule catalogue, like the ccdi model table (模型名称, 核心异常点, 业务口径, 风险筛查对象, 阈值, 风险等级). */
export const BANK_FLOW_RULE_CATALOGUE: Record<
  BankFlowRule,
  {
    title: string;
    point: string;
    scope: string;
    target: string;
    level: BankFlowRiskLevel;
    thresholds: BankFlowThresholdKey[];
  }
> = {
  large: {
    title: '大额交易',
    point: '单笔金额达到重要性水平',
    scope: '单笔收入或支出 ≥ 企业主体阈值 / 自然人主体阈值',
    target: '全部主体',
    level: 'medium',
    thresholds: ['largeCompany', 'largePerson'],
  },
  round: {
    title: '整数金额',
    point: '整万元的大额收付，常见于资金拆借、虚构交易',
    scope: '金额为整数单位的倍数且不低于下限',
    target: '全部主体',
    level: 'low',
    thresholds: ['roundUnit', 'roundMin'],
  },
  night: {
    title: '夜间交易',
    point: '非营业时间发生的交易',
    scope: '交易时间在夜间时段内（需有交易时间列）',
    target: '全部主体',
    level: 'low',
    thresholds: ['nightStartHour', 'nightEndHour'],
  },
  nonWorkingDay: {
    title: '非工作日交易',
    point: '企业在周末或法定节假日的对公收付',
    scope: '周末及法定节假日（按调休安排）且不低于下限',
    target: '企业主体',
    level: 'low',
    thresholds: ['nonWorkingDayMin'],
  },
  fastInOut: {
    title: '快进快出',
    point: '资金流入后短时间内大部分转出给其他方',
    scope: '一笔流入后规定小时内转给其他对手方的金额达到流入的比例',
    target: '全部主体',
    level: 'high',
    thresholds: ['fastInOutMin', 'fastInOutRatio', 'fastInOutHours'],
  },
  frequentTwoWay: {
    title: '频繁往来/往来拆借',
    point: '与同一对手方月内交易频繁，或双向均有大额资金往来',
    scope: '同一对手方单月笔数达到阈值，或收、付两个方向均不低于下限',
    target: '全部主体（不含银行、支付机构、政府税务）',
    level: 'medium',
    thresholds: ['frequentPerMonth', 'twoWayMin'],
  },
  loop: {
    title: '资金闭环',
    point: '资金在分析主体之间转一圈后回到起点',
    scope: '主体间转账 A→B→…→A，时间先后相接且在规定天数内，每笔不低于下限',
    target: '分析主体之间',
    level: 'high',
    thresholds: ['loopDays', 'loopMin'],
  },
  cash: {
    title: '大额存取现',
    point: '大额现金存入或支取',
    scope: '摘要为现金类且金额不低于下限',
    target: '全部主体',
    level: 'medium',
    thresholds: ['cashMin'],
  },
  thirdParty: {
    title: '第三方回款/代付',
    point: '付款方与合同方不一致：代付、代收，或个人为企业付款',
    scope: '摘要含代付、代收，或个人向企业主体支付货款，且不低于下限',
    target: '企业主体',
    level: 'medium',
    thresholds: ['thirdPartyMin'],
  },
  relatedParty: {
    title: '关联方交易',
    point: '对手方为主体在工商图谱中的关联方',
    scope: '对手方按名称（含曾用名）匹配工商登记，并在主体的持股、任职、法定代表人关系两层以内',
    target: '全部主体',
    level: 'medium',
    thresholds: [],
  },
};

/** Counterparty classes (product pages §3.5: own account, related party, individual, …). */
export const BANK_FLOW_COUNTERPARTY_CLASSES = {
  own: '本主体其他账户',
  subject: '其他分析主体',
  related: '关联方',
  person: '个人',
  company: '企业',
  financial: '金融机构',
  government: '政府税务',
  none: '无对方信息',
} as const;
export type BankFlowCounterpartyClass = keyof typeof BANK_FLOW_COUNTERPARTY_CLASSES;

/** A flag's review: 待说明 → (analyst's note) 待复核 → (reviewer) 已复核, or 已退回 back to the analyst. */
export const BANK_FLOW_FLAG_STATUSES = {
  open: '待说明',
  noted: '待复核',
  signed: '已复核',
  returned: '已退回',
} as const;
export type BankFlowFlagStatus = keyof typeof BANK_FLOW_FLAG_STATUSES;
/** The analyst's conclusion on a flag: explained and excluded, or confirmed as an anomaly. */
export const BANK_FLOW_CONCLUSIONS = { excluded: '已说明，排除异常', confirmed: '确认异常' } as const;
export type BankFlowConclusion = keyof typeof BANK_FLOW_CONCLUSIONS;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/**
 * An amount of a statement: 元 of the statement's own currency (币种; 人民币 for nearly all), as the statement has it:
 * amounts are not converted between currencies (an account is taken to hold one).
 */
const FlowAmount = (what: string) => Yuan(`${what}（按流水币种，不折算）`);
/** A running balance: null when the statement gives none. */
const FlowBalance = (what: string) => NullableYuan(`${what}（按流水币种，不折算）`, '流水未载余额');
/** The thresholds by key, each in the unit BANK_FLOW_THRESHOLD_FIELDS gives it (金额 in 元). */
const ThresholdValues = (what: string) =>
  Type.Record(Type.String(), Type.Number(), {
    description: `${what}：金额类单位为元，其余为时、天、笔或比值（0.8 即 80%），见 BANK_FLOW_THRESHOLD_FIELDS`,
  });

// ---- requests ----

const Name = Type.String({ minLength: 1, maxLength: 60 });
export const BankFlowAnalysisCreateSchema = Type.Object(
  { name: Name, reviewer: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export const BankFlowAnalysisIdSchema = Type.Object({ analysisId: RowIdSchema }, { additionalProperties: false });
export const BankFlowAnalysisListRequestSchema = Type.Object(
  { pageNo: Type.Optional(PageNoSchema), pageSize: Type.Optional(PageSizeSchema) },
  { additionalProperties: false },
);
/** The reviewer: a username of the institution with the page; empty: none. */
export const BankFlowReviewerRequestSchema = Type.Object(
  { analysisId: RowIdSchema, reviewer: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
export const BankFlowSubjectAddSchema = Type.Object(
  {
    analysisId: RowIdSchema,
    kind: Type.Union([Type.Literal('company'), Type.Literal('person')]),
    /** A company of the register (kind company); its name is the register's. */
    entId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** A person's name, or a company not in the register. */
    name: Type.Optional(Name),
    /** Required: the user chooses it (one of `BANK_FLOW_ROLES_BY_KIND[kind]`). */
    role: Type.Union(
      [
        Type.Literal('发行人'),
        Type.Literal('子公司'),
        Type.Literal('控股股东'),
        Type.Literal('实际控制人'),
        Type.Literal('实控人配偶'),
        Type.Literal('董监高'),
        Type.Literal('关键岗位人员'),
        Type.Literal('主要关联方'),
        Type.Literal('其他'),
      ],
      { title: '主体角色' },
    ),
  },
  { additionalProperties: false },
);
export const BankFlowSubjectIdSchema = Type.Object({ subjectId: RowIdSchema }, { additionalProperties: false });
export const BankFlowStatementIdSchema = Type.Object({ statementId: RowIdSchema }, { additionalProperties: false });
export const BankFlowTransactionsRequestSchema = Type.Object(
  {
    analysisId: RowIdSchema,
    statementId: Type.Optional(RowIdSchema),
    subjectId: Type.Optional(RowIdSchema),
    /** Part of the counterparty's name or account. */
    counterparty: Type.Optional(Type.String({ maxLength: 60 })),
    direction: Type.Optional(Type.Union([Type.Literal('in'), Type.Literal('out')])),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export const BankFlowFlagListRequestSchema = Type.Object(
  {
    analysisId: RowIdSchema,
    rule: Type.Optional(
      Type.Union([
        Type.Literal('large'),
        Type.Literal('round'),
        Type.Literal('night'),
        Type.Literal('nonWorkingDay'),
        Type.Literal('fastInOut'),
        Type.Literal('frequentTwoWay'),
        Type.Literal('loop'),
        Type.Literal('cash'),
        Type.Literal('thirdParty'),
        Type.Literal('relatedParty'),
      ]),
    ),
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('noted'), Type.Literal('signed'), Type.Literal('returned')]),
    ),
    subjectId: Type.Optional(RowIdSchema),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export const BankFlowFlagNoteSchema = Type.Object(
  {
    flagId: RowIdSchema,
    note: Type.String({ minLength: 1, maxLength: 1000 }),
    conclusion: Type.Union([Type.Literal('excluded'), Type.Literal('confirmed')]),
  },
  { additionalProperties: false },
);
export const BankFlowFlagSignOffSchema = Type.Object(
  {
    flagId: RowIdSchema,
    /** true: signed off (已复核); false: returned to the analyst with the comment (已退回). */
    approve: Type.Boolean(),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export const BankFlowLinkRequestSchema = Type.Object({ projectId: RowIdSchema }, { additionalProperties: false });

// ---- answers ----

export const BankFlowSubjectSchema = Type.Object({
  subjectId: Type.Integer(),
  kind: Type.Union([Type.Literal('company'), Type.Literal('person')]),
  name: Type.String(),
  entId: Nullable(Type.String()),
  role: Type.String(),
});
export type BankFlowSubject = Static<typeof BankFlowSubjectSchema>;

export const BankFlowStatementSchema = Type.Object({
  statementId: Type.Integer(),
  subjectId: Type.Integer(),
  fileName: Type.String(),
  layout: Type.String(),
  accountNo: Type.String(),
  accountName: Type.String(),
  rows: Type.Integer(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  importedAt: Type.String(),
});
export type BankFlowStatement = Static<typeof BankFlowStatementSchema>;

export const BankFlowAnalysisSummarySchema = Type.Object({
  analysisId: Type.Integer(),
  name: Type.String(),
  owner: Type.String(),
  reviewer: Nullable(Type.String()),
  /** Whether the caller is the owner (uploads, notes) or the reviewer (sign-offs). */
  myRole: Type.Union([Type.Literal('owner'), Type.Literal('reviewer')]),
  projectId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  analysedAt: Nullable(Type.String()),
  subjects: Type.Integer(),
  transactions: Type.Integer(),
  flags: Type.Integer(),
});
export type BankFlowAnalysisSummary = Static<typeof BankFlowAnalysisSummarySchema>;

export const BankFlowAnalysisListSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(BankFlowAnalysisSummarySchema),
});

export const BankFlowAnalysisDetailSchema = Type.Composite([
  BankFlowAnalysisSummarySchema,
  Type.Object({
    subjectList: Type.Array(BankFlowSubjectSchema),
    statements: Type.Array(BankFlowStatementSchema),
    /** Statements changed since the last analysis: run it again. */
    stale: Type.Boolean(),
  }),
]);
export type BankFlowAnalysisDetail = Static<typeof BankFlowAnalysisDetailSchema>;

export const BankFlowCheckSchema = Type.Object({
  code: Type.Union([
    Type.Literal('accountTaken'),
    Type.Literal('holderOtherSubject'),
    Type.Literal('holderMismatch'),
    Type.Literal('unknownAccount'),
    Type.Literal('negativeBalance'),
  ]),
  level: Type.Union([Type.Literal('refuse'), Type.Literal('confirm'), Type.Literal('note')]),
  message: Type.String(),
});
export type BankFlowCheck = Static<typeof BankFlowCheckSchema>;

/** What the column detection found in a file, for the user to confirm or change. */
export const BankFlowPreviewSchema = Type.Object({
  fileName: Type.String(),
  layout: Type.Union([
    Type.Literal('icbc'),
    Type.Literal('ccb'),
    Type.Literal('abc'),
    Type.Literal('boc'),
    Type.Literal('cmb'),
    Type.Literal('generic'),
  ]),
  layoutName: Type.String(),
  /** The header row's cells, in order. */
  headers: Type.Array(Type.String()),
  /** The header row's line in the file. */
  headerLine: Type.Integer(),
  mapping: Type.Record(Type.String(), Type.String()),
  /** saved: the institution's confirmed mapping for these headers; detected: guessed from the names. */
  mappingSource: Type.Union([Type.Literal('saved'), Type.Literal('detected')]),
  /** Required fields the mapping lacks (empty when it can be imported as is). */
  missing: Type.Array(Type.String()),
  accountNo: Type.String(),
  accountName: Type.String(),
  encoding: Nullable(Type.String()),
  rows: Type.Integer(),
  /** The first rows as the mapping reads them; problems are listed, not thrown, here. */
  sample: Type.Array(
    Type.Object({
      line: Type.Integer(),
      occurred: Type.String(),
      direction: Type.String(),
      amount: FlowAmount('交易金额'),
      balance: FlowBalance('余额'),
      counterparty: Type.String(),
      summary: Type.String(),
    }),
  ),
  problems: Type.Array(Type.String()),
  /** The statement against its subject and the analysis's other subjects, and its balances (issue 36). */
  checks: Type.Array(BankFlowCheckSchema),
});
export type BankFlowPreview = Static<typeof BankFlowPreviewSchema>;

export const BankFlowTransactionSchema = Type.Object({
  txnId: Type.Integer(),
  statementId: Type.Integer(),
  subjectName: Type.String(),
  accountNo: Type.String(),
  line: Type.Integer(),
  occurred: Type.String(),
  hasTime: Type.Boolean(),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  amount: FlowAmount('交易金额'),
  balance: FlowBalance('交易后余额'),
  counterparty: Type.String(),
  counterAccount: Type.String(),
  counterBank: Type.String(),
  summary: Type.String(),
  currency: Type.String(),
});
export type BankFlowTransaction = Static<typeof BankFlowTransactionSchema>;

export const BankFlowTransactionPageSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(BankFlowTransactionSchema),
});

const Totals = {
  inAmount: FlowAmount('收入金额合计'),
  inCount: Type.Integer(),
  outAmount: FlowAmount('支出金额合计'),
  outCount: Type.Integer(),
};

export const BankFlowPrecheckSchema = Type.Object({
  subjectName: Type.String(),
  accountNo: Type.String(),
  check: Type.Union([
    Type.Literal('order'),
    Type.Literal('balance'),
    Type.Literal('gap'),
    Type.Literal('duplicate'),
    Type.Literal('time'),
  ]),
  title: Type.String(),
  status: Type.Union([Type.Literal('pass'), Type.Literal('warn'), Type.Literal('fail'), Type.Literal('skip')]),
  detail: Type.String(),
  /** The rows concerned (at most 20), each a sentence with the line. */
  items: Type.Array(Type.String()),
});
export type BankFlowPrecheck = Static<typeof BankFlowPrecheckSchema>;

export const BankFlowAccountSchema = Type.Object({
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  accountNo: Type.String(),
  from: Type.String(),
  to: Type.String(),
  rows: Type.Integer(),
  openingBalance: FlowBalance('期初余额'),
  closingBalance: FlowBalance('期末余额'),
  ...Totals,
});
export type BankFlowAccount = Static<typeof BankFlowAccountSchema>;

export const BankFlowCounterpartySchema = Type.Object({
  name: Type.String(),
  account: Type.String(),
  cpClass: Type.Union([
    Type.Literal('own'),
    Type.Literal('subject'),
    Type.Literal('related'),
    Type.Literal('person'),
    Type.Literal('company'),
    Type.Literal('financial'),
    Type.Literal('government'),
    Type.Literal('none'),
  ]),
  /** The register's company, matched by exact name or former name. */
  entId: Nullable(Type.String()),
  /** The relation path to a subject, for a related party. */
  relation: Nullable(Type.String()),
  ...Totals,
});
export type BankFlowCounterparty = Static<typeof BankFlowCounterpartySchema>;

export const BankFlowResultSchema = Type.Object({
  analysisId: Type.Integer(),
  analysedAt: Type.String(),
  stale: Type.Boolean(),
  thresholds: ThresholdValues('本次分析所用的阈值'),
  accounts: Type.Array(BankFlowAccountSchema),
  prechecks: Type.Array(BankFlowPrecheckSchema),
  monthly: Type.Array(
    Type.Object({ subjectName: Type.String(), accountNo: Type.String(), month: Type.String(), ...Totals }),
  ),
  /** Per subject, the top 10 counterparties by amount and by count, in and out. */
  topCounterparties: Type.Array(
    Type.Object({
      subjectId: Type.Integer(),
      subjectName: Type.String(),
      ranking: Type.Union([
        Type.Literal('inAmount'),
        Type.Literal('inCount'),
        Type.Literal('outAmount'),
        Type.Literal('outCount'),
      ]),
      items: Type.Array(BankFlowCounterpartySchema),
    }),
  ),
  counterpartyClasses: Type.Array(
    Type.Object({ subjectName: Type.String(), cpClass: Type.String(), title: Type.String(), ...Totals }),
  ),
  summaryClasses: Type.Array(Type.Object({ subjectName: Type.String(), summaryClass: Type.String(), ...Totals })),
  graph: Type.Object({
    nodes: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        kind: Type.Union([Type.Literal('subject'), Type.Literal('counterparty')]),
        cpClass: Nullable(Type.String()),
      }),
    ),
    edges: Type.Array(
      Type.Object({
        from: Type.String(),
        to: Type.String(),
        amount: FlowAmount('往来金额合计'),
        count: Type.Integer(),
      }),
    ),
  }),
  flagCounts: Type.Array(Type.Object({ rule: Type.String(), title: Type.String(), count: Type.Integer() })),
});
export type BankFlowResult = Static<typeof BankFlowResultSchema>;

export const BankFlowFlagSchema = Type.Object({
  flagId: Type.Integer(),
  rule: Type.Union([
    Type.Literal('large'),
    Type.Literal('round'),
    Type.Literal('night'),
    Type.Literal('nonWorkingDay'),
    Type.Literal('fastInOut'),
    Type.Literal('frequentTwoWay'),
    Type.Literal('loop'),
    Type.Literal('cash'),
    Type.Literal('thirdParty'),
    Type.Literal('relatedParty'),
  ]),
  ruleTitle: Type.String(),
  level: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
  subjectName: Type.String(),
  accountNo: Type.String(),
  counterparty: Type.String(),
  amount: FlowAmount('涉及金额'),
  occurred: Type.String(),
  reason: Type.String(),
  relation: Nullable(Type.String()),
  transactions: Type.Array(BankFlowTransactionSchema),
  status: Type.Union([Type.Literal('open'), Type.Literal('noted'), Type.Literal('signed'), Type.Literal('returned')]),
  statusTitle: Type.String(),
  note: Nullable(Type.String()),
  conclusion: Nullable(Type.Union([Type.Literal('excluded'), Type.Literal('confirmed')])),
  notedBy: Nullable(Type.String()),
  notedAt: Nullable(Type.String()),
  reviewedBy: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String()),
  reviewComment: Nullable(Type.String()),
});
export type BankFlowFlag = Static<typeof BankFlowFlagSchema>;

export const BankFlowFlagPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(BankFlowFlagSchema) });

export const BankFlowRuleCatalogueSchema = Type.Object({
  /** The thresholds in force for the institution, the defaults, whether it set its own, whether the caller may. */
  thresholds: ThresholdValues('机构现行阈值'),
  defaults: ThresholdValues('默认阈值'),
  custom: Type.Boolean(),
  canEdit: Type.Boolean(),
  rules: Type.Array(
    Type.Object({
      rule: Type.String(),
      title: Type.String(),
      point: Type.String(),
      scope: Type.String(),
      target: Type.String(),
      level: Type.String(),
      threshold: Type.String(),
    }),
  ),
});
export type BankFlowRuleCatalogue = Static<typeof BankFlowRuleCatalogueSchema>;

/** A threshold in a request, its unit said: an amount in 元, an hour, a day count, a count or a ratio. */
function thresholdSchema(key: BankFlowThresholdKey) {
  const { label, unit } = BANK_FLOW_THRESHOLD_FIELDS[key];
  const bounds = { minimum: -1e15, maximum: 1e15 };
  if (unit === '元') return Yuan(label, bounds);
  return Type.Number({
    ...bounds,
    description: unit === '比例' ? `${label}，比值（0.8 即 80%）` : `${label}，单位：${unit}`,
  });
}

/** `POST /esee/bankFlow/thresholds`: every threshold (null: back to the defaults); the institution's administrator. */
export const BankFlowThresholdsUpdateSchema = Type.Object(
  {
    // Each key optional here: the server names a missing or out-of-range one in its message.
    thresholds: Type.Union([
      Type.Object(
        Object.fromEntries(
          (Object.keys(DEFAULT_BANK_FLOW_THRESHOLDS) as BankFlowThresholdKey[]).map((k) => [
            k,
            Type.Optional(thresholdSchema(k)),
          ]),
        ),
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
