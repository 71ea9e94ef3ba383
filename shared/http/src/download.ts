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

/** Fetch a file through the session's axios instance (it adds the token); a refusal rejects with its message. */
async function fetchFile(
  url: string,
  params: Record<string, string>,
  body?: unknown,
): Promise<{ blob: Blob; name: string }> {
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
  return { blob: response.data, name: fileNameOf(headers) };
}

/**
 * Download a file through the session's axios instance (it adds the token) and save it. A JSON answer is
 * a refusal in the `{ code, message }` envelope: it rejects with a `DownloadError` carrying the message,
 * which the caller shows (toasts need the page's antd App context).
 */
export async function downloadFile(url: string, params: Record<string, string>, body?: unknown): Promise<void> {
  const { blob, name } = await fetchFile(url, params, body);
  save(blob, name);
}

/**
 * Open a file the server writes (a PDF) in a new tab, where the browser's viewer shows it. The tab is opened at
 * the click, while the browser still counts it as the user's (one opened after an await is blocked as a
 * pop-up), says that the file is coming, then shows it from a blob URL: the call needs the session's token, which
 * a plain link would not send. A refusal closes the tab and rejects as `downloadFile` does; with no tab (pop-ups
 * blocked) the file is saved instead.
 */
export async function openFile(url: string, params: Record<string, string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = '正在打开文件…';
    tab.document.body.textContent = '正在生成文件，请稍候…';
  }
  try {
    const { blob, name } = await fetchFile(url, params);
    if (!tab) return save(blob, name);
    const href = URL.createObjectURL(blob);
    tab.opener = null;
    tab.location.href = href;
    // The viewer has read the file long before; the URL is freed with the page's other resources otherwise.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
