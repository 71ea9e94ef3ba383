import { Card, Skeleton } from 'antd';
import { reportingPeriod } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState, ISSUER_FIGURE_LINES, WAN_HEAD, YearTable } from '@esee/ui';
import { financialsApi } from '../../api/financials';

/** 发行人主要财务数据: the issuer's statements as the review's prospectus summarises them (ratios from the server). */
export function IssuerFinancials({ entId, acceptedDate }: { entId: string; acceptedDate: string | null }) {
  const loaded = useLoad(() => financialsApi.statements(entId), [entId]);
  // The prospectus's 报告期 as the review files' PDFs choose it: the three years before the acceptance.
  const shown = acceptedDate ? reportingPeriod(loaded.data?.years ?? [], acceptedDate) : [];
  return (
    <Card
      size="small"
      title="发行人主要财务数据（报告期）"
      style={{ marginBottom: 16 }}
      data-testid="issuer-financials"
    >
      {loaded.status === 'failed' ? (
        <FailedState onRetry={loaded.reload} />
      ) : loaded.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : shown.length === 0 ? (
        <EmptyState />
      ) : (
        <YearTable
          years={shown}
          lines={ISSUER_FIGURE_LINES}
          head={WAN_HEAD}
          testId="issuer-financials-table"
          rowTestId={(key) => `issuer-financials-${key}`}
        />
      )}
    </Card>
  );
}
