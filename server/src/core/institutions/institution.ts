import { INST_PARAM_DEFAULTS, InstParamName, isParamOn, PasswordStrength, type PasswordPolicy } from '@esee/contracts';
import type { Db } from '../../platform/db/database';

export type InstParams = Record<InstParamName, string>;

/** An institution's parameters with the defaults filled in. */
export async function loadInstParams(db: Db, instId: number): Promise<InstParams> {
  const rows = await db
    .selectFrom('inst_param')
    .select(['param_name', 'param_value', 'default_value'])
    .where('inst_id', '=', instId)
    .execute();
  const params: InstParams = { ...INST_PARAM_DEFAULTS };
  for (const r of rows)
    if (r.param_name in params) params[r.param_name as InstParamName] = r.param_value ?? r.default_value ?? '';
  return params;
}

/** Set one parameter of an institution (null empties it: the default applies again). */
export async function saveInstParam(db: Db, instId: number, name: InstParamName, value: string | null) {
  await db
    .insertInto('inst_param')
    .values({ inst_id: instId, param_name: name, param_value: value, default_value: '' })
    .onConflict((oc) => oc.columns(['inst_id', 'param_name']).doUpdateSet({ param_value: value }))
    .execute();
}

/** The password policy an institution's parameters describe. */
export function passwordPolicyOf(params: InstParams): PasswordPolicy {
  const strength = params.pwdStrength as PasswordStrength;
  const length = Number.parseInt(params.pwdMinLength, 10);
  return {
    specCharRequired: isParamOn(params.pwdSpecCharRequired),
    illegalChar: params.pwdIllegalChar,
    length: Number.isInteger(length) && length > 0 ? length : 8,
    pwdStrength: Object.values(PasswordStrength).includes(strength)
      ? strength
      : PasswordStrength.UPPERCASE_AND_LOWERCASE_AND_NUM,
  };
}
