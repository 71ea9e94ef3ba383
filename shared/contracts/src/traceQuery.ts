import { Type, type Static } from '@sinclair/typebox';
import { RowIdSchema } from './request';

/**
 * 访问轨迹 and 操作统计 (issue 21, spec 2 §7 Tracing and Statistics): who opened which page when, read back
 * by an institution's managers (and, for any institution, by the platform administrator with `super`).
 * Days are China's (UTC+8).
 */

/** The longest range one query may span. */
export const TRACE_MAX_DAYS = 366;
/** The most transitions the page-flow graph answers, the busiest first. */
export const TRACE_GRAPH_EDGES = 50;
/** The most rows an export writes. */
export const TRACE_EXPORT_ROWS = 10_000;
/** The act key of a page visit (the shell's menu trace). */
export const PAGE_VISIT_KEY = 'menu.enter';

export const ACT_STATUS_LABELS: Record<number, string> = { 0: '进行中', 1: '成功', 2: '失败', 9: '超时' };

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Another institution's code: for the platform administrator only (others: 404 机构不存在). */
const InstCode = Type.Optional(Type.String({ maxLength: 32 }));
const Page = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const Text = (max = 200) => Type.Optional(Type.String({ maxLength: max }));
const Str = Type.String();
const NullStr = Type.Union([Type.String(), Type.Null()]);
const NullInt = Type.Union([Type.Integer(), Type.Null()]);

export const InstOnlySchema = Type.Object({ instCode: InstCode });
export const InstOnlyQuerySchema = Type.Object({ instCode: InstCode });

/** The filters of the visit list and its export. */
const TraceFilter = {
  instCode: InstCode,
  start: Day,
  end: Day,
  userId: Type.Optional(RowIdSchema),
  unitId: Type.Optional(RowIdSchema),
  moduleId: Text(200),
  actKey: Text(64),
  actStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(9)])),
};
export const TraceFilterSchema = Type.Object(TraceFilter);
export type TraceFilter = Static<typeof TraceFilterSchema>;
export const TracePageQuerySchema = Type.Object({ ...TraceFilter, ...Page });
export type TracePageQuery = Static<typeof TracePageQuerySchema>;

export const TraceVisitSchema = Type.Object({
  traceId: Str,
  preTraceId: NullStr,
  userId: Type.Integer(),
  username: Str,
  name: Str,
  unitName: NullStr,
  instName: Str,
  actKey: Str,
  moduleId: NullStr,
  moduleName: NullStr,
  /** The page's title as the menu names it. */
  title: NullStr,
  path: NullStr,
  actStatus: Type.Integer(),
  errorMsg: NullStr,
  at: Str,
  /** How long the page took to settle (confirmed − begun), when it did. */
  loadMs: NullInt,
  /** How long the user stayed: until their next page, when it came within 30 minutes. */
  stayMs: NullInt,
});
export type TraceVisit = Static<typeof TraceVisitSchema>;
export const TraceVisitPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(TraceVisitSchema) });

/** apiPageList: per page (module and path), how its visits went. */
export const TraceFunctionQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  unitId: Type.Optional(RowIdSchema),
  userId: Type.Optional(RowIdSchema),
  ...Page,
});
export const TraceFunctionRowSchema = Type.Object({
  moduleId: NullStr,
  moduleName: NullStr,
  title: NullStr,
  path: NullStr,
  visits: Type.Integer(),
  users: Type.Integer(),
  failed: Type.Integer(),
  timedOut: Type.Integer(),
  avgLoadMs: NullInt,
  lastAt: Str,
});
export type TraceFunctionRow = Static<typeof TraceFunctionRowSchema>;
export const TraceFunctionPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(TraceFunctionRowSchema) });

export const TraceRouteQuerySchema = Type.Object({ instCode: InstCode, userId: RowIdSchema, day: Day });
export const TraceRouteSchema = Type.Object({ steps: Type.Array(TraceVisitSchema) });

export const TraceGraphQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  unitId: Type.Optional(RowIdSchema),
  userId: Type.Optional(RowIdSchema),
  /** A page: the steps into it and out of it. */
  moduleId: Text(200),
});
export const TraceGraphSchema = Type.Object({
  nodes: Type.Array(Type.Object({ key: Str, title: Str, visits: Type.Integer() })),
  /** Transitions pre_trace_id → trace_id, counted by page, the busiest first. */
  edges: Type.Array(Type.Object({ from: Str, to: Str, count: Type.Integer() })),
});
export type TraceGraph = Static<typeof TraceGraphSchema>;

export const TraceInstOptionSchema = Type.Object({ instCode: Str, instName: Str });
export const TraceDeptOptionSchema = Type.Object({ id: Type.Integer(), name: Str, parentId: NullInt });
export const TraceFunctionOptionSchema = Type.Object({ moduleId: NullStr, title: Str, path: NullStr });
export type TraceInstOption = Static<typeof TraceInstOptionSchema>;
export type TraceDeptOption = Static<typeof TraceDeptOptionSchema>;
export type TraceFunctionOption = Static<typeof TraceFunctionOptionSchema>;

// ---- 操作统计 ----

export const OperaGroupBy = { DAY: 'day', MODULE: 'module', USER: 'user', UNIT: 'unit', INST: 'inst' } as const;
export type OperaGroupBy = (typeof OperaGroupBy)[keyof typeof OperaGroupBy];
export const OPERA_GROUP_LABELS: Record<OperaGroupBy, string> = {
  day: '按日',
  module: '按功能',
  user: '按用户',
  unit: '按部门',
  inst: '按机构',
};

export const OperaRecordsQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  /** `inst`: every institution, for the platform administrator only. */
  groupBy: Type.Union([
    Type.Literal(OperaGroupBy.DAY),
    Type.Literal(OperaGroupBy.MODULE),
    Type.Literal(OperaGroupBy.USER),
    Type.Literal(OperaGroupBy.UNIT),
    Type.Literal(OperaGroupBy.INST),
  ]),
  unitId: Type.Optional(RowIdSchema),
});
export type OperaRecordsQuery = Static<typeof OperaRecordsQuerySchema>;
export const OperaRecordSchema = Type.Object({
  key: Str,
  label: Str,
  visits: Type.Integer(),
  users: Type.Integer(),
  /** `inst` only: members and password logins in the range. */
  members: Type.Optional(Type.Integer()),
  logins: Type.Optional(Type.Integer()),
});
export type OperaRecord = Static<typeof OperaRecordSchema>;
export const OperaRecordsSchema = Type.Object({
  total: Type.Object({ visits: Type.Integer(), users: Type.Integer() }),
  list: Type.Array(OperaRecordSchema),
});
export type OperaRecords = Static<typeof OperaRecordsSchema>;

export const OperaParamsSchema = Type.Object({
  instCode: Str,
  instName: Str,
  groupBys: Type.Array(Type.Object({ value: Str, label: Str })),
  units: Type.Array(TraceDeptOptionSchema),
  /** The last 30 days, ending today (China time). */
  start: Str,
  end: Str,
});
export type OperaParams = Static<typeof OperaParamsSchema>;

export const LastLoginSchema = Type.Object({ lastLoginTime: NullStr, ip: NullStr });
export const LoginHistoryQuerySchema = Type.Object({ ...Page });
export const LoginHistorySchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(Type.Object({ id: Str, at: Str, outcome: Str, ip: NullStr, userAgent: NullStr })),
});
export type LoginHistoryRow = Static<typeof LoginHistorySchema>['list'][number];

export const UserAnalysisQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  unitId: Type.Optional(RowIdSchema),
  keyword: Text(50),
  ...Page,
});
export const UserAnalysisRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Str,
  name: Str,
  unitName: NullStr,
  visits: Type.Integer(),
  activeDays: Type.Integer(),
  lastActiveAt: NullStr,
});
export type UserAnalysisRow = Static<typeof UserAnalysisRowSchema>;
export const UserAnalysisPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(UserAnalysisRowSchema) });

export const DistributeQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  unitId: Type.Optional(RowIdSchema),
});
export const DistributeSchema = Type.Object({
  /** Visits per hour of day, 0–23. */
  byHour: Type.Array(Type.Integer()),
  /** Visits per weekday, Monday first. */
  byWeekday: Type.Array(Type.Integer()),
});
export type Distribute = Static<typeof DistributeSchema>;
