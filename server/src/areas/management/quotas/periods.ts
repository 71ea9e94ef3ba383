import { chinaDayStart, chinaMonthStart } from '@esee/contracts';
import type { QuotaPeriod } from '@esee/contracts';

/** The start of the period a call at `at` counts in (China days and months); TOTAL never resets. */
export function periodStart(period: QuotaPeriod, at: Date): Date {
  if (period === 'DAY') return chinaDayStart(at);
  if (period === 'MONTH') return chinaMonthStart(at);
  return new Date(0);
}
