import type { EvidenceRecord } from '@esee/contracts';
import type { LinkFact, NearMissFact } from './score';

/** Two prices this close (relative to the lower) are "abnormally identical" (Art. 40 (4)). */
const CLOSE = 0.01;
/** Two prices at most this far apart, but further than CLOSE, are near misses: checked, and shown why not. */
const NEAR = 0.03;
/** Steps of an arithmetic or geometric run may differ this much (relative) and still be "the same". */
const SAME_STEP = 0.002;

const yuan = (v: number) => `¥${v.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;

/**
 * The price signals of Art. 40 (4), 投标报价呈规律性差异: any two prices within ±1%, and, with three or
 * more prices, sorted prices in arithmetic progression (equal differences) or in a fixed ratio (equal
 * quotients); each neighbouring pair of such a run is linked. Each fact carries both prices as records
 * (`recordOf`); two prices within 3% but not 1% are near misses.
 */
export function priceFacts(
  prices: readonly (number | null | undefined)[],
  names: readonly string[],
  recordOf: (i: number) => EvidenceRecord,
): { facts: LinkFact[]; nearMisses: NearMissFact[] } {
  const known = prices.flatMap((p, i) => (p != null && p > 0 ? [{ i, p }] : []));
  const facts: LinkFact[] = [];
  const nearMisses: NearMissFact[] = [];
  for (let x = 0; x < known.length; x++)
    for (let y = x + 1; y < known.length; y++) {
      const [u, v] = [known[x]!, known[y]!];
      const gap = Math.abs(u.p - v.p) / Math.min(u.p, v.p);
      const detail = `报价相差${(gap * 100).toFixed(2)}%（${names[u.i]} ${yuan(u.p)}，${names[v.i]} ${yuan(v.p)}）`;
      const records = [recordOf(u.i), recordOf(v.i)];
      if (gap <= CLOSE) facts.push({ a: u.i, b: v.i, signal: 'priceRatio', detail, records });
      else if (gap <= NEAR)
        nearMisses.push({
          a: u.i,
          b: v.i,
          signal: 'priceRatio',
          detail,
          reason: `相差超出±${CLOSE * 100}%，且未与其他报价构成等差或等比排列`,
          records,
        });
    }
  if (known.length < 3) return { facts, nearMisses };
  const sorted = [...known].sort((m, n) => m.p - n.p);
  const steps = sorted.slice(1).map((s, k) => s.p - sorted[k]!.p);
  const ratios = sorted.slice(1).map((s, k) => s.p / sorted[k]!.p);
  const even = (xs: number[]) => {
    const top = Math.max(...xs.map(Math.abs));
    return top > 0 && xs.every((d) => Math.abs(d - xs[0]!) <= SAME_STEP * top);
  };
  const run = even(steps)
    ? `报价等差排列，相邻差额均约为${yuan(steps[0]!)}`
    : even(ratios.map((q) => q - 1))
      ? `报价等比排列，相邻报价之比均约为${ratios[0]!.toFixed(4)}`
      : null;
  if (run)
    for (let k = 1; k < sorted.length; k++) {
      const [u, v] = [sorted[k - 1]!, sorted[k]!];
      facts.push({
        a: u.i,
        b: v.i,
        signal: 'priceRatio',
        detail: `${run}（${sorted.map((s) => `${names[s.i]} ${yuan(s.p)}`).join('，')}）`,
        records: sorted.map((s) => recordOf(s.i)),
      });
    }
  // A pair in a run is linked: it is no near miss.
  const linked = new Set(facts.map((f) => `${Math.min(f.a, f.b)}|${Math.max(f.a, f.b)}`));
  return { facts, nearMisses: nearMisses.filter((m) => !linked.has(`${Math.min(m.a, m.b)}|${Math.max(m.a, m.b)}`)) };
}
