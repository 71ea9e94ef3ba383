import { Type, type NumberOptions } from '@sinclair/typebox';
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

/** 元 in one 亿元. */
export const YUAN_PER_YI = 100_000_000;

/**
 * The scale an amount is shown in: 万 (the default: capital, records, limits), 亿 (amounts a page reads in 亿, as
 * a review's 拟募集资金), or `auto`: 万 under 1亿 and 亿 from it (financing rounds).
 */
export type MoneyScale = '万' | '亿' | 'auto';

/** The unit after the figure: 万元 for 人民币, else 万 + the currency (万美元); 亿元, 亿美元 in 亿. */
export const moneyUnit = (currency = '人民币', scale: '万' | '亿' = '万'): string =>
  !currency || currency === '人民币' ? `${scale}元` : `${scale}${currency}`;

/**
 * An amount in 元 as every page and document shows it: `1,234.50万元` (2 decimals, comma thousands); in 亿,
 * `12.35亿元`. The one text of money: the UI's `formatMoney` and the server's documents read it.
 */
export function moneyText(yuan: number, currency = '人民币', scale: MoneyScale = '万'): string {
  const yi = scale === '亿' || (scale === 'auto' && Math.abs(yuan) >= YUAN_PER_YI);
  const figure = yuan / (yi ? YUAN_PER_YI : YUAN_PER_WAN);
  return `${figure.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${moneyUnit(currency, yi ? '亿' : '万')}`;
}

/** A number's bounds in a request (minimum, maximum …): the unit's description is the helpers' own. */
type AmountBounds = Omit<NumberOptions, 'description'>;

/**
 * An amount in 元 in a schema: the unit in the description, so the API reference says it. A request's amount keeps
 * its bounds (`Yuan('授信额度', { minimum: 0 })`).
 */
export const Yuan = (what = '金额', bounds: AmountBounds = {}) =>
  Type.Number({ ...bounds, description: `${what}，单位：元` });
/** An amount in 元, or null: when not published (未公示), or what `whenNull` says (未设置, 无额度 …). */
export const NullableYuan = (what = '金额', whenNull = '未公示', bounds: AmountBounds = {}) =>
  Type.Union([Type.Number(bounds), Type.Null()], { description: `${what}，单位：元；null：${whenNull}` });

/** A dictionary column's head in a spreadsheet: a money column says （万元）, over `sheetCell`'s figures. */
export const sheetTitle = (c: Pick<RecordColumn, 'title' | 'type'>): string =>
  c.type === 'money' ? `${c.title}（万元）` : c.title;

/** A dictionary column's cell in a spreadsheet: money in 元 converted once to 万元 (a number), the rest as it is. */
export function sheetCell(c: Pick<RecordColumn, 'type'>, value: unknown): unknown {
  if (c.type !== 'money' || value === null || value === undefined || value === '') return value;
  const yuan = Number(value);
  return Number.isFinite(yuan) ? yuanToWan(yuan) : value;
}
