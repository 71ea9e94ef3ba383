import {
  BANK_FLOW_THRESHOLD_FIELDS,
  DEFAULT_BANK_FLOW_THRESHOLDS,
  type BankFlowThresholdKey,
  type BankFlowThresholds,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import { badRequest, forbidden } from '../../../platform/http/errors';

const KEYS = Object.keys(DEFAULT_BANK_FLOW_THRESHOLDS) as BankFlowThresholdKey[];

/** Why a value cannot be a threshold's, or null when it can (a finite number within the field's range). */
function problemOf(key: BankFlowThresholdKey, value: unknown): string | null {
  const { label, min, max } = BANK_FLOW_THRESHOLD_FIELDS[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) return `「${label}」须为数字`;
  if (value < min || value > max) return `「${label}」须在 ${min}–${max} 之间`;
  return null;
}

/**
 * The thresholds an institution's parameter `bankFlowThresholds` sets over the defaults. Like the credit
 * report's weights, a value that is not JSON, names an unknown key or holds a number out of range falls
 * back to the defaults as a whole rather than breaking the analysis.
 */
export function thresholdsFrom(param: string): BankFlowThresholds {
  const defaults = { ...DEFAULT_BANK_FLOW_THRESHOLDS };
  if (!param.trim()) return defaults;
  try {
    const parsed = JSON.parse(param) as Record<string, unknown>;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return defaults;
    const out = { ...defaults };
    for (const [key, value] of Object.entries(parsed)) {
      if (!KEYS.includes(key as BankFlowThresholdKey) || problemOf(key as BankFlowThresholdKey, value)) return defaults;
      out[key as BankFlowThresholdKey] = value as number;
    }
    return out;
  } catch {
    return defaults;
  }
}

/** Thresholds as an administrator sends them: every key once, each in its range, with a message naming it. */
export function checkThresholds(input: Record<string, unknown>): BankFlowThresholds {
  const wrong = (detail: string) => badRequest(`阈值设置有误：${detail}`);
  for (const key of Object.keys(input))
    if (!KEYS.includes(key as BankFlowThresholdKey)) throw wrong(`未知的阈值「${key}」`);
  const out = { ...DEFAULT_BANK_FLOW_THRESHOLDS };
  for (const key of KEYS) {
    if (input[key] === undefined || input[key] === null)
      throw wrong(`缺少「${BANK_FLOW_THRESHOLD_FIELDS[key].label}」`);
    const problem = problemOf(key, input[key]);
    if (problem) throw wrong(problem);
    out[key] = input[key] as number;
  }
  return out;
}

/** Only the institution's administrator sets the thresholds; everyone with the page reads them. */
export const canEditThresholds = (user: SessionUser) => user.roleType === 'INST_MGR';

export function requireThresholdsEditor(user: SessionUser) {
  if (!canEditThresholds(user)) throw forbidden('仅机构管理员可设置异常规则阈值');
}
