import { Collapse, List, Tag, Typography } from 'antd';
import { CREDIT_DIMENSION_TITLES, type CreditFinding } from '@esee/contracts';
import { EvidenceRecords } from '@esee/ui';
import { findingTag, signed, sourceText } from './grades';

/** A finding's rule (points, window, basis) and every record it rests on, folded under the finding. */
function FindingEvidence({ finding }: { finding: CreditFinding }) {
  if (!finding.rule && !finding.records) return null;
  const records = finding.records ?? [];
  return (
    <Collapse
      ghost
      size="small"
      data-testid="credit-finding-evidence"
      items={[
        {
          key: 'evidence',
          label: `规则与来源记录（${records.length}条）`,
          children: (
            <>
              {finding.rule && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 6 }} data-testid="credit-finding-rule">
                  规则：{finding.rule.name}，{finding.rule.pointsText}
                  {finding.rule.window ? `；范围：${finding.rule.window}` : ''}；依据：{finding.rule.basis}
                </Typography.Paragraph>
              )}
              <EvidenceRecords records={records} testId="credit-finding-records" />
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * Findings with their footnote numbers, grouped by dimension in report order, each with its rule and records; the
 * footnotes follow.
 */
export function FindingList({ findings }: { findings: readonly CreditFinding[] }) {
  if (findings.length === 0) return <Typography.Text type="secondary">未发现需要关注的事项。</Typography.Text>;
  const numbered = findings.map((f, i) => ({ f, n: i + 1 }));
  return (
    <div data-testid="credit-findings">
      <List
        size="small"
        dataSource={numbered}
        renderItem={({ f, n }, i) => {
          const tag = findingTag(f);
          const first = i === 0 || numbered[i - 1]!.f.dimension !== f.dimension;
          return (
            <List.Item data-testid="credit-finding" style={{ display: 'block' }}>
              {first && (
                <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
                  {CREDIT_DIMENSION_TITLES[f.dimension]}
                </Typography.Text>
              )}
              <Tag color={tag.color}>{tag.label}</Tag>
              <span>{f.text}</span>
              <sup style={{ marginLeft: 2 }}>
                <a href={`#credit-note-${n}`} data-testid="credit-footnote-ref">
                  [{n}]
                </a>
              </sup>
              {f.points !== 0 && (
                <Typography.Text type={f.points < 0 ? 'danger' : 'success'} style={{ float: 'right' }}>
                  {signed(f.points)}
                </Typography.Text>
              )}
              <FindingEvidence finding={f} />
            </List.Item>
          );
        }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        注释：来源记录
      </Typography.Title>
      <ol style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }} data-testid="credit-footnotes">
        {numbered.map(({ f, n }) => (
          <li key={n} id={`credit-note-${n}`}>
            <Typography.Text type="secondary">
              [{n}] {sourceText(f)}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </div>
  );
}
