/**
 * The instant test runs are pinned to: the one clock's `NOW` (server/src/platform/clock.ts). The demo data set is
 * generated relative to the clock's day, so a pinned run sees the same companies, records and dates on any calendar
 * day. `NOW=2026-06-30T03:00:00+08:00 npm test` runs on another instant (the hours before 08:00 in China are the
 * previous day in UTC).
 */
export const TEST_NOW = process.env.NOW || '2026-06-30T10:00:00+08:00';
