import type { ReactNode } from 'react';
import { EmptyState } from './states';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The bar's tooltip; absent: label and value. */
  title?: string;
}

interface Props {
  bars: readonly Bar[];
  /** Names the chart for screen readers. */
  label: string;
  testId: string;
  /** Vertical columns (time series, default) or horizontal bars (categories with long names). */
  direction?: 'vertical' | 'horizontal';
  color?: string;
  /** The colour of the value written at each bar's end. */
  valueColor?: string;
  /** Shown instead of the chart when no bar has a value; absent: the bars are drawn even at zero. */
  emptyText?: ReactNode;
  /** Vertical only: the drawing's width, scaled to its container; absent: a fixed 46 px per bar. */
  width?: number;
  /** Vertical only: a baseline with 0 and the maximum, for a series read against its scale. */
  axis?: boolean;
  /** Vertical only: write every n-th label below the bars (dense series). */
  labelEvery?: number;
  /** Vertical only: false leaves the values off the bars (a dense series; each bar's tooltip still says it). */
  values?: boolean;
}

const GREY = '#8c8c8c';

/**
 * Counts as plain SVG bars, each titled with its label and value: the few small charts of the product
 * pages need no chart library. Each bar is `${testId}-bar` with its value in `data-count`; the chart
 * carries the sum in `data-total`.
 */
export function BarChart(props: Props) {
  const { bars, emptyText } = props;
  if (emptyText !== undefined && !bars.some((b) => b.value > 0)) return <EmptyState description={emptyText} />;
  return props.direction === 'horizontal' ? <HorizontalBars {...props} /> : <VerticalBars {...props} />;
}

const svgProps = ({ bars, label, testId }: Props) => ({
  role: 'img',
  'aria-label': label,
  'data-testid': testId,
  'data-total': bars.reduce((n, b) => n + b.value, 0),
});
const tip = (b: Bar) => b.title ?? `${b.label}：${b.value}`;

const ROW = 22;
const LABEL = 150;
const LENGTH = 260;

function HorizontalBars(props: Props) {
  const { bars, testId, color = '#1677ff', valueColor = 'currentColor' } = props;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const [width, height] = [LABEL + LENGTH + 50, bars.length * ROW + 8];
  // The viewBox lets a narrow column scale the chart down rather than clip its longest bars.
  return (
    <svg
      {...svgProps(props)}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      {bars.map((b, i) => {
        const y = 4 + i * ROW;
        const w = b.value ? Math.max(2, (b.value / max) * LENGTH) : 0;
        return (
          <g key={b.key} data-testid={`${testId}-bar`} data-count={b.value}>
            <title>{tip(b)}</title>
            <text x={LABEL - 6} y={y + 14} textAnchor="end" fontSize={12} fill="#555">
              {b.label.length > 12 ? `${b.label.slice(0, 11)}…` : b.label}
            </text>
            <rect x={LABEL} y={y + 3} width={w} height={ROW - 8} fill={color} rx={2} />
            <text x={LABEL + w + 6} y={y + 14} fontSize={12} fill={valueColor}>
              {b.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const PLOT = 160;
const SLOT = 46;

function VerticalBars(props: Props) {
  const { bars, testId, width, axis, labelEvery = 1, values = true } = props;
  const { color = '#1677ff', valueColor = 'currentColor' } = props;
  const pad = { left: axis ? 32 : 0, right: axis ? 12 : 18, top: 16, bottom: 24 };
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = width ? (width - pad.left - pad.right) / Math.max(1, bars.length) : SLOT;
  const w = width ?? pad.left + bars.length * slot + pad.right;
  const h = pad.top + PLOT + pad.bottom;
  const base = pad.top + PLOT;
  return (
    <svg
      {...svgProps(props)}
      viewBox={`0 0 ${w} ${h}`}
      width={width ? '100%' : w}
      height={width ? undefined : h}
      style={width ? { maxWidth: width, display: 'block' } : undefined}
    >
      {axis && (
        <>
          <line x1={pad.left} x2={w - pad.right} y1={base} y2={base} stroke="#d9d9d9" />
          <text x={pad.left - 6} y={pad.top + 4} fontSize={10} textAnchor="end" fill={GREY}>
            {max}
          </text>
          <text x={pad.left - 6} y={base} fontSize={10} textAnchor="end" fill={GREY}>
            0
          </text>
        </>
      )}
      {bars.map((b, i) => {
        const barH = b.value ? Math.max(2, (b.value / max) * PLOT) : 0;
        const x = pad.left + i * slot + slot * 0.2;
        const mid = x + slot * 0.3;
        return (
          <g key={b.key} data-testid={`${testId}-bar`} data-count={b.value}>
            <title>{tip(b)}</title>
            <rect x={x} y={base - barH} width={slot * 0.6} height={barH} fill={color} rx={2} />
            {values && b.value > 0 && (
              <text x={mid} y={base - barH - 4} fontSize={axis ? 10 : 12} textAnchor="middle" fill={valueColor}>
                {b.value}
              </text>
            )}
            {i % labelEvery === 0 && (
              <text x={mid} y={h - 8} fontSize={axis ? 10 : 12} textAnchor="middle" fill={axis ? GREY : '#666'}>
                {b.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
