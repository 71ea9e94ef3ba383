import { describe, expect, it } from 'vitest';
import { KeyedCache } from '../../src/platform/sharedState/keyedCache';
import { openSharedState } from '../../src/platform/sharedState/sharedState';

describe('KeyedCache', () => {
  const setUp = async () => {
    const shared = await openSharedState({ redisUrl: undefined, prefix: 'test:' });
    const reads: number[] = [];
    let value = 'a';
    const cache = new KeyedCache(shared, {
      topic: 'things',
      ttlMs: 1_000,
      load: async (key) => (reads.push(key), `${value}${key}`),
    });
    return { cache, reads, setValue: (v: string) => void (value = v) };
  };

  it('reads a key once within its time, again after it', async () => {
    const { cache, reads } = await setUp();
    expect(await Promise.all([cache.get(1, 0), cache.get(1, 500), cache.get(2, 500)])).toEqual(['a1', 'a1', 'a2']);
    expect(reads).toEqual([1, 2]);
    expect(await cache.get(1, 1_000)).toBe('a1');
    expect(reads).toEqual([1, 2, 1]);
  });

  it('forgets a key at once when it is saved; the other keys stay', async () => {
    const { cache, reads, setValue } = await setUp();
    await cache.get(1, 0);
    await cache.get(2, 0);
    setValue('b');
    cache.forget(1);
    expect(await cache.get(1, 10)).toBe('b1');
    expect(await cache.get(2, 10)).toBe('a2');
    expect(reads).toEqual([1, 2, 1]);
  });

  it('does not keep a failed read', async () => {
    const shared = await openSharedState({ redisUrl: undefined, prefix: 'test:' });
    let fail = true;
    const cache = new KeyedCache(shared, {
      topic: 't',
      ttlMs: 1_000,
      load: async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
    });
    await expect(cache.get(1, 0)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(1, 1)).toBe('up');
  });
});
