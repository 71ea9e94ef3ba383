import { BLANK, formatMoney } from '@esee/ui';

/**
 * An amount in 元 as the pages show it: through the one money display (`formatMoney`), in 万元 under 1亿 and 亿元
 * from it (rounds are announced so), and 未披露 when none was published.
 */
export function amountText(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined) return '未披露';
  return Number.isFinite(yuan) ? formatMoney(yuan, null, 'auto') : BLANK;
}
