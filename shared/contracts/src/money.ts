import { Type } from '@sinclair/typebox';
import type { RecordColumn } from './recordKinds';

/**
 * Money in the API and on the page (docs/enterprise-data.md, 金额单位): every amount is stored and
 * answered in 元 (the loader's and the generator's unit, `company.reg_capital numeric`, the records'
 * amounts); a page shows it in 万 through one formatter (`moneyText`, read by the UI's `formatMoney`
 * and the server's documents), and a sheet whose head says （万元） converts once with `yuanToWan`.
 */
export const MONEY_UNIT = '元';
export type MoneyUnit = typeof MONEY_UNIT;

/** 元 in one 万元. */
export const YUAN_PER_WAN = 10_000;

/** An amount of 元 in 万元, rounded to 2 decimals: the one conversion of a (万元) sheet column. */
export const yuanToWan = (yuan: number | null | undefined): number | null =>
  yuan === null || yuan === undefined || !Number.isFinite(yuan) ? null : Math.round(yuan / 100) / 100;

/** The unit after the figure: 万元 for 人民币, else 万 + the currency (万美元). */
export const wanUnit = (currency = '人民币'): string => (!currency || currency === '人民币' ? '万元' : `万${currency}`);

/** An amount in 元 as every page and document shows it: `1,234.50万元` (2 decimals, comma thousands). */
export const moneyText = (yuan: number, currency = '人民币'): string =>
  `${(yuan / YUAN_PER_WAN).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${wanUnit(currency)}`;

/** An amount in 元 in a schema: the unit in the description, so the API reference says it. */
export const Yuan = (what = '金额') => Type.Number({ description: `${what}，单位：元` });
/** An amount in 元, or null when not published. */
export const NullableYuan = (what = '金额') =>
  Type.Union([Type.Number(), Type.Null()], { description: `${what}，单位：元；null：未公示` });

/** A dictionary column's head in a spreadsheet: a money column says （万元）, over `sheetCell`'s figures. */
export const sheetTitle = (c: Pick<RecordColumn, 'title' | 'type'>): string =>
  c.type === 'money' ? `${c.title}（万元）` : c.title;

/** A dictionary column's cell in a spreadsheet: money in 元 converted once to 万元 (a number), the rest as it is. */
export function sheetCell(c: Pick<RecordColumn, 'type'>, value: unknown): unknown {
  if (c.type !== 'money' || value === null || value === undefined || value === '') return value;
  const yuan = Number(value);
  return Number.isFinite(yuan) ? yuanToWan(yuan) : value;
}
