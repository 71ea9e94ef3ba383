import type { QuotaPeriod } from '@esee/contracts';
import { chinaDayStart, chinaMonthStart } from '../../platform/chinaTime';

/** The start of the period a call at `at` counts in (China days and months); TOTAL never resets. */
export function periodStart(period: QuotaPeriod, at: Date): Date {
  if (period === 'DAY') return chinaDayStart(at);
  if (period === 'MONTH') return chinaMonthStart(at);
  return new Date(0);
}
