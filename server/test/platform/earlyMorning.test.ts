import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { now, today } from '../../src/platform/clock';
import { Client, ENGINES, withApp, type TestApp } from '../fixtures';

// 02:00 in China is 18:00 UTC the day before: the hours in which a UTC "today" is yesterday for the bank's users.
// Pinned before the modules load (vi.hoisted runs ahead of the imports), on the run's pinned day.
vi.hoisted(() => {
  process.env.NOW = '2026-06-30T02:00:00+08:00';
});

describe.each(ENGINES)('between 00:00 and 08:00 in China, on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await withApp({ engine });
    // A real sign-in: the login log read below has its line.
    admin = new Client(t.app, await t.login('DEMO', 'admin'));
  }, 60_000);
  afterAll(() => t.close());

  it('the clock says the China day, not the UTC one', () => {
    expect(today()).toBe('2026-06-30');
    expect(now().toISOString().slice(0, 10)).toBe('2026-06-29');
  });

  it("a day-windowed query files tonight's sign-in under today, as the bank reads the day", async () => {
    const on = async (day: string) =>
      (await admin.get('/framework/api/org/loginLog', { start: day, end: day, keyword: 'admin' })).data;
    const tonight = await on('2026-06-30');
    expect(tonight.total).toBeGreaterThan(0);
    expect(tonight.list[0]).toMatchObject({ username: 'admin', outcome: 'SUCCESS' });
    expect(tonight.list[0].at).toMatch(/^2026-06-30 0[12]:/);
    expect((await on('2026-06-29')).total).toBe(0);
  });

  it('the windows of 新成立企业 end today in China', async () => {
    const options = await admin.get('/esee/marketing/newEnt/options');
    expect(options.code).toBe(ResultCode.OK);
    expect(options.data.today).toBe('2026-06-30');
  });
});
