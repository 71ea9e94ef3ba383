import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from './client';
import { DownloadError, openFile } from './download';

/** A server answering every call with `status`, `type` and `body` (a file, or a refusal in the envelope). */
function answering(status: number, type: string, body: string): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) =>
    Promise.resolve<AxiosResponse>({
      status,
      statusText: '',
      headers: { 'content-type': type, filename: encodeURIComponent('审核问询函.pdf') },
      config,
      data: new Blob([body], { type }),
    });
}

/** A tab as `window.open` gives one: what the page writes into it and where it is sent. */
function fakeTab() {
  return {
    opener: {} as unknown,
    closed: false,
    document: { title: '', body: { textContent: '' } },
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}

describe('openFile', () => {
  const original = axiosInstance.defaults.adapter;
  afterEach(() => {
    axiosInstance.defaults.adapter = original;
    vi.restoreAllMocks();
  });

  it('opens the tab at once, says the file is coming, then shows the file from a blob: URL', async () => {
    const tab = fakeTab();
    let said = '';
    axiosInstance.defaults.adapter = (config) => {
      said = tab.document.body.textContent;
      return answering(200, 'application/pdf', '%PDF-1.7')(config);
    };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file');
    await openFile('/esee/watch/auditMind/file', { reviewId: 'R1', name: '审核问询函.pdf' });
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(said).toBe('正在生成文件，请稍候…');
    expect(tab.location.href).toBe('blob:http://localhost/file');
    expect(tab.opener).toBeNull();
    expect(tab.closed).toBe(false);
  });

  it('closes the tab and rejects with the server’s message when the file is refused', async () => {
    const tab = fakeTab();
    axiosInstance.defaults.adapter = answering(
      404,
      'application/json',
      JSON.stringify({ code: 404, data: null, message: '未找到该文件' }),
    );
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const opened = openFile('/esee/watch/auditMind/file', { reviewId: 'R1', name: '不存在.pdf' });
    await expect(opened).rejects.toBeInstanceOf(DownloadError);
    await expect(opened).rejects.toThrow('未找到该文件');
    expect(tab.closed).toBe(true);
    expect(tab.location.href).toBe('about:blank');
  });

  it('saves the file when no tab may be opened (pop-ups blocked)', async () => {
    axiosInstance.defaults.adapter = answering(200, 'application/pdf', '%PDF-1.7');
    vi.spyOn(window, 'open').mockReturnValue(null);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openFile('/esee/researchReport/pdf', { reportId: 'RR1' });
    expect(saved).toEqual(['审核问询函.pdf']);
  });
});
