import { Type, type Static } from '@sinclair/typebox';
import { CreditSourceSchema } from './creditReport';
import { RowIdSchema } from './request';
import { PageNoFields } from './paging';

/**
 * PRMA 关系尽调: 尽职调查 (a company's key persons and their private sphere), the due-diligence
 * dimensions applied per project, and due-diligence reports made as jobs (生成尽调报告, 尽调报告记录).
 */

/** The three pages' menu entry; every call here needs it. */
export const DUE_DILIGENCE_PERMISSION = 'app:prma:dueDiligence';

/** The due-diligence dimensions (the vocabulary of applyDimension and of a report), in report order. */
export const DD_DIMENSIONS = ['equity', 'post', 'suspected', 'privateSphere', 'judicial', 'operating', 'news'] as const;
export type DdDimension = (typeof DD_DIMENSIONS)[number];

export const DD_DIMENSION_INFO: Record<DdDimension, { title: string; description: string }> = {
  equity: { title: '股权关系', description: '股东与实际控制人；与核查对象之间的持股路径' },
  post: { title: '任职关系', description: '董监高与法定代表人；与核查对象之间的任职、法定代表人路径' },
  suspected: { title: '疑似关系', description: '相同电话、邮箱、地址、网址的企业' },
  privateSphere: { title: '私域排查', description: '关键人员在其他企业的持股与任职，及其交易往来与风险' },
  judicial: { title: '司法风险', description: '失信、限高、被执行、终本、股权冻结' },
  operating: { title: '经营风险', description: '经营异常、严重违法、行政处罚、清算、简易注销、欠税' },
  news: { title: '舆情', description: '近期新闻摘要' },
};

/** A project without a saved choice applies these. */
export const DD_DEFAULT_DIMENSIONS: readonly DdDimension[] = DD_DIMENSIONS;

/** A person tied to this many companies or more is flagged 疑似职业法人/挂名. */
export const DD_MANY_COMPANIES = 10;
/** Key persons read per company, and sphere companies listed per person (the strongest ties first). */
export const DD_KEY_PERSONS_MAX = 30;
export const DD_SPHERE_MAX = 30;
/** Natural-person holders at or above this share are key persons. */
export const DD_HOLDER_MIN_RATIO = 0.05;
/** Counterparts whose relations a report checks, at most. */
export const DD_COUNTERPARTS_MAX = 10;

const EntId = Type.String({ minLength: 1, maxLength: 64 });
const DimensionSchema = Type.Unsafe<DdDimension>({ type: 'string', enum: [...DD_DIMENSIONS] });

/** `POST /esee/investigation/privateSphere?entId=`. */
export const PrivateSphereQuerySchema = Type.Object({ entId: EntId }, { additionalProperties: false });

export const SPHERE_FLAGS = ['trades', 'sharedAddress', 'sharedPhone', 'dissolved', 'dishonest', 'executed'] as const;
export type SphereFlagCode = (typeof SPHERE_FLAGS)[number];
export const SPHERE_FLAG_LABELS: Record<SphereFlagCode, string> = {
  trades: '交易往来',
  sharedAddress: '相同地址',
  sharedPhone: '相同电话',
  dissolved: '吊销/注销',
  dishonest: '失信',
  executed: '被执行',
};

export const SphereFlagSchema = Type.Object({
  code: Type.Unsafe<SphereFlagCode>({ type: 'string', enum: [...SPHERE_FLAGS] }),
  label: Type.String(),
  /** What was found, a sentence. */
  text: Type.String(),
  source: CreditSourceSchema,
});
export type SphereFlag = Static<typeof SphereFlagSchema>;

export const SphereCompanySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  status: Type.String(),
  /** The person's roles there: 法定代表人, posts, 股东（持股 x%）. */
  roles: Type.Array(Type.String()),
  /** Risk checklist counts by label (失信, 被执行 …), kinds without records left out. */
  riskCounts: Type.Record(Type.String(), Type.Integer()),
  riskTotal: Type.Integer(),
  grade: Type.String(),
  flags: Type.Array(SphereFlagSchema),
});
export type SphereCompany = Static<typeof SphereCompanySchema>;

export const KeyPersonSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  /** The person's roles in the company investigated: 法定代表人, posts, 股东（持股 x%）, 实际控制人. */
  roles: Type.Array(Type.String()),
  /** Companies the person is tied to, this one included. */
  companyCount: Type.Integer(),
  /** Tied to DD_MANY_COMPANIES companies or more: 疑似职业法人/挂名. */
  manyCompanies: Type.Boolean(),
  /** The other companies, flagged first, then by risk; at most DD_SPHERE_MAX. */
  sphere: Type.Array(SphereCompanySchema),
  sphereTotal: Type.Integer(),
  flaggedCount: Type.Integer(),
});
export type KeyPerson = Static<typeof KeyPersonSchema>;

export const PrivateSphereSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  status: Type.String(),
  grade: Type.String(),
  riskCounts: Type.Record(Type.String(), Type.Integer()),
  persons: Type.Array(KeyPersonSchema),
  /** Key persons beyond DD_KEY_PERSONS_MAX are left out. */
  personsTotal: Type.Integer(),
  manyCompaniesThreshold: Type.Integer(),
});
export type PrivateSphere = Static<typeof PrivateSphereSchema>;

/** `POST /esee/applyDimension/project`: without `dimensions`, answers the project's current ones. */
export const ApplyDimensionSchema = Type.Object(
  {
    projectId: RowIdSchema,
    dimensions: Type.Optional(Type.Array(DimensionSchema, { minItems: 1, maxItems: DD_DIMENSIONS.length })),
  },
  { additionalProperties: false },
);
export const ProjectDimensionsSchema = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  dimensions: Type.Array(DimensionSchema),
  /** False while the project has no saved choice (the defaults apply). */
  saved: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ProjectDimensions = Static<typeof ProjectDimensionsSchema>;

/** `POST /esee/dueDiligence/report/create`: the project's dimensions apply when given, else `dimensions`. */
export const DdReportCreateSchema = Type.Object(
  {
    entId: EntId,
    projectId: Type.Optional(RowIdSchema),
    dimensions: Type.Optional(Type.Array(DimensionSchema, { minItems: 1, maxItems: DD_DIMENSIONS.length })),
    counterpartIds: Type.Optional(Type.Array(EntId, { maxItems: DD_COUNTERPARTS_MAX })),
  },
  { additionalProperties: false },
);
export type DdReportCreate = Static<typeof DdReportCreateSchema>;
export const DdReportCreatedSchema = Type.Object({ jobId: Type.Integer(), name: Type.String() });
export type DdReportCreated = Static<typeof DdReportCreatedSchema>;

/** A report's state as the list shows it; 已过期 is a finished report past the retention. */
export const DD_REPORT_STATES = ['queued', 'processing', 'done', 'failed', 'expired'] as const;
export type DdReportState = (typeof DD_REPORT_STATES)[number];
export const DD_REPORT_STATE_LABELS: Record<DdReportState, string> = {
  queued: '排队中',
  processing: '生成中',
  done: '已完成',
  failed: '失败',
  expired: '已过期',
};

export const DdReportListRequestSchema = Type.Object({ ...PageNoFields }, { additionalProperties: false });
export const DdReportSchema = Type.Object({
  jobId: Type.Integer(),
  name: Type.String(),
  entId: Type.String(),
  companyName: Type.String(),
  projectName: Type.Union([Type.String(), Type.Null()]),
  dimensions: Type.Array(DimensionSchema),
  counterparts: Type.Integer(),
  createdAt: Type.String(),
  state: Type.Unsafe<DdReportState>({ type: 'string', enum: [...DD_REPORT_STATES] }),
  pageCount: Type.Union([Type.Integer(), Type.Null()]),
  fileSize: Type.Union([Type.Integer(), Type.Null()]),
  snapshotAt: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
});
export type DdReport = Static<typeof DdReportSchema>;
export const DdReportListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(DdReportSchema) });
export type DdReportList = Static<typeof DdReportListSchema>;

/** Download and delete name a report by its job. */
export const DdReportIdSchema = Type.Object({ jobId: RowIdSchema }, { additionalProperties: false });
