import {
  InstParamName,
  isGrantedWithDuties,
  isShownWithDuties,
  isParamOn,
  maskDuties,
  parseSupportApp,
  RESEARCH_SWITCH,
  roleDuty,
  SOLUTIONS,
  type Duty,
  type SolutionKey,
} from '@esee/contracts';
import type { Db } from '../db/database';
import type { SessionUser } from './sessions';

/** What a user may do: the right keys in force and the solutions the institution has enabled. */
export interface Access {
  granted: ReadonlySet<string>;
  supportApps: readonly SolutionKey[];
  /** The permission: whether the user may call what `key` guards (exact: a child key never grants its parent). */
  can: (key: string | undefined) => boolean;
  /** Display only: whether an entry of `key` opens in a menu (granted, or a child of it is). Never a permission. */
  opens: (key: string | undefined) => boolean;
  /** Display only: whether an entry under `key` is shown: opened, or switched to 'disabled' (greyed, opens nothing). */
  shows: (key: string | undefined) => boolean;
  /** 三员分立: whether the institution separates duties, and the duty the user's rights were masked to. */
  separated: boolean;
  duty: Duty | null;
  /** Why `key` is closed whatever the role holds: the message of the institution's feature switch that is off. */
  switchedOff: (key: string | undefined) => string | undefined;
}

/** Keys under a feature switch (spec 1 §3): off, the institution's members may neither see nor call them. */
const SWITCHED = [RESEARCH_SWITCH];
const under = (key: string, right: string) => key === right || key.startsWith(`${right}:`);

/**
 * 三员分立: whether the institution separates duties, and the duty of the
 * user's role under it (the built-in 机构管理员 is the system administrator).
 */
async function dutyOf(db: Db, user: SessionUser): Promise<{ separated: boolean; duty: Duty | null }> {
  // One query per request: the role and its institution's switch together.
  const row = await db
    .selectFrom('role as r')
    .leftJoin('duty_separation as d', (j) => j.on('d.inst_id', '=', user.instId))
    .select(['r.duty', 'r.role_type', 'd.enabled'])
    .where('r.id', '=', user.roleId)
    .executeTakeFirst();
  const separated = row?.enabled ?? false;
  return { separated, duty: separated && row ? roleDuty(row) : null };
}

/**
 * A role's keys, minus those of solutions the institution has not enabled:
 * a role may hold `app:iba`, but in an institution without IBA it opens nothing.
 */
export function effectiveRights(roleKeys: readonly string[], supportApps: readonly SolutionKey[]): Set<string> {
  const closed = (Object.keys(SOLUTIONS) as SolutionKey[])
    .filter((s) => !supportApps.includes(s))
    .map((s) => SOLUTIONS[s].right);
  return new Set(roleKeys.filter((k) => !closed.some((c) => k === c || k.startsWith(`${c}:`))));
}

export async function loadAccess(db: Db, user: SessionUser): Promise<Access> {
  const [rights, disabled, support, { separated, duty }] = await Promise.all([
    db
      .selectFrom('role_right')
      .innerJoin('role', 'role.id', 'role_right.role_id')
      .select('role_right.right_key')
      .where('role_right.role_id', '=', user.roleId)
      .where('role.enabled', '=', true)
      .execute(),
    db
      .selectFrom('role_right_disabled')
      .innerJoin('role', 'role.id', 'role_right_disabled.role_id')
      .select('role_right_disabled.right_key')
      .where('role_right_disabled.role_id', '=', user.roleId)
      .where('role.enabled', '=', true)
      .execute(),
    db
      .selectFrom('inst_param')
      .select(['param_name', 'param_value', 'default_value'])
      .where('inst_id', '=', user.instId)
      .where('param_name', 'in', [InstParamName.SUPPORT_APP, ...SWITCHED.map((s) => s.param)])
      .execute(),
    dutyOf(db, user),
  ]);
  const param = (name: string) => {
    const row = support.find((p) => p.param_name === name);
    return row?.param_value ?? row?.default_value ?? '';
  };
  const off = SWITCHED.filter((s) => !isParamOn(param(s.param)));
  const switchedOff = (key: string | undefined) => (key ? off.find((s) => under(key, s.right))?.message : undefined);
  // Under separation the other duties' administrative keys are taken away (fail closed).
  const own = (keys: string[]) => (separated ? [...maskDuties(keys, duty)] : keys);
  const supportApps = parseSupportApp(param(InstParamName.SUPPORT_APP));
  const granted = effectiveRights(own(rights.map((r) => r.right_key)), supportApps);
  const shown = new Set([...granted, ...effectiveRights(own(disabled.map((r) => r.right_key)), supportApps)]);
  return {
    granted,
    supportApps,
    can: (key) => !key || (!switchedOff(key) && isGrantedWithDuties(granted, key, separated)),
    opens: (key) => !key || (!switchedOff(key) && isShownWithDuties(granted, key, separated)),
    shows: (key) => !key || (!switchedOff(key) && isShownWithDuties(shown, key, separated)),
    separated,
    duty,
    switchedOff,
  };
}
