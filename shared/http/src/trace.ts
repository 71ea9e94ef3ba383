import type { TraceHeaders } from '@esee/contracts';

/**
 * The trace headers of the page (spec 1 §7): the shell sets them when the
 * user enters a menu entry; every authenticated call carries them. Kept in
 * sessionStorage so a reload stays in the same trace.
 */
const KEY = 'esee.trace';
let current: TraceHeaders = (() => {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '{}') as TraceHeaders;
  } catch {
    return {};
  }
})();

export function setTraceHeaders(headers: TraceHeaders): void {
  current = headers;
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(headers));
  } catch {
    // storage unavailable: the headers still hold for this page
  }
}

export const traceHeaders = (): TraceHeaders => current;
