import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';

/*
 * Requests first, on the embedded engine. PGlite is one connection on the server's one thread: a job's statements
 * (an SCS run writing 12,000 rows, a report reading a company's records) and a person's request take turns at it, and
 * a request of eight small queries waited behind eight of the job's statements. Work of the job system runs
 * `inBackground`; its statements wait to take the connection while requests are in flight, for at most
 * `MAX_WAIT_MS` (so a steady stream of requests never starves a job). Maintenance (work nobody waits for: the
 * derived conclusions' baseline of a 10,000-customer book, minutes of small statements) gives way to the jobs
 * people wait for as well: an SCS run beside that baseline took 80 s instead of 11. PostgreSQL has a connection
 * each: no gate.
 */

/** The longest a background statement waits for the work before it. */
const MAX_WAIT_MS = 250;

/** Background work: a job people wait for, or maintenance. */
export type BackgroundLevel = 'job' | 'maintenance';

const background = new AsyncLocalStorage<BackgroundLevel>();
let requests = 0;
let jobs = 0;
let waiting: { level: BackgroundLevel; go: () => void }[] = [];

/** Whether a statement of `level` waits: while requests are in flight, and for maintenance while a job runs too. */
const held = (level: BackgroundLevel) => requests > 0 || (level === 'maintenance' && jobs > 0);

function releaseWaiting() {
  const go = waiting.filter((w) => !held(w.level));
  waiting = waiting.filter((w) => held(w.level));
  for (const w of go) w.go();
}

/** Run `work` as background work of `level`: its statements give way to requests (maintenance: to jobs too). */
export function inBackground<T>(work: () => Promise<T>, level: BackgroundLevel = 'job'): Promise<T> {
  if (level === 'maintenance') return background.run(level, work);
  jobs++;
  return background.run(level, work).finally(() => {
    jobs--;
    releaseWaiting();
  });
}

/** A request came in. */
export function requestStarted(): void {
  requests++;
}

/** A request was answered (or abandoned). */
export function requestEnded(): void {
  requests = Math.max(0, requests - 1);
  releaseWaiting();
}

/**
 * Before a statement takes the embedded connection: background work lets the event loop in, then waits for the work
 * before it. PGlite answers within this thread, so a job's statements one after another were one endless chain of
 * promise callbacks: requests (their sockets), timers and workers' messages waited for the whole job (the derived
 * conclusions of a 10,000-customer book: 65 s in which the server read no request).
 */
export async function foregroundFirst(): Promise<void> {
  const level = background.getStore();
  if (!level) return;
  await eventLoopTurn();
  if (!held(level)) return;
  await new Promise<void>((resolve) => {
    const waiter = {
      level,
      go: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => {
      waiting = waiting.filter((w) => w !== waiter);
      resolve();
    }, MAX_WAIT_MS);
    waiting.push(waiter);
  });
}
