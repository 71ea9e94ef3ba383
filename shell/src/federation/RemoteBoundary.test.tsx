import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { RemoteDescriptor } from '@esee/contracts';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteLoadError } from './registry';

const retryRemote = vi.hoisted(() => vi.fn());
vi.mock('./registry', async (original) => ({ ...(await original<typeof import('./registry')>()), retryRemote }));

const cba: RemoteDescriptor = {
  name: 'cba',
  title: '对公银行助手',
  version: '1.0.0',
  manifestUrl: '/m',
  basePaths: ['/bankAssistant'],
  kind: 'solution',
  home: '/bankAssistant/home',
  icon: '',
  pages: [],
};

let failWith: Error | null = null;
function Page() {
  if (failWith) throw failWith;
  return <p>remote page</p>;
}

describe('RemoteBoundary', () => {
  afterEach(() => {
    cleanup();
    failWith = null;
    retryRemote.mockReset();
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('contains a page that throws while rendering, and renders it again on retry', () => {
    failWith = new Error('boom');
    render(
      <RemoteBoundary remote={cba} resetKey="/bankAssistant/home">
        <Page />
      </RemoteBoundary>,
    );
    expect(screen.getByText('「对公银行助手」页面出错了')).toBeTruthy();
    failWith = null;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('remote page')).toBeTruthy();
    expect(retryRemote).not.toHaveBeenCalled();
  });

  it('tells a remote whose files failed to load, and forgets the failed load on retry', () => {
    failWith = new RemoteLoadError('cba', new Error('RUNTIME-008'));
    render(
      <RemoteBoundary remote={cba} resetKey="/bankAssistant/home">
        <Page />
      </RemoteBoundary>,
    );
    expect(screen.getByText('「对公银行助手」暂时无法加载')).toBeTruthy();
    failWith = null;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retryRemote).toHaveBeenCalledWith(cba);
    expect(screen.getByText('remote page')).toBeTruthy();
  });

  it('gives a page that threw a fresh try after navigating elsewhere', () => {
    failWith = new Error('boom');
    const { rerender } = render(
      <RemoteBoundary remote={cba} resetKey="/bankAssistant/a">
        <Page />
      </RemoteBoundary>,
    );
    failWith = null;
    rerender(
      <RemoteBoundary remote={cba} resetKey="/bankAssistant/b">
        <Page />
      </RemoteBoundary>,
    );
    expect(screen.getByText('remote page')).toBeTruthy();
  });
});
