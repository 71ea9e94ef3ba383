import { expect, it } from 'vitest';
import { formatCompact, formatDate, formatPercent } from './format';

it('dates a time by its Beijing day, whatever the browser’s zone', () => {
  expect(formatDate(new Date('2026-06-30T17:30:00Z'))).toBe('2026-07-01');
  expect(formatDate(Date.parse('2026-06-30T15:59:59Z'))).toBe('2026-06-30');
  expect(formatDate('2026-06-30 23:10')).toBe('2026-06-30');
  expect(formatDate(null)).toBe('-');
});

it('writes every percentage one way: a percentage or a share, 2 decimals unless told, trimmed or signed when asked', () => {
  expect(formatPercent(12.5)).toBe('12.50%');
  expect(formatPercent(0.125, { share: true })).toBe('12.50%');
  expect(formatPercent(0.1234, { share: true, decimals: 1 })).toBe('12.3%');
  expect(formatPercent(0.6, { share: true, decimals: 1, trim: true })).toBe('60%');
  expect(formatPercent(0.255, { share: true, decimals: 1, trim: true })).toBe('25.5%');
  expect(formatPercent(0.12, { share: true, decimals: 1, signed: true })).toBe('+12.0%');
  expect(formatPercent(-0.05, { share: true, decimals: 1, signed: true })).toBe('-5.0%');
  expect(formatPercent(12.5, { share: true })).toBe('1,250.00%');
  expect(formatPercent('33.3')).toBe('33.30%');
  expect(formatPercent(null)).toBe('-');
  expect(formatPercent(undefined, { share: true })).toBe('-');
  expect(formatPercent('未披露')).toBe('-');
});

it('writes a chart figure in Chinese units: comma thousands under 万, then 万 and 亿', () => {
  expect(formatCompact(8_500)).toBe('8,500');
  expect(formatCompact(12_500)).toBe('1.25万');
  expect(formatCompact(100_000_000)).toBe('1亿');
  expect(formatCompact(345_600_000)).toBe('3.46亿');
  expect(formatCompact(-20_000)).toBe('-2万');
  expect(formatCompact(0.5)).toBe('0.5');
});
