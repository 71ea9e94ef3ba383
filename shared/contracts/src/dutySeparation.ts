import { Type, type Static } from '@sinclair/typebox';
import { PERMISSION_CATALOGUE, type PermissionEntry } from './permissionTree';
import { RowIdSchema } from './request';
import { RoleType } from './auth';
import { isGranted, isRouteGranted, isShown } from './rights';

/**
 * 三员分立 (separation of administrative duties, MLPS 2.0 level 3): the
 * administrator's powers split into three, so that no one person can both
 * grant rights and hide it. One pure module for the server, which masks the
 * rights of a request with it, and the page that shows the duties.
 */

export const DUTIES = ['SYSTEM', 'SECURITY', 'AUDIT'] as const;
export type Duty = (typeof DUTIES)[number];

/** A role's duty under separation: the built-in 机构管理员 is the system administrator. */
export const roleDuty = (role: { role_type: string; duty: Duty | null }): Duty | null =>
  role.role_type === RoleType.INST_MGR ? 'SYSTEM' : role.duty;

export const DUTY_TITLES: Record<Duty, string> = {
  SYSTEM: '系统管理员',
  SECURITY: '安全管理员',
  AUDIT: '审计管理员',
};

/** The administrative key of each duty: members and departments, roles and rights, the logs. */
export const DUTY_KEYS: Record<Duty, string> = {
  SYSTEM: 'fmk:org',
  SECURITY: 'fmk:right',
  AUDIT: 'fmk:audit',
};

/** What each duty does, as the page explains it. */
export const DUTY_SCOPES: Record<Duty, string> = {
  SYSTEM: '成员、部门、用户组',
  SECURITY: '角色与权限',
  AUDIT: '登录日志、在线用户、变更记录、访问轨迹与各项统计',
};

/**
 * The two change logs (架构变更, 权限变更) are the auditor's under separation;
 * without it their old holders keep them. Their keys are not in the catalogue
 * (no role holds them): they are granted by the audit key, or, when the
 * institution does not separate duties, by the key named here.
 */
export const CHANGE_LOG_RIGHTS = {
  ARCH: 'fmk:audit:orgLog',
  PERM: 'fmk:audit:rightLog',
} as const;
const CHANGE_LOG_FALLBACK: Record<string, string> = {
  [CHANGE_LOG_RIGHTS.ARCH]: 'fmk:org',
  [CHANGE_LOG_RIGHTS.PERM]: 'fmk:right',
};
/** Keys whose answer depends on the separation; the shell asks the server about them with the right keys. */
export const DERIVED_RIGHT_KEYS: readonly string[] = Object.keys(CHANGE_LOG_FALLBACK);

/**
 * Under separation the institution's general administration (`fmk`: quotas,
 * abbreviations, settings) is the system administrator's: their `fmk:org`
 * stands in for the `fmk` that separation takes from them. Without
 * separation `fmk` is granted by `fmk` only.
 */
const SEPARATED_STAND_IN: ReadonlyMap<string, string> = new Map([['fmk', DUTY_KEYS.SYSTEM]]);

/** The key that grants `key` besides itself (change logs, separation), or undefined: own entries only, never the prototype's. */
function fallbackOf(key: string, separated: boolean): string | undefined {
  if (Object.hasOwn(CHANGE_LOG_FALLBACK, key)) return separated ? undefined : CHANGE_LOG_FALLBACK[key];
  return separated ? SEPARATED_STAND_IN.get(key) : undefined;
}

/**
 * Whether `key` is granted, the change logs' rule and separation's included:
 * the one rule of the server's rights check. Exact (`isRouteGranted`): a
 * child key never grants its parent.
 */
export function isGrantedWithDuties(granted: ReadonlySet<string>, key: string, separated: boolean): boolean {
  if (isRouteGranted(granted, key)) return true;
  const fallback = fallbackOf(key, separated);
  // The stand-in key itself (or one above it), never a key under it: fmk:org:team does not stand in for fmk.
  return fallback !== undefined && isGranted(granted, fallback);
}

/** Whether an entry of `key` is shown (menus): granted, or a child of it is (display only, never a permission). */
export const isShownWithDuties = (granted: ReadonlySet<string>, key: string, separated: boolean): boolean =>
  isShown(granted, key) || isGrantedWithDuties(granted, key, separated);

const under = (key: string, root: string) => key === root || key.startsWith(`${root}:`);

/** The duties whose administrative keys `key` carries: its own, or all that lie under it (`fmk` carries three). */
export function dutiesOfKey(key: string): Duty[] {
  return DUTIES.filter((d) => under(key, DUTY_KEYS[d]) || under(DUTY_KEYS[d], key));
}

/** Whether `key` is one of `duty`'s own administrative keys (`fmk:org:emp` is the system administrator's). */
export const ownedByDuty = (key: string, duty: Duty): boolean => under(key, DUTY_KEYS[duty]);

/** The keys among `keys` that a role of `duty` (null: none) may not hold under separation. */
export function dutyConflicts(keys: Iterable<string>, duty: Duty | null): string[] {
  return [...new Set(keys)].filter((k) => dutiesOfKey(k).some((d) => d !== duty)).sort();
}

/** The first conflict of a role's keys, as the server refuses it and the page lists it; null when none. */
export function dutyConflictMessage(keys: Iterable<string>, duty: Duty | null): string | null {
  const [key] = dutyConflicts(keys, duty);
  if (key === undefined) return null;
  const owners = dutiesOfKey(key)
    .filter((d) => d !== duty)
    .map((d) => DUTY_TITLES[d])
    .join('、');
  const who = duty ? `「${DUTY_TITLES[duty]}」职责的角色` : '未设职责的角色';
  return `三员分立：${who}不能拥有「${keyTitle(key)}」（${owners}的权限）`;
}

function findEntry(entries: readonly PermissionEntry[], key: string): PermissionEntry | undefined {
  for (const e of entries) {
    if (e.key === key) return e;
    const found = e.children && findEntry(e.children, key);
    if (found) return found;
  }
  return undefined;
}

/** A key's title in the permission tree (角色管理), or the key itself. */
export const keyTitle = (key: string): string => findEntry(PERMISSION_CATALOGUE, key)?.title ?? key;

/**
 * A role's keys with the other duties' administrative keys taken away (fail
 * closed). A key above them (`fmk`) is replaced by its children in the
 * catalogue that stay, so 机构管理员 (all of `fmk`) keeps 组织管理 as 系统管理员.
 */
export function maskDuties(keys: Iterable<string>, duty: Duty | null): Set<string> {
  const masked = DUTIES.filter((d) => d !== duty).map((d) => DUTY_KEYS[d]);
  const out = new Set<string>();
  const add = (key: string) => {
    if (masked.some((m) => under(key, m))) return;
    if (!masked.some((m) => under(m, key))) {
      out.add(key);
      return;
    }
    for (const child of findEntry(PERMISSION_CATALOGUE, key)?.children ?? []) add(child.key);
  };
  for (const k of keys) add(k);
  return out;
}

/** Why separation cannot be switched on: the duties that have no enabled member holding an enabled role of theirs. */
export const missingDutiesMessage = (missing: readonly Duty[]): string =>
  `不能启用三员分立：缺少${missing.map((d) => DUTY_TITLES[d]).join('、')}（需有已启用的成员担任该职责的角色）`;

export const DutySeparationMessage = {
  DUTY_ROLE_INST_MGR: '机构管理员角色在三员分立下即为系统管理员，不能另设职责',
  ALREADY: '三员分立已是该状态',
} as const;

export const DutySchema = Type.Union([Type.Literal('SYSTEM'), Type.Literal('SECURITY'), Type.Literal('AUDIT')]);

const DutyMemberSchema = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
});

const DutyRoleSchema = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleType: Type.String(),
  enabled: Type.Boolean(),
  /** Whether the role holds the duty's key (a role of the duty without it serves nobody). */
  holdsKey: Type.Boolean(),
  /** Enabled members who have not resigned (the first 20), and how many. */
  members: Type.Array(DutyMemberSchema),
  memberCount: Type.Integer(),
});

export const DutySeparationStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Who switched it last and when (YYYY-MM-DD HH:mm:ss), or null. */
  changedBy: Type.Union([Type.String(), Type.Null()]),
  changedAt: Type.Union([Type.String(), Type.Null()]),
  duties: Type.Array(
    Type.Object({
      duty: DutySchema,
      title: Type.String(),
      key: Type.String(),
      scope: Type.String(),
      roles: Type.Array(DutyRoleSchema),
      /** At least one enabled member holds an enabled role of this duty that has its key. */
      ready: Type.Boolean(),
    }),
  ),
  /** Every role of the institution with its duty, for the 设为… choice. */
  roles: Type.Array(
    Type.Object({
      roleId: Type.Integer(),
      roleName: Type.String(),
      roleType: Type.String(),
      duty: Type.Union([DutySchema, Type.Null()]),
    }),
  ),
  /** Roles whose keys mix duties: masked while separation is on, refused when saved. */
  conflicts: Type.Array(
    Type.Object({
      roleId: Type.Integer(),
      roleName: Type.String(),
      duty: Type.Union([DutySchema, Type.Null()]),
      keys: Type.Array(Type.String()),
      message: Type.String(),
    }),
  ),
});
export type DutySeparationStatus = Static<typeof DutySeparationStatusSchema>;

export const DutySeparationSwitchSchema = Type.Object({ enabled: Type.Boolean() });
export const RoleDutySchema = Type.Object({ roleId: RowIdSchema, duty: Type.Union([DutySchema, Type.Null()]) });

/** The three roles 生成三员角色 makes when absent: name and keys. */
export const DUTY_ROLE_TEMPLATES: Record<Duty, { name: string; keys: string[] }> = {
  SYSTEM: { name: '系统管理员', keys: ['fmk:org'] },
  SECURITY: { name: '安全管理员', keys: ['fmk:right'] },
  AUDIT: { name: '审计管理员', keys: ['fmk:audit'] },
};

export const DutyRolesGeneratedSchema = Type.Object({ created: Type.Array(Type.String()) });
