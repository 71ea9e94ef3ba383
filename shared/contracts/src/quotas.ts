import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EXPORT_QUOTA_MESSAGE } from './exportJobs';

/**
 * 功能额度 (issue 21): calls that count against a quota per institution
 * (institutionQuotaSet, set by the platform) and per member (quotaSet, set by
 * the institution's managers), their usage records (rsageRecord) and the
 * consumption statistics (spec 2 §7 getParams4Consume, getRecords4Consume).
 */

/** The functions that count, by the kind of call a route declares (`config.quota ?? config.cost`). */
export const QUOTA_FUNCTIONS = {
  search: '企业查询',
  graph: '关系图谱',
  export: '导出下载',
  report: '报告生成',
  import: '批量导入',
  bankFlow: '银行流水分析',
  assistant: '智能助手',
} as const;
export type QuotaFunction = keyof typeof QUOTA_FUNCTIONS;
export const QUOTA_FUNCTION_KEYS = Object.keys(QUOTA_FUNCTIONS) as QuotaFunction[];

export const QuotaPeriod = { DAY: 'DAY', MONTH: 'MONTH', TOTAL: 'TOTAL' } as const;
export type QuotaPeriod = (typeof QuotaPeriod)[keyof typeof QuotaPeriod];
export const QUOTA_PERIOD_LABELS: Record<QuotaPeriod, string> = { DAY: '每日', MONTH: '每月', TOTAL: '累计' };

/** Code 10504's message: the function, whose quota (机构 or 个人), its period, limit and what was used. */
export const quotaExhaustedMessage = (
  fn: QuotaFunction,
  q: { whose: '机构' | '个人'; period: QuotaPeriod; limit: number; used: number },
) =>
  `${EXPORT_QUOTA_MESSAGE}（${QUOTA_FUNCTIONS[fn]}：${q.whose}${QUOTA_PERIOD_LABELS[q.period]}额度${q.limit}次，已用${q.used}次）`;

/** Usage records are kept this long, then removed. */
export const USAGE_RETENTION_DAYS = 400;

export const QuotaMessage = {
  OVER_INSTITUTION: '成员额度不能超过机构额度',
  INST_MISSING: '机构不存在',
  MEMBER_MISSING: '成员不存在',
  BAD_RANGE: '开始日期不能晚于结束日期',
  RANGE_TOO_LONG: '查询范围不能超过 400 天',
} as const;

const FunctionSchema = Type.Union([
  Type.Literal('search'),
  Type.Literal('graph'),
  Type.Literal('export'),
  Type.Literal('report'),
  Type.Literal('import'),
  Type.Literal('bankFlow'),
  Type.Literal('assistant'),
]);
const PeriodSchema = Type.Union([Type.Literal('DAY'), Type.Literal('MONTH'), Type.Literal('TOTAL')]);
const InstCode = Type.String({ minLength: 1, maxLength: 32 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const UserId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Limit = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** One function's quota and what was used of it in the current period; no quota: `limit` null (unlimited). */
export const QuotaRowSchema = Type.Object({
  function: FunctionSchema,
  title: Type.String(),
  limit: Nullable(Type.Integer()),
  period: Type.Union([PeriodSchema, Type.Null()]),
  /** Units used in the current period (no quota: today, China time). */
  used: Type.Integer(),
});
export type QuotaRow = Static<typeof QuotaRowSchema>;

export const InstQuotaQuerySchema = Type.Object({ instCode: Type.Optional(InstCode) });
export const InstQuotaAnswerSchema = Type.Object({
  institutions: Type.Array(Type.Object({ instCode: Type.String(), instName: Type.String() })),
  instCode: Type.Union([Type.String(), Type.Null()]),
  list: Type.Array(QuotaRowSchema),
});
export type InstQuotaAnswer = Static<typeof InstQuotaAnswerSchema>;

/** Set (`limit` a number) or remove (`limit` null) one function's quota. */
const QuotaSetFields = {
  function: FunctionSchema,
  limit: Nullable(Limit),
  period: Type.Optional(PeriodSchema),
};
export const InstQuotaSetSchema = Type.Object({ instCode: InstCode, ...QuotaSetFields });
export type InstQuotaSet = Static<typeof InstQuotaSetSchema>;
export const UserQuotaSetSchema = Type.Object({ userId: UserId, ...QuotaSetFields });
export type UserQuotaSet = Static<typeof UserQuotaSetSchema>;

export const MemberQuotaRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  function: FunctionSchema,
  title: Type.String(),
  limit: Type.Integer(),
  period: PeriodSchema,
  used: Type.Integer(),
});
export type MemberQuotaRow = Static<typeof MemberQuotaRowSchema>;
export const UserQuotaAnswerSchema = Type.Object({
  institution: Type.Array(QuotaRowSchema),
  members: Type.Array(MemberQuotaRowSchema),
});
export type UserQuotaAnswer = Static<typeof UserQuotaAnswerSchema>;

export const ConsumeParamsQuerySchema = Type.Object({ instCode: Type.Optional(InstCode) });
export const ConsumeParamsSchema = Type.Object({
  functions: Type.Array(Type.Object({ value: FunctionSchema, label: Type.String() })),
  users: Type.Array(Type.Object({ userId: Type.Integer(), name: Type.String(), username: Type.String() })),
});
export type ConsumeParams = Static<typeof ConsumeParamsSchema>;

/** Records between two China days (both included; default: the last 30 days). */
export const ConsumeQuerySchema = Type.Object({
  start: Type.Optional(Day),
  end: Type.Optional(Day),
  userId: Type.Optional(UserId),
  function: Type.Optional(FunctionSchema),
  instCode: Type.Optional(InstCode),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ConsumeQuery = Static<typeof ConsumeQuerySchema>;

export const UsageRecordSchema = Type.Object({
  id: Type.String(),
  userId: Nullable(Type.Integer()),
  username: Type.String(),
  name: Type.String(),
  function: FunctionSchema,
  title: Type.String(),
  units: Type.Integer(),
  at: Type.String(),
});
export type UsageRecord = Static<typeof UsageRecordSchema>;
const Sum = <K extends Record<string, TSchema>>(key: K) =>
  Type.Array(Type.Object({ ...key, label: Type.String(), units: Type.Integer() }));
export const ConsumeAnswerSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(UsageRecordSchema),
  /** The whole range (not just the page): units per function, per China day, and the ten top users. */
  byFunction: Sum({ function: FunctionSchema }),
  byDay: Sum({ day: Type.String() }),
  topUsers: Sum({ userId: Type.Integer() }),
});
export type ConsumeAnswer = Static<typeof ConsumeAnswerSchema>;

/**
 * `POST /esee/baseinfo/checkUser` (spec 2 §7, body and answer our design): whether the signed-in member may look
 * companies up now (企业查询, the calls that count against it), and the quota that binds first: the institution's or
 * the member's own, whichever has fewer left. No quota: `quota` null, always allowed.
 */
export const CheckUserAnswerSchema = Type.Object({
  allowed: Type.Boolean(),
  /** Why not, as a refused call says it (code 10504's message). */
  message: Nullable(Type.String()),
  quota: Nullable(
    Type.Object({
      whose: Type.Union([Type.Literal('机构'), Type.Literal('个人')]),
      period: PeriodSchema,
      limit: Type.Integer(),
      used: Type.Integer(),
      remaining: Type.Integer(),
    }),
  ),
});
export type CheckUserAnswer = Static<typeof CheckUserAnswerSchema>;
