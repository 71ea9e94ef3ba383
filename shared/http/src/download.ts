import axios, { AxiosError } from 'axios';
import { axiosInstance, Timeouts } from './client';
import { classify, Text } from './catalogue';

/** A download the server refused or that did not arrive; `message` is for the user. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** The file name: the spec's URI-encoded `filename` header first, then Content-Disposition. */
function fileNameOf(headers: Record<string, unknown>): string {
  const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
  const disposition = header('content-disposition');
  const encoded =
    header('filename') ||
    /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ||
    /filename="?([^";]+)"?/i.exec(disposition)?.[1] ||
    '';
  try {
    return decodeURIComponent(encoded) || '下载文件';
  } catch {
    return encoded;
  }
}

function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName, style: 'display:none' });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Download a file through the session's axios instance (it adds the token) and save it. A JSON answer is
 * a refusal in the `{ code, message }` envelope: it rejects with a `DownloadError` carrying the message,
 * which the caller shows (toasts need the page's antd App context).
 */
export async function downloadFile(url: string, params: Record<string, string>, body?: unknown): Promise<void> {
  let response;
  try {
    // A file made from what the page holds (a match result) is asked for with a body.
    response = await axiosInstance.request<Blob>({
      url,
      method: body === undefined ? 'GET' : 'POST',
      data: body,
      params,
      responseType: 'blob',
      timeout: Timeouts.LONG,
      validateStatus: () => true,
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    const timedOut =
      error instanceof AxiosError && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT);
    throw new DownloadError(timedOut ? Text.DOWNLOAD_TIMEOUT : Text.FALLBACK);
  }
  const headers = response.headers as Record<string, unknown>;
  const type = String(headers['content-type'] ?? '');
  if (type.includes('json')) {
    const body: unknown = JSON.parse(await response.data.text());
    const outcome = classify({ status: response.status, body, download: true });
    throw new DownloadError(outcome.kind === 'notice' ? outcome.message : Text.FALLBACK);
  }
  if (response.status >= 400) throw new DownloadError(Text.FALLBACK);
  save(response.data, fileNameOf(headers));
}
