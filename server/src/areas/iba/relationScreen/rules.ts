import { RELATED_LOOKBACK_MONTHS, RELATION_SIGNALS, type RelationSignalCode, type RelationTier } from '@esee/contracts';
import type { RegisterSignal } from '../../../core/pairCheck/facts';
import type { LinkFact, PairRules } from '../../../core/pairCheck/score';

/**
 * IBA's related-party rules on the pair scoring: a control or significant-influence signal in force makes
 * the pair a related party (准则第三条, 上市规则 6.3.3); a relation ended within the past 12 months counts in
 * full (上市规则 6.3.3: 过去十二个月内存在关联情形的视同关联人), earlier ones not at all.
 */
export const RELATION_RULES: PairRules<RelationSignalCode, RelationTier> = {
  signals: RELATION_SIGNALS,
  decisive: ['control', 'influence'],
  history: {
    months: RELATED_LOOKBACK_MONTHS,
    factor: 1,
    note: (endedOn) =>
      `${endedOn}已终止，仍在核查日前${RELATED_LOOKBACK_MONTHS}个月内：过去十二个月内存在关联情形的视同关联人（上市规则第6.3.3条）`,
  },
};

/** Holdings of at least this share give significant influence (上市规则: 持股5%以上). */
const SIGNIFICANT = 0.05;

/** The register's links in the terms of the related-party rules. */
export function relationFact(fact: LinkFact<RegisterSignal>): LinkFact<RelationSignalCode> {
  const as = (signal: RelationSignalCode) => ({ ...fact, signal });
  switch (fact.signal) {
    case 'sameController':
      return as('commonControl');
    case 'crossHolding':
      return as((fact.ratio ?? 0) >= SIGNIFICANT ? 'significantHolding' : 'minorHolding');
    case 'commonHolder':
      return as('commonInvestor');
    case 'sharedExecutive':
      return as('sharedOfficer');
    default:
      return as(fact.signal);
  }
}
