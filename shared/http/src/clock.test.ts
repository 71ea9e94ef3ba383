import { describe, expect, it } from 'vitest';
import { now, syncClock, today } from './clock';

describe("the page's clock", () => {
  it("follows the server's time, whatever the desktop's clock says; its day is the China day", () => {
    // The server says 02:00 on 30 June in China (18:00 UTC the day before).
    syncClock(String(Date.parse('2026-06-30T02:00:00+08:00')));
    expect(Math.abs(now().getTime() - Date.parse('2026-06-30T02:00:00+08:00'))).toBeLessThan(5_000);
    expect(today()).toBe('2026-06-30');
    expect(today(-30)).toBe('2026-05-31');
  });

  it('keeps its reading when an answer has no time', () => {
    syncClock(String(Date.parse('2026-06-30T10:00:00+08:00')));
    syncClock(undefined);
    syncClock('not a time');
    expect(today()).toBe('2026-06-30');
  });
});
