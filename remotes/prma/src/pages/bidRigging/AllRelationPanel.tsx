import { BID_LEVEL_NAMES, BID_TIER_NAMES, type BidRiggingResult, type BidRiskLevel } from '@esee/contracts';
import { NearMissList, PairCheckResult, type PairCheckWords } from '@esee/ui';

const TIERS = {
  statutory: { name: BID_TIER_NAMES.statutory, color: 'red' },
  strong: { name: BID_TIER_NAMES.strong, color: 'volcano' },
  medium: { name: BID_TIER_NAMES.medium, color: 'orange' },
  weak: { name: BID_TIER_NAMES.weak, color: 'gold' },
};
const WORDS: PairCheckWords = {
  level: '项目风险等级',
  linkedPairs: '存在关联的投标人对',
  clusters: '疑似串标团伙',
  clustersCard: '疑似串标团伙（中风险及以上关联相连的投标人）',
  cluster: '团伙',
  matrixTab: { key: 'heat', label: '关联热力图' },
  hubsReason: '非经营性关联不作为串标依据',
  noHubs: '经由政府机关、国资委、基金、交易所的关联不计入核查；本次未遇到此类主体。',
};
const levelText = (level: BidRiskLevel) => (level === 'none' ? '未发现关联' : `${BID_LEVEL_NAMES[level]}风险`);

/**
 * `screen/allRelation`: the project's level, linked pairs and clusters, the N×N heat map and the
 * evidence of the pair picked on it (the worst pair at first: paths, records with their dates, articles),
 * the hubs left out and the links checked that did not count, with why.
 */
export function AllRelationPanel({ result }: { result: BidRiggingResult }) {
  const n = result.bidders.length;
  return (
    <PairCheckResult
      rootTestId="bid-all-relation"
      testId="bid"
      words={WORDS}
      parties={result.bidders}
      pairs={result.pairs}
      level={result.level}
      levelText={levelText}
      tiers={TIERS}
      linkedPairs={result.linkedPairs}
      checkedPairs={(n * (n - 1)) / 2}
      clusters={result.clusters}
      unmatched={result.unmatched}
      excludedHubs={result.excludedHubs}
      emptyEvidence="点击热力图中的格子查看两家投标人之间的证据"
      footer={
        <NearMissList
          nearMisses={result.nearMisses}
          total={result.nearMissTotal}
          parties={result.bidders}
          testId="bid-near-misses"
        />
      }
    />
  );
}
