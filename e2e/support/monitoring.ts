import type { Page } from '@playwright/test';
import { callApi } from './api';

/**
 * The first candidate whose company the user signed in on `page` does not monitor yet: a test that monitors a company
 * and changes its data takes another one on a rerun against the same platform (a retry's first try monitors its own).
 */
export async function firstUnmonitored<T>(page: Page, candidates: Iterable<T>, entIdOf: (c: T) => string): Promise<T> {
  for (const candidate of candidates) {
    const monitored = await callApi<{ exist: boolean }>(page, 'POST', '/esee/groupManager/isExistMonitorEnt', {
      entId: entIdOf(candidate),
    });
    if (!monitored.data.exist) return candidate;
  }
  throw new Error('every candidate company of the demo data is monitored already');
}
