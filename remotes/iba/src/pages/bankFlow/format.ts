import { formatNumber } from '@esee/ui';

/** Statement amounts are shown as the bank prints them: 元 with two decimals and thousands. */
export const yuan = (n: number | null | undefined) => (n === null || n === undefined ? '-' : formatNumber(n));
