import { sql, type Expression } from 'kysely';
import { chinaDay } from '@esee/contracts';

/**
 * The one clock of the server, the data generator and the scripts: every "now" and "today" comes from here (a
 * day is a China day, `@esee/contracts`' chinaTime). `NOW` pins it for a run, `NOW=2026-06-30T10:00:00+08:00`:
 * the clock reads that instant when the process starts and runs on from there, so a test run sees the same day
 * and the same generated data whatever the calendar says. Without `NOW` it is the machine's clock. The database
 * follows it: `clock_now()` (migration 0055) is the database's now() moved by the same offset, which every
 * connection the server opens is given (`clockSettings`).
 */
export const clockOffsetMs = offsetOf(process.env.NOW);

/** Now. */
export const now = (): Date => new Date(Date.now() + clockOffsetMs);

/** Today in China, `YYYY-MM-DD`, or the day `plusDays` after it. */
export const today = (plusDays = 0): string => chinaDay(now(), plusDays);

function offsetOf(pinned: string | undefined): number {
  if (!pinned) return 0;
  const at = Date.parse(pinned);
  if (Number.isNaN(at)) throw new Error(`NOW: '${pinned}' is not a time (for example 2026-06-30T10:00:00+08:00)`);
  return at - Date.now();
}

/** The database setting `clock_now()` reads: how far the clock is from the database server's own. */
const CLOCK_SETTING = 'esee.clock_offset_ms';

/** Settings for a database connection, so that its `clock_now()` reads this clock. Empty when not pinned. */
export const clockSettings = (): Record<string, string> =>
  clockOffsetMs ? { [CLOCK_SETTING]: String(clockOffsetMs) } : {};

/** SQL: now, by the one clock. Columns default to it too. */
export const nowSql = sql<Date>`clock_now()`;

/**
 * SQL: a stored timestamp (a column, or an expression such as `max(...)` of one) as China's wall clock, for grouping
 * by day or hour in the database and for showing it (`chinaTimeText`), whatever the session's TimeZone.
 */
export const chinaClockSql = (time: string | Expression<unknown>) =>
  sql`((${typeof time === 'string' ? sql.ref(time) : time} at time zone 'UTC') + interval '8 hours')`;

/** SQL: the China day `YYYY-MM-DD` of a stored timestamp. */
export const chinaDaySql = (column: string) => sql<string>`to_char(${chinaClockSql(column)}, 'YYYY-MM-DD')`;
