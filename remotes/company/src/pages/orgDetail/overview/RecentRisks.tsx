import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { RECORD_KIND_BY_KEY } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState, formatDate, RISK_LEVEL_COLORS, RiskSummaryView } from '@esee/ui';
import { companyApi } from '../../../api/company';
import { useDetail } from '../detailContext';

/** The first text of a record that says what it is about (a case number, a reason, a title). */
function gist(row: Record<string, unknown>): string {
  const kind = RECORD_KIND_BY_KEY.get(String(row.kind));
  const column = kind?.columns.find(
    (c) => !c.detailOnly && (c.type === 'string' || c.type === 'enum' || c.type === 'text'),
  );
  return column ? String(row[column.key] ?? '') : '';
}

/** The company's risk summary (as every page counts it) and its newest risk records, each linking to its list. */
export function RecentRisks() {
  const { info, base, search } = useDetail();
  const loaded = useLoad(() => companyApi.recentRisks(info.entId), [info.entId]);
  const summary = useLoad(() => companyApi.riskSummary(info.entId), [info.entId]);
  return (
    <Card size="small" title="近期风险" data-testid="recent-risks" style={{ marginBottom: 16 }}>
      {summary.status === 'ok' && (
        <div style={{ marginBottom: 8 }}>
          <RiskSummaryView summary={summary.data} />
        </div>
      )}
      {loaded.status === 'failed' ? (
        <FailedState onRetry={loaded.reload} />
      ) : loaded.status === 'ok' && !loaded.data.length ? (
        <EmptyState description="暂无风险信息" />
      ) : (
        <List
          loading={loaded.status === 'loading'}
          dataSource={loaded.data ?? []}
          renderItem={(row) => {
            const kind = RECORD_KIND_BY_KEY.get(String(row.kind));
            return (
              <List.Item>
                <div style={{ display: 'flex', gap: 8, width: '100%', alignItems: 'baseline' }}>
                  <Tag color={RISK_LEVEL_COLORS[String(row.level)]}>{String(row.level)}</Tag>
                  <Link
                    to={`${base}/${kind?.tab ?? 'judiciary'}${search}#${String(row.kind)}`}
                    style={{ flex: 'none' }}
                  >
                    {kind?.title}
                  </Link>
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {gist(row)}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDate(row.date)}</Typography.Text>
                </div>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
