import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart, chinaMinute, chinaMonthStart, chinaTime, dayBegins, dayEnds } from './chinaTime';

describe('China time', () => {
  it('counts days from midnight in China, whatever the server’s zone', () => {
    // 2026-11-24 01:30 in China is 2026-11-23 17:30 UTC: the day began at 16:00 UTC the day before.
    expect(chinaDayStart(new Date('2026-11-23T17:30:00Z')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-23T15:59:59Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaMonthStart(new Date('2026-11-30T16:30:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(dayBegins('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(dayEnds('2026-11-24').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('writes days and times as China reads them, from dates or stored strings', () => {
    expect(chinaDay(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24');
    expect(chinaDay('2026-11-23T15:59:59Z')).toBe('2026-11-23');
    expect(chinaDay(new Date('2026-11-23T17:30:00Z'), 7)).toBe('2026-12-01');
    expect(chinaDay(new Date('2026-11-23T17:30:00Z'), -30)).toBe('2026-10-25');
    expect(chinaTime(new Date('2026-11-23T17:30:05Z'))).toBe('2026-11-24 01:30:05');
    expect(chinaMinute('2026-11-23T17:30:05Z')).toBe('2026-11-24 01:30');
  });
});
