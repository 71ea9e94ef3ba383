import { Type, type Static } from '@sinclair/typebox';
import { DaySchema, PageNoSchema, PageSizeSchema, RowIdSchema } from './request';

/**
 * 案件处置 (issue 42, "Alerts become cases"): monitoring alerts open cases of the institution, handled by an
 * assignee (and optionally a team) through 待处理 → 处理中 → 已处置 or 误报, each change kept in the case's history.
 * 误报 with a reason keeps the signal quiet for that company while the data it rests on is unchanged.
 */

export const CASE_STATUSES = ['待处理', '处理中', '已处置', '误报'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Statuses that close a case: they need a reason. */
export const CLOSING_STATUSES: readonly CaseStatus[] = ['已处置', '误报'];

/** The queues: assigned to me, to my teams (or their members), the institution's (`CASE_ALL_RIGHT`). */
export const CASE_QUEUES = { mine: '我的案件', team: '团队案件', all: '全部案件' } as const;
export type CaseQueue = keyof typeof CASE_QUEUES;
/** 全部案件 and its export: the institution's oversight of every case, the audit right (审计). */
export const CASE_ALL_RIGHT = 'fmk:audit';

export const CASE_REASON_MAX = 500;
export const CASE_ALERTS_MAX = 50;
/** Largest attachment, and how many one case may hold. */
export const CASE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_ATTACHMENTS_MAX = 20;

/** How an alert shows in the alert list when a 误报 case keeps its signal quiet. */
export const IGNORED_LABEL = '已忽略（误报）';

export const CaseMessage = {
  MISSING: '案件不存在',
  ALERT_MISSING: '预警不存在',
  ONE_COMPANY: '一个案件只能包含同一企业的预警',
  ASSIGNEE_MISSING: '处理人不存在',
  TEAM_MISSING: '团队不存在',
  REASON_REQUIRED: '已处置或误报须填写处置理由',
  NOTHING: '请选择要变更的内容',
  ATTACHMENT_MISSING: '附件不存在',
  TOO_MANY_FILES: `每个案件最多上传${CASE_ATTACHMENTS_MAX}个附件`,
  FILE_TOO_LARGE: '附件不能超过 5 MB',
  FILE_TYPE: '附件仅支持 pdf、jpg、png、xlsx、docx',
  NO_FILE: '请选择要上传的文件',
  CORRUPT: '文件读取失败',
} as const;

const Status = Type.Union(CASE_STATUSES.map((s) => Type.Literal(s)));
const Queue = Type.Union([Type.Literal('mine'), Type.Literal('team'), Type.Literal('all')]);
const Reason = Type.String({ maxLength: CASE_REASON_MAX, title: '处置理由' });

/** `POST /esee/monitorCase/open`: the caller's alerts (of one company) become one case. */
export const CaseOpenSchema = Type.Object({
  alertIds: Type.Array(RowIdSchema, { minItems: 1, maxItems: CASE_ALERTS_MAX }),
  assigneeId: Type.Optional(RowIdSchema),
  teamId: Type.Optional(RowIdSchema),
  dueDate: Type.Optional(DaySchema),
});
export type CaseOpen = Static<typeof CaseOpenSchema>;

/** `POST /esee/monitorCase/list`: a queue, filtered. */
export const CaseListQuerySchema = Type.Object({
  queue: Queue,
  status: Type.Optional(Status),
  overdue: Type.Optional(Type.Boolean()),
  entName: Type.Optional(Type.String({ maxLength: 100, title: '企业名称' })),
  pageNum: Type.Optional(PageNoSchema),
  pageSize: Type.Optional(PageSizeSchema),
});
export type CaseListQuery = Static<typeof CaseListQuerySchema>;

/** The export takes the same filters, in the query string. */
export const CaseExportQuerySchema = Type.Object({
  queue: Queue,
  status: Type.Optional(Status),
  overdue: Type.Optional(Type.Boolean()),
  entName: Type.Optional(Type.String({ maxLength: 100, title: '企业名称' })),
});

/**
 * `POST /esee/monitorCase/update`: what changes, each an event of the history. `null` clears the team or the due
 * date; 已处置 and 误报 need the reason; a note alone is a remark in the history.
 */
export const CaseUpdateSchema = Type.Object({
  caseId: RowIdSchema,
  status: Type.Optional(Status),
  reason: Type.Optional(Reason),
  assigneeId: Type.Optional(RowIdSchema),
  teamId: Type.Optional(Type.Union([RowIdSchema, Type.Null()])),
  dueDate: Type.Optional(Type.Union([DaySchema, Type.Null()])),
  note: Type.Optional(Type.String({ maxLength: CASE_REASON_MAX, title: '备注' })),
});
export type CaseUpdate = Static<typeof CaseUpdateSchema>;

/** A case in a queue. */
export interface CaseRow {
  caseId: number;
  entId: string;
  entName: string;
  title: string;
  status: CaseStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  teamId: number | null;
  teamName: string | null;
  dueDate: string | null;
  overdue: boolean;
  alertCount: number;
  openedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An alert of a case as it was when the case was opened; `alertId` null once the alert row is gone. */
export interface CaseAlert {
  alertId: number | null;
  source: string;
  kind: string;
  level: string;
  title: string;
  summary: string;
  recordId: string | null;
  eventDate: string | null;
}

/** One change: who, what, when (Beijing time, to the second). */
export interface CaseEvent {
  eventId: number;
  userName: string;
  action: string;
  detail: string;
  time: string;
}

export interface CaseAttachment {
  attachmentId: number;
  fileName: string;
  size: number;
  uploadedBy: string | null;
  time: string;
}

export interface CaseDetail extends CaseRow {
  decision: string | null;
  /** Whether the caller may change it (its assignee, its team, who opened it, or the audit right). */
  canAct: boolean;
  alerts: CaseAlert[];
  events: CaseEvent[];
  attachments: CaseAttachment[];
}

/** `GET /esee/monitorCase/assignees`: the institution's members, and its teams with their members. */
export interface CaseAssignees {
  users: { userId: number; name: string; unitName: string | null }[];
  teams: { teamId: number; name: string; userIds: number[] }[];
  /** Whether the caller oversees every case (全部案件, `CASE_ALL_RIGHT`). */
  oversees: boolean;
}
