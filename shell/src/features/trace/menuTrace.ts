import { ActStatus, type ServerMenuNode, type Trace } from '@esee/contracts';
import { http, setTraceHeaders, traceHeaders } from '@esee/http';

/** Trace calls never show an error (spec 1 §4) and survive navigation. */
const quiet = { silent: true, keepOnNavigate: true } as const;
/** A page not settled within this is recorded as timed out (status 9). */
const SETTLE_TIMEOUT_MS = 30_000;

interface OpenTrace {
  path: string;
  /** The trace id, once addTrace has answered (null if it failed). */
  id: Promise<string | null>;
  settled: boolean;
  timer: ReturnType<typeof setTimeout>;
}

let current: OpenTrace | null = null;

/** Record how the page of the current trace ended: 1 shown, 2 failed, 9 timed out. */
export function settleTrace(status: 1 | 2 | 9, errorMsg?: string): void {
  const trace = current;
  if (!trace || trace.settled) return;
  trace.settled = true;
  clearTimeout(trace.timer);
  void trace.id.then((traceId) =>
    traceId
      ? http
          .post('/framework/api/act/trace/confirmTrace', { traceId, actStatus: status, errorMsg }, quiet)
          .catch(() => undefined)
      : undefined,
  );
}

async function addTrace(
  entry: ServerMenuNode,
  path: string,
  moduleVersion: string | undefined,
): Promise<string | null> {
  const module = {
    moduleId: String(entry.id),
    moduleName: entry.modelName,
    moduleCustomizeName: entry.menuName,
    moduleVersion,
  };
  try {
    const begun = await http.post<Trace>(
      '/framework/api/act/trace/addTrace',
      { actKey: 'menu.enter', preTraceId: traceHeaders().traceId, actStatus: ActStatus.BEGUN, path, ...module },
      quiet,
    );
    const fresh = await http.post<Trace>(
      '/framework/api/act/trace/getNewTraceId',
      { preTraceId: begun.traceId },
      quiet,
    );
    setTraceHeaders({
      ...module,
      moduleVersion: moduleVersion ?? '',
      actKey: 'menu.enter',
      preTraceId: begun.traceId,
      beginTraceId: begun.beginTraceId ?? begun.traceId,
      traceId: fresh.traceId,
    });
    return begun.traceId;
  } catch {
    return null; // tracing must never stand in the user's way
  }
}

/**
 * Entering a menu entry (spec 1 §4): addTrace (status 0), getNewTraceId for
 * the page's own calls, and the trace headers every later call carries. The
 * page then settles it (`settleTrace`); one that never does times out. The
 * trace is open from this call on, so a page may settle before the server
 * has answered.
 */
export function beginMenuTrace(entry: ServerMenuNode, path: string, moduleVersion?: string): void {
  if (current?.path === entry.modelPath) return;
  if (current && !current.settled) settleTrace(ActStatus.TIMED_OUT);
  const trace: OpenTrace = {
    path: entry.modelPath,
    id: addTrace(entry, path, moduleVersion),
    settled: false,
    timer: setTimeout(() => {
      if (current === trace) settleTrace(ActStatus.TIMED_OUT);
    }, SETTLE_TIMEOUT_MS),
  };
  current = trace;
}
