import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';
import { ExposuresSchema } from './sameCustomer';
import { RowIdSchema } from './request';
import { PageNumFields } from './paging';

/*
 * SCS 应用服务 (product notes §4.4–4.6): 关系挖掘 (hidden links among the book's customers), 统一授信
 * (group limits, allocations, concentration against net tier-1 capital) and 风险预警 (signals of group
 * members, propagated to the group, handled in an inbox).
 */

export const SCS_MINING_PERMISSION = 'app:scs:app:relationMining';
export const SCS_CREDIT_PERMISSION = 'app:scs:app:unifiedCredit';
export const SCS_WARNING_PERMISSION = 'app:scs:app:riskWarning';

const Nullable = <T extends ReturnType<typeof Type.Number> | ReturnType<typeof Type.String>>(t: T) =>
  Type.Union([t, Type.Null()]);
const EntId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$' });
/** A request's amount in 元: up to a thousand trillion, cents at most. */
const Amount = (what: string) => Yuan(what, { minimum: 0, maximum: 1e15 });

// ---------------------------------------------------------------- 关系挖掘

export const MINED_LINK_TYPES = [
  { code: 'phone', name: '相同电话' },
  { code: 'email', name: '相同邮箱' },
  { code: 'address', name: '相同地址' },
  { code: 'officer', name: '董监高交叉任职' },
  { code: 'legalRep', name: '相同法定代表人' },
  { code: 'guaranteeCircle', name: '担保圈' },
  { code: 'guaranteeChain', name: '担保链' },
  { code: 'funding', name: '共同资金来源' },
] as const;
export type MinedLinkType = (typeof MINED_LINK_TYPES)[number]['code'];
export const MinedLinkTypeSchema = Type.Union([
  Type.Literal('phone'),
  Type.Literal('email'),
  Type.Literal('address'),
  Type.Literal('officer'),
  Type.Literal('legalRep'),
  Type.Literal('guaranteeCircle'),
  Type.Literal('guaranteeChain'),
  Type.Literal('funding'),
]);

export const MinedEvidenceSchema = Type.Object({
  type: MinedLinkTypeSchema,
  name: Type.String(),
  detail: Type.String(),
  weight: Type.Number(),
  note: Nullable(Type.String()),
});
export type MinedEvidence = Static<typeof MinedEvidenceSchema>;

export const MinedLinkSchema = Type.Object({
  entIdA: Type.String(),
  nameA: Type.String(),
  entIdB: Type.String(),
  nameB: Type.String(),
  types: Type.Array(MinedLinkTypeSchema),
  /** 0–100: the platform's pair score (each signal once, its heaviest evidence; crowded addresses down-weighted). */
  score: Type.Number(),
  level: Type.String(),
  evidence: Type.Array(MinedEvidenceSchema),
  /** Already pushed as an identification suggestion. */
  pushed: Type.Boolean(),
});
export type MinedLink = Static<typeof MinedLinkSchema>;

const Party = Type.Object({ entId: Type.String(), name: Type.String() });

/** A guarantee circle (a cycle) or chain (a path of three or more companies) among the book's customers. */
export const GuaranteeStructureSchema = Type.Object({
  kind: Type.Union([Type.Literal('circle'), Type.Literal('chain')]),
  members: Type.Array(Party),
  /** The guarantees in order: guarantor → guaranteed, amount (元). */
  links: Type.Array(Type.Object({ fromId: Type.String(), toId: Type.String(), amount: Yuan('担保金额') })),
  /** The links' amounts added up. */
  amount: Yuan('担保金额合计'),
});
export type GuaranteeStructure = Static<typeof GuaranteeStructureSchema>;

/** A 马甲公司 cluster: customers joined by the same legal representative, phone or officers. */
export const ShellClusterSchema = Type.Object({
  members: Type.Array(Party),
  basis: Type.Array(Type.String()),
});
export type ShellCluster = Static<typeof ShellClusterSchema>;

export const MiningQuerySchema = Type.Object(
  {
    type: Type.Optional(MinedLinkTypeSchema),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    ...PageNumFields,
  },
  { additionalProperties: false },
);

export const MiningResultSchema = Type.Object({
  customerCount: Type.Integer(),
  total: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
  list: Type.Array(MinedLinkSchema),
  structures: Type.Array(GuaranteeStructureSchema),
  clusters: Type.Array(ShellClusterSchema),
});
export type MiningResult = Static<typeof MiningResultSchema>;

export const MiningPushSchema = Type.Object({ entIdA: EntId, entIdB: EntId }, { additionalProperties: false });
export const MiningPushResultSchema = Type.Object({ pushed: Type.Boolean(), reason: Type.String() });

// ---------------------------------------------------------------- 统一授信

/** The two capital figures the limits are measured against (元), each set by the institution's administrators. */
export const CAPITAL_BASES = { tier1: '一级资本净额', net: '资本净额' } as const;
export type CapitalBase = keyof typeof CAPITAL_BASES;

const LARGE_EXPOSURE = '《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）';
/**
 * The concentration limits, each a share of its own capital base with its source article; never mixed:
 * a customer's risk exposure is measured against 一级资本净额, its loan balance against 资本净额.
 */
export const EXPOSURE_LIMITS = {
  single: {
    title: '非同业单一客户风险暴露',
    share: 0.15,
    base: 'tier1',
    article: `${LARGE_EXPOSURE}第十六条`,
  },
  loan: {
    title: '单一客户贷款余额',
    share: 0.1,
    base: 'net',
    // 第十六条 sets both of a 非同业单一客户's limits: its loan balance ≤ 10% of 资本净额, its exposure ≤ 15% of
    // 一级资本净额; 商业银行法 第三十九条 (of 资本余额) and the core indicators' 贷款集中度 state the loan ratio too.
    article: `${LARGE_EXPOSURE}第十六条、《商业银行法》第三十九条、《商业银行风险监管核心指标》单一客户贷款集中度`,
  },
  group: {
    title: '一组非同业关联客户风险暴露',
    share: 0.2,
    base: 'tier1',
    article: `${LARGE_EXPOSURE}第十七条`,
  },
  interbank: {
    title: '同业单一客户或集团客户风险暴露',
    share: 0.25,
    base: 'tier1',
    article: `${LARGE_EXPOSURE}第十八条`,
  },
} as const satisfies Record<string, { title: string; share: number; base: CapitalBase; article: string }>;
export type ExposureLimitKey = keyof typeof EXPOSURE_LIMITS;

/** A limit in words: 「非同业单一客户风险暴露 ≤ 一级资本净额的15%」. */
export const limitText = (key: ExposureLimitKey) => {
  const l = EXPOSURE_LIMITS[key];
  return `${l.title} ≤ ${CAPITAL_BASES[l.base]}的${Math.round(l.share * 100)}%`;
};

/** Why a capital figure cannot be used (it is required and positive), or null. */
export function capitalProblem(base: CapitalBase, value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return `请填写${CAPITAL_BASES[base]}`;
  if (value <= 0) return `${CAPITAL_BASES[base]}须为大于0的金额（元）`;
  return null;
}
/** Warning steps, as shares of a limit. */
export const CREDIT_WARNING_STEPS = [0.8, 0.9, 1] as const;

export const CreditUsageSchema = Type.Object({
  /** The share of the limit used (0–), null when there is no limit. */
  ratio: Nullable(Type.Number()),
  /** The highest warning step reached (0.8, 0.9, 1), or null. */
  step: Nullable(Type.Number()),
});
export type CreditUsage = Static<typeof CreditUsageSchema>;

const LimitKeySchema = Type.Union([
  Type.Literal('single'),
  Type.Literal('loan'),
  Type.Literal('group'),
  Type.Literal('interbank'),
]);

/** One concentration measure: what is measured, against which base, under which article, and how far. */
export const ExposureMeasureSchema = Type.Object({
  key: LimitKeySchema,
  title: Type.String(),
  /** The limit as a share of its base (0.15 …). */
  share: Type.Number(),
  /** The base's name: 一级资本净额 or 资本净额. */
  base: Type.String(),
  article: Type.String(),
  /** The amount measured (元): the risk exposure, or the loan balance. */
  amount: Yuan('计量金额（风险暴露或贷款余额）'),
  /** The base's figure (元), null while not set. */
  capital: NullableYuan('资本基数（一级资本净额或资本净额）', '未设置'),
  /** amount ÷ capital, null without a capital. */
  ratio: Nullable(Type.Number()),
  /** The highest warning step of the limit reached (0.8, 0.9, 1), or null. */
  step: Nullable(Type.Number()),
});
export type ExposureMeasure = Static<typeof ExposureMeasureSchema>;

export const CapitalsSchema = Type.Object({
  tier1: NullableYuan('一级资本净额', '未设置'),
  net: NullableYuan('资本净额', '未设置'),
});
export type Capitals = Static<typeof CapitalsSchema>;

export const CreditGroupRowSchema = Type.Object({
  groupId: Type.Integer(),
  groupKey: Type.String(),
  name: Type.String(),
  coreName: Type.String(),
  memberCount: Type.Integer(),
  exposure: Yuan('集团风险暴露'),
  groupLimit: NullableYuan('集团授信额度', '未核定'),
  allocated: Yuan('已分配的成员授信额度合计'),
  limitUsage: CreditUsageSchema,
  /** The group's measure: 一组非同业关联客户 (20%) or, when every member is 同业, 同业集团客户 (25%). */
  measure: ExposureMeasureSchema,
});
export type CreditGroupRow = Static<typeof CreditGroupRowSchema>;

export const CreditGroupListSchema = Type.Object({
  runAt: Nullable(Type.String()),
  capital: CapitalsSchema,
  list: Type.Array(CreditGroupRowSchema),
});
export type CreditGroupList = Static<typeof CreditGroupListSchema>;

export const CreditMemberSchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  role: Type.String(),
  limit: NullableYuan('成员授信额度', '未分配'),
  frozen: Yuan('冻结额度'),
  used: ExposuresSchema,
  /** limit − used − frozen. */
  available: NullableYuan('可用额度', '未分配授信额度'),
  limitUsage: CreditUsageSchema,
  /** Whether the customer is 同业 (a financial institution, by its registered industry). */
  interbank: Type.Boolean(),
  /** Its risk exposure (15% or, 同业, 25% of 一级资本净额) and its loan balance (10% of 资本净额). */
  measures: Type.Array(ExposureMeasureSchema),
});
export type CreditMember = Static<typeof CreditMemberSchema>;

export const CreditWarningSchema = Type.Object({
  scope: Type.String(),
  name: Type.String(),
  limitName: Type.String(),
  ratio: Type.Number(),
  step: Type.Number(),
});
export type CreditWarning = Static<typeof CreditWarningSchema>;

export const CreditGroupDetailSchema = Type.Object({
  groupId: Type.Integer(),
  groupKey: Type.String(),
  name: Type.String(),
  capital: CapitalsSchema,
  groupLimit: NullableYuan('集团授信额度', '未核定'),
  allocated: Yuan('已分配的成员授信额度合计'),
  frozen: Yuan('冻结额度'),
  used: ExposuresSchema,
  /** groupLimit − used − frozen. */
  available: NullableYuan('可用额度', '未核定集团授信额度'),
  limitUsage: CreditUsageSchema,
  measure: ExposureMeasureSchema,
  members: Type.Array(CreditMemberSchema),
  warnings: Type.Array(CreditWarningSchema),
  trend: Type.Array(
    Type.Object({
      at: Type.String(),
      cause: Type.String(),
      exposure: Yuan('集团风险暴露'),
      groupLimit: NullableYuan('集团授信额度', '未核定'),
      /** exposure ÷ 一级资本净额 at the time (0.12: 12%), null without a capital. */
      concentration: Nullable(Type.Number()),
    }),
  ),
});
export type CreditGroupDetail = Static<typeof CreditGroupDetailSchema>;

export const CreditGroupQuerySchema = Type.Object({ groupId: RowIdSchema }, { additionalProperties: false });
/** Both figures are required and positive (checked with `capitalProblem`, so the answer names the figure). */
export const CreditCapitalSchema = Type.Object(
  {
    netTier1Capital: NullableYuan('一级资本净额', '未填写（不予保存）', { minimum: -1e15, maximum: 1e15 }),
    netCapital: NullableYuan('资本净额', '未填写（不予保存）', { minimum: -1e15, maximum: 1e15 }),
  },
  { additionalProperties: false },
);
export const CreditGroupLimitSchema = Type.Object(
  { groupId: RowIdSchema, groupLimit: Amount('集团授信额度') },
  { additionalProperties: false },
);
export const CreditAllocateSchema = Type.Object(
  {
    groupId: RowIdSchema,
    allocations: Type.Array(
      Type.Object(
        { entId: EntId, limit: Amount('成员授信额度'), frozen: Type.Optional(Amount('冻结额度')) },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export const CreditSimulateSchema = Type.Object(
  { groupId: RowIdSchema, entId: EntId, amount: Yuan('拟新增贷款金额', { exclusiveMinimum: 0, maximum: 1e15 }) },
  { additionalProperties: false },
);
export const CreditSimulationSchema = Type.Object({
  pass: Type.Boolean(),
  member: Type.Object({
    limit: NullableYuan('成员授信额度', '未分配'),
    availableBefore: NullableYuan('测算前可用额度', '未分配授信额度'),
    availableAfter: NullableYuan('测算后可用额度', '未分配授信额度'),
  }),
  group: Type.Object({
    limit: NullableYuan('集团授信额度', '未核定'),
    availableBefore: NullableYuan('测算前可用额度', '未核定集团授信额度'),
    availableAfter: NullableYuan('测算后可用额度', '未核定集团授信额度'),
  }),
  /** The group's and the member's measures after the loan. */
  measures: Type.Array(ExposureMeasureSchema),
  /** The limits the loan breaks, in words. */
  broken: Type.Array(Type.String()),
});
export type CreditSimulation = Static<typeof CreditSimulationSchema>;

// ---------------------------------------------------------------- 风险预警

export const WARNING_SEVERITIES = ['红', '橙', '黄'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];
export const WARNING_STATUSES = ['待处理', '处理中', '已处置', '已忽略'] as const;
export type WarningStatus = (typeof WARNING_STATUSES)[number];
/** Hours to handle a warning, by severity (SLA). */
export const WARNING_SLA_HOURS: Record<WarningSeverity, number> = { 红: 24, 橙: 72, 黄: 168 };
export const PROPAGATED_FLAG = '成员风险传导';
const SeveritySchema = Type.Union([Type.Literal('红'), Type.Literal('橙'), Type.Literal('黄')]);
const StatusSchema = Type.Union([
  Type.Literal('待处理'),
  Type.Literal('处理中'),
  Type.Literal('已处置'),
  Type.Literal('已忽略'),
]);

export const ScsWarningSchema = Type.Object({
  warningId: Type.Integer(),
  groupKey: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
  entId: Type.String(),
  entName: Type.String(),
  category: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  detail: Type.String(),
  severity: Type.String(),
  propagated: Type.Boolean(),
  sourceEntName: Nullable(Type.String()),
  status: Type.String(),
  assigneeId: Type.Union([Type.Integer(), Type.Null()]),
  assigneeName: Nullable(Type.String()),
  note: Nullable(Type.String()),
  dueAt: Type.String(),
  overdue: Type.Boolean(),
  createdAt: Type.String(),
});
export type ScsWarning = Static<typeof ScsWarningSchema>;

export const WarningListQuerySchema = Type.Object(
  {
    severity: Type.Optional(SeveritySchema),
    status: Type.Optional(StatusSchema),
    groupKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    propagated: Type.Optional(Type.Boolean()),
    ...PageNumFields,
  },
  { additionalProperties: false },
);
export const WarningListSchema = Type.Object({
  total: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
  groups: Type.Array(Type.Object({ groupKey: Type.String(), groupName: Type.String() })),
  list: Type.Array(ScsWarningSchema),
});
export type WarningList = Static<typeof WarningListSchema>;

export const WarningScanResultSchema = Type.Object({ created: Type.Integer(), total: Type.Integer() });
export const WarningUpdateSchema = Type.Object(
  {
    warningId: RowIdSchema,
    status: Type.Optional(StatusSchema),
    assigneeId: Type.Optional(Type.Union([RowIdSchema, Type.Null()])),
    note: Type.Optional(Type.String({ maxLength: 500, pattern: '^[^\\u0000]*$' })),
  },
  { additionalProperties: false },
);
export const WarningAssigneesSchema = Type.Array(Type.Object({ userId: Type.Integer(), name: Type.String() }));
