/**
 * Keys sorted with the company position each stands for, for exact and prefix look-ups by binary search
 * (a key may stand for several companies, and a company have several keys). Ties keep rank order.
 */
export class SortedKeys {
  private readonly keys: string[];
  private readonly positions: Int32Array;

  /** `keys[k]` stands for company `positions[k]`; given in rank order, ties stay in it. */
  constructor(keys: string[], positions: number[]) {
    const order = Uint32Array.from(keys, (_, k) => k).sort((a, b) =>
      keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b,
    );
    this.keys = Array.from(order, (k) => keys[k]!);
    this.positions = Int32Array.from(order, (k) => positions[k]!);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The first place whose key is not below `key`. */
  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Positions whose key is `key`, in rank order. */
  equal(key: string): number[] {
    const out: number[] = [];
    if (!key) return out;
    for (let i = this.lowerBound(key); i < this.keys.length && this.keys[i] === key; i++) out.push(this.positions[i]!);
    return out;
  }

  /**
   * The first `limit` positions, in rank order, of the keys that start with `prefix` and are longer, each position
   * once: the whole range is read (a common start of two characters, 通达, begins hundreds of cores at a million
   * companies, well under a millisecond's walk).
   */
  bestOfPrefix(prefix: string, limit: number): number[] {
    const found = new Set<number>();
    for (let i = this.lowerBound(prefix); i < this.keys.length && this.keys[i]!.startsWith(prefix); i++)
      if (this.keys[i] !== prefix) found.add(this.positions[i]!);
    return [...found].sort((a, b) => a - b).slice(0, limit);
  }

  /** Positions whose key starts with `prefix`, at most `limit`, in key order. */
  prefix(prefix: string, limit: number): number[] {
    const out: number[] = [];
    if (!prefix) return out;
    for (
      let i = this.lowerBound(prefix);
      i < this.keys.length && out.length < limit && this.keys[i]!.startsWith(prefix);
      i++
    )
      out.push(this.positions[i]!);
    return out;
  }
}
