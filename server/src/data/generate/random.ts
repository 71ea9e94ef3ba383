/**
 * A seeded random source (sfc32): the same seed gives the same data set on
 * every machine, so a bug report can name the seed.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const r = (t + this.d) | 0;
    this.c = (this.c + r) | 0;
    return (r >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Pick by weight: `[[item, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [item, w] of choices) if ((x -= w) < 0) return item;
    return choices[choices.length - 1]![0];
  }

  /** Log-normal around `median`, spread `sigma` (natural log units). */
  logNormal(median: number, sigma: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return median * Math.exp(sigma * z);
  }

  /** A Pareto-like size ≥ min: most small, a few very large. */
  powerLaw(min: number, alpha: number): number {
    return Math.floor(min / Math.pow(Math.max(this.next(), 1e-9), 1 / alpha));
  }

  /** A date `YYYY-MM-DD` between two dates (ms). */
  date(fromMs: number, toMs: number): string {
    return new Date(fromMs + this.next() * (toMs - fromMs)).toISOString().slice(0, 10);
  }
}

const DAY_MS = 86_400_000;
const DAY_NAMES: string[] = [];

/** `YYYY-MM-DD` of a time (UTC), cached by day: generating writes millions of dates. */
export function isoDay(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  return (DAY_NAMES[day + 40_000] ??= new Date(day * DAY_MS).toISOString().slice(0, 10));
}
