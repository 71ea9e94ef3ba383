import { chinaDay, moneyText, yuanToWan, type MoneyScale } from '@esee/contracts';

/**
 * The display rules of spec 2 §5, one place for every page: empty values,
 * numbers, money, percentages, dates and long text.
 */

/** What an empty value shows. */
export const BLANK = '-';
/** What an unpublished employee count shows. */
export const NOT_PUBLISHED = '企业选择不公示';
/** Text longer than this is cut to `TEXT_KEEP` characters with an expand control. */
export const TEXT_LIMIT = 50;
export const TEXT_KEEP = 45;

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A value as text, or '-' when empty. */
export const displayText = (value: unknown): string => (isBlank(value) ? BLANK : String(value));

/** 2 decimals and comma thousands; '--' stays as it is; blank or non-numeric becomes 0. */
export function formatNumber(value: unknown, decimals = 2): string {
  if (value === '--') return '--';
  const n = typeof value === 'number' ? value : Number(typeof value === 'string' ? value.replace(/,/g, '') : NaN);
  const safe = Number.isFinite(n) ? n : 0;
  return safe.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * The one display of money: an amount in 元 (the API's unit, docs/enterprise-data.md) shown in 万 with the
 * currency (人民币 reads 元): `1,234.50万元`, `100.00万美元`; in 亿 where a page reads amounts so (`scale` '亿':
 * `12.35亿元`; 'auto': 万 under 1亿, 亿 from it). Empty stays '-'; a text such as 未披露 stays.
 * The same text as the server's documents (`moneyText` of the contracts), so a column's head names no unit.
 */
export function formatMoney(yuan: unknown, currency?: string | null, scale: MoneyScale = '万'): string {
  if (isBlank(yuan)) return BLANK;
  if (typeof yuan === 'string' && !/^-?[\d,.]+$/.test(yuan)) return yuan; // 未披露, 企业选择不公示
  const n = Number(String(yuan).replace(/,/g, ''));
  return moneyText(Number.isFinite(n) ? n : 0, currency || '人民币', scale);
}

/**
 * An amount in 元 as a figure in 万 without its unit, for a table of many amounts whose head names the unit once
 * (财务报表：单位：万元), as statements are read: `1,234.50`; empty '-'. The same digits as `formatMoney`.
 */
export function formatWanFigure(yuan: unknown): string {
  if (isBlank(yuan)) return BLANK;
  const n = Number(typeof yuan === 'string' ? yuan.replace(/,/g, '') : yuan);
  return Number.isFinite(n) ? formatNumber(yuanToWan(n)) : BLANK;
}

export interface PercentOptions {
  /** The value is a share, 0–1 (the API's ratios: usage, concentration, hit rates); absent: a percentage, 0–100. */
  share?: boolean;
  /** Decimals written, 2 unless told. */
  decimals?: number;
  /** Trailing zeros dropped: a rule's threshold or a statutory limit reads as its article writes it (15%, 25.5%). */
  trim?: boolean;
  /** A + before a rise (an upside, a return). */
  signed?: boolean;
}

/**
 * The one display of a percentage (spec 2 §5's numbers): comma thousands, 2 decimals unless told, '-' when empty.
 * `formatPercent(12.5)` and `formatPercent(0.125, { share: true })` both read `12.50%`.
 */
export function formatPercent(value: unknown, options: PercentOptions = {}): string {
  if (isBlank(value)) return BLANK;
  const { share = false, decimals = 2, trim = false, signed = false } = options;
  const n = Number(typeof value === 'string' ? value.replace(/,/g, '') : value);
  if (!Number.isFinite(n)) return BLANK;
  const percent = share ? n * 100 : n;
  const text = percent.toLocaleString('zh-CN', {
    minimumFractionDigits: trim ? 0 : decimals,
    maximumFractionDigits: decimals,
  });
  return `${signed && percent >= 0 ? '+' : ''}${text}%`;
}

const WAN = 10_000;
const YI = 100_000_000;

/**
 * A count or an amount as Chinese figures read it, for a chart's axis and labels: under 万 with comma thousands
 * (`8,500`), then in 万 or 亿 with up to 2 decimals (`1.25万`, `3.4亿`). A chart of money is handed 元 (the API's
 * unit) and writes `formatCompact(v)元`: 3.4亿元, never 万 of 万元.
 */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const [scaled, unit] = abs >= YI ? [value / YI, '亿'] : abs >= WAN ? [value / WAN, '万'] : [value, ''];
  return `${scaled.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}${unit}`;
}

/** YYYY-MM-DD, from a date, a timestamp (its Beijing day, whatever the browser's zone) or a text that starts with one. */
export function formatDate(value: unknown): string {
  if (isBlank(value)) return BLANK;
  if (value instanceof Date || typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? BLANK : chinaDay(d);
  }
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(String(value));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : String(value);
}

/** YYYY-MM-DD HH:mm, for date-times. */
export function formatDateTime(value: unknown): string {
  if (isBlank(value)) return BLANK;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(String(value));
  return match ? `${match[1]} ${match[2]}` : formatDate(value);
}

/** An employee count; none published shows the spec's sentence. */
export const formatEmployees = (value: unknown): string =>
  isBlank(value) ? NOT_PUBLISHED : `${formatNumber(value, 0)}人`;

/** Long text cut to 45 characters with an ellipsis, when over 50 (spec 2 §5). */
export function cutText(text: string): { text: string; cut: boolean } {
  const chars = [...text];
  return chars.length > TEXT_LIMIT
    ? { text: `${chars.slice(0, TEXT_KEEP).join('')}…`, cut: true }
    : { text, cut: false };
}
