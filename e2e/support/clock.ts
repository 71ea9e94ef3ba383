import { TEST_NOW } from '../../scripts/lib/testClock.mjs';

/**
 * The suite's clock: the platform under test runs on the pinned `NOW` (playwright.config.ts sets it for the
 * servers it starts), so the demo data, its relative windows and the pages all read one day, whatever the calendar
 * says. A test that writes a dated record or expects a day reads it here.
 */
export const PINNED_NOW = TEST_NOW;

const DAY_MS = 86_400_000;

/** The China day of the pinned clock, `YYYY-MM-DD` (or `plusDays` after it). A run lasts minutes: the day holds. */
export const pinnedToday = (plusDays = 0) =>
  new Date(Date.parse(PINNED_NOW) + 8 * 3_600_000 + plusDays * DAY_MS).toISOString().slice(0, 10);
