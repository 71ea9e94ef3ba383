import { useCallback, useEffect, useEffectEvent, useState, type DependencyList } from 'react';

export type Loaded<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ok'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Load data for a component: again when `deps` change, and on `reload()`.
 * An answer counts only while its deps and attempt are the current ones, so a
 * late answer to an older request, or one after unmount, is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ deps: DependencyList; attempt: number; state: Loaded<T> } | null>(null);
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    const settle = (state: Loaded<T>) => live && setSettled({ deps, attempt, state });
    run().then(
      (data) => settle({ status: 'ok', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const current = settled !== null && settled.attempt === attempt && sameDeps(settled.deps, deps);
  return { ...(current ? settled.state : { status: 'loading' }), reload };
}
