import { setImmediate } from 'node:timers/promises';

/**
 * Statements over many rows or ids, a batch at a time. The embedded engine runs each statement on the server's
 * one thread: a statement over 10,000 ids holds every other request for its whole length, a batch of 1,000 for a
 * tenth of it. Between batches the event loop takes a turn: the engine answers within promise callbacks, so a
 * chain of statements would otherwise starve the sockets of other requests until its end.
 */

/** Let the event loop take a turn (sockets, timers) before the next statement. */
export const nextTurn = (): Promise<void> => setImmediate();

/** Rows or ids per statement. */
export const STATEMENT_BATCH = 1000;

/**
 * Rows of many columns per insert (a parameter a cell): 1,000 rows of seven held the embedded engine for 140 ms,
 * which every request waited out; 250 keep a statement near a request's own length.
 */
export const WIDE_ROW_BATCH = 250;

/** `each` over `items` in batches of at most `size`, one after the other; the rows they return, in order. */
export async function inBatches<T, R>(
  items: readonly T[],
  each: (batch: T[]) => Promise<readonly R[]>,
  size = STATEMENT_BATCH,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    for (const r of await each(items.slice(i, i + size))) out.push(r);
  }
  return out;
}
