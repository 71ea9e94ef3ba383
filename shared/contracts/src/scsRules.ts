import { Type, type Static } from '@sinclair/typebox';
import { RowIdSchema } from './request';
import { INTERNAL_RATINGS } from './sameCustomer';

/*
 * SCS 规则配置 (product notes §4.3, issue 19): 同一客户分组规则 (one rule per criterion, versioned, whose
 * published versions in effect parameterise the grouping engine) and 标签规则 (a condition builder over the
 * customer book producing a tag). Both follow 草稿 → 待复核 → 已发布 through the review core; a grouping
 * draft needs a dry run of its very content before it is submitted.
 */

export const SCS_GROUP_RULE_PERMISSION = 'app:scs:rule:group';
export const SCS_LABEL_RULE_PERMISSION = 'app:scs:rule:label';

/** Stored statuses; 待复核 is a draft with a pending change, 已失效 a published version superseded. */
export const ScsRuleStatus = {
  DRAFT: 'DRAFT',
  PENDING: 'PENDING',
  PUBLISHED: 'PUBLISHED',
  EXPIRED: 'EXPIRED',
} as const;
export type ScsRuleStatus = (typeof ScsRuleStatus)[keyof typeof ScsRuleStatus];
export const SCS_RULE_STATUS_LABEL: Record<ScsRuleStatus, string> = {
  DRAFT: '草稿',
  PENDING: '待复核',
  PUBLISHED: '已发布',
  EXPIRED: '已失效',
};

export const ScsRuleMessage = {
  NOT_DRAFT: '只有草稿可以修改、删除或提交',
  PENDING: '该规则已有待复核的版本，请等待复核完成',
  DRY_RUN_REQUIRED: '提交复核前须对当前草稿内容执行试运行',
  THRESHOLD: '阈值超出允许范围',
  THRESHOLD_MISSING: '该规则须设置阈值',
  UNKNOWN_FIELD: '不支持的条件字段',
  UNKNOWN_OPERATOR: '该字段不支持此运算符',
  BAD_VALUE: '条件取值不正确',
  CHANGED: '规则在提交后已被修改，请重新提交',
  NO_RULE: '规则不存在',
  PREVIEW_REQUIRED: '提交复核前须预览当前草稿命中的客户',
} as const;

/* ---------- 同一客户分组规则 ---------- */

/** The criteria, one rule each; the engine reads the published version in effect of each. */
export const SCS_GROUP_CRITERIA = ['control', 'family', 'guarantee', 'dependence', 'influence'] as const;
export type ScsGroupCriterion = (typeof SCS_GROUP_CRITERIA)[number];
export const SCS_GROUP_CRITERION_LABEL: Record<ScsGroupCriterion, string> = {
  control: '控制关系',
  family: '共同控制（家族）',
  guarantee: '担保关联',
  dependence: '经济依存',
  influence: '重大影响',
};

export const SCS_LEGAL_BASES = [
  '指引第三条（一）控制关系',
  '指引第三条（二）共同控制',
  '指引第三条（三）主要投资者及近亲属共同控制',
  '指引第三条（四）其他关联关系',
  '大额风险暴露办法：经济依存',
] as const;

export const SCS_RELATION_TYPES = [
  '股权控制',
  '相对控股',
  '协议控制',
  '分支机构',
  '共同控制',
  '家族关系',
  '担保',
  '担保圈',
  '经济依存',
  '重大影响',
] as const;

/** Each criterion's threshold bounds (0–1 shares); null: the criterion has none. */
export const SCS_THRESHOLD_BOUNDS: Record<ScsGroupCriterion, { min: number; max: number; label: string } | null> = {
  control: { min: 0.5, max: 0.95, label: '控股比例（超过）' },
  family: null,
  guarantee: null,
  dependence: { min: 0.1, max: 1, label: '依存占比（不低于）' },
  influence: { min: 0.05, max: 0.5, label: '重大影响持股（不低于）' },
};

/** A closed list of strings as a schema whose static type is the union of them. */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** What a person edits in a grouping rule. */
export const ScsGroupRuleContentSchema = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 300 }),
    legalBasis: oneOf(SCS_LEGAL_BASES),
    relationTypes: Type.Array(oneOf(SCS_RELATION_TYPES), {
      minItems: 1,
      maxItems: SCS_RELATION_TYPES.length,
      uniqueItems: true,
    }),
    /** A share 0–1 (its bounds by criterion); null for a criterion without one. */
    threshold: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
    /** How far up a control chain is followed (1–10). */
    maxDepth: Type.Integer({ minimum: 1, maximum: 10 }),
    /** Automatic (members join) or suggestion only (members wait for confirmation). */
    automatic: Type.Boolean(),
    effectiveDate: Day,
  },
  { additionalProperties: false },
);
export type ScsGroupRuleContent = Static<typeof ScsGroupRuleContentSchema>;

export const ScsGroupRuleSaveSchema = Type.Object(
  {
    /** The draft to update; absent: a new draft of the criterion. */
    id: Type.Optional(RowIdSchema),
    criterion: oneOf(SCS_GROUP_CRITERIA),
    content: ScsGroupRuleContentSchema,
  },
  { additionalProperties: false },
);
export type ScsGroupRuleSave = Static<typeof ScsGroupRuleSaveSchema>;

export const ScsRuleIdSchema = Type.Object({ id: RowIdSchema }, { additionalProperties: false });

/** One group of the dry run's impact: new, changed or dissolved, with the members concerned. */
export const ScsDryRunGroupSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  change: Type.Union([Type.Literal('new'), Type.Literal('changed'), Type.Literal('dissolved')]),
  memberCount: Type.Integer(),
  added: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String() })),
  removed: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String() })),
  /** Members whose confirmation need changed (now 建议 or now 自动). */
  flagged: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String(), suggested: Type.Boolean() })),
});
export type ScsDryRunGroup = Static<typeof ScsDryRunGroupSchema>;

export const ScsDryRunSchema = Type.Object({
  newGroups: Type.Integer(),
  changedGroups: Type.Integer(),
  dissolvedGroups: Type.Integer(),
  /** 「将新增 N 组、变更 M 组、解散 K 组」 */
  text: Type.String(),
  /** The stored run compared with; null when the institution has none. */
  baseRunId: Type.Union([Type.Integer(), Type.Null()]),
  groupCount: Type.Integer(),
  computedAt: Type.String(),
  /** At most 200 groups. */
  groups: Type.Array(ScsDryRunGroupSchema),
});
export type ScsDryRun = Static<typeof ScsDryRunSchema>;

export const ScsGroupRuleSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  criterion: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  status: Type.String(),
  /** Published and the newest with an effective date not after today. */
  inEffect: Type.Boolean(),
  content: ScsGroupRuleContentSchema,
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  /** The dry run of this draft's current content, if any. */
  dryRun: Type.Union([ScsDryRunSchema, Type.Null()]),
  changeId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ScsGroupRule = Static<typeof ScsGroupRuleSchema>;

export const ScsGroupRuleListSchema = Type.Object({ items: Type.Array(ScsGroupRuleSchema) });
export type ScsGroupRuleList = Static<typeof ScsGroupRuleListSchema>;

/* ---------- 标签规则 ---------- */

type FieldKind = 'text' | 'enum' | 'number' | 'boolean';
export const SCS_LABEL_FIELDS: Record<
  string,
  { label: string; kind: FieldKind; options?: readonly string[]; unit?: string }
> = {
  industry: { label: '行业', kind: 'text' },
  province: { label: '省份（行政区划代码前两位）', kind: 'text' },
  regCapital: { label: '注册资本', kind: 'number', unit: '万元' },
  status: { label: '登记状态', kind: 'enum', options: ['存续', '在业', '吊销', '注销', '迁出', '停业', '清算'] },
  totalExposure: { label: '总敞口', kind: 'number', unit: '元' },
  loan: { label: '贷款敞口', kind: 'number', unit: '元' },
  bill: { label: '票据敞口', kind: 'number', unit: '元' },
  guarantee: { label: '保函/担保敞口', kind: 'number', unit: '元' },
  bond: { label: '债券敞口', kind: 'number', unit: '元' },
  offBalance: { label: '表外敞口', kind: 'number', unit: '元' },
  rating: { label: '内部评级', kind: 'enum', options: INTERNAL_RATINGS },
  groupRole: { label: '集团角色', kind: 'enum', options: ['母公司', '成员', '关联', '无'] },
  inGroup: { label: '属于集团', kind: 'boolean' },
  inGuaranteeCircle: { label: '担保圈成员', kind: 'boolean' },
  dishonestCount: { label: '失信次数', kind: 'number' },
  executedCount: { label: '被执行次数', kind: 'number' },
  abnormalCount: { label: '经营异常次数', kind: 'number' },
};
export type ScsLabelField = keyof typeof SCS_LABEL_FIELDS;

export const SCS_LABEL_OPERATORS: Record<FieldKind, readonly string[]> = {
  text: ['eq', 'ne', 'contains', 'in'],
  enum: ['eq', 'ne', 'in'],
  number: ['gt', 'gte', 'lt', 'lte', 'eq'],
  boolean: ['is'],
};
export const SCS_OPERATOR_LABEL: Record<string, string> = {
  eq: '等于',
  ne: '不等于',
  contains: '包含',
  in: '属于',
  gt: '大于',
  gte: '大于等于',
  lt: '小于',
  lte: '小于等于',
  is: '为',
};

const ConditionValue = Type.Union([
  Type.String({ maxLength: 100 }),
  Type.Number({ minimum: -1e15, maximum: 1e15 }),
  Type.Boolean(),
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50 }),
]);
export const ScsConditionSchema = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 40 }),
    operator: Type.String({ minLength: 1, maxLength: 20 }),
    value: ConditionValue,
  },
  { additionalProperties: false },
);
export type ScsCondition = Static<typeof ScsConditionSchema>;
const Logic = Type.Union([Type.Literal('AND'), Type.Literal('OR')]);
export const ScsConditionGroupSchema = Type.Object(
  { logic: Logic, items: Type.Array(ScsConditionSchema, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);
/** AND/OR over conditions and groups of conditions (one nesting level). */
export const ScsLabelLogicSchema = Type.Object(
  {
    logic: Logic,
    items: Type.Array(Type.Union([ScsConditionSchema, ScsConditionGroupSchema]), { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type ScsLabelLogic = Static<typeof ScsLabelLogicSchema>;

/** A label condition in words, as the rule list and the run's record show it: 行业包含房地产 且 （被执行次数大于等于1 或 内部评级属于B/CCC）. */
export function labelConditionText(logic: ScsLabelLogic): string {
  const one = (c: ScsCondition) => {
    const v = Array.isArray(c.value)
      ? c.value.join('/')
      : c.value === true
        ? '是'
        : c.value === false
          ? '否'
          : String(c.value);
    return `${SCS_LABEL_FIELDS[c.field as ScsLabelField]?.label ?? c.field}${SCS_OPERATOR_LABEL[c.operator] ?? c.operator}${v}`;
  };
  const join = (l: 'AND' | 'OR') => (l === 'AND' ? ' 且 ' : ' 或 ');
  return logic.items
    .map((i) => ('logic' in i ? `（${i.items.map(one).join(join(i.logic))}）` : one(i)))
    .join(join(logic.logic));
}
export type ScsConditionGroup = Static<typeof ScsConditionGroupSchema>;

export const ScsLabelRuleContentSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 20 }),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 }),
    description: Type.String({ maxLength: 300 }),
    condition: ScsLabelLogicSchema,
  },
  { additionalProperties: false },
);
export type ScsLabelRuleContent = Static<typeof ScsLabelRuleContentSchema>;

export const ScsLabelRuleSaveSchema = Type.Object(
  {
    id: Type.Optional(RowIdSchema),
    /** The published rule this draft revises; absent: a new tag. */
    code: Type.Optional(Type.String({ pattern: '^LR-\\d{1,6}$', maxLength: 9 })),
    content: ScsLabelRuleContentSchema,
  },
  { additionalProperties: false },
);
export type ScsLabelRuleSave = Static<typeof ScsLabelRuleSaveSchema>;

export const ScsLabelPreviewSchema = Type.Object({
  total: Type.Integer(),
  bookSize: Type.Integer(),
  /** The first 100 customers tagged. */
  customers: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String() })),
  computedAt: Type.String(),
});
export type ScsLabelPreview = Static<typeof ScsLabelPreviewSchema>;

export const ScsLabelRuleSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  version: Type.Integer(),
  status: Type.String(),
  inEffect: Type.Boolean(),
  content: ScsLabelRuleContentSchema,
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  preview: Type.Union([ScsLabelPreviewSchema, Type.Null()]),
  changeId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ScsLabelRule = Static<typeof ScsLabelRuleSchema>;
export const ScsLabelRuleListSchema = Type.Object({ items: Type.Array(ScsLabelRuleSchema) });
export type ScsLabelRuleList = Static<typeof ScsLabelRuleListSchema>;

/** A published tag on a customer. */
export const ScsTagSchema = Type.Object({ name: Type.String(), color: Type.String() });
export type ScsTag = Static<typeof ScsTagSchema>;

/** Review payloads. */
export const ScsRulePublishPayload = Type.Object(
  { ruleId: RowIdSchema, contentHash: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type ScsRulePublishPayload = Static<typeof ScsRulePublishPayload>;
export const ScsRuleSubmitSchema = Type.Object(
  { id: RowIdSchema, reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
