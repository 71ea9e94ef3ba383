import { afterEach, describe, expect, it, vi } from 'vitest';

/** The clock module as a process with this `NOW` starts it. */
async function clockWith(pinned: string | undefined) {
  vi.resetModules();
  vi.stubEnv('NOW', pinned ?? '');
  return import('./clock');
}

describe('the one clock', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('starts at NOW when pinned and runs on from there; its day is the China day', async () => {
    const clock = await clockWith('2026-06-30T02:00:00+08:00');
    expect(Math.abs(clock.now().getTime() - Date.parse('2026-06-30T02:00:00+08:00'))).toBeLessThan(5_000);
    // 02:00 in China is still 29 June in UTC.
    expect(clock.today()).toBe('2026-06-30');
    expect(clock.today(-1)).toBe('2026-06-29');
    expect(clock.now().toISOString().slice(0, 10)).toBe('2026-06-29');
    expect(clock.clockSettings()).toEqual({ 'esee.clock_offset_ms': String(clock.clockOffsetMs) });
  });

  it("is the machine's clock without NOW, and gives the database nothing to move", async () => {
    const clock = await clockWith(undefined);
    expect(clock.clockOffsetMs).toBe(0);
    expect(clock.clockSettings()).toEqual({});
  });

  it('refuses a NOW that is not a time', async () => {
    await expect(clockWith('tomorrow')).rejects.toThrow("NOW: 'tomorrow' is not a time");
  });
});
