import { List, Tag, Typography } from 'antd';
import { EvidenceArticles, EvidencePaths, EvidenceRecords } from '../evidence/Evidence';
import { EmptyState } from '../states';
import type { CheckedPair, PairLevel, PairParty } from './types';

/**
 * One pair's evidence: each signal with its tier, what was found, the weight it counted with and why, the
 * holding or control paths, the source records with their dates, and the rule with the articles it quotes. `tiers` names and colours the page's tiers; `testId` prefixes the test ids.
 */
export function PairEvidenceList({
  pair,
  parties,
  levelText,
  tiers,
  emptyText,
  testId,
}: {
  pair: CheckedPair | null;
  parties: PairParty[];
  levelText: (level: PairLevel) => string;
  tiers: Record<string, { name: string; color: string }>;
  emptyText: string;
  testId: string;
}) {
  if (!pair) return <EmptyState description={emptyText} />;
  const [a, b] = [parties[pair.a]!, parties[pair.b]!];
  return (
    <div data-testid={`${testId}-evidence`}>
      <Typography.Paragraph strong style={{ marginBottom: 8 }} data-testid={`${testId}-evidence-title`}>
        {a.name} × {b.name}：{pair.score}分，{levelText(pair.level)}
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={pair.evidence}
        renderItem={(e) => (
          <List.Item data-testid={`${testId}-evidence-item`} data-signal={e.signal}>
            <div style={{ width: '100%' }}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <Tag color={tiers[e.tier]?.color}>{tiers[e.tier]?.name ?? e.tier}</Tag>
                <Typography.Text strong>{e.name}</Typography.Text>
                <Typography.Text type="secondary">计{e.weight}分</Typography.Text>
              </div>
              <div style={{ marginTop: 4 }}>{e.detail}</div>
              {e.note && (
                <Typography.Text type="warning" style={{ display: 'block', marginTop: 2 }}>
                  {e.note}
                </Typography.Text>
              )}
              {e.paths && <EvidencePaths paths={e.paths} testId={`${testId}-paths`} />}
              <Typography.Text
                type="secondary"
                style={{ display: 'block', marginTop: 2 }}
                data-testid={`${testId}-basis`}
              >
                依据：{e.basis}
              </Typography.Text>
              {e.articles && <EvidenceArticles articles={e.articles} testId={`${testId}-articles`} />}
              {e.records && e.records.length > 0 && (
                <div style={{ marginTop: 4 }}>
                  <EvidenceRecords records={e.records} testId={`${testId}-records`} />
                </div>
              )}
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
