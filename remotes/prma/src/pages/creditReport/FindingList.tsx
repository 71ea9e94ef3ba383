import { List, Tag, Typography } from 'antd';
import { CREDIT_DIMENSION_TITLES, type CreditFinding } from '@esee/contracts';
import { findingTag, signed, sourceText } from './grades';

/** Findings with their footnote numbers, grouped by dimension in report order; the footnotes follow. */
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
