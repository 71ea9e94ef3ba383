import { chinaDay } from '@esee/contracts';

/**
 * The page's one clock: the server's. Every answer says the server's time (`X-Server-Time`), and the page keeps
 * how far its own clock is from it, so "now" and "today" are the server's whatever the desktop's clock says (a
 * wrong desktop clock, a test run pinned to a day), and a day is a China day whatever the browser's zone.
 */
let offsetMs = 0;

/** Follow the server's clock, from an answer's `X-Server-Time` (milliseconds). */
export function syncClock(header: unknown): void {
  const serverMs = Number(header);
  if (header !== undefined && header !== null && Number.isFinite(serverMs)) offsetMs = serverMs - Date.now();
}

/** Now, by the server's clock. */
export const now = (): Date => new Date(Date.now() + offsetMs);

/** Today in China, `YYYY-MM-DD`, or the day `plusDays` after it. */
export const today = (plusDays = 0): string => chinaDay(now(), plusDays);
