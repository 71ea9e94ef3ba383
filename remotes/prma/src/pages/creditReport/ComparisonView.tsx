import { Col, List, Row, Tag, Typography } from 'antd';
import type { CreditComparison, CreditFinding } from '@esee/contracts';
import { findingTag, signed } from './grades';

function Changes({ title, findings, testId }: { title: string; findings: CreditFinding[]; testId: string }) {
  return (
    <List
      size="small"
      header={
        <Typography.Text strong>
          {title}（{findings.length}）
        </Typography.Text>
      }
      dataSource={findings}
      locale={{ emptyText: '无' }}
      data-testid={testId}
      renderItem={(f) => {
        const tag = findingTag(f);
        return (
          <List.Item>
            <span>
              <Tag color={tag.color}>{tag.label}</Tag>
              {f.text}
            </span>
          </List.Item>
        );
      }}
    />
  );
}

/** 与上次报告对比: score and grade before and after, and the findings that are new or gone. */
export function ComparisonView({ comparison, grade }: { comparison: CreditComparison; grade: string }) {
  const { previous, scoreDelta } = comparison;
  return (
    <div data-testid="credit-comparison">
      <Typography.Paragraph>
        上次报告 {previous.createdAt.slice(0, 16)}（{previous.requester}）：{previous.score}分，{previous.grade}级；
        本次评分变化
        <Typography.Text
          strong
          type={scoreDelta < 0 ? 'danger' : scoreDelta > 0 ? 'success' : undefined}
          data-testid="credit-score-delta"
        >
          {' '}
          {signed(scoreDelta)}{' '}
        </Typography.Text>
        分{previous.grade !== grade ? `，等级由${previous.grade}变为${grade}` : '，等级未变'}。
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <Changes title="新增事项" findings={comparison.added} testId="credit-added" />
        </Col>
        <Col span={12}>
          <Changes title="已消除事项" findings={comparison.removed} testId="credit-removed" />
        </Col>
      </Row>
    </div>
  );
}
