import { expect, it } from 'vitest';
import { formatDate } from './format';

it('dates a time by its Beijing day, whatever the browser’s zone', () => {
  expect(formatDate(new Date('2026-06-30T17:30:00Z'))).toBe('2026-07-01');
  expect(formatDate(Date.parse('2026-06-30T15:59:59Z'))).toBe('2026-06-30');
  expect(formatDate('2026-06-30 23:10')).toBe('2026-06-30');
  expect(formatDate(null)).toBe('-');
});
