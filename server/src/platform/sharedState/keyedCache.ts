import { ALL_KEYS, type SharedState } from './sharedState';

export interface KeyedCacheOptions<V> {
  /** The shared state's topic a save names, so every instance forgets the key. */
  topic: string;
  /** How long a value is trusted: bounds what a lost invalidation message costs. */
  ttlMs: number;
  /** Read the value of a key (from the database). */
  load: (key: number) => Promise<V>;
}

/**
 * Small values read per key (an institution's settings: its short names, its quotas), kept for `ttlMs`, so a call
 * made on every keystroke does not ask the database each time. A save calls `forget(key)`: this instance drops the
 * key at once, the others when the shared state's message reaches them. A read under way when the key is forgotten
 * serves its callers but is not kept.
 */
export class KeyedCache<V> {
  private readonly entries = new Map<number, { value: Promise<V>; at: number }>();

  constructor(
    private readonly shared: Pick<SharedState, 'invalidate' | 'onInvalidate'>,
    private readonly options: KeyedCacheOptions<V>,
  ) {
    shared.onInvalidate(options.topic, (key) =>
      key === ALL_KEYS ? this.entries.clear() : this.entries.delete(Number(key)),
    );
  }

  get(key: number, now = performance.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value;
    const value = this.options.load(key);
    this.entries.set(key, { value, at: now });
    // A failed read is not kept: the next call asks again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** The key's value changed: every instance reads it again at its next use. */
  forget(key: number): void {
    this.shared.invalidate(this.options.topic, String(key));
  }
}
