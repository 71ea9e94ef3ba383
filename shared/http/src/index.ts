/**
 * @packageDocumentation
 * The one HTTP client of the page: adds the session token, unwraps the
 * `{ code, data, message }` envelope and applies the error catalogue.
 */
export { http, call, ApiError, axiosInstance, type CallOptions } from './client';
export { classify, Text, type Outcome } from './catalogue';
export { onNotice, onSessionInvalid, type Notice } from './notices';
