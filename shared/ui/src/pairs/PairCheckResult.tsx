import { useState, type ReactNode } from 'react';
import { Alert, Card, Col, Row, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { ExcludedHubs } from './ExcludedHubs';
import { PairEvidenceList } from './PairEvidenceList';
import { PairGraph } from './PairGraph';
import { PairMatrix } from './PairMatrix';
import { PAIR_LEVEL_COLORS, type CheckedPair, type PairLevel, type PairParty } from './types';

/** The page's own words for a pairwise check's answer (关系核查 speaks of 关联方, 围串标核查 of 串标). */
export interface PairCheckWords {
  /** Title of the overall level (核查结论, 项目风险等级). */
  level: string;
  /** Title of the linked-pairs count. */
  linkedPairs: string;
  /** Title of the cluster count, the clusters card and one cluster's name (群组, 团伙). */
  clusters: string;
  clustersCard: string;
  cluster: string;
  /** The matrix tab: its key and label (the graph tab is the same on every page). */
  matrixTab: { key: string; label: string };
  /** Why the hubs left out do not count, and the note when there were none. */
  hubsReason: string;
  noHubs: string;
}

/**
 * The answer of a pairwise check (关系核查, 围串标核查): the level, the linked pairs and clusters, the
 * N×N matrix (or the graph) and the evidence of the pair picked (the worst at first), the hubs left out.
 * `testId` prefixes the test ids; `notes` stand above the clusters, `footer` below the hubs.
 */
export function PairCheckResult<P extends CheckedPair>({
  rootTestId,
  testId,
  words,
  parties,
  pairs,
  level,
  levelText,
  tiers,
  linkedPairs,
  checkedPairs,
  linkedTestId,
  clusters,
  memberLabel = (i) => parties[i]!.name,
  unmatched,
  excludedHubs,
  emptyEvidence,
  notes,
  footer,
}: {
  rootTestId: string;
  testId: string;
  words: PairCheckWords;
  parties: PairParty[];
  pairs: P[];
  level: PairLevel;
  levelText: (level: PairLevel) => string;
  tiers: Record<string, { name: string; color: string }>;
  linkedPairs: number;
  checkedPairs: number;
  linkedTestId?: string;
  clusters: number[][];
  memberLabel?: (i: number) => string;
  unmatched: string[];
  excludedHubs: { name: string; reason: string }[];
  emptyEvidence: string;
  notes?: ReactNode;
  footer?: ReactNode;
}) {
  const [picked, setPicked] = useState(pairs[0] ?? null);
  // The matrix and the graph show the same pairs and share the pick.
  const view = { parties, pairs, selected: picked, onSelect: setPicked, testId };
  return (
    <div data-testid={rootTestId}>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title={words.level}
              value={levelText(level)}
              valueStyle={{ color: level === 'none' ? '#389e0d' : PAIR_LEVEL_COLORS[level] }}
              data-testid={`${testId}-level`}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title={words.linkedPairs}
              value={linkedPairs}
              suffix={`/ ${checkedPairs}`}
              data-testid={linkedTestId}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title={words.clusters} value={clusters.length} suffix="个" />
          </Card>
        </Col>
      </Row>
      {notes}
      {unmatched.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`以下名称未匹配到企业，未参与核查：${unmatched.join('、')}`}
        />
      )}
      {clusters.length > 0 && (
        <Card size="small" title={words.clustersCard} style={{ marginBottom: 12 }}>
          <Space direction="vertical" data-testid={`${testId}-clusters`}>
            {clusters.map((c, k) => (
              <div key={c.join()}>
                <Typography.Text strong>
                  {words.cluster}
                  {k + 1}：
                </Typography.Text>
                {c.map((i) => (
                  <Tag key={i} color="red">
                    {i + 1}. {memberLabel(i)}
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
                { ...words.matrixTab, children: <PairMatrix {...view} levelText={levelText} /> },
                { key: 'graph', label: '关系图', children: <PairGraph {...view} /> },
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
              tiers={tiers}
              emptyText={emptyEvidence}
              testId={testId}
            />
          </Card>
        </Col>
      </Row>
      <ExcludedHubs hubs={excludedHubs} why={words.hubsReason} none={words.noHubs} testId={`${testId}-hubs`} />
      {footer}
    </div>
  );
}
