import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';

/*
 * SCS 同一客户管理 (spec 1 §2 SCS; product notes §4): the institution's customer book with exposures,
 * the same-customer identification (系统识别组), and the single-customer view.
 */

/** The menu keys of the SCS pages, checked on the server too. */
export const SCS_SAME_CUSTOMER_PERMISSION = 'app:scs:sameCustomer';
export const SCS_SINGLE_CUSTOMER_PERMISSION = 'app:scs:singleCustomer';

/** The exposure products of the book, in the order of the template's columns. */
export const EXPOSURE_PRODUCTS = [
  { key: 'loan', title: '贷款' },
  { key: 'bill', title: '票据' },
  { key: 'guarantee', title: '保函/担保' },
  { key: 'bond', title: '债券' },
  { key: 'offBalance', title: '表外' },
] as const;
export type ExposureProduct = (typeof EXPOSURE_PRODUCTS)[number]['key'];

/** The internal ratings the template accepts. */
export const INTERNAL_RATINGS = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB',
  'B',
  'CCC',
  'CC',
  'C',
  'D',
];

/** A customer's exposure balances by product, as the book holds them (元), and their sum. */
export const ExposuresSchema = Type.Object({
  loan: Yuan('贷款敞口余额'),
  bill: Yuan('票据敞口余额'),
  guarantee: Yuan('保函/担保敞口余额'),
  bond: Yuan('债券敞口余额'),
  offBalance: Yuan('表外敞口余额'),
  total: Yuan('敞口余额合计'),
});
export type Exposures = Static<typeof ExposuresSchema>;

/** A group's status: new or with suggestions pending, in force, changed since the last run. */
export const ScsGroupStatus = { PENDING: '待确认', EFFECTIVE: '已生效', CHANGED: '已变更' } as const;
export type ScsGroupStatus = (typeof ScsGroupStatus)[keyof typeof ScsGroupStatus];

/** A member's role in its group. */
/**
 * A member's role: 母公司 only for the core that controls every other member; 核心企业 for a core that does not
 * (the group's apex is then named apart: ScsGroupDetail.apex).
 */
export const ScsRole = { PARENT: '母公司', CORE: '核心企业', MEMBER: '成员', RELATED: '关联' } as const;
export type ScsRole = (typeof ScsRole)[keyof typeof ScsRole];

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** One step of evidence: who holds or controls whom, and on what basis. */
export const ScsEvidenceSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('control'),
    Type.Literal('branch'),
    Type.Literal('family'),
    Type.Literal('guarantee'),
    Type.Literal('dependence'),
    /** A link pushed from 关系挖掘 (shared contacts, officers, guarantee chains, funding). */
    Type.Literal('mined'),
  ]),
  fromId: Type.String(),
  fromName: Type.String(),
  toId: Type.String(),
  toName: Type.String(),
  /** The holding (0–1), the guarantee amount (元) or the revenue share (0–1); null when none applies. */
  value: Type.Union([Type.Number(), Type.Null()], {
    description: '控制：持股比例（0–1，0.25 即 25%）；担保：担保金额，单位：元；经济依存：销售占比（0–1）；其他为 null',
  }),
  /** Words for the step: 绝对控股, 相对控股（最大股东）, 分支机构, 配偶, 担保, 销售占比. */
  note: Type.String(),
});
export type ScsEvidence = Static<typeof ScsEvidenceSchema>;

/** A family tie of 数据维护 that joined companies in a run: the two people, the relation, the groups it joined. */
export const ScsFamilyTieUseSchema = Type.Object({
  tieId: Type.Integer(),
  personA: Type.String(),
  personB: Type.String(),
  relation: Type.String(),
  groups: Type.Array(Type.String()),
});
export type ScsFamilyTieUse = Static<typeof ScsFamilyTieUseSchema>;

/** Which maintained family ties a run used; ties kept by names only (before person ids) are not used. */
export const ScsFamilyTiesReportSchema = Type.Object({
  used: Type.Array(ScsFamilyTieUseSchema),
  /** Ties of two people that joined no customers' companies. */
  unused: Type.Integer(),
  /** Ties kept by names only: not used, to be picked again by identity. */
  unlinked: Type.Integer(),
});
export type ScsFamilyTiesReport = Static<typeof ScsFamilyTiesReportSchema>;

export const ScsRunSummarySchema = Type.Object({
  runId: Type.Integer(),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
  customerCount: Type.Integer(),
  groupCount: Type.Integer(),
  elapsedMs: Type.Integer(),
  /** What changed since the run before: groups new and gone, members added and removed. */
  changes: Type.Object({
    newGroups: Type.Integer(),
    removedGroups: Type.Integer(),
    changedGroups: Type.Integer(),
    membersAdded: Type.Integer(),
    membersRemoved: Type.Integer(),
    firstRun: Type.Boolean(),
  }),
  familyTies: ScsFamilyTiesReportSchema,
});
export type ScsRunSummary = Static<typeof ScsRunSummarySchema>;

export const ScsGroupRowSchema = Type.Object({
  groupId: Type.Integer(),
  name: Type.String(),
  coreEntId: Type.String(),
  coreName: Type.String(),
  memberCount: Type.Integer(),
  totalExposure: Yuan('集团敞口余额合计'),
  status: Type.String(),
});
export type ScsGroupRow = Static<typeof ScsGroupRowSchema>;

export const ScsGroupListSchema = Type.Object({
  /** The latest run; null before the first. */
  run: Type.Union([ScsRunSummarySchema, Type.Null()]),
  total: Type.Integer(),
  list: Type.Array(ScsGroupRowSchema),
});
export type ScsGroupList = Static<typeof ScsGroupListSchema>;

export const ScsMemberSchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  role: Type.String(),
  /** A suggested member (guarantee, economic dependence) waits for a person's confirmation. */
  suggested: Type.Boolean(),
  reason: Type.String(),
  evidence: Type.Array(ScsEvidenceSchema),
  /** The member's exposures in the book (zeros for a company outside it). */
  exposure: ExposuresSchema,
  rating: Nullable(Type.String()),
});
export type ScsMember = Static<typeof ScsMemberSchema>;

export const ScsGroupChangesSchema = Type.Object({
  /** The group was not there in the run before. */
  isNew: Type.Boolean(),
  added: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String() })),
  removed: Type.Array(Type.Object({ entId: Type.String(), entName: Type.String() })),
});
export type ScsGroupChanges = Static<typeof ScsGroupChangesSchema>;

export const ScsGroupDetailSchema = Type.Object({
  ...ScsGroupRowSchema.properties,
  runId: Type.Integer(),
  runAt: Type.String(),
  members: Type.Array(ScsMemberSchema),
  changes: ScsGroupChangesSchema,
  /**
   * The top of the group's control chains (the company or person every member hangs from), customer or not;
   * null for a group joined otherwise (a guarantee circle, a mined link).
   */
  apex: Type.Union([
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      kind: Type.Union([Type.Literal('企业'), Type.Literal('自然人')]),
      /** Whether it is a customer of the institution (in its book). */
      inBook: Type.Boolean(),
      /** Whether it is a member of the group itself. */
      member: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});
export type ScsGroupDetail = Static<typeof ScsGroupDetailSchema>;

export const ScsSingleCustomerSchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  creditCode: Nullable(Type.String()),
  legalPerson: Nullable(Type.String()),
  status: Type.String(),
  regCapital: NullableYuan('注册资本'),
  estDate: Nullable(Type.String()),
  address: Nullable(Type.String()),
  /** Whether the company is in the institution's book; a company outside it has no exposures. */
  inBook: Type.Boolean(),
  /** Tags of the published label rules (规则配置 → 标签规则). */
  tags: Type.Optional(Type.Array(Type.Object({ name: Type.String(), color: Type.String() }))),
  rating: Nullable(Type.String()),
  approvedLimit: NullableYuan('核定授信额度', '未核定'),
  exposure: ExposuresSchema,
  /** Its group in the latest run, if any. */
  group: Type.Union([
    Type.Object({
      groupId: Type.Integer(),
      name: Type.String(),
      coreName: Type.String(),
      role: Type.String(),
      suggested: Type.Boolean(),
      reason: Type.String(),
      status: Type.String(),
    }),
    Type.Null(),
  ]),
  /** Holders and holdings, branches and head office, guarantees of the book. */
  related: Type.Array(
    Type.Object({
      entId: Type.String(),
      name: Type.String(),
      kind: Type.String(),
      relation: Type.String(),
      value: Type.Union([Type.Number(), Type.Null()], {
        description:
          '股东、对外投资：持股比例（0–1）；为其担保、为本企业担保：担保金额，单位：元；总部、分支机构：null',
      }),
    }),
  ),
  /** Risk records by kind (the platform's risk checklist), with counts. */
  risks: Type.Array(
    Type.Object({ kind: Type.String(), title: Type.String(), count: Type.Integer(), recent: Type.Integer() }),
  ),
});
export type ScsSingleCustomer = Static<typeof ScsSingleCustomerSchema>;

/** A customer of the book, for the single-customer list. */
export const ScsCustomerRowSchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  rating: Nullable(Type.String()),
  approvedLimit: NullableYuan('核定授信额度', '未核定'),
  totalExposure: Yuan('敞口余额合计'),
  groupName: Nullable(Type.String()),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  /** Tags of the published label rules (规则配置 → 标签规则). */
  tags: Type.Optional(Type.Array(Type.Object({ name: Type.String(), color: Type.String() }))),
});
export type ScsCustomerRow = Static<typeof ScsCustomerRowSchema>;

/** A bad row of a book import: its line, column and what is wrong. */
export interface BookRowError {
  line: number;
  column: string;
  message: string;
}
