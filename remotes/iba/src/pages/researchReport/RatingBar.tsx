import { Chart, stackedBarChart } from '@esee/ui';
import { RATING_COLOR } from './format';

const SERIES = Object.entries(RATING_COLOR).map(([name, color]) => ({ name, color }));

/** The ratings as one bar split by count, each part in its rating's colour, the legend below. */
export function RatingBar({
  ratings,
  testId,
  emptyText,
}: {
  ratings: readonly { rating: string; count: number }[];
  testId: string;
  emptyText: string;
}) {
  const data = ratings
    .filter((r) => r.count)
    .map((r) => ({ key: 'ratings', label: '评级', series: r.rating, value: r.count, tip: `${r.count} 家` }));
  return (
    <Chart
      spec={stackedBarChart(data, { series: SERIES, horizontal: true, whole: true, height: 110, name: '券商' })}
      label="评级分布"
      testId={testId}
      emptyText={emptyText}
    />
  );
}
