import type { SmartTextIssue, SmartTextParagraph } from '@esee/contracts';

/** What a check reports; the runner numbers the findings and writes their locations. */
export type Finding = Omit<SmartTextIssue, 'id' | 'location'>;

export type Paragraph = SmartTextParagraph;

/** Where a paragraph's text has `needle` (the first time), as a range for the annotated view. */
export function rangeOf(text: string, needle: string): [number, number][] {
  const at = needle ? text.indexOf(needle) : -1;
  return at < 0 ? [] : [[at, at + needle.length]];
}

/** 12,345.67 / -1,234 / （1,234.00） → a number; null when it is not one. */
export function parseNumber(text: string): number | null {
  const t = text.replace(/[\s,，]/g, '').replace(/^[（(](.*)[)）]$/, '-$1');
  if (!/^-?\d+(\.\d+)?%?$/.test(t)) return null;
  return Number(t.replace('%', ''));
}

/** Amounts in 万元 (the unit prospectuses use), from 元, 万元 or 亿元. */
export function toWan(value: number, unit: string): number {
  if (unit.startsWith('亿')) return value * 10_000;
  if (unit === '元') return value / 10_000;
  return value;
}

/** 12345.6 → 12,345.60 */
export const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whether a paragraph belongs to the 释义 section (definitions), which other checks read differently. */
export const inDefinitions = (p: Paragraph) => !!p.section && p.section.includes('释义');
