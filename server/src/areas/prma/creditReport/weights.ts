import {
  CREDIT_DIMENSION_TITLES,
  CREDIT_DIMENSIONS,
  CREDIT_WEIGHT_MAX,
  InstParamName,
  type CreditDimension,
  type CreditWeights,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden } from '../../../platform/http/errors';
import { saveInstParam } from '../../../core/institutions/institution';

/** Only the institution's administrator sets how its partners are scored; everyone with the page reads it. */
export const canEditWeights = (user: SessionUser) => user.roleType === 'INST_MGR';

export function requireWeightsEditor(user: SessionUser) {
  if (!canEditWeights(user)) throw forbidden('仅机构管理员可设置评分权重');
}

const wrong = (detail: string) => badRequest(`评分权重有误：${detail}`);

/**
 * Weights as an administrator sends them, checked with a message naming the dimension: every dimension
 * once, each an integer 0–100, not all zero. (The parameter's reader, `weightsFrom`, stays lenient: a value
 * stored before these checks must not break the report.)
 */
export function checkWeights(input: Record<string, unknown>): CreditWeights {
  for (const key of Object.keys(input))
    if (!(CREDIT_DIMENSIONS as readonly string[]).includes(key)) throw wrong(`未知的评分维度「${key}」`);
  const weights = {} as CreditWeights;
  for (const d of CREDIT_DIMENSIONS) {
    const value = input[d];
    const title = CREDIT_DIMENSION_TITLES[d as CreditDimension];
    if (value === undefined || value === null) throw wrong(`缺少「${title}」的权重`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > CREDIT_WEIGHT_MAX)
      throw wrong(`「${title}」的权重须为 0–${CREDIT_WEIGHT_MAX} 的整数`);
    weights[d] = value;
  }
  if (!Object.values(weights).some((w) => w > 0)) throw wrong('各维度权重之和须大于 0');
  return weights;
}

/** Store the institution's weights (null: back to the defaults, the parameter emptied). */
export async function saveWeights(db: Db, instId: number, weights: CreditWeights | null) {
  await saveInstParam(db, instId, InstParamName.CREDIT_REPORT_WEIGHTS, weights ? JSON.stringify(weights) : null);
}
