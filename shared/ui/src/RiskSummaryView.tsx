import { Space, Tag, Typography } from 'antd';
import { riskSummaryText, type RiskSummary } from '@esee/contracts';

export const RISK_LEVEL_COLORS: Record<string, string> = { 高风险: 'red', 中风险: 'orange', 警示: 'gold' };

/**
 * A company's risk summary as every page shows it: the sentence (kinds, records, new within the window, as of
 * the day) and a tag per kind with records. The summary is the server's one computation (core/risk/riskSummary).
 */
export function RiskSummaryView({ summary }: { summary: RiskSummary }) {
  const found = summary.items.filter((i) => i.count > 0);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="risk-summary-view">
      <Typography.Text data-testid="risk-summary-text">
        {riskSummaryText(summary)}
        <Typography.Text type="secondary">
          {' '}
          （截至 {summary.asOf}，近{summary.window.days}天：{summary.window.from} 至 {summary.window.to}）
        </Typography.Text>
      </Typography.Text>
      {found.length > 0 && (
        <Space size={[4, 4]} wrap>
          {found.map((i) => (
            <Tag key={i.kind} color={RISK_LEVEL_COLORS[i.level]} data-testid={`risk-kind-${i.kind}`}>
              {i.label} {i.count}
              {i.recent ? `（新增 ${i.recent}）` : ''}
            </Tag>
          ))}
        </Space>
      )}
    </Space>
  );
}
