import { Type, type Static } from '@sinclair/typebox';

/** `POST /framework/login` body (spec 1 §3, §7). */
export const LoginRequestSchema = Type.Object({
  authName: Type.String({ minLength: 1, maxLength: 64, description: '用户名（去除首尾空格）' }),
  pwd: Type.String({ minLength: 1, maxLength: 2048, description: '密码' }),
  authType: Type.Optional(Type.String({ maxLength: 32 })),
  instCode: Type.String({ minLength: 1, maxLength: 64, description: '机构代码' }),
  rememberMe: Type.Optional(Type.Boolean()),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** What a successful login returns (spec 1 §7). */
export const LoginResultSchema = Type.Object({
  token: Type.String(),
  instCode: Type.String(),
  name: Type.String(),
  userId: Type.String(),
  instName: Type.String(),
  watermarkData: Type.Array(Type.String()),
  expireWarn: Type.Union([Type.String(), Type.Null()]),
});
export type LoginResult = Static<typeof LoginResultSchema>;

export const RoleType = { NORMAL: 'NORMAL', INST_MGR: 'INST_MGR' } as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];

/** `GET /esee/user/info`: the signed-in user. */
export const UserInfoSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  userType: Type.String(),
  roleType: Type.String(),
  instCode: Type.String(),
  instName: Type.String(),
  watermarkData: Type.Array(Type.String()),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** The headers that carry the session token; the server accepts either. */
export const TOKEN_HEADERS = ['x-token', 'ect-auth-token'] as const;
