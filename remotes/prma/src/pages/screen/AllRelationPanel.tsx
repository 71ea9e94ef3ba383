import { useState } from 'react';
import { Alert, Card, Col, Row, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { BID_LEVEL_NAMES, BID_TIER_NAMES, type BidRiggingResult, type BidRiskLevel } from '@esee/contracts';
import { PAIR_LEVEL_COLORS as LEVEL_COLORS, PairEvidenceList, PairGraph, PairMatrix } from '@esee/ui';

const TIERS = {
  statutory: { name: BID_TIER_NAMES.statutory, color: 'red' },
  strong: { name: BID_TIER_NAMES.strong, color: 'volcano' },
  medium: { name: BID_TIER_NAMES.medium, color: 'orange' },
  weak: { name: BID_TIER_NAMES.weak, color: 'gold' },
};
const levelText = (level: BidRiskLevel) => (level === 'none' ? '未发现关联' : `${BID_LEVEL_NAMES[level]}风险`);

/**
 * `screen/allRelation`: the project's level, linked pairs and clusters, the N×N heat map and the
 * evidence of the pair picked on it (the worst pair at first), and the hubs left out.
 */
export function AllRelationPanel({ result }: { result: BidRiggingResult }) {
  const [picked, setPicked] = useState(result.pairs[0] ?? null);
  const name = (i: number) => result.bidders[i]!.name;
  return (
    <div data-testid="bid-all-relation">
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title="项目风险等级"
              value={result.level === 'none' ? '未发现关联' : `${BID_LEVEL_NAMES[result.level]}风险`}
              valueStyle={{ color: result.level === 'none' ? '#389e0d' : LEVEL_COLORS[result.level] }}
              data-testid="bid-level"
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title="存在关联的投标人对"
              value={result.linkedPairs}
              suffix={`/ ${(result.bidders.length * (result.bidders.length - 1)) / 2}`}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title="疑似串标团伙" value={result.clusters.length} suffix="个" />
          </Card>
        </Col>
      </Row>
      {result.unmatched.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`以下名称未匹配到企业，未参与核查：${result.unmatched.join('、')}`}
        />
      )}
      {result.clusters.length > 0 && (
        <Card size="small" title="疑似串标团伙（中风险及以上关联相连的投标人）" style={{ marginBottom: 12 }}>
          <Space direction="vertical" data-testid="bid-clusters">
            {result.clusters.map((c, k) => (
              <div key={c.join()}>
                <Typography.Text strong>团伙{k + 1}：</Typography.Text>
                {c.map((i) => (
                  <Tag key={i} color="red">
                    {i + 1}. {name(i)}
                  </Tag>
                ))}
              </div>
            ))}
          </Space>
        </Card>
      )}
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <Card size="small">
            <Tabs
              size="small"
              items={[
                {
                  key: 'heat',
                  label: '关联热力图',
                  children: (
                    <PairMatrix
                      parties={result.bidders}
                      pairs={result.pairs}
                      selected={picked}
                      onSelect={setPicked}
                      levelText={levelText}
                      testId="bid"
                    />
                  ),
                },
                {
                  key: 'graph',
                  label: '关系图',
                  children: (
                    <PairGraph
                      parties={result.bidders}
                      pairs={result.pairs}
                      selected={picked}
                      onSelect={setPicked}
                      testId="bid"
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="关联证据">
            <PairEvidenceList
              pair={picked}
              parties={result.bidders}
              levelText={levelText}
              tiers={TIERS}
              emptyText="点击热力图中的格子查看两家投标人之间的证据"
              testId="bid"
            />
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="bid-hubs">
        {result.excludedHubs.length
          ? `已排除经由以下主体的关联（非经营性关联不作为串标依据）：${result.excludedHubs.map((h) => `${h.name}（${h.reason}）`).join('、')}`
          : '经由政府机关、国资委、基金、交易所的关联不计入核查；本次未遇到此类主体。'}
      </Typography.Paragraph>
    </div>
  );
}
