import { onSessionInvalid } from '@esee/http';

/**
 * On an invalid session, back to the login page as a fresh page, so nothing of the old session stays in
 * memory; the page the user was on comes back after login. Subscribed at start, before the first call:
 * no UI library here, so the login page stays free of antd.
 */
export function returnToLoginOnInvalidSession(): void {
  onSessionInvalid(() => {
    const here = window.location.pathname + window.location.search;
    window.location.replace(`/main?redirect=${encodeURIComponent(here)}`);
  });
}
