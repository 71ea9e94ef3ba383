/**
 * @packageDocumentation
 * The one HTTP client of the page: adds the session token and trace headers,
 * unwraps the `{ code, data, message }` envelope, applies the error
 * catalogue, cancels a page's requests when the user leaves it, and seals
 * passwords for the server.
 */
export {
  http,
  call,
  formBody,
  ApiError,
  axiosInstance,
  isCancelled,
  isNotFound,
  Timeouts,
  quiet,
  type CallOptions,
} from './client';
export { classify, Text, type Outcome } from './catalogue';
export { onNotice, onSessionInvalid, type Notice } from './notices';
export { cancelPendingRequests, keepsRequestsOnNavigation } from './cancel';
export { setTraceHeaders, traceHeaders } from './trace';
export { trackPoint } from './points';
export { downloadFile, openFile, DownloadError } from './download';
export { companySearchSource, recordCompanyView } from './companySearch';
export { integrationSource } from './integration';
export { now, today } from './clock';
export { sealPassword, InsecureContextError } from './seal';
export { graphSource } from './graphs';
export { loadOnce } from './loadOnce';
export { batchImportSource } from './batchImport';
