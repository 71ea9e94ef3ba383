import { useEffect, useState } from 'react';

export type Polled<T> = ({ status: 'loading' } | { status: 'failed' } | { status: 'ok'; data: T }) & {
  reload: () => void;
};

/**
 * A list asked again every `intervalMs` while `busy` says a job in it is still being made, and not once
 * none is (名单导出记录, 画像生成记录, 尽调报告记录). `reload` starts over, e.g. after a new job is queued.
 */
export function usePolled<T>(load: () => Promise<T>, busy: (data: T) => boolean, intervalMs = 2000): Polled<T> {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'ok'; data: T }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    const tick = () =>
      load().then(
        (data) => {
          if (!live) return;
          shown = true;
          setState({ status: 'ok', data });
          if (busy(data)) timer = setTimeout(tick, intervalMs);
        },
        () => {
          if (!live) return;
          // A failed poll keeps the rows in view and tries again; a failed first load shows the failed state.
          if (shown) timer = setTimeout(tick, intervalMs);
          else setState({ status: 'failed' });
        },
      );
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` and `busy` are the caller's fixed functions; a new attempt is what restarts the polling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return {
    ...state,
    reload: () => {
      setState((s) => (s.status === 'ok' ? s : { status: 'loading' }));
      setAttempt((a) => a + 1);
    },
  };
}
