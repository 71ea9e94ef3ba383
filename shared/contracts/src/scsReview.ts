import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';
import { INTERNAL_RATINGS } from './sameCustomer';
import { RowIdSchema } from './request';
import { PageNumFields } from './paging';

/*
 * SCS 数据维护 / 数据复核 (product notes §4.7, issue 19): every change to the institution's same-customer
 * data (family ties, guarantees, agreement control, corrections of the book, group actions, rule
 * publishing) is submitted with a reason and attachments and applied only when a user of another role
 * approves it (maker-checker). The decided changes are the versioned history (before/after, who, when).
 */

export const SCS_MAINTENANCE_PERMISSION = 'app:scs:data:maintenance';
export const SCS_REVIEW_PERMISSION = 'app:scs:data:review';

export const ScsReviewMessage = {
  REASON_REQUIRED: '请填写变更理由',
  COMMENT_REQUIRED: '驳回须填写复核意见',
  OWN_CHANGE: '不能复核本人提交的变更',
  SAME_ROLE: '复核人须为不同角色的用户',
  ALREADY_DECIDED: '该变更已复核，不能重复处理',
  NO_CHANGE: '变更不存在',
  NO_ATTACHMENT: '附件不存在',
  TOO_MANY_FILES: '附件最多 5 个',
  FILE_TOO_LARGE: '附件不能超过 5 MB',
  FILE_TYPE: '附件仅支持 pdf、jpg、png、xlsx、docx，且内容须与类型一致',
  PENDING_EXISTS: '该数据已有待复核的变更',
} as const;

/** Change statuses and their Chinese labels. */
export const ScsChangeStatus = { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;
export type ScsChangeStatus = (typeof ScsChangeStatus)[keyof typeof ScsChangeStatus];
export const SCS_CHANGE_STATUS_LABEL: Record<ScsChangeStatus, string> = {
  PENDING: '待复核',
  APPROVED: '已通过',
  REJECTED: '已驳回',
};

/** The Chinese label of each field of the changes' snapshots (before, proposed, after). */
export const SCS_CHANGE_FIELD_LABELS: Record<string, string> = {
  id: '编号',
  personA: '人员甲',
  personB: '人员乙',
  personAId: '人员甲编号',
  personBId: '人员乙编号',
  relation: '关系',
  guarantorId: '担保人代码',
  guarantorName: '担保人',
  guaranteedId: '被担保人代码',
  guaranteedName: '被担保人',
  amount: '金额（元）',
  controllerId: '控制方代码',
  controllerName: '控制方',
  controlledId: '被控制方代码',
  controlledName: '被控制方',
  basis: '依据',
  entId: '企业代码',
  name: '企业名称',
  loan: '贷款',
  bill: '票据',
  guarantee: '保函/担保',
  bond: '债券',
  offBalance: '表外',
  rating: '内部评级',
  limit: '授信额度',
  group: '集团',
  members: '成员',
  newGroup: '拆出的新集团',
  other: '并入的集团',
  otherMembers: '并入集团的成员',
  rows: '导入的记录',
  entName: '企业名称',
  role: '角色',
  reason: '理由',
  suggested: '待确认',
  // Rule publishing (规则配置).
  description: '规则描述',
  legalBasis: '法律依据',
  relationTypes: '关系类型',
  threshold: '阈值',
  maxDepth: '最大穿透层级',
  automatic: '自动归组',
  effectiveDate: '生效日期',
  version: '版本',
  impact: '试运行影响',
  tagName: '标签',
  color: '颜色',
  condition: '条件',
  hits: '预览命中客户数',
  code: '规则编号',
};

/** A snapshot value in words: 是/否, lists joined by 「；」 (each item by its names, not its ids), '-' for none. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length ? value.map(itemText).join('；') : '-';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${SCS_CHANGE_FIELD_LABELS[k] ?? k}：${changeValueText(v)}`)
      .join('，');
  return String(value);
}

const isIdKey = (key: string) => key === 'id' || /Id$/.test(key);
function itemText(item: unknown): string {
  if (!item || typeof item !== 'object') return changeValueText(item);
  return Object.entries(item as Record<string, unknown>)
    .filter(([k, v]) => !isIdKey(k) && v !== null && v !== undefined && typeof v !== 'object')
    .map(([, v]) => changeValueText(v))
    .join(' ');
}

export const ScsChangeFieldSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** The value in words before the change; null when there was nothing (a new row). */
  before: Type.Union([Type.String(), Type.Null()]),
  /** The value in words after it; null when nothing is left (a deleted row). */
  after: Type.Union([Type.String(), Type.Null()]),
  changed: Type.Boolean(),
});
export type ScsChangeField = Static<typeof ScsChangeFieldSchema>;

/**
 * Before and after field by field, in the snapshots' order (the fields only one side has come last), each
 * with its Chinese label and whether it changes.
 */
export function changeFields(before: unknown, after: unknown): ScsChangeField[] {
  const b = snapshotObject(before);
  const a = snapshotObject(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys.map((key) => {
    const was = b ? changeValueText(b[key]) : null;
    const will = a ? changeValueText(a[key]) : null;
    return { key, label: SCS_CHANGE_FIELD_LABELS[key] ?? key, before: was, after: will, changed: was !== will };
  });
}

const snapshotObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** Attachments: at most 5 of 5 MB, by content pdf/jpg/png/xlsx/docx. */
export const SCS_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SCS_ATTACHMENT_MAX_COUNT = 5;

const Reason = Type.String({ minLength: 1, maxLength: 500 });
const EntId = Type.String({ minLength: 1, maxLength: 64 });
const GroupKey = Type.String({ minLength: 1, maxLength: 200 });
/** A request's amount in 元. */
const Amount = (what: string) => Yuan(what, { minimum: 0, maximum: 1e15 });

export const SCS_FAMILY_RELATIONS = ['配偶', '父母', '子女', '兄弟姐妹', '其他近亲属'] as const;
const FamilyRelation = Type.Union(SCS_FAMILY_RELATIONS.map((r) => Type.Literal(r)));
const closed = { additionalProperties: false } as const;

/* Payloads of the data-maintenance and group-action kinds. */
/** A person of the register, by id (picked in the person search: never a name alone). */
const PersonId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$', title: '人员' });
/** A family tie: two people by identity (their names are read from the register). */
export const ScsFamilyPayload = Type.Object(
  { personAId: PersonId, personBId: PersonId, relation: FamilyRelation },
  closed,
);
export const ScsFamilyEditPayload = Type.Object(
  { id: RowIdSchema, personAId: PersonId, personBId: PersonId, relation: FamilyRelation },
  closed,
);
export const ScsRowIdPayload = Type.Object({ id: RowIdSchema }, closed);
export const ScsFamilyImportPayload = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 200 }),
    rows: Type.Array(ScsFamilyPayload, { minItems: 1, maxItems: 2000 }),
  },
  closed,
);
export const ScsGuaranteePayload = Type.Object(
  { guarantorId: EntId, guaranteedId: EntId, amount: Amount('担保金额') },
  closed,
);
export const ScsGuaranteeEditPayload = Type.Object({ id: RowIdSchema, amount: Amount('担保金额') }, closed);
export const ScsControlPayload = Type.Object(
  { controllerId: EntId, controlledId: EntId, basis: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export const ScsControlEditPayload = Type.Object(
  { id: RowIdSchema, basis: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export const ScsCorrectionPayload = Type.Object(
  {
    entId: EntId,
    loan: Amount('贷款敞口余额'),
    bill: Amount('票据敞口余额'),
    guarantee: Amount('保函/担保敞口余额'),
    bond: Amount('债券敞口余额'),
    offBalance: Amount('表外敞口余额'),
    rating: Type.Union([Type.Union(INTERNAL_RATINGS.map((r) => Type.Literal(r))), Type.Null()]),
    limit: NullableYuan('核定授信额度', '未核定', { minimum: 0, maximum: 1e15 }),
  },
  closed,
);
export const ScsMemberPayload = Type.Object({ groupKey: GroupKey, entId: EntId }, closed);
export const ScsMemberAddPayload = Type.Object(
  { groupKey: GroupKey, entId: EntId, note: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export const ScsSplitPayload = Type.Object(
  { groupKey: GroupKey, entIds: Type.Array(EntId, { minItems: 1, maxItems: 200, uniqueItems: true }) },
  closed,
);
export const ScsMergePayload = Type.Object({ groupKey: GroupKey, otherKey: GroupKey }, closed);

/** The kinds this part registers (engineer C adds 'groupRule.publish' and the like). */
export const ScsChangeKind = {
  FAMILY_ADD: 'family.add',
  FAMILY_EDIT: 'family.edit',
  FAMILY_DELETE: 'family.delete',
  FAMILY_IMPORT: 'family.import',
  GUARANTEE_ADD: 'guarantee.add',
  GUARANTEE_EDIT: 'guarantee.edit',
  GUARANTEE_DELETE: 'guarantee.delete',
  CONTROL_ADD: 'control.add',
  CONTROL_EDIT: 'control.edit',
  CONTROL_DELETE: 'control.delete',
  CORRECTION: 'correction.edit',
  MEMBER_CONFIRM: 'member.confirm',
  MEMBER_REJECT: 'member.reject',
  MEMBER_ADD: 'member.add',
  GROUP_SPLIT: 'group.split',
  GROUP_MERGE: 'group.merge',
} as const;

/* Calls. */
export const ScsSubmitBodySchema = Type.Object(
  {
    kind: Type.String({ minLength: 1, maxLength: 50 }),
    payload: Type.Unknown(),
    reason: Reason,
    attachmentIds: Type.Optional(Type.Array(RowIdSchema, { maxItems: SCS_ATTACHMENT_MAX_COUNT, uniqueItems: true })),
  },
  closed,
);
export type ScsSubmitBody = Static<typeof ScsSubmitBodySchema>;
export const ScsSubmitResultSchema = Type.Object({ changeId: Type.Integer() });

export const ScsDecideBodySchema = Type.Object(
  { changeId: RowIdSchema, approve: Type.Boolean(), comment: Type.Optional(Type.String({ maxLength: 500 })) },
  closed,
);
export type ScsDecideBody = Static<typeof ScsDecideBodySchema>;

export const ScsAttachmentSchema = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
});
export type ScsAttachment = Static<typeof ScsAttachmentSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);
export const ScsChangeSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  target: NullableString,
  reason: Type.String(),
  status: Type.String(),
  makerId: Type.Union([Type.Integer(), Type.Null()]),
  makerName: NullableString,
  createdAt: Type.String(),
  checkerName: NullableString,
  decidedAt: NullableString,
  comment: NullableString,
  attachments: Type.Array(ScsAttachmentSchema),
  /** For the caller: why they may not approve it (own change, same role), or null. */
  cannotDecide: NullableString,
});
export type ScsChange = Static<typeof ScsChangeSchema>;

export const ScsChangeDetailSchema = Type.Intersect([
  ScsChangeSchema,
  Type.Object({
    payload: Type.Unknown(),
    before: Type.Unknown(),
    /** What approval will make of it (kept at submission); null for a change submitted before migration 0057. */
    proposed: Type.Unknown(),
    after: Type.Unknown(),
    /** Before against after (approved: the after applied; otherwise the proposed), field by field. */
    fields: Type.Array(ScsChangeFieldSchema),
  }),
]);
export type ScsChangeDetail = Static<typeof ScsChangeDetailSchema>;

export const ScsChangeListQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Union(Object.values(ScsChangeStatus).map((s) => Type.Literal(s)))),
    kind: Type.Optional(Type.String({ maxLength: 50 })),
    ...PageNumFields,
  },
  closed,
);
export const ScsChangeListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ScsChangeSchema) });
export type ScsChangeList = Static<typeof ScsChangeListSchema>;

/* 数据维护 lists: the rows in force and the changes waiting for review. */
const Pending = Type.Union([Type.Object({ changeId: Type.Integer(), title: Type.String() }), Type.Null()]);
export const ScsFamilyRowSchema = Type.Object({
  id: Type.Integer(),
  personA: Type.String(),
  personB: Type.String(),
  /** The people's register ids; null on a tie kept by names only (before migration 0058): not used by identification. */
  personAId: NullableString,
  personBId: NullableString,
  relation: Type.String(),
  createdAt: Type.String(),
  pending: Pending,
});
export const ScsGuaranteeRowSchema = Type.Object({
  id: Type.Integer(),
  guarantorId: Type.String(),
  guarantorName: Type.String(),
  guaranteedId: Type.String(),
  guaranteedName: Type.String(),
  amount: Yuan('担保金额'),
  pending: Pending,
});
export const ScsControlRowSchema = Type.Object({
  id: Type.Integer(),
  controllerId: Type.String(),
  controllerName: Type.String(),
  controlledId: Type.String(),
  controlledName: Type.String(),
  basis: Type.String(),
  createdAt: Type.String(),
  pending: Pending,
});
export const ScsBookRowSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  loan: Yuan('贷款敞口余额'),
  bill: Yuan('票据敞口余额'),
  guarantee: Yuan('保函/担保敞口余额'),
  bond: Yuan('债券敞口余额'),
  offBalance: Yuan('表外敞口余额'),
  rating: NullableString,
  limit: NullableYuan('核定授信额度', '未核定'),
  pending: Pending,
});
/** Changes that add rows (not yet in the list), shown above it as 「待复核」. */
export const ScsPendingAddSchema = Type.Object({
  changeId: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
});
export type ScsFamilyRow = Static<typeof ScsFamilyRowSchema>;
export type ScsGuaranteeRow = Static<typeof ScsGuaranteeRowSchema>;
export type ScsControlRow = Static<typeof ScsControlRowSchema>;
export type ScsBookRow = Static<typeof ScsBookRowSchema>;
export type ScsPendingAdd = Static<typeof ScsPendingAddSchema>;

export const ScsMaintenanceListSchema = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({ total: Type.Integer(), list: Type.Array(row), pendingAdds: Type.Array(ScsPendingAddSchema) });
export interface ScsMaintenanceList<T> {
  total: number;
  list: T[];
  pendingAdds: ScsPendingAdd[];
}

/** A group's pending actions, for the group detail page's 「待复核」 marks. */
export const ScsGroupPendingSchema = Type.Object({
  /** The group's stable key: what the group actions' payloads name. */
  groupKey: Type.String(),
  list: Type.Array(
    Type.Object({
      changeId: Type.Integer(),
      kind: Type.String(),
      title: Type.String(),
      summary: Type.String(),
      entIds: Type.Array(Type.String()),
    }),
  ),
});
export type ScsGroupPending = Static<typeof ScsGroupPendingSchema>;
