import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads each key once however many ask, and again after a failure', async () => {
    let fail = true;
    const load = vi.fn(async (key: string) => {
      if (key === 'b' && fail) throw new Error('offline');
      return `${key}!`;
    });
    const get = loadOnce(load);
    expect(await Promise.all([get('a'), get('a')])).toEqual(['a!', 'a!']);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get('b')).rejects.toThrow('offline');
    fail = false;
    expect(await get('b')).toBe('b!');
    expect(await get('b')).toBe('b!');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'b']);
  });
});
