import { Card, Skeleton } from 'antd';
import { ISSUER_FIGURES, reportingPeriod, type FinancialYear } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, EmptyState, FailedState, formatPercent, formatWanFigure, type DataColumn } from '@esee/ui';
import { financialsApi } from '../../api/financials';

interface Line {
  key: string;
  title: string;
  cell: (y: FinancialYear) => string;
}

/** The prospectus's lines, amounts in 万元 (the unit in the head), the ratios as the server computed them. */
const LINES: readonly Line[] = ISSUER_FIGURES.map((f) => ({
  key: f.key,
  title: f.title,
  cell: (y) => ('ratio' in f ? formatPercent(y.ratios[f.ratio], { share: true }) : formatWanFigure(f.amount(y))),
}));

/** 发行人主要财务数据: the issuer's statements as the review's prospectus summarises them (ratios from the server). */
export function IssuerFinancials({ entId, acceptedDate }: { entId: string; acceptedDate: string | null }) {
  const loaded = useLoad(() => financialsApi.statements(entId), [entId]);
  // The prospectus's 报告期 as the review files' PDFs choose it: the three years before the acceptance.
  const shown = acceptedDate ? reportingPeriod(loaded.data?.years ?? [], acceptedDate) : [];
  const columns: DataColumn<Line>[] = [
    { key: 'title', title: '项目（单位：万元）', width: 240 },
    ...shown.map((y) => ({
      key: String(y.fiscalYear),
      title: `${y.fiscalYear}年`,
      align: 'right' as const,
      render: (line: Line) => line.cell(y),
    })),
  ];
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
        <DataTable<Line>
          testId="issuer-financials-table"
          size="small"
          rows={LINES}
          showAll
          rowKey={(l) => l.key}
          rowData={(l) => ({ 'data-testid': `issuer-financials-${l.key}` })}
          columns={columns}
        />
      )}
    </Card>
  );
}
