import { useEffect, useRef, useState } from 'react';
import { isWorkRunOver, type WorkRun } from '@esee/contracts';

export interface WorkRunCalls {
  /** The latest run of the page's scope (the running one, or the last that finished), or null. */
  latest: () => Promise<WorkRun | null>;
  /** Start a run; the server answers with the running one when there is one already. */
  start: () => Promise<WorkRun>;
  /** A run this page watched came to its end (done or failed): reload what it changed. */
  onFinished?: (run: WorkRun) => void;
}

export interface WatchedRun {
  /** The latest run, as last asked; null before the first answer or when there was never one. */
  run: WorkRun | null;
  /** A run is being started, or is queued or running. */
  running: boolean;
  start: () => Promise<void>;
}

/**
 * Long work started from a page and followed there (同一客户识别, 银行流水分析; platform/jobs/workRuns on the
 * server): the latest run is read on arrival, so a run started before a reload, or by a colleague, is shown too,
 * and asked for every `intervalMs` until it is over. A failed request to start has been shown by the client.
 */
export function useWorkRun(calls: WorkRunCalls, intervalMs = 1000): WatchedRun {
  const [run, setRun] = useState<WorkRun | null>(null);
  const [starting, setStarting] = useState(false);
  // The caller's calls as of its last render, for the effects (which do not restart when they change).
  const latest = useRef(calls);
  useEffect(() => {
    latest.current = calls;
  });

  useEffect(() => {
    let live = true;
    // A run started meanwhile (the page's button pressed before this answer came) is not undone by it.
    latest.current.latest().then(
      (r) => live && setRun((started) => started ?? r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!run || isWorkRunOver(run)) return;
    const timer = setTimeout(() => {
      latest.current.latest().then(
        (next) => {
          // Each answer is a new object, which starts the next round: an answer that is the very object shown
          // (a client that returns what it cached) would else end the asking. A failed ask keeps the run in view.
          setRun({ ...(next ?? run) });
          if (next && isWorkRunOver(next)) latest.current.onFinished?.(next);
        },
        () => setRun({ ...run }),
      );
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [run, intervalMs]);

  const start = async () => {
    setStarting(true);
    try {
      setRun(await latest.current.start());
    } catch {
      // The client has shown why.
    } finally {
      setStarting(false);
    }
  };

  return { run, running: starting || (run !== null && !isWorkRunOver(run)), start };
}
