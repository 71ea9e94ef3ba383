import type { ComponentProps } from 'react';
import { Card } from 'antd';
import { BarChart } from '@esee/ui';

/** A small card around one bar chart, as the statistics pages lay them out; `spaced` keeps a gap below it. */
export function ChartCard({
  title,
  spaced = false,
  ...chart
}: { title: string; spaced?: boolean } & ComponentProps<typeof BarChart>) {
  return (
    <Card size="small" title={title} style={spaced ? { marginBottom: 16 } : undefined}>
      <BarChart {...chart} />
    </Card>
  );
}
