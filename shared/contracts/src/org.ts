import { Type, type Static } from '@sinclair/typebox';
import { FormRowIdSchema, RowIdSchema } from './request';

/**
 * Organisation and role administration (spec 2 §2, §3, §5, §7): departments
 * (ORG_UNIT), user groups (ORG_TEAM), members (ORG_EMPLOYEE) and roles.
 */

export const OrgBaseType = { UNIT: 'ORG_UNIT', TEAM: 'ORG_TEAM', EMPLOYEE: 'ORG_EMPLOYEE' } as const;
export type OrgBaseType = (typeof OrgBaseType)[keyof typeof OrgBaseType];

/** Data scopes of a role (RuoYi's, issue 20): which people's lists a member sees. */
export const DataScope = {
  ALL: 'ALL',
  DEPT_AND_CHILD: 'DEPT_AND_CHILD',
  DEPT: 'DEPT',
  SELF: 'SELF',
} as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];
export const DATA_SCOPE_LABELS: Record<DataScope, string> = {
  ALL: '全部数据',
  DEPT_AND_CHILD: '本部门及以下',
  DEPT: '本部门',
  SELF: '仅本人',
};

/** Limits (spec 2 §9 and our design where the spec is silent). */
export const OrgLimit = {
  /** The org picker loads up to this many employees, resigned ones excluded (spec 2 §9). */
  PICKER_EMPLOYEES: 10_000,
  UNIT_NAME: 30,
  TEAM_NAME: 30,
  ROLE_NAME: 20,
  PERSON_NAME: 30,
  /** Departments nest at most this deep. */
  UNIT_DEPTH: 10,
} as const;

/** Messages of spec 2 §5 and of our design. */
export const OrgMessage = {
  /** Spec 2 §5: deleting a department or a role that has members is refused. */
  UNIT_HAS_MEMBERS: '该部门下有成员，不能删除',
  ROLE_HAS_MEMBERS: '该角色下有成员，不能删除',
  UNIT_HAS_CHILDREN: '该部门下有子部门，不能删除',
  ROLE_HAS_CHILDREN: '该角色下有子角色，不能删除',
  UNIT_MISSING: '部门不存在',
  TEAM_MISSING: '用户组不存在',
  EMPLOYEE_MISSING: '成员不存在',
  ROLE_MISSING: '角色不存在',
  INST_MISSING: '机构不存在',
  UNIT_CYCLE: '不能把部门移到它自己或它的下级部门之下',
  UNIT_TOO_DEEP: `部门层级不能超过${OrgLimit.UNIT_DEPTH}级`,
  UNIT_NAME_TAKEN: '同一上级部门下已有同名部门',
  TEAM_NAME_TAKEN: '用户组名称已存在',
  ROLE_NAME_TAKEN: '角色名称已存在',
  USERNAME_TAKEN: '用户名已存在',
  INST_MGR_READ_ONLY: '机构管理员角色为只读，不能修改',
  INST_MGR_ONLY: '只有机构管理员可以管理机构管理员',
  NOT_SELF: '不能对自己的账号执行此操作',
  ROLE_DISABLED: '该角色已停用',
  RESIGNED_CANNOT_ENABLE: '离职成员不能启用',
  RIGHT_UNKNOWN: '权限不存在',
  RIGHT_NOT_HELD: '不能授予自己没有的权限',
} as const;

/** 0 or 1, as the spec's flags travel (`resign_flag`, `enableFlag`). */
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** The same flag in a query string. */
export const FlagQuery = Type.Integer({ minimum: 0, maximum: 1 });

const Name = (max: number) => Type.String({ minLength: 1, maxLength: max * 2 });

/** A department node (spec 2 §3, org tree node). */
export const OrgUnitNodeSchema = Type.Recursive((Self) =>
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    parentUnitId: Type.Union([Type.Integer(), Type.Null()]),
    baseType: Type.Literal(OrgBaseType.UNIT),
    /** Members of this department itself (not of the ones under it), resigned ones excluded. */
    memberCount: Type.Integer(),
    children: Type.Array(Self),
  }),
);
export type OrgUnitNode = Static<typeof OrgUnitNodeSchema>;

/** A member (spec 2 §3: ORG_EMPLOYEE with resign_flag, enableFlag, roleId, roleType). */
export const OrgEmployeeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  baseType: Type.Literal(OrgBaseType.EMPLOYEE),
  parentUnitId: Type.Union([Type.Integer(), Type.Null()]),
  unitName: Type.Union([Type.String(), Type.Null()]),
  resign_flag: Flag,
  enableFlag: Flag,
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleType: Type.Union([Type.Literal('NORMAL'), Type.Literal('INST_MGR')]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  /** Whether the member has a live session now. */
  online: Type.Boolean(),
  createdAt: Type.String(),
});
export type OrgEmployee = Static<typeof OrgEmployeeSchema>;

export const OrgEmployeePageSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(OrgEmployeeSchema),
});

/** A user group (ORG_TEAM). */
export const OrgTeamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  note: Type.String(),
  baseType: Type.Literal(OrgBaseType.TEAM),
  memberCount: Type.Integer(),
});
export type OrgTeam = Static<typeof OrgTeamSchema>;

/** A role in the role menu: a tree (add child), NORMAL or INST_MGR. */
export const RoleNodeSchema = Type.Recursive((Self) =>
  Type.Object({
    roleId: Type.Integer(),
    roleName: Type.String(),
    roleType: Type.Union([Type.Literal('NORMAL'), Type.Literal('INST_MGR')]),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    enabled: Type.Boolean(),
    dataScope: Type.String(),
    memberCount: Type.Integer(),
    children: Type.Array(Self),
  }),
);
export type RoleNode = Static<typeof RoleNodeSchema>;

// ---- requests -------------------------------------------------------------------------------------------

const Mobile = Type.String({ pattern: '^1[3-9][0-9]{9}$', maxLength: 11 });
const Email = Type.String({ pattern: '^[^@\\s]{1,64}@[^@\\s]{1,190}\\.[^@\\s]{1,63}$', maxLength: 254 });
/** Login names: letters, digits and . _ - @, as typed at login (trimmed). */
const Username = Type.String({ pattern: '^[A-Za-z0-9._@-]{2,64}$', maxLength: 64 });
/** A password sealed with the server's public key (as at login). */
const SealedPwd = Type.String({ minLength: 1, maxLength: 1024 });

export const UnitSaveSchema = Type.Object({
  name: Name(OrgLimit.UNIT_NAME),
  parentUnitId: Type.Optional(Type.Union([RowIdSchema, Type.Null()])),
});
export const UnitUpdateSchema = Type.Object({
  id: RowIdSchema,
  name: Type.Optional(Name(OrgLimit.UNIT_NAME)),
  /** Move under another department (null: to the top). */
  parentUnitId: Type.Optional(Type.Union([RowIdSchema, Type.Null()])),
});
export const IdQuerySchema = Type.Object({ id: FormRowIdSchema });

export const UnitEmployeeQuerySchema = Type.Object({
  unit_id: Type.Optional(RowIdSchema),
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  resign_flag: Type.Optional(FlagQuery),
  /** Also the members of the departments under `unit_id`. */
  include_children: Type.Optional(FlagQuery),
  /** Name or username containing this. */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});

export const EmployeeAddSchema = Type.Object({
  unitId: RowIdSchema,
  username: Username,
  name: Name(OrgLimit.PERSON_NAME),
  roleId: RowIdSchema,
  /** The first password, sealed; the member sets their own at first login. */
  pwd: SealedPwd,
  mobile: Type.Optional(Type.Union([Mobile, Type.Null()])),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
});

export const UserUpdateSchema = Type.Object({
  userId: RowIdSchema,
  name: Type.Optional(Name(OrgLimit.PERSON_NAME)),
  roleId: Type.Optional(RowIdSchema),
  /** Move to another department. */
  unitId: Type.Optional(RowIdSchema),
  resign_flag: Type.Optional(Flag),
  mobile: Type.Optional(Type.Union([Mobile, Type.Null()])),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
});
export const UserAvailableSchema = Type.Object({ userId: RowIdSchema, enableFlag: Flag });
export const UserResetPasswordSchema = Type.Object({ userId: RowIdSchema, pwd: SealedPwd });
export const UserIdSchema = Type.Object({ userId: RowIdSchema });

export const TeamSaveSchema = Type.Object({
  name: Name(OrgLimit.TEAM_NAME),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export const TeamUpdateSchema = Type.Object({
  id: RowIdSchema,
  name: Type.Optional(Name(OrgLimit.TEAM_NAME)),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export const TeamEmployeeQuerySchema = Type.Object({
  team_id: RowIdSchema,
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const TeamEmployeeChangeSchema = Type.Object({
  teamId: RowIdSchema,
  userIds: Type.Array(RowIdSchema, { minItems: 1, maxItems: OrgLimit.PICKER_EMPLOYEES }),
});
export const InstEmployeeQuerySchema = Type.Object({
  team_id: Type.Optional(RowIdSchema),
  inst_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export const InstCodeQuerySchema = Type.Object({
  inst_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

const RightKey = Type.String({ minLength: 1, maxLength: 200 });
const RightKeys = Type.Array(RightKey, { maxItems: 500 });
const DataScopeSchema = Type.Union(Object.values(DataScope).map((v) => Type.Literal(v)));

export const RoleListSchema = Type.Object({
  roleName: Type.Optional(Type.String({ maxLength: 50 })),
});
export const RoleAddSchema = Type.Object({
  roleName: Name(OrgLimit.ROLE_NAME),
  parentId: Type.Optional(Type.Union([RowIdSchema, Type.Null()])),
  dataScope: Type.Optional(DataScopeSchema),
  /** Keys granted and usable, and keys shown disabled (see the permission tree). */
  rights: Type.Optional(RightKeys),
  disabledRights: Type.Optional(RightKeys),
});
export const RoleEditSchema = Type.Object({
  roleId: RowIdSchema,
  roleName: Type.Optional(Name(OrgLimit.ROLE_NAME)),
  enabled: Type.Optional(Type.Boolean()),
  dataScope: Type.Optional(DataScopeSchema),
  rights: Type.Optional(RightKeys),
  disabledRights: Type.Optional(RightKeys),
});
export const RoleRenameSchema = Type.Object({ roleId: RowIdSchema, roleName: Name(OrgLimit.ROLE_NAME) });
export const RoleIdSchema = Type.Object({ roleId: RowIdSchema });
export const RoleUserListSchema = Type.Object({
  roleId: RowIdSchema,
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const RightTreeQuerySchema = Type.Object({ role_id: RowIdSchema });
export const RightSwitchSchema = Type.Object({
  roleId: RowIdSchema,
  key: RightKey,
  switch: Type.Union([Type.Literal('granted'), Type.Literal('disabled')]),
  on: Type.Boolean(),
});

// ---- member import (.xlsx) --------------------------------------------------------------------------------

/** The columns of the member import template, in order (our design; spec 2 §2 names the import only). */
export const MEMBER_IMPORT_HEADER = ['用户名', '姓名', '部门', '角色', '手机', '邮箱', '初始密码'] as const;
export const MemberImportLimit = {
  /** Members in one file at most. */
  ROWS: 1000,
  /** Size of the file at most. */
  BYTES: 5 * 1024 * 1024,
} as const;
/** A refused row: its number as Excel shows it and the message, e.g. 第3行：用户名已存在. */
export const MemberImportErrorSchema = Type.Object({ row: Type.Integer(), message: Type.String() });
export type MemberImportError = Static<typeof MemberImportErrorSchema>;
export const MemberImportResultSchema = Type.Object({ created: Type.Integer() });
