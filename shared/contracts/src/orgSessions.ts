import { Type, type Static } from '@sinclair/typebox';

/** 在线用户 and 登录日志 of an institution (issue 20): who is signed in now, and every password login. */

/** A session counts as online while it is live and was used in the last 30 minutes. */
export const ONLINE_WINDOW_MINUTES = 30;

export const LoginOutcome = {
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  LOCKED: 'LOCKED',
  DISABLED: 'DISABLED',
  PASSWORD_CHANGE: 'PASSWORD_CHANGE',
  ADDRESS: 'ADDRESS',
} as const;
export type LoginOutcome = (typeof LoginOutcome)[keyof typeof LoginOutcome];

export const LOGIN_OUTCOME_LABELS: Record<LoginOutcome, string> = {
  SUCCESS: '登录成功',
  FAILURE: '用户名或密码错误',
  LOCKED: '尝试过多，已锁定',
  DISABLED: '账号已停用',
  PASSWORD_CHANGE: '需设置新密码',
  ADDRESS: '网络地址不允许',
};

const LoginOutcomeSchema = Type.Union([
  Type.Literal(LoginOutcome.SUCCESS),
  Type.Literal(LoginOutcome.FAILURE),
  Type.Literal(LoginOutcome.LOCKED),
  Type.Literal(LoginOutcome.DISABLED),
  Type.Literal(LoginOutcome.PASSWORD_CHANGE),
  Type.Literal(LoginOutcome.ADDRESS),
]);

const Page = {
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const Keyword = Type.Optional(Type.String({ maxLength: 50 }));
const Day = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }));
/** Another institution: the platform administrator (`super`) only; absent, the caller's own (issue 21). */
const InstCode = Type.Optional(Type.String({ maxLength: 32 }));

export const OnlineQuerySchema = Type.Object({ ...Page, keyword: Keyword, instCode: InstCode });

export const OnlineSessionSchema = Type.Object({
  sessionId: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  unitName: Type.Union([Type.String(), Type.Null()]),
  roleName: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  loginAt: Type.String(),
  lastSeenAt: Type.String(),
  instName: Type.String(),
  /** The caller's own session: not ended from this page (logout does that). */
  current: Type.Boolean(),
});
export type OnlineSession = Static<typeof OnlineSessionSchema>;
export const OnlinePageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(OnlineSessionSchema) });

export const SessionIdSchema = Type.Object({ sessionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const LoginLogQuerySchema = Type.Object({
  ...Page,
  keyword: Keyword,
  outcome: Type.Optional(LoginOutcomeSchema),
  start: Day,
  end: Day,
  instCode: InstCode,
});

export const LoginLogRowSchema = Type.Object({
  id: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  outcome: LoginOutcomeSchema,
  instName: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type LoginLogRow = Static<typeof LoginLogRowSchema>;
export const LoginLogPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(LoginLogRowSchema) });
