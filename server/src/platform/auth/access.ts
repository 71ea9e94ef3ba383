import { InstParamName, isGranted, parseSupportApp, SOLUTIONS, type SolutionKey } from '@esee/contracts';
import type { Db } from '../db/database';
import type { SessionUser } from './sessions';

/** What a user may do: the right keys in force and the solutions the institution has enabled. */
export interface Access {
  granted: ReadonlySet<string>;
  supportApps: readonly SolutionKey[];
  can: (key: string | undefined) => boolean;
  /** Whether an entry under `key` is shown: opened, or switched to 'disabled' (greyed, opens nothing). */
  shows: (key: string | undefined) => boolean;
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
  const [rights, disabled, support] = await Promise.all([
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
      .select(['param_value', 'default_value'])
      .where('inst_id', '=', user.instId)
      .where('param_name', '=', InstParamName.SUPPORT_APP)
      .executeTakeFirst(),
  ]);
  const supportApps = parseSupportApp(support?.param_value ?? support?.default_value ?? '');
  const granted = effectiveRights(
    rights.map((r) => r.right_key),
    supportApps,
  );
  const shown = new Set([
    ...granted,
    ...effectiveRights(
      disabled.map((r) => r.right_key),
      supportApps,
    ),
  ]);
  return {
    granted,
    supportApps,
    can: (key) => !key || isGranted(granted, key),
    shows: (key) => !key || isGranted(shown, key),
  };
}
