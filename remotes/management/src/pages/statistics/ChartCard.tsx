import type { ComponentProps } from 'react';
import { Card } from 'antd';
import { barChart, Chart, DataTable, type DataColumn } from '@esee/ui';
import type { OperaRecord } from '@esee/contracts';

/** A small card around one chart, as the statistics pages lay them out; `spaced` keeps a gap below it. */
export function ChartCard({
  title,
  spaced = false,
  ...chart
}: { title: string; spaced?: boolean } & ComponentProps<typeof Chart>) {
  return (
    <Card size="small" title={title} style={spaced ? { marginBottom: 16 } : undefined}>
      <Chart {...chart} />
    </Card>
  );
}

/**
 * The visits chart over a table of the same records (one bar, one row per institution or department):
 * `testId` names both, `-chart` and `-table`.
 */
export function VisitsReport({
  title,
  label,
  testId,
  rows,
  columns,
}: {
  title: string;
  label: string;
  testId: string;
  rows: OperaRecord[];
  columns: DataColumn<OperaRecord>[];
}) {
  return (
    <>
      <ChartCard
        title={title}
        spaced
        label={label}
        testId={`${testId}-chart`}
        spec={barChart(
          rows.map((r) => ({ key: r.key, label: r.label, value: r.visits })),
          { horizontal: true, name: '访问次数' },
        )}
        emptyText="该时间段内没有访问"
      />
      <DataTable<OperaRecord> testId={`${testId}-table`} rowKey={(r) => r.key} rows={rows} numbered columns={columns} />
    </>
  );
}
