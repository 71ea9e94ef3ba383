import { List, Tag, Typography } from 'antd';
import { BID_LEVEL_NAMES, BID_TIER_NAMES, type BidPair, type Bidder } from '@esee/contracts';
import { EmptyState } from '@esee/ui';

const TIER_COLORS = { statutory: 'red', strong: 'volcano', medium: 'orange', weak: 'gold' } as const;

/** One pair's evidence: each signal with what was found, the weight it counted with and why, and the article. */
export function PairEvidence({ pair, bidders }: { pair: BidPair | null; bidders: Bidder[] }) {
  if (!pair) return <EmptyState description="点击热力图中的格子查看两家投标人之间的证据" />;
  const [a, b] = [bidders[pair.a]!, bidders[pair.b]!];
  return (
    <div data-testid="bid-evidence">
      <Typography.Paragraph strong style={{ marginBottom: 8 }} data-testid="bid-evidence-title">
        {a.name} × {b.name}：{pair.score}分，{BID_LEVEL_NAMES[pair.level]}风险
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={pair.evidence}
        renderItem={(e) => (
          <List.Item data-testid="bid-evidence-item">
            <div style={{ width: '100%' }}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <Tag color={TIER_COLORS[e.tier]}>{BID_TIER_NAMES[e.tier]}</Tag>
                <Typography.Text strong>{e.name}</Typography.Text>
                <Typography.Text type="secondary">计{e.weight}分</Typography.Text>
              </div>
              <div style={{ marginTop: 4 }}>{e.detail}</div>
              {e.note && (
                <Typography.Text type="warning" style={{ display: 'block', marginTop: 2 }}>
                  {e.note}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 2 }} data-testid="bid-basis">
                依据：{e.basis}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
