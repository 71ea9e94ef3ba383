import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Requests first, on the embedded engine. PGlite is one connection on the server's one thread: a job's statements
 * (an SCS run writing 12,000 rows, a report reading a company's records) and a person's request take turns at it, and
 * a request of eight small queries waited behind eight of the job's statements. Work of the job system runs
 * `inBackground`; its statements wait to take the connection while requests are in flight, for at most
 * `MAX_WAIT_MS` (so a steady stream of requests never starves a job). PostgreSQL has a connection each: no gate.
 */

/** The longest a background statement waits for the requests in flight. */
const MAX_WAIT_MS = 250;

const background = new AsyncLocalStorage<true>();
let inFlight = 0;
let waiting: (() => void)[] = [];

/** Run `work` as background work: its statements give way to requests. */
export const inBackground = <T>(work: () => T): T => background.run(true, work);

/** A request came in. */
export function requestStarted(): void {
  inFlight++;
}

/** A request was answered (or abandoned). */
export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  const released = waiting;
  waiting = [];
  for (const go of released) go();
}

/** Before a statement takes the embedded connection: background work waits while requests are in flight. */
export async function foregroundFirst(): Promise<void> {
  if (inFlight === 0 || !background.getStore()) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    waiting.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
