import { BLANK } from '@esee/ui';

/** An amount in 元 as the pages show it: 万元 under 1亿, 亿元 above, 未披露 when none was published. */
export function amountText(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined) return '未披露';
  if (!Number.isFinite(yuan)) return BLANK;
  const trim = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');
  return yuan >= 100_000_000 ? `${trim(yuan / 100_000_000)}亿元` : `${trim(yuan / 10_000)}万元`;
}
