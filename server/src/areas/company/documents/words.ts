import { createHash } from 'node:crypto';

/**
 * The words the record documents share: days as a court or an authority signs them, amounts as their text
 * writes them, and numbers the data does not hold that stay the same each time a document is written.
 */

const DIGITS = '〇一二三四五六七八九';

/** 2026-11-05 as a signature writes it: 二〇二六年十一月五日. */
export function signedDate(day: string): string {
  const [y, m, d] = day.split('-');
  const small = (n: number) =>
    n < 10 ? DIGITS[n]! : `${n >= 20 ? DIGITS[Math.floor(n / 10)] : ''}十${n % 10 ? DIGITS[n % 10] : ''}`;
  return `${[...y!].map((c) => DIGITS[Number(c)]).join('')}年${small(Number(m))}月${small(Number(d))}日`;
}

/** 2026-11-05 in the text: 2026年11月5日. */
export function textDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** An amount in 元 as a judgment writes it: 17.04万元, 3708元. */
export function yuanText(yuan: number): string {
  if (yuan >= 10_000) return `${Number((yuan / 10_000).toFixed(2))}万元`;
  return `${Math.round(yuan)}元`;
}

/** An integer in [min, max] fixed by the parts (a document's name of a clerk, a day count), never random. */
export function stableNumber(min: number, max: number, ...parts: string[]): number {
  const hash = createHash('sha256').update(parts.join('|')).digest();
  return min + (hash.readUInt32BE(0) % (max - min + 1));
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐';
const GIVEN = '敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰芳燕';

/** A name for someone the data does not name (a court clerk), the same for the same document. */
export function stableName(...parts: string[]): string {
  const s = SURNAMES[stableNumber(0, SURNAMES.length - 1, ...parts, 'surname')]!;
  const g = GIVEN[stableNumber(0, GIVEN.length - 1, ...parts, 'given')]!;
  const g2 = stableNumber(0, 1, ...parts, 'two') ? GIVEN[stableNumber(0, GIVEN.length - 1, ...parts, 'g2')]! : '';
  return `${s}${g}${g2}`;
}

/** A record field as text ('' when absent). */
export const field = (payload: Record<string, unknown>, key: string): string => {
  const v = payload[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

/** Who signs for a party: a partnership's 执行事务合伙人, else the 法定代表人. */
export const representativeTitle = (name: string): string => (name.includes('合伙') ? '执行事务合伙人' : '法定代表人');
