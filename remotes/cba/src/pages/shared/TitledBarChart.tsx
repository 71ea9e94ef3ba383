import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { barChart, Chart } from '@esee/ui';

/** Counts of companies by a category (行业分布, 注册资本分布, 主要地区 and the like), as their chart says them. */
export interface CompanyCount {
  key: string;
  label: string;
  count: number;
}

/** A statistic's title in bold over its horizontal chart of company counts, each bar's tooltip in 家. */
export function TitledBarChart({
  title,
  counts,
  testId,
  label,
  emptyText,
}: {
  title: ReactNode;
  counts: readonly CompanyCount[];
  testId: string;
  label: string;
  emptyText?: ReactNode;
}) {
  const data = counts.map((c) => ({ key: c.key, label: c.label, value: c.count, tip: `${c.count}家` }));
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <Chart
        spec={barChart(data, { horizontal: true, name: '企业数' })}
        emptyText={emptyText}
        testId={testId}
        label={label}
      />
    </>
  );
}
