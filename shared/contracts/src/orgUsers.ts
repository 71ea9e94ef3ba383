import { Type, type Static } from '@sinclair/typebox';
import { OrgLimit } from './org';
import { PageNoSchema, PageSizeSchema, RowIdSchema } from './request';

/**
 * Member lookups every signed-in member makes (spec 2 §7 `/esee/user/*`,
 * bodies our design), and giving a role to many people at once (角色对象).
 */

export const OrgUsersLimit = {
  /** likeUser: type-ahead in pickers. */
  LIKE_USERS: 20,
  /** nameLike: search-box suggestions. */
  NAME_SUGGESTIONS: 10,
} as const;

export const OrgUsersMessage = {
  /** An administrator's role is not taken from the last enabled one (our design). */
  LAST_ADMIN: '机构至少保留一名管理员',
  /** 角色对象: why a member was left out. */
  ALREADY_IN_ROLE: '已在该角色中',
  RESIGNED: '已离职',
} as const;

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Keyword = Type.String({ maxLength: 50 });

/** `GET /esee/user/getOrgInfo`: the caller's place in their institution. */
export const OrgInfoSchema = Type.Object({
  instCode: Type.String(),
  instName: Type.String(),
  unit: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      /** Department names from the top down to this one. */
      path: Type.Array(Type.String()),
    }),
    Type.Null(),
  ]),
  role: Type.Object({
    roleId: Type.Integer(),
    roleName: Type.String(),
    roleType: Type.String(),
    dataScope: Type.String(),
  }),
  /** Members (not resigned), departments and user groups of the institution. */
  counts: Type.Object({ members: Type.Integer(), units: Type.Integer(), teams: Type.Integer() }),
  /** The institution's departments, flat (the directory's department filter). */
  units: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), parentUnitId: Type.Union([Type.Integer(), Type.Null()]) }),
  ),
  supportApps: Type.Array(Type.String()),
});
export type OrgInfo = Static<typeof OrgInfoSchema>;

/**
 * `GET /framework/api/user` (spec 1 §7, 2 §7: user data): the signed-in member's own record, for 个人信息. The
 * session's fields (spec 1 §3: name, avatar, roleType, userType, company, instCode, instName, userId, rightArr) and
 * what the member's record adds: the account, department, role, contacts and when the password was last set.
 */
export const CurrentUserSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  userType: Type.String(),
  roleType: Type.String(),
  roleName: Type.String(),
  instCode: Type.String(),
  instName: Type.String(),
  /** The institution's name, as the session calls it. */
  company: Type.String(),
  unit: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), path: Type.Array(Type.String()) }),
    Type.Null(),
  ]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  /** Beijing time, to the minute. */
  passwordChangedAt: Type.String(),
  /** The catalogue's right keys the member may use (as `POST /framework/api/user/right` answers each), sorted. */
  rightArr: Type.Array(Type.String()),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

export const SearchUserSchema = Type.Object({
  /** Name or username containing this. */
  keyword: Type.Optional(Keyword),
  unitId: Type.Optional(RowIdSchema),
  /** Also the members of the departments under `unitId`. */
  includeChildren: Type.Optional(Type.Boolean()),
  /** Only members whose role is of this type (管理员: INST_MGR). */
  roleType: Type.Optional(Type.Union([Type.Literal('NORMAL'), Type.Literal('INST_MGR')])),
  pageNum: Type.Optional(PageNoSchema),
  pageSize: Type.Optional(PageSizeSchema),
});

/** A row of the staff directory; `mobile` and `email` only for holders of fmk:org:emp. */
export const DirectoryUserSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  unitId: Type.Union([Type.Integer(), Type.Null()]),
  unitName: Type.Union([Type.String(), Type.Null()]),
  roleName: Type.String(),
  enableFlag: Flag,
  resignFlag: Flag,
  mobile: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** When the member last signed in (YYYY-MM-DD HH:mm), with the contacts. */
  lastLoginAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type DirectoryUser = Static<typeof DirectoryUserSchema>;
export const DirectoryPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(DirectoryUserSchema) });

export const LikeUserSchema = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 50 }),
  /** Another institution's members: the platform administrator only (the canary dialog's member picker). */
  instCode: Type.Optional(Type.String({ maxLength: 20 })),
});
export const LikeUserRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  unitName: Type.Union([Type.String(), Type.Null()]),
});
export type LikeUserRow = Static<typeof LikeUserRowSchema>;
export const NameLikeSchema = Type.Object({ nameLike: Type.String({ minLength: 1, maxLength: 50 }) });

const Ids = Type.Array(RowIdSchema, { maxItems: OrgLimit.PICKER_EMPLOYEES });

/** `POST /esee/manager/role/assignObjects`: departments (with those below), groups and members. */
export const AssignObjectsSchema = Type.Object({
  roleId: RowIdSchema,
  unitIds: Type.Optional(Ids),
  teamIds: Type.Optional(Ids),
  userIds: Type.Optional(Ids),
});
export const AssignObjectsAnswerSchema = Type.Object({
  changed: Type.Integer(),
  skipped: Type.Array(Type.Object({ userId: Type.Integer(), name: Type.String(), reason: Type.String() })),
});
export type AssignObjectsAnswer = Static<typeof AssignObjectsAnswerSchema>;
