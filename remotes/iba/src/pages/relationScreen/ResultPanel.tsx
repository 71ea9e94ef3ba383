import { Alert } from 'antd';
import {
  RELATION_LEVEL_NAMES,
  RELATION_TIER_NAMES,
  type RelationLevel,
  type RelationScreenResult,
} from '@esee/contracts';
import { PairCheckResult, type PairCheckWords } from '@esee/ui';

const TIERS = {
  control: { name: RELATION_TIER_NAMES.control, color: 'red' },
  influence: { name: RELATION_TIER_NAMES.influence, color: 'volcano' },
  lead: { name: RELATION_TIER_NAMES.lead, color: 'gold' },
};
const WORDS: PairCheckWords = {
  level: '核查结论',
  linkedPairs: '构成关联方的组合',
  clusters: '关联群组',
  clustersCard: '关联群组（关联方或疑似关联相连的各方）',
  cluster: '群组',
  matrixTab: { key: 'matrix', label: '关联矩阵' },
  hubsReason: '仅同受国家控制等不构成关联方，准则第六条',
  noHubs: '经由政府机关、国资委、基金、交易所的关联不计入（仅同受国家控制不构成关联方）；本次未遇到此类主体。',
};
const levelText = (level: RelationLevel) => RELATION_LEVEL_NAMES[level];
/** A party as the matrix, graph and evidence name it: a person marked as such. */
const partyName = (p: RelationScreenResult['parties'][number]) =>
  p.kind === 'person' ? `${p.name}（自然人）` : p.name;

/**
 * The check's answer: how many pairs are related parties, the groups, the N×N matrix (or the graph) and the
 * evidence of the pair picked (the worst at first), the hubs left out and what the register cannot show.
 */
export function ResultPanel({ result }: { result: RelationScreenResult }) {
  const parties = result.parties.map((p) => ({ entId: `${p.kind}:${p.id}`, name: partyName(p) }));
  return (
    <PairCheckResult
      rootTestId="relation-result"
      testId="relation"
      words={WORDS}
      parties={parties}
      pairs={result.pairs}
      level={result.level}
      levelText={levelText}
      tiers={TIERS}
      linkedPairs={result.relatedPairs}
      checkedPairs={result.checkedPairs}
      linkedTestId="relation-related-pairs"
      clusters={result.clusters}
      memberLabel={(i) => `${parties[i]!.name}（${result.parties[i]!.role}）`}
      unmatched={result.unmatched}
      excludedHubs={result.excludedHubs}
      emptyEvidence={result.pairs.length ? '点击矩阵中的格子查看两方之间的证据' : '各方之间未发现关联关系'}
      notes={
        result.scope === 'issuer' && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message="按预设只核查发行人（标的公司）与其他各方，其他各方之间未互查"
            data-testid="relation-scope-note"
          />
        )
      }
      footer={
        <Alert
          type="info"
          showIcon
          message="登记数据无法覆盖的关联情形"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="relation-not-covered">
              {result.notCovered.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          }
        />
      }
    />
  );
}
