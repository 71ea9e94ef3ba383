import type { APIRequestContext } from '@playwright/test';
import { TEST_NOW } from '../../scripts/lib/testClock.mjs';
import { chinaDay } from '../../shared/contracts/src/chinaTime';

/**
 * The suite's clock: the platform under test runs on the pinned `NOW` (playwright.config.ts sets it for the
 * servers it starts), so the demo data, its relative windows and the pages all read one day, whatever the calendar
 * says. A test that writes a dated record or expects a day reads it here.
 */
export const PINNED_NOW = TEST_NOW;

/** The China day of the pinned clock, `YYYY-MM-DD` (or `plusDays` after it). A run lasts minutes: the day holds. */
export const pinnedToday = (plusDays = 0) => chinaDay(PINNED_NOW, plusDays);

/**
 * The platform's time now (milliseconds), as every answer's X-Server-Time says it: the pinned start plus the time
 * the platform has run. For what must match the server to the minute (an hour of day, a signed token's age).
 */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/framework/auth_type');
  return Number(res.headers()['x-server-time']);
}
