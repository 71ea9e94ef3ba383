/**
 * Cancelling requests on navigation (spec 1 §2): requests made for a page are
 * tied to the current controller; leaving the page aborts them all at once.
 */
let controller = new AbortController();

export const navigationSignal = (): AbortSignal => controller.signal;

export function cancelPendingRequests(): void {
  controller.abort();
  controller = new AbortController();
}

/** Paths whose pages keep their requests when the user navigates to them (spec 1 §2). */
const KEEP_REQUESTS_UNDER = ['/baseinfo/orgdetail', '/main', '/projectManage'];

export const keepsRequestsOnNavigation = (pathname: string): boolean =>
  KEEP_REQUESTS_UNDER.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}?`));
