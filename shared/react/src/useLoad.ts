import { useCallback, useEffect, useEffectEvent, useRef, useState, type DependencyList } from 'react';

export type Loaded<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ok'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** Call `load`, turning a synchronous throw into a rejection. */
function start<T>(load: () => Promise<T>): Promise<T> {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Load data for a component: again when `deps` change, and on `reload()`.
 * An answer counts only while its deps and attempt are the current ones, so a
 * late answer to an older request, or one after unmount, is dropped.
 *
 * The first request starts while the component first renders, not after it
 * commits: React holds back the commit of content that replaces a loading
 * fallback (by up to 300 ms), and the request need not wait for that.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ deps: DependencyList; attempt: number; state: Loaded<T> } | null>(null);
  const first = useRef<{ promise: Promise<T>; deps: DependencyList } | null | undefined>(undefined);
  if (first.current === undefined) {
    const promise = start(load);
    promise.catch(() => undefined); // handled by the effect below; no unhandled-rejection report meanwhile
    first.current = { promise, deps };
  }
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    const settle = (state: Loaded<T>) => live && setSettled({ deps, attempt, state });
    const early = first.current && attempt === 0 && sameDeps(first.current.deps, deps) ? first.current.promise : null;
    first.current = null;
    (early ?? start(run)).then(
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
