import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { ResultCode, SERVER_TIME_HEADER, type Envelope } from '@esee/contracts';
import { useSession } from '@esee/session';
import { classify, type Outcome } from './catalogue';
import { syncClock } from './clock';
import { cancelPendingRequests, navigationSignal } from './cancel';
import { emitNotice, emitSessionInvalid } from './notices';
import { traceHeaders } from './trace';

/** A call that did not succeed. `outcome` says why; the user has already been told. */
export class ApiError extends Error {
  constructor(
    readonly outcome: Outcome,
    readonly code: number | undefined,
    readonly envelope: Partial<Envelope<unknown>> | undefined,
  ) {
    super(outcome.kind === 'notice' ? outcome.message : `request failed: ${outcome.kind}`);
    this.name = 'ApiError';
  }
}

/** Time-outs of spec 1 §9 and spec 2 §9. */
export const Timeouts = { DEFAULT: 30_000, LONG: 60_000, REPORT: 90_000 } as const;

export interface CallOptions extends AxiosRequestConfig {
  /** Do not show the failure to the user (the caller handles it). */
  silent?: boolean;
  /** Keep the request when the user navigates away (session and trace calls). */
  keepOnNavigate?: boolean;
  /** A file upload: its refusals are warnings (spec 2 §8). */
  upload?: boolean;
}

/** The options of a load whose page shows its own failed state: the client shows no toast of its own. */
export const quiet = { silent: true } as const;

/** The one axios instance of the page (a Module Federation singleton). */
export const axiosInstance = axios.create({ timeout: Timeouts.DEFAULT });

axiosInstance.interceptors.request.use((config) => {
  const token = useSession.getState().token;
  if (token) {
    config.headers.set('X-Token', token);
    config.headers.set('ECT-AUTH-TOKEN', token);
    for (const [name, value] of Object.entries(traceHeaders())) if (value) config.headers.set(name, value);
  }
  return config;
});

// Every answer says the server's time: the page's clock follows it.
axiosInstance.interceptors.response.use(
  (response) => {
    syncClock(response.headers[SERVER_TIME_HEADER]);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError) syncClock(error.response?.headers[SERVER_TIME_HEADER]);
    return Promise.reject(error);
  },
);

/** The session token a request was sent with (none: null). */
const sentToken = (config: AxiosRequestConfig): string | null => {
  const token: unknown = config.headers?.['X-Token'];
  return typeof token === 'string' && token ? token : null;
};

function settle(
  outcome: Outcome,
  silent: boolean,
  envelope?: Partial<Envelope<unknown>>,
  token: string | null = null,
): never {
  if (outcome.kind === 'session') {
    // Only the session the call was made in ends here: a call answered after logout, or after the next login,
    // must not end the page that followed (the product login a logout returned to, say).
    if (token === useSession.getState().token) {
      useSession.getState().signOut();
      emitSessionInvalid();
    }
  } else if (outcome.kind === 'cancel') {
    cancelPendingRequests();
  } else if (outcome.kind === 'notice' && !silent) {
    emitNotice({ level: outcome.level, message: outcome.message, detail: outcome.detail });
  }
  throw new ApiError(outcome, typeof envelope?.code === 'number' ? envelope.code : undefined, envelope);
}

/** Whether a rejection is a cancelled request (navigation, or 1110): callers ignore these. */
export const isCancelled = (error: unknown): boolean => axios.isCancel(error);

/** Whether a rejection is the server's 404: what was asked for does not exist (or is another institution's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ResultCode.NOT_FOUND;

/**
 * Make a call and return the envelope's `data` on success. Any other outcome
 * is handled by the error catalogue and rejects with an `ApiError`; a call
 * cancelled by navigation rejects with a cancellation (`isCancelled`).
 */
export async function call<T>(config: CallOptions): Promise<T> {
  const { silent = false, keepOnNavigate = false, upload = false, ...axiosConfig } = config;
  let response: AxiosResponse<Envelope<T>>;
  try {
    response = await axiosInstance.request<Envelope<T>>({
      ...axiosConfig,
      signal: axiosConfig.signal ?? (keepOnNavigate ? undefined : navigationSignal()),
      validateStatus: () => true,
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    const timedOut =
      error instanceof AxiosError && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT);
    const download = axiosConfig.responseType === 'blob';
    return settle(classify({ timedOut, download }), silent);
  }
  const outcome = classify({ status: response.status, body: response.data, upload });
  if (outcome.kind === 'ok') return response.data.data;
  return settle(outcome, silent, response.data, sentToken(response.config));
}

/** Shorthands for the common verbs. */
export const http = {
  get: <T>(url: string, params?: object, options?: CallOptions) => call<T>({ ...options, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, options?: CallOptions) => call<T>({ ...options, method: 'POST', url, data }),
};

/** A form-encoded body (spec 2 §7 sends several calls so); undefined fields are left out. */
export function formBody(fields: Record<string, string | number | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, String(value));
  return body;
}
