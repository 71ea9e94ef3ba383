import type { EvidenceArticle, EvidenceRecord, OwnershipPath } from '@esee/contracts';

/** A party of a pairwise check as the pair widgets show it (a bidder, a deal's party). */
export interface PairParty {
  entId: string;
  name: string;
}

export type PairLevel = 'high' | 'medium' | 'low' | 'none';

/** One evidence line of a pair: the signal, its tier, what was found, the weight it counted with, the rule. */
export interface PairEvidenceLine {
  signal: string;
  name: string;
  tier: string;
  weight: number;
  detail: string;
  basis: string;
  note: string | null;
  /** The source records with their dates, the holding or control paths, the articles quoted (issue 42). */
  records?: readonly EvidenceRecord[];
  paths?: readonly Pick<OwnershipPath, 'entities' | 'ratios'>[];
  articles?: readonly EvidenceArticle[];
}

/** A link checked that did not count, and why. */
export interface PairNearMissLine {
  a: number;
  b: number;
  signal: string;
  name: string;
  detail: string;
  reason: string;
  records: readonly EvidenceRecord[];
}

export interface CheckedPair {
  a: number;
  b: number;
  score: number;
  level: PairLevel;
  evidence: PairEvidenceLine[];
}

/** Cell and line colours by level: red high, orange medium, yellow low, grey none. */
export const PAIR_LEVEL_COLORS: Record<PairLevel, string> = {
  high: '#cf1322',
  medium: '#fa8c16',
  low: '#fadb14',
  none: '#f5f5f5',
};
