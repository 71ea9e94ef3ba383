/**
 * A map from string keys to numbers held off the JavaScript heap, for the loader's checks of a whole register
 * (tens of millions of ids: as a `Map` they took about 1.3 GB of heap a million companies, past the heap's limit
 * at ten million). A key is kept as a 64-bit hash of it in typed arrays (open addressing, linear probing), 16 bytes
 * a slot; two keys share a hash with a probability of about n²/2⁶⁵ (1 in 100,000 at twenty million keys), so a
 * caller that reports an equal key as an error confirms it from the keys themselves (`confirmDuplicates`).
 */
export class KeyTable {
  private his: Uint32Array;
  private los: Uint32Array;
  private vals: Float64Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1024) {
    let n = 1024;
    while (n < capacity * 2) n *= 2;
    this.his = new Uint32Array(n);
    this.los = new Uint32Array(n);
    this.vals = new Float64Array(n);
    this.mask = n - 1;
  }

  /** The slot of `key`'s hash, found or (when `insert`) taken; -1 when absent and not inserted. */
  private slot(hi: number, lo: number, insert: boolean): number {
    let i = lo & this.mask;
    for (;;) {
      const h = this.his[i]!;
      if (h === 0) {
        if (!insert) return -1;
        this.his[i] = hi;
        this.los[i] = lo;
        this.size++;
        return i;
      }
      if (h === hi && this.los[i] === lo) return i;
      i = (i + 1) & this.mask;
    }
  }

  get(key: string): number | undefined {
    hash64(key);
    const i = this.slot(hashed.hi, hashed.lo, false);
    return i < 0 ? undefined : this.vals[i];
  }

  has(key: string): boolean {
    hash64(key);
    return this.slot(hashed.hi, hashed.lo, false) >= 0;
  }

  set(key: string, value: number): void {
    // Grown at three quarters full: probes stay short, and a slot costs 16 bytes.
    if ((this.size + 1) * 4 > this.his.length * 3) this.grow();
    hash64(key);
    this.vals[this.slot(hashed.hi, hashed.lo, true)] = value;
  }

  private grow(): void {
    const { his, los, vals } = this;
    const n = his.length * 2;
    this.his = new Uint32Array(n);
    this.los = new Uint32Array(n);
    this.vals = new Float64Array(n);
    this.mask = n - 1;
    this.size = 0;
    for (let i = 0; i < his.length; i++) if (his[i] !== 0) this.vals[this.slot(his[i]!, los[i]!, true)] = vals[i]!;
  }
}

/** The last hash computed (one per look-up, tens of millions a load: no array for each). */
const hashed = { hi: 0, lo: 0 };

/**
 * Two 32-bit hashes of a string in one pass (cyrb53's mixing, both halves kept) into `hashed`: the high one never
 * 0, which marks an empty slot.
 */
function hash64(key: string): void {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  hashed.hi = h1 >>> 0 || 1;
  hashed.lo = h2 >>> 0;
}
