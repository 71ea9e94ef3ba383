import { INVALID_SESSION_CODES, ResultCode, SUCCESS_CODES } from '@esee/contracts';

/**
 * The error catalogue of spec 1 §8 and spec 2 §8, as one pure function: given
 * what came back, what the client does. Everything that shows a message to
 * the user about a failed call goes through here.
 */
export type Outcome =
  /** Success: hand `data` to the caller. */
  | { kind: 'ok' }
  /** Hand the whole envelope back, silently (no code, 309, 201, 9999). */
  | { kind: 'pass' }
  /** The session is gone: reset the token and return to the login page. */
  | { kind: 'session' }
  /** Fail silently (HTTP 500 and 502, spec 1 §8). */
  | { kind: 'silent' }
  /** Tracing answered 1110: cancel the requests in flight, silently (spec 1 §4). */
  | { kind: 'cancel' }
  /** Fail with a message: an error toast for 5 s, with an expandable detail when given. */
  | { kind: 'notice'; level: 'error' | 'warning'; message: string; detail?: string };

export const Text = {
  FALLBACK: '系统开小差了',
  DATA_COMMUNICATION: '数据通讯失败',
  QUOTA: '功能调用额度不足，请联系管理员',
  TIMEOUT: '请求超时',
  DOWNLOAD_TIMEOUT: '下载超时',
} as const;

const PASS_CODES: readonly number[] = [ResultCode.LOGIN_SPECIAL, ResultCode.LOGIN_CONTINUE, ResultCode.PASS_THROUGH];

interface Answer {
  /** HTTP status, absent when no answer came (network failure, time-out). */
  status?: number;
  body?: unknown;
  timedOut?: boolean;
  download?: boolean;
  /** A file upload: refusals other than 19999 are warnings (spec 2 §8). */
  upload?: boolean;
}

const envelopeOf = (body: unknown): { code?: unknown; message?: unknown } =>
  body !== null && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : {};

export function classify({ status, body, timedOut, download, upload }: Answer): Outcome {
  if (status === 401) return { kind: 'session' };
  if (status === undefined) {
    if (timedOut) return { kind: 'notice', level: 'error', message: download ? Text.DOWNLOAD_TIMEOUT : Text.TIMEOUT };
    return { kind: 'notice', level: 'error', message: download ? Text.DOWNLOAD_TIMEOUT : Text.FALLBACK };
  }
  const { code, message } = envelopeOf(body);
  const serverMessage = typeof message === 'string' && message ? message : undefined;
  if (typeof code !== 'number') {
    if (status === 500 || status === 502) return { kind: 'silent' };
    return status < 400 ? { kind: 'pass' } : { kind: 'notice', level: 'error', message: Text.FALLBACK };
  }
  if (SUCCESS_CODES.includes(code)) return { kind: 'ok' };
  if (PASS_CODES.includes(code)) return { kind: 'pass' };
  if (code === ResultCode.TRACE_CANCEL) return { kind: 'cancel' };
  if (INVALID_SESSION_CODES.includes(code)) return { kind: 'session' };
  if (status === 500 || status === 502) return { kind: 'silent' };
  if (code === ResultCode.QUOTA_EXHAUSTED)
    return { kind: 'notice', level: 'error', message: Text.QUOTA, detail: serverMessage };
  if (code === ResultCode.DATA_COMMUNICATION)
    return { kind: 'notice', level: 'error', message: Text.DATA_COMMUNICATION, detail: serverMessage };
  return { kind: 'notice', level: upload ? 'warning' : 'error', message: serverMessage ?? Text.FALLBACK };
}
