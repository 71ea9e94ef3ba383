import {
  BID_SIGNALS,
  CROWDED_ADDRESS_COMPANIES,
  HISTORY_YEARS,
  type BidEvidence,
  type BidPair,
  type BidRiskLevel,
  type BidSignalCode,
} from '@esee/contracts';

/** One link found between two bidders (by index), before weighing. */
export interface LinkFact {
  a: number;
  b: number;
  signal: BidSignalCode;
  detail: string;
  via?: { id: string; name: string; kind: 'C' | 'P' } | null;
  /** The day the relation ended (YYYY-MM-DD); absent for a current one. */
  endedOn?: string | null;
  /** For a shared address: how many companies are registered there. */
  addressCompanies?: number;
}

export interface ScoreInput {
  bidderCount: number;
  facts: readonly LinkFact[];
  /** Entities whose links say nothing (government, 国资委, funds, exchanges): id → reason. */
  hubs: ReadonlyMap<string, string>;
  tenderDate: string;
  weights: Record<BidSignalCode, number>;
}

export interface ScoreResult {
  pairs: BidPair[];
  level: BidRiskLevel;
  linkedPairs: number;
  clusters: number[][];
  /** Hub ids some fact ran through, so the answer can name them. */
  excludedHubs: string[];
}

const LEVEL_ORDER: BidRiskLevel[] = ['none', 'low', 'medium', 'high'];

export const defaultWeights = (): Record<BidSignalCode, number> =>
  Object.fromEntries(Object.entries(BID_SIGNALS).map(([code, s]) => [code, s.weight])) as Record<BidSignalCode, number>;

/** YYYY-MM-DD shifted back by whole years (string compare is enough for ISO days). */
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

/** The weight one fact counts with, and why it is lower; null when it does not count at all. */
function weigh(
  fact: LinkFact,
  input: ScoreInput,
): { weight: number; note: string | null; statutoryInForce: boolean } | null {
  const base = input.weights[fact.signal];
  if (!base) return null;
  let weight = base;
  const notes: string[] = [];
  if (fact.endedOn && fact.endedOn < input.tenderDate) {
    // Only relations that ended within HISTORY_YEARS before the tender still say something.
    if (fact.endedOn < yearsBefore(input.tenderDate, HISTORY_YEARS)) return null;
    weight /= 2;
    notes.push(`历史关系，${fact.endedOn}已终止（开标前${HISTORY_YEARS}年内），按半数计`);
  }
  if (fact.signal === 'sameAddress' && (fact.addressCompanies ?? 0) > CROWDED_ADDRESS_COMPANIES) {
    // An incubator or registration-agent address hosts many unrelated companies.
    weight = Math.min(weight, Math.round(base / 3));
    notes.push(`该地址登记企业${fact.addressCompanies}家，属集中注册地址，降权计`);
  }
  const statutory = BID_SIGNALS[fact.signal].tier === 'statutory';
  return { weight, note: notes.length ? notes.join('；') : null, statutoryInForce: statutory && weight === base };
}

export function levelOf(score: number, statutoryInForce: boolean): BidRiskLevel {
  if (statutoryInForce || score >= 80) return 'high';
  if (score >= 40) return 'medium';
  return score > 0 ? 'low' : 'none';
}

/**
 * Weighs every link, pair by pair (product pages §2.3): a signal counts once per pair, with its heaviest
 * evidence; pair score = min(100, Σ); high on any statutory signal in force or ≥80; clusters are the
 * connected groups under medium-or-worse links. Links through hubs are left out.
 */
export function scoreBidders(input: ScoreInput): ScoreResult {
  const byPair = new Map<string, { a: number; b: number; evidence: BidEvidence[]; statutory: boolean }>();
  const excluded = new Set<string>();
  for (const fact of input.facts) {
    if (fact.a === fact.b) continue;
    if (fact.via && input.hubs.has(fact.via.id)) {
      excluded.add(fact.via.id);
      continue;
    }
    const w = weigh(fact, input);
    if (!w) continue;
    const [a, b] = fact.a < fact.b ? [fact.a, fact.b] : [fact.b, fact.a];
    const key = `${a}|${b}`;
    const pair = byPair.get(key) ?? { a, b, evidence: [], statutory: false };
    const signal = BID_SIGNALS[fact.signal];
    pair.evidence.push({
      signal: fact.signal,
      name: signal.name,
      tier: signal.tier,
      weight: w.weight,
      detail: fact.detail,
      basis: signal.basis,
      via: fact.via ?? null,
      endedOn: fact.endedOn ?? null,
      note: w.note,
    });
    pair.statutory ||= w.statutoryInForce;
    byPair.set(key, pair);
  }

  const pairs: BidPair[] = [...byPair.values()].map((p) => {
    const best = new Map<BidSignalCode, number>();
    for (const e of p.evidence) best.set(e.signal, Math.max(best.get(e.signal) ?? 0, e.weight));
    const score = Math.min(
      100,
      [...best.values()].reduce((s, w) => s + w, 0),
    );
    const evidence = [...p.evidence].sort((x, y) => y.weight - x.weight);
    return { a: p.a, b: p.b, score, level: levelOf(score, p.statutory), evidence };
  });
  pairs.sort(
    (x, y) =>
      LEVEL_ORDER.indexOf(y.level) - LEVEL_ORDER.indexOf(x.level) || y.score - x.score || x.a - y.a || x.b - y.b,
  );

  const level = pairs.reduce<BidRiskLevel>(
    (worst, p) => (LEVEL_ORDER.indexOf(p.level) > LEVEL_ORDER.indexOf(worst) ? p.level : worst),
    'none',
  );
  const linked = pairs.filter((p) => p.level === 'high' || p.level === 'medium');
  return {
    pairs,
    level,
    linkedPairs: pairs.filter((p) => p.score > 0).length,
    clusters: components(input.bidderCount, linked),
    excludedHubs: [...excluded].sort(),
  };
}

/** Connected groups of two or more bidders, each sorted, in order of their first member. */
function components(n: number, edges: readonly { a: number; b: number }[]): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (const { a, b } of edges) parent[find(a)] = find(b);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) groups.set(find(i), [...(groups.get(find(i)) ?? []), i]);
  return [...groups.values()].filter((g) => g.length > 1).sort((x, y) => x[0]! - y[0]!);
}
