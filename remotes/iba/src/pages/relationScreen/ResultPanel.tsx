import { useState } from 'react';
import { Alert, Card, Col, Row, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import {
  RELATION_LEVEL_NAMES,
  RELATION_TIER_NAMES,
  type RelationLevel,
  type RelationScreenResult,
} from '@esee/contracts';
import { PAIR_LEVEL_COLORS, PairEvidenceList, PairGraph, PairMatrix } from '@esee/ui';

const TIERS = {
  control: { name: RELATION_TIER_NAMES.control, color: 'red' },
  influence: { name: RELATION_TIER_NAMES.influence, color: 'volcano' },
  lead: { name: RELATION_TIER_NAMES.lead, color: 'gold' },
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
  const [picked, setPicked] = useState(result.pairs[0] ?? null);
  const parties = result.parties.map((p) => ({ entId: `${p.kind}:${p.id}`, name: partyName(p) }));
  return (
    <div data-testid="relation-result">
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title="核查结论"
              value={levelText(result.level)}
              valueStyle={{ color: result.level === 'none' ? '#389e0d' : PAIR_LEVEL_COLORS[result.level] }}
              data-testid="relation-level"
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title="构成关联方的组合"
              value={result.relatedPairs}
              suffix={`/ ${result.checkedPairs}`}
              data-testid="relation-related-pairs"
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title="关联群组" value={result.clusters.length} suffix="个" />
          </Card>
        </Col>
      </Row>
      {result.scope === 'issuer' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="按预设只核查发行人（标的公司）与其他各方，其他各方之间未互查"
          data-testid="relation-scope-note"
        />
      )}
      {result.unmatched.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`以下名称未匹配到企业，未参与核查：${result.unmatched.join('、')}`}
        />
      )}
      {result.clusters.length > 0 && (
        <Card size="small" title="关联群组（关联方或疑似关联相连的各方）" style={{ marginBottom: 12 }}>
          <Space direction="vertical" data-testid="relation-clusters">
            {result.clusters.map((c, k) => (
              <div key={c.join()}>
                <Typography.Text strong>群组{k + 1}：</Typography.Text>
                {c.map((i) => (
                  <Tag key={i} color="red">
                    {i + 1}. {parties[i]!.name}（{result.parties[i]!.role}）
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
                  key: 'matrix',
                  label: '关联矩阵',
                  children: (
                    <PairMatrix
                      parties={parties}
                      pairs={result.pairs}
                      selected={picked}
                      onSelect={setPicked}
                      levelText={levelText}
                      testId="relation"
                    />
                  ),
                },
                {
                  key: 'graph',
                  label: '关系图',
                  children: (
                    <PairGraph
                      parties={parties}
                      pairs={result.pairs}
                      selected={picked}
                      onSelect={setPicked}
                      testId="relation"
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
              parties={parties}
              levelText={levelText}
              tiers={TIERS}
              emptyText={result.pairs.length ? '点击矩阵中的格子查看两方之间的证据' : '各方之间未发现关联关系'}
              testId="relation"
            />
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="relation-hubs">
        {result.excludedHubs.length
          ? `已排除经由以下主体的关联（仅同受国家控制等不构成关联方，准则第六条）：${result.excludedHubs.map((h) => `${h.name}（${h.reason}）`).join('、')}`
          : '经由政府机关、国资委、基金、交易所的关联不计入（仅同受国家控制不构成关联方）；本次未遇到此类主体。'}
      </Typography.Paragraph>
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
    </div>
  );
}
