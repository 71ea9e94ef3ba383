import { lazy, type ComponentType } from 'react';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `React.lazy` that tries a failed chunk load again (spec 1 §4: a failed lazy
 * page load retries), with a short pause, before letting the error boundary
 * show it. A deployment that replaced the chunk or a flaky network are the
 * usual causes.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { retries = 2, delayMs = 400 } = {},
) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries) throw error;
        await wait(delayMs * (attempt + 1));
      }
    }
  });
}
