import { EmptyState } from '@esee/ui';

export interface Bar {
  key: string;
  label: string;
  count: number;
}

const ROW = 22;
const LABEL = 150;
const WIDTH = 260;

/** Counts as plain horizontal SVG bars, each titled with its label and count (no chart library for this). */
export function BarChart({ bars, testId, label }: { bars: readonly Bar[]; testId: string; label: string }) {
  if (!bars.some((b) => b.count > 0)) return <EmptyState description="暂无企业" />;
  const max = Math.max(...bars.map((b) => b.count));
  const [width, height] = [LABEL + WIDTH + 50, bars.length * ROW + 8];
  // The viewBox lets a narrow column scale the chart down rather than clip its longest bars.
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      {bars.map((b, i) => {
        const y = 4 + i * ROW;
        const w = b.count ? Math.max(2, (b.count / max) * WIDTH) : 0;
        return (
          <g key={b.key} data-testid={`${testId}-bar`} data-count={b.count}>
            <title>{`${b.label}：${b.count}家`}</title>
            <text x={LABEL - 6} y={y + 14} textAnchor="end" fontSize={12} fill="#555">
              {b.label.length > 12 ? `${b.label.slice(0, 11)}…` : b.label}
            </text>
            <rect x={LABEL} y={y + 3} width={w} height={ROW - 8} fill="#1677ff" rx={2} />
            <text x={LABEL + w + 6} y={y + 14} fontSize={12}>
              {b.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
