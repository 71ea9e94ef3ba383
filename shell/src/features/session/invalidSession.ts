import { onSessionInvalid } from '@esee/http';
import { isLoginPath } from './openPaths';

/**
 * On an invalid session, back to the login page as a fresh page, so nothing of the old session stays in
 * memory; the page the user was on comes back after login (a login page stays as it is). Subscribed at start, before the first call:
 * no UI library here, so the login page stays free of antd.
 */
export function returnToLoginOnInvalidSession(): void {
  onSessionInvalid(() => {
    // Already on a login page (signed out, an answer to a call made before still coming in): stay there.
    if (isLoginPath(window.location.pathname)) return;
    const here = window.location.pathname + window.location.search;
    window.location.replace(`/main?redirect=${encodeURIComponent(here)}`);
  });
}
