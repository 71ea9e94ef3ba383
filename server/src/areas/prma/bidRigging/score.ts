import {
  bidArticlesOf,
  BID_SIGNALS,
  HISTORY_YEARS,
  type BidNearMiss,
  type BidPair,
  type BidRiskLevel,
  type BidSignalCode,
  type BidSignalTier,
} from '@esee/contracts';
import {
  scorePairs,
  weightsOf,
  type LinkFact as PairFact,
  type NearMissFact as PairNearMissFact,
  type PairRules,
} from '../../../core/pairCheck/score';

/** One link found between two bidders (by index), before weighing. */
export type LinkFact = PairFact<BidSignalCode>;
/** A link checked that fell short of a signal, and why. */
export type NearMissFact = PairNearMissFact<BidSignalCode>;

export interface ScoreInput {
  bidderCount: number;
  facts: readonly LinkFact[];
  /** Entities whose links say nothing (government, 国资委, funds, exchanges): id → reason. */
  hubs: ReadonlyMap<string, string>;
  tenderDate: string;
  weights: Record<BidSignalCode, number>;
  nearMisses?: readonly NearMissFact[];
}

export interface ScoreResult {
  pairs: BidPair[];
  level: BidRiskLevel;
  linkedPairs: number;
  clusters: number[][];
  /** Hub ids some fact ran through, so the answer can name them. */
  excludedHubs: string[];
  /** Links checked that did not count, with why, by pair. */
  nearMisses: BidNearMiss[];
}

/** The bid-rigging rules (product pages §2.3): statutory signals decide; ended relations at half weight for 3 years. */
const BID_RULES: PairRules<BidSignalCode, BidSignalTier> = {
  signals: BID_SIGNALS,
  decisive: ['statutory'],
  history: {
    months: HISTORY_YEARS * 12,
    factor: 0.5,
    note: (endedOn) => `历史关系，${endedOn}已终止（开标前${HISTORY_YEARS}年内），按半数计`,
  },
  dayName: '开标日',
  articlesOf: bidArticlesOf,
};

export const defaultWeights = (): Record<BidSignalCode, number> => weightsOf(BID_SIGNALS);

/**
 * Weighs every link, pair by pair (product pages §2.3), with the platform's pair scoring: a statutory
 * signal in force makes a pair high; a relation that ended before the tender date counts at half weight
 * if it ended within 3 years, not at all if earlier.
 */
export function scoreBidders(input: ScoreInput): ScoreResult {
  return scorePairs(
    {
      partyCount: input.bidderCount,
      facts: input.facts,
      hubs: input.hubs,
      day: input.tenderDate,
      weights: input.weights,
      nearMisses: input.nearMisses,
    },
    BID_RULES,
  );
}
