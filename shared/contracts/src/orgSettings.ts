import { Type, type Static } from '@sinclair/typebox';
import { PasswordStrength } from './password';

/**
 * The management pages of issue 20 that the spec leaves "not shown" (our
 * design): the organisation's audit trail (架构变更, 权限变更), the
 * institution's names for menu entries (权限名称设置), its short names for
 * companies (简称配置) and its own settings (机构设置).
 */

/** 架构变更 (departments, members, user groups) or 权限变更 (roles, their trees, members' access). */
export type ChangeCategory = 'ARCH' | 'PERM';

/** Every recorded action: its category and the Chinese label the pages show. */
export const CHANGE_ACTIONS = {
  UNIT_CREATE: { category: 'ARCH', label: '新增部门' },
  UNIT_RENAME: { category: 'ARCH', label: '重命名部门' },
  UNIT_MOVE: { category: 'ARCH', label: '移动部门' },
  UNIT_DELETE: { category: 'ARCH', label: '删除部门' },
  MEMBER_ADD: { category: 'ARCH', label: '新增成员' },
  MEMBER_MOVE: { category: 'ARCH', label: '调整成员部门' },
  MEMBER_RESIGN: { category: 'ARCH', label: '成员离职' },
  MEMBER_RETURN: { category: 'ARCH', label: '取消离职' },
  MEMBER_ENABLE: { category: 'ARCH', label: '启用成员' },
  MEMBER_DISABLE: { category: 'ARCH', label: '停用成员' },
  TEAM_CREATE: { category: 'ARCH', label: '新增用户组' },
  TEAM_RENAME: { category: 'ARCH', label: '重命名用户组' },
  TEAM_DELETE: { category: 'ARCH', label: '删除用户组' },
  TEAM_MEMBER_ADD: { category: 'ARCH', label: '用户组添加成员' },
  TEAM_MEMBER_REMOVE: { category: 'ARCH', label: '用户组移除成员' },
  ROLE_CREATE: { category: 'PERM', label: '新增角色' },
  ROLE_RENAME: { category: 'PERM', label: '重命名角色' },
  ROLE_ENABLE: { category: 'PERM', label: '启用角色' },
  ROLE_DISABLE: { category: 'PERM', label: '停用角色' },
  ROLE_DELETE: { category: 'PERM', label: '删除角色' },
  ROLE_SCOPE: { category: 'PERM', label: '修改数据范围' },
  ROLE_RIGHTS: { category: 'PERM', label: '修改权限' },
  MEMBER_ROLE: { category: 'PERM', label: '变更成员角色' },
  PASSWORD_RESET: { category: 'PERM', label: '重置密码' },
  FORCE_LOGOUT: { category: 'PERM', label: '强制下线' },
  SEPARATION_ON: { category: 'PERM', label: '启用三员分立' },
  SEPARATION_OFF: { category: 'PERM', label: '关闭三员分立' },
  ROLE_DUTY: { category: 'PERM', label: '设定角色职责' },
} as const satisfies Record<string, { category: ChangeCategory; label: string }>;
export type ChangeAction = keyof typeof CHANGE_ACTIONS;

/** What a change touched: a department, a member, a user group, a role or the institution (三员分立). */
export type ChangeTarget = 'UNIT' | 'MEMBER' | 'TEAM' | 'ROLE' | 'INST';

/**
 * What changed. `before`/`after` for a value (a name, a department, a data
 * scope); for a permission tree the keys `granted`, `removed`, `disabled`,
 * `undisabled`; for a group's members the `names`.
 */
export interface ChangeDetail {
  before?: string | null;
  after?: string | null;
  granted?: string[];
  removed?: string[];
  disabled?: string[];
  undisabled?: string[];
  /** Names of the members a group gained or lost (the first 20), and how many in all. */
  names?: string[];
  count?: number;
}

const DateText = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const ChangeLogQuerySchema = Type.Object({
  category: Type.Union([Type.Literal('ARCH'), Type.Literal('PERM')]),
  action: Type.Optional(Type.String({ maxLength: 40 })),
  /** The operator's name or username containing this. */
  actor: Type.Optional(Type.String({ maxLength: 50 })),
  /** The object's name containing this. */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  start: Type.Optional(DateText),
  end: Type.Optional(DateText),
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ChangeLogQuery = Static<typeof ChangeLogQuerySchema>;

export const ChangeLogEntrySchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.Union([Type.Integer(), Type.Null()]),
  targetName: Type.String(),
  detail: Type.Record(Type.String(), Type.Unknown()),
  actorName: Type.String(),
  /** YYYY-MM-DD HH:mm:ss, server time. */
  createdAt: Type.String(),
});
export type ChangeLogEntry = Omit<Static<typeof ChangeLogEntrySchema>, 'detail'> & { detail: ChangeDetail };

export const ChangeLogPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ChangeLogEntrySchema) });

/** 权限名称设置: a custom name is 1–20 characters. */
export const RIGHT_NAME_MAX = 20;
/** The key of a remote's own title in the menu (the solution or app node), beside its entries' paths. */
export const remoteNameKey = (remote: string) => `remote:${remote}`;

export const RightNameEntrySchema = Type.Object({
  /** The entry's path, or `remote:<name>` for the solution or app itself. */
  menuPath: Type.String(),
  defaultName: Type.String(),
  customName: Type.Union([Type.String(), Type.Null()]),
  permission: Type.String(),
  /** The solution or app it belongs to, and the group above it ('' at the top). */
  remote: Type.String(),
  remoteTitle: Type.String(),
  group: Type.String(),
});
export type RightNameEntry = Static<typeof RightNameEntrySchema>;

export const RightNameSaveSchema = Type.Object({
  menuPath: Type.String({ minLength: 1, maxLength: 200 }),
  /** Empty or null: the default name again. */
  name: Type.Union([Type.String({ maxLength: RIGHT_NAME_MAX * 2 }), Type.Null()]),
});

/** 简称配置: short names 1–20 characters. */
export const ABBREVIATION_MAX = 20;

export const AbbreviationSchema = Type.Object({
  id: Type.Integer(),
  abbreviation: Type.String(),
  fullName: Type.String(),
  entId: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type Abbreviation = Static<typeof AbbreviationSchema>;

export const AbbreviationQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const AbbreviationSaveSchema = Type.Object({
  abbreviation: Type.String({ maxLength: ABBREVIATION_MAX * 2 }),
  fullName: Type.String({ maxLength: 200 }),
});

export const OrgSettingsMessage = {
  MENU_UNKNOWN: '菜单不存在',
  ABBREVIATION_TAKEN: '该简称已存在',
  ABBREVIATION_MISSING: '简称不存在',
  COMPANY_UNKNOWN: '未找到该企业，请选择工商登记的企业全称',
  INST_MGR_ONLY: '只有机构管理员可以修改机构设置',
} as const;

/** 机构设置: what a manager may change, and the read-only facts beside it. */
export const InstSettingsValuesSchema = Type.Object({
  // Wider than the rules (InstSettingLimit) so that a value out of them gets the rule's own message.
  pwdMinLength: Type.Integer({ minimum: 0, maximum: 1000 }),
  pwdStrength: Type.Union([
    Type.Literal(PasswordStrength.ANY),
    Type.Literal(PasswordStrength.ALPHA_REQUIRED),
    Type.Literal(PasswordStrength.UPPERCASE_AND_LOWERCASE),
    Type.Literal(PasswordStrength.UPPERCASE_AND_LOWERCASE_AND_NUM),
  ]),
  pwdSpecCharRequired: Type.Boolean(),
  pwdIllegalChar: Type.String({ maxLength: 64 }),
  pwdMaxAgeDays: Type.Integer({ minimum: -1000, maximum: 100_000 }),
  servicePhone: Type.String({ maxLength: 64 }),
  serviceEmail: Type.String({ maxLength: 200 }),
  boThreshold: Type.Number({ minimum: -1000, maximum: 1000 }),
  boInclusive: Type.Boolean(),
});
export type InstSettingsValues = Static<typeof InstSettingsValuesSchema>;

export const InstSettingsSchema = Type.Composite([
  InstSettingsValuesSchema,
  Type.Object({
    instCode: Type.String(),
    instName: Type.String(),
    /** The enabled solutions' titles (set by the platform administrator). */
    solutions: Type.Array(Type.String()),
    /** Whether the caller may save (institution managers only). */
    editable: Type.Boolean(),
  }),
]);
export type InstSettings = Static<typeof InstSettingsSchema>;

/** The limits the settings are checked against (the page's inputs use them too). */
export const InstSettingLimit = {
  PWD_MIN_LENGTH: [6, 32],
  PWD_MAX_AGE_DAYS: [0, 365],
  BO_THRESHOLD: [1, 100],
} as const;
