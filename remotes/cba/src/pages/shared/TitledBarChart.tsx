import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { BarChart, type Bar } from '@esee/ui';

/** A statistic's title in bold over its horizontal bar chart (行业分布, 注册资本分布 and the like). */
export function TitledBarChart({
  title,
  bars,
  testId,
  label,
  emptyText,
}: {
  title: ReactNode;
  bars: readonly Bar[];
  testId: string;
  label: string;
  emptyText?: ReactNode;
}) {
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <BarChart direction="horizontal" bars={bars} emptyText={emptyText} testId={testId} label={label} />
    </>
  );
}
