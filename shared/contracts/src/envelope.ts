import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Every answer of the API is `{ code, data, message }` (spec 1 §7). These are
 * the codes the clients act on; `ERROR_CODES` lists where each comes from.
 */
export const ResultCode = {
  /** Success (spec 1 §8). */
  OK: 200,
  /** Success as well; some legacy calls answer it. */
  OK_ALT: 2001,
  /** Login outcome handed back to the caller as-is (spec 1 §4). */
  LOGIN_SPECIAL: 309,
  /** No-institution login: returned for further handling (spec 1 §4). */
  LOGIN_CONTINUE: 201,
  /** Our design: the request is malformed (missing field, wrong type). */
  BAD_REQUEST: 400,
  /** Invalid session, legacy form (spec 1 §8). */
  UNAUTHORIZED: 401,
  /** Our design: the user lacks the right for this call. */
  FORBIDDEN: 403,
  /** Our design: the thing asked for does not exist (or is not the caller's). */
  NOT_FOUND: 404,
  /** Our design: a request that conflicts with the current state (duplicate, locked). */
  CONFLICT: 409,
  /** Our design: too many attempts; the caller must wait. */
  TOO_MANY: 429,
  /** Our design: unexpected server failure. Sent with HTTP 500, which clients swallow (spec 1 §8). */
  INTERNAL: 500,
  /** Tracing: cancels in-flight requests (spec 1 §4). */
  TRACE_CANCEL: 1110,
  /** Passed back to the caller as-is (spec 1 §8). */
  PASS_THROUGH: 9999,
  /** Invalid session (spec 1 §8). */
  INVALID_SESSION: 9998,
  /** Function call quota exhausted (spec 1 §8). */
  QUOTA_EXHAUSTED: 10504,
  /** Data communication failure (spec 1 §8). */
  DATA_COMMUNICATION: 19999,
  /** Invalid session, token expired form (spec 1 §8). */
  TOKEN_EXPIRED: 50014,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes that mean "the session is gone": the client resets the token and returns to /main. */
export const INVALID_SESSION_CODES: readonly number[] = [
  ResultCode.INVALID_SESSION,
  ResultCode.UNAUTHORIZED,
  ResultCode.TOKEN_EXPIRED,
];

/** Codes that mean success. */
export const SUCCESS_CODES: readonly number[] = [ResultCode.OK, ResultCode.OK_ALT];

export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** The envelope around `data`, for route response schemas. */
export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), data, message: Type.String() });

/** The envelope of a failure: data is null. */
export const ErrorEnvelopeSchema = Type.Object({
  code: Type.Integer(),
  data: Type.Null(),
  message: Type.String(),
});

/** Chinese messages the server sends with the codes of our design. */
export const ErrorMessage = {
  INVALID_SESSION: '登录已失效，请重新登录',
  FORBIDDEN: '无权限操作，请联系管理员！',
  NOT_FOUND: '请求的资源不存在',
  INTERNAL: '系统开小差了',
  BAD_REQUEST: '请求参数有误',
  TOO_MANY: '操作过于频繁，请稍后再试',
  LOGIN_FAILED: '机构代码、用户名或密码错误',
  USER_DISABLED: '该账号已停用，请联系管理员',
} as const;
