import { DEFAULT_BANK_FLOW_THRESHOLDS, type BankFlowThresholds } from '@esee/contracts';

/** Bounds a threshold must keep to be taken (an hour is 0–24, a ratio 0–1, the rest not negative). */
const BOUNDS: Partial<Record<keyof BankFlowThresholds, [number, number]>> = {
  nightStartHour: [0, 24],
  nightEndHour: [0, 24],
  fastInOutRatio: [0.01, 1],
  fastInOutHours: [1, 24 * 30],
  frequentPerMonth: [2, 10_000],
  loopDays: [1, 366],
  gapDays: [1, 3650],
  roundUnit: [1, 1e12],
};

/**
 * The thresholds an institution's parameter `bankFlowThresholds` sets over the defaults. Like the credit
 * report's weights, a value that is not JSON, names an unknown key or holds a number out of bounds falls
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
      if (!(key in defaults)) return defaults;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return defaults;
      const [min, max] = BOUNDS[key as keyof BankFlowThresholds] ?? [0, 1e15];
      if (value < min || value > max) return defaults;
      out[key as keyof BankFlowThresholds] = value;
    }
    return out;
  } catch {
    return defaults;
  }
}
