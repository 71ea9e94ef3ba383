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
