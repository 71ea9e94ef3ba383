import {
  CROWDED_ADDRESS_COMPANIES,
  type EvidenceArticle,
  type EvidenceRecord,
  type OwnershipPath,
} from '@esee/contracts';

/**
 * Pairwise scoring of links between parties (PRMA 围串标核查, IBA 关系核查): each solution hands its signal
 * table (name, tier, weight, basis), which tiers decide a pair on their own, and how ended relations count.
 */

/** A signal as a solution defines it. */
export interface PairSignal<T extends string = string> {
  name: string;
  tier: T;
  weight: number;
  basis: string;
}

/** One link found between two parties (by index), before weighing. */
export interface LinkFact<S extends string = string> {
  a: number;
  b: number;
  signal: S;
  detail: string;
  via?: { id: string; name: string; kind: 'C' | 'P' } | null;
  /** The day the relation ended (YYYY-MM-DD); absent for a current one. */
  endedOn?: string | null;
  /** For a shared address: how many companies are registered there. */
  addressCompanies?: number;
  /** For a holding of one party in the other: the share (0–1). */
  ratio?: number;
  /** The day the relation began (YYYY-MM-DD), where the change records say; one after the day does not count. */
  startedOn?: string | null;
  /** The source records it was read from, with their dates. */
  records?: readonly EvidenceRecord[];
  /** For a holding or control link: the chains of holdings from the top holder down to each party. */
  paths?: readonly OwnershipPath[];
}

/** A link checked that fell short of a signal (a 4.90% common holder, a holding without control), and why. */
export interface NearMissFact<S extends string = string> {
  a: number;
  b: number;
  signal: S;
  detail: string;
  reason: string;
  /** The person or company it runs through: a hub's near misses are left out with its links. */
  via?: { id: string } | null;
  records?: readonly EvidenceRecord[];
}

export interface PairNearMiss<S extends string = string> {
  a: number;
  b: number;
  signal: S;
  name: string;
  detail: string;
  reason: string;
  records: EvidenceRecord[];
}

export type PairLevel = 'high' | 'medium' | 'low' | 'none';

export interface PairEvidence<S extends string = string, T extends string = string> {
  signal: S;
  name: string;
  tier: T;
  weight: number;
  detail: string;
  basis: string;
  via: { id: string; name: string; kind: 'C' | 'P' } | null;
  endedOn: string | null;
  note: string | null;
  records: EvidenceRecord[];
  paths: OwnershipPath[];
  articles: EvidenceArticle[];
}

export interface ScoredPair<S extends string = string, T extends string = string> {
  a: number;
  b: number;
  score: number;
  level: PairLevel;
  evidence: PairEvidence<S, T>[];
}

export interface PairRules<S extends string, T extends string> {
  signals: Record<S, PairSignal<T>>;
  /** Tiers one signal of which, at full weight, makes the pair high by itself. */
  decisive: readonly T[];
  /**
   * An ended relation counts if it ended within `months` before the day, at `factor` of its weight, with
   * `note` saying so; earlier ones not at all.
   */
  history: { months: number; factor: number; note: (endedOn: string) => string };
  /** What the day is called in a near miss's reason: 开标日 (default 核查日). */
  dayName?: string;
  /** The articles a signal's rule quotes; absent: none. */
  articlesOf?: (signal: S) => EvidenceArticle[];
}

export interface PairInput<S extends string> {
  partyCount: number;
  facts: readonly LinkFact<S>[];
  /** Entities whose links say nothing (government, 国资委, funds, exchanges): id → reason. */
  hubs: ReadonlyMap<string, string>;
  /** The day relations are judged on (a tender's opening, a check's day). */
  day: string;
  weights: Record<S, number>;
  /** Links checked that fell short before weighing (read with the facts). */
  nearMisses?: readonly NearMissFact<S>[];
}

export interface PairResult<S extends string, T extends string> {
  pairs: ScoredPair<S, T>[];
  level: PairLevel;
  linkedPairs: number;
  clusters: number[][];
  /** Hub ids some fact ran through, so the answer can name them. */
  excludedHubs: string[];
  /** Links checked that did not count, with why, by pair. */
  nearMisses: PairNearMiss<S>[];
}

const LEVEL_ORDER: PairLevel[] = ['none', 'low', 'medium', 'high'];

/** The default weights of a signal table. */
export const weightsOf = <S extends string>(signals: Record<S, PairSignal>): Record<S, number> =>
  Object.fromEntries(Object.entries<PairSignal>(signals).map(([code, s]) => [code, s.weight])) as Record<S, number>;

/** YYYY-MM-DD shifted back by whole months, the day kept (string compare is enough for ISO days). */
export function monthsBefore(day: string, months: number): string {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}${day.slice(7)}`;
}

export function levelOf(score: number, decisive: boolean): PairLevel {
  if (decisive || score >= 80) return 'high';
  if (score >= 40) return 'medium';
  return score > 0 ? 'low' : 'none';
}

/** The weight one fact counts with, and why it is lower; or why it does not count at all. */
function weigh<S extends string, T extends string>(
  fact: LinkFact<S>,
  input: PairInput<S>,
  rules: PairRules<S, T>,
): { weight: number; note: string | null; decisive: boolean } | { reason: string } {
  const base = input.weights[fact.signal];
  if (!base) return { reason: '该信号权重设为0，不计分' };
  const dayName = rules.dayName ?? '核查日';
  if (fact.startedOn && fact.startedOn > input.day)
    return { reason: `关系始于${fact.startedOn}，晚于${dayName}${input.day}，不计` };
  let weight = base;
  const notes: string[] = [];
  if (fact.endedOn && fact.endedOn < input.day) {
    const years = rules.history.months / 12;
    if (fact.endedOn < monthsBefore(input.day, rules.history.months))
      return { reason: `关系已于${fact.endedOn}终止，早于${dayName}${years}年以上，不计` };
    weight *= rules.history.factor;
    notes.push(rules.history.note(fact.endedOn));
  }
  if ((fact.addressCompanies ?? 0) > CROWDED_ADDRESS_COMPANIES) {
    // An incubator or registration-agent address hosts many unrelated companies.
    weight = Math.min(weight, Math.round(base / 3));
    notes.push(`该地址登记企业${fact.addressCompanies}家，属集中注册地址，降权计`);
  }
  const decisive = rules.decisive.includes(rules.signals[fact.signal].tier) && weight === base;
  return { weight, note: notes.length ? notes.join('；') : null, decisive };
}

/**
 * Weighs every link, pair by pair: a signal counts once per pair, with its heaviest evidence; pair
 * score = min(100, Σ); high on a decisive signal at full weight or ≥80, medium 40–79, low 1–39; clusters
 * are the connected groups under medium-or-worse links. Links through hubs are left out. A link that does not
 * count (its weight 0, begun after the day, ended too long before it) joins the near misses with why.
 */
export function scorePairs<S extends string, T extends string>(
  input: PairInput<S>,
  rules: PairRules<S, T>,
): PairResult<S, T> {
  const byPair = new Map<string, { a: number; b: number; evidence: PairEvidence<S, T>[]; decisive: boolean }>();
  const excluded = new Set<string>();
  const ordered = (x: number, y: number) => (x < y ? [x, y] : [y, x]) as [number, number];
  const nearMisses: PairNearMiss<S>[] = (input.nearMisses ?? []).flatMap(({ via, ...m }) =>
    m.a === m.b || (via && input.hubs.has(via.id))
      ? []
      : [{ ...m, name: rules.signals[m.signal].name, records: [...(m.records ?? [])] }],
  );
  for (const fact of input.facts) {
    if (fact.a === fact.b) continue;
    if (fact.via && input.hubs.has(fact.via.id)) {
      excluded.add(fact.via.id);
      continue;
    }
    const w = weigh(fact, input, rules);
    if ('reason' in w) {
      nearMisses.push({
        a: fact.a,
        b: fact.b,
        signal: fact.signal,
        name: rules.signals[fact.signal].name,
        detail: fact.detail,
        reason: w.reason,
        records: [...(fact.records ?? [])],
      });
      continue;
    }
    const [a, b] = ordered(fact.a, fact.b);
    const key = `${a}|${b}`;
    const pair = byPair.get(key) ?? { a, b, evidence: [], decisive: false };
    const signal = rules.signals[fact.signal];
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
      records: [...(fact.records ?? [])],
      paths: [...(fact.paths ?? [])],
      articles: rules.articlesOf?.(fact.signal) ?? [],
    });
    pair.decisive ||= w.decisive;
    byPair.set(key, pair);
  }

  const pairs: ScoredPair<S, T>[] = [...byPair.values()].map((p) => {
    const best = new Map<S, number>();
    for (const e of p.evidence) best.set(e.signal, Math.max(best.get(e.signal) ?? 0, e.weight));
    const score = Math.min(
      100,
      [...best.values()].reduce((s, w) => s + w, 0),
    );
    const evidence = [...p.evidence].sort((x, y) => y.weight - x.weight);
    return { a: p.a, b: p.b, score, level: levelOf(score, p.decisive), evidence };
  });
  pairs.sort(
    (x, y) =>
      LEVEL_ORDER.indexOf(y.level) - LEVEL_ORDER.indexOf(x.level) || y.score - x.score || x.a - y.a || x.b - y.b,
  );

  const level = pairs.reduce<PairLevel>(
    (worst, p) => (LEVEL_ORDER.indexOf(p.level) > LEVEL_ORDER.indexOf(worst) ? p.level : worst),
    'none',
  );
  const linked = pairs.filter((p) => p.level === 'high' || p.level === 'medium');
  return {
    pairs,
    level,
    linkedPairs: pairs.filter((p) => p.score > 0).length,
    clusters: components(input.partyCount, linked),
    excludedHubs: [...excluded].sort(),
    nearMisses: nearMisses
      .map((m) => {
        const [a, b] = ordered(m.a, m.b);
        return { ...m, a, b };
      })
      .sort((x, y) => x.a - y.a || x.b - y.b || x.signal.localeCompare(y.signal)),
  };
}

/** Connected groups of two or more parties, each sorted, in order of their first member. */
function components(n: number, edges: readonly { a: number; b: number }[]): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (const { a, b } of edges) parent[find(a)] = find(b);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) groups.set(find(i), [...(groups.get(find(i)) ?? []), i]);
  return [...groups.values()].filter((g) => g.length > 1).sort((x, y) => x[0]! - y[0]!);
}
