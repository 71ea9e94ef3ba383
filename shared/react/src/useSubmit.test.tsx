import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmit } from './useSubmit';

describe('useSubmit', () => {
  it('is busy while the work runs and reports success', async () => {
    const { result } = renderHook(() => useSubmit());
    let finish!: () => void;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current.busy).toBe(false);
  });

  it('swallows a refusal (the toast has said why) and is ready again', async () => {
    const { result } = renderHook(() => useSubmit());
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new Error('refused')));
    });
    expect(ok).toBe(false);
    expect(result.current.busy).toBe(false);
  });
});
