import { sql, type ExpressionBuilder } from 'kysely';
import { INST_PARAM_DEFAULTS, InstParamName, RIGHT_KEYS, SOLUTIONS, type SolutionKey, chinaDay } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

/** What a new institution is made of: the demo seed's and the platform administrator's 新增机构. */
export interface InstitutionSpec {
  code: string;
  name: string;
  solutions: readonly SolutionKey[];
  validUntil?: string | null;
  /** Parameters of its own beside getSupportApp (the demo institutions' service desks). */
  params?: Partial<Record<InstParamName, string>>;
  /** A head department and the departments under it. */
  units: { head: string; departments?: readonly string[] };
  /** The platform's own institution: its manager role holds `super`. */
  platform?: boolean;
}

export interface CreatedInstitution {
  instId: number;
  roleIds: { manager: number; staff: number };
  headUnitId: number;
  /** Department ids by name, the head department's included. */
  unitIds: Map<string, number>;
}

const APP_KEYS = Object.values(SOLUTIONS).map((s) => s.right);
/** An institution manager: everything but the platform's own marker. */
export const MANAGER_KEYS = RIGHT_KEYS.filter((k) => k !== 'super');
/** The platform administrator: `super` beside an institution manager's keys. */
const PLATFORM_KEYS = [...RIGHT_KEYS];
/** Staff: the solutions, search, monitoring; no institution management. */
export const STAFF_KEYS = [...APP_KEYS, 'marketing', 'monitor'];

/** The defaults new institutions get: the platform's global parameters over the built-in ones. */
export async function parameterDefaults(db: Db): Promise<Record<InstParamName, string>> {
  const rows = await db.selectFrom('platform_param').select(['param_name', 'param_value']).execute();
  const defaults = { ...INST_PARAM_DEFAULTS };
  for (const r of rows) if (r.param_name in defaults) defaults[r.param_name as InstParamName] = r.param_value;
  return defaults;
}

/**
 * A new institution, inside the caller's transaction: its parameters (the
 * platform defaults, its solutions), the two roles 机构管理员 (INST_MGR) and
 * 业务人员 (NORMAL), and its departments. No members: the caller adds them.
 */
export async function createInstitution(trx: Db, spec: InstitutionSpec): Promise<CreatedInstitution> {
  const { id: instId } = await trx
    .insertInto('institution')
    .values({ code: spec.code, name: spec.name, valid_until: spec.validUntil ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const defaults = await parameterDefaults(trx);
  const own: Partial<Record<string, string>> = {
    ...spec.params,
    [InstParamName.SUPPORT_APP]: spec.solutions.join(','),
  };
  await trx
    .insertInto('inst_param')
    .values(
      Object.entries(defaults).map(([name, defaultValue]) => ({
        inst_id: instId,
        param_name: name,
        param_value: own[name] ?? null,
        default_value: defaultValue,
      })),
    )
    .execute();
  const roles = {
    manager: {
      name: spec.platform ? '平台管理员' : '机构管理员',
      type: 'INST_MGR' as const,
      keys: spec.platform ? PLATFORM_KEYS : MANAGER_KEYS,
    },
    staff: { name: '业务人员', type: 'NORMAL' as const, keys: STAFF_KEYS },
  };
  const roleIds = { manager: 0, staff: 0 };
  for (const kind of ['manager', 'staff'] as const) {
    const role = roles[kind];
    const { id } = await trx
      .insertInto('role')
      .values({ inst_id: instId, name: role.name, role_type: role.type })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds[kind] = id;
    await trx
      .insertInto('role_right')
      .values(role.keys.map((k) => ({ role_id: id, right_key: k })))
      .execute();
  }
  const { id: headUnitId } = await trx
    .insertInto('org_unit')
    .values({ inst_id: instId, parent_id: null, name: spec.units.head })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unitIds = new Map([[spec.units.head, headUnitId]]);
  const departments = spec.units.departments ?? [];
  if (departments.length) {
    const units = await trx
      .insertInto('org_unit')
      .values(departments.map((name) => ({ inst_id: instId, parent_id: headUnitId, name })))
      .returning(['id', 'name'])
      .execute();
    for (const u of units) unitIds.set(u.name, u.id);
  }
  return { instId, roleIds, headUnitId, unitIds };
}

/**
 * The platform's own institution is the one whose roles hold `super`: it is
 * not a customer, so the platform pages neither list nor change it.
 */
export const isCustomer = (eb: ExpressionBuilder<Database, 'institution'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('role')
        .innerJoin('role_right', 'role_right.role_id', 'role.id')
        .select(sql`1`.as('one'))
        .whereRef('role.inst_id', '=', 'institution.id')
        .where('role_right.right_key', '=', 'super'),
    ),
  );

/** Today's date where the institutions are (China, UTC+8), as YYYY-MM-DD: a service end date is a whole day. */
export const serviceDay = (now: Date): string => chinaDay(now);

/** Whether an institution's service has ended: its last day (YYYY-MM-DD, read with to_char) is before today. */
export const serviceEnded = (validUntil: string | null, now: Date): boolean =>
  validUntil !== null && validUntil < serviceDay(now);
