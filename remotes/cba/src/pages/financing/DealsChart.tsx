import type { InvestorDetail } from '@esee/contracts';
import { EmptyState } from '@esee/ui';

const HEIGHT = 160;
const BAR = 28;
const GAP = 18;

/** Deals by year as plain SVG bars, each titled with its rounds (no chart library for one small chart). */
export function DealsChart({ years }: { years: InvestorDetail['dealsByYear'] }) {
  if (!years.length) return <EmptyState description="暂无投资事件" />;
  const max = Math.max(...years.map((y) => y.count));
  const width = years.length * (BAR + GAP) + GAP;
  return (
    <svg width={width} height={HEIGHT + 40} role="img" aria-label="按年份的投资事件数" data-testid="deals-chart">
      {years.map((y, i) => {
        const h = Math.max(2, (y.count / max) * HEIGHT);
        const x = GAP + i * (BAR + GAP);
        const rounds = Object.entries(y.rounds)
          .map(([round, n]) => `${round} ${n}`)
          .join('，');
        return (
          <g key={y.year}>
            <title>{`${y.year}年：${y.count}起（${rounds}）`}</title>
            <rect x={x} y={HEIGHT - h + 16} width={BAR} height={h} fill="#1677ff" rx={2} />
            <text x={x + BAR / 2} y={HEIGHT - h + 12} textAnchor="middle" fontSize={12}>
              {y.count}
            </text>
            <text x={x + BAR / 2} y={HEIGHT + 32} textAnchor="middle" fontSize={12} fill="#666">
              {y.year}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
