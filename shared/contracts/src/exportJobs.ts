import { Type, type Static } from '@sinclair/typebox';
import { AdvSearchExportParamsSchema } from './advSearch';
import { CONDITION_SORTS, ConditionsSchema, type ConditionSort } from './conditionSearch';
import { NewEntExportParamsSchema } from './newEnt';
import { RowIdSchema } from './request';
import { PageNoFields } from './paging';

/**
 * CBA 名单导出记录 (product pages §0, §1.11): a list export is an async job;
 * the list page shows each job with its status, and the finished file is
 * downloaded from there until it expires.
 */

/** Stored states. 已过期 is not stored: a finished job whose file is older than the retention reads so. */
export const EXPORT_JOB_STATES = ['queued', 'processing', 'done', 'failed', 'expired'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

export const EXPORT_JOB_STATE_LABELS: Record<ExportJobState, string> = {
  queued: '排队中',
  processing: '处理中',
  done: '已完成',
  failed: '失败',
  expired: '已过期',
};

/** Days a finished file can be downloaded. */
export const EXPORT_RETENTION_DAYS = 7;
/** The most rows one export writes (a larger result is refused: narrow the filters). */
export const EXPORT_MAX_ROWS = 10_000;
/** The list page shows the latest jobs, this many at most. */
export const EXPORT_LIST_MAX = 50;
/** Spec 1 §8: the message of code 10504. */
export const EXPORT_QUOTA_MESSAGE = '功能调用额度不足，请联系管理员';

/** The pages a list can be exported from (each registered on the server as an export source). */
export const EXPORT_SOURCES = ['conditionSearch', 'advSearch', 'newEnt'] as const;
export type ExportSourceName = (typeof EXPORT_SOURCES)[number];

/** 条件找客's export: the conditions and order of its result table. */
export const ConditionSearchExportParamsSchema = Type.Object(
  {
    conditions: ConditionsSchema,
    sort: Type.Optional(Type.Unsafe<ConditionSort>({ type: 'string', enum: [...CONDITION_SORTS] })),
  },
  { additionalProperties: false },
);

export const ExportCreateSchema = Type.Object(
  {
    source: Type.Unsafe<ExportSourceName>({ type: 'string', enum: [...EXPORT_SOURCES] }),
    /**
     * What the source page searched with, as that page's own request has it: a union of the sources'
     * schemas (each source checks its own again). The widest first: the validator drops the properties a
     * branch does not know (removeAdditional) even when it fails, so a narrower branch tried first would strip
     * 高级搜索's `finance` and pass as 条件找客's. 新成立企业's first: it keeps its fields under a key of its own and
     * strips nothing.
     */
    params: Type.Union([NewEntExportParamsSchema, AdvSearchExportParamsSchema, ConditionSearchExportParamsSchema]),
  },
  { additionalProperties: false },
);
export type ExportCreate = Static<typeof ExportCreateSchema>;

export const ExportCreatedSchema = Type.Object({
  jobId: Type.Integer(),
  name: Type.String(),
  rowCount: Type.Integer(),
});
export type ExportCreated = Static<typeof ExportCreatedSchema>;

export const ExportListRequestSchema = Type.Object(
  {
    ...PageNoFields,
    /** team: the jobs of the members in the caller's data scope (listed only; the file stays the requester's). */
    scope: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('team')])),
  },
  { additionalProperties: false },
);

export const ExportJobSchema = Type.Object({
  jobId: Type.Integer(),
  name: Type.String(),
  source: Type.String(),
  sourceTitle: Type.String(),
  rowCount: Type.Integer(),
  /** The filters of the export, each as `名称：值`, as the source page's chips read. */
  filters: Type.Array(Type.String()),
  requester: Type.String(),
  /** Whether the job is the caller's (a manager sees the institution's). */
  own: Type.Boolean(),
  createdAt: Type.String(),
  state: Type.Unsafe<ExportJobState>({ type: 'string', enum: [...EXPORT_JOB_STATES] }),
  fileSize: Type.Union([Type.Integer(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
});
export type ExportJob = Static<typeof ExportJobSchema>;

export const ExportJobListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ExportJobSchema) });
export type ExportJobList = Static<typeof ExportJobListSchema>;

export const ExportDownloadSchema = Type.Object({ jobId: RowIdSchema }, { additionalProperties: false });
