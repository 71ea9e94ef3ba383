import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazyWithRetry';

describe('lazyWithRetry', () => {
  it('loads a page whose chunk failed twice', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: () => <p>page</p> });
    const Page = lazyWithRetry(load, { delayMs: 1 });
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('lazyWithRetry preload', () => {
  it('renders a preloaded page at once, without suspending', async () => {
    const load = vi.fn().mockResolvedValue({ default: () => <p>ready</p> });
    const Page = lazyWithRetry(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a load that failed for good', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>back</p> });
    const Page = lazyWithRetry(load, { retries: 0 });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
