import type { PublicsenTrend } from '@esee/contracts';

const W = 720;
const H = 160;
const PAD = { left: 32, right: 12, top: 12, bottom: 24 };

/** Negative news per week as bars, in plain SVG: twelve bars need no chart library. */
export function TrendChart({ weeks }: { weeks: PublicsenTrend }) {
  const max = Math.max(1, ...weeks.map((w) => w.negative));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, weeks.length);
  const total = weeks.reduce((n, w) => n + w.negative, 0);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={`近${weeks.length}周负面舆情共 ${total} 条`}
      data-testid="publicsen-trend-chart"
      data-total={total}
      style={{ maxWidth: W, display: 'block' }}
    >
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#d9d9d9" />
      <text x={PAD.left - 6} y={PAD.top + 4} fontSize={10} textAnchor="end" fill="#8c8c8c">
        {max}
      </text>
      <text x={PAD.left - 6} y={H - PAD.bottom} fontSize={10} textAnchor="end" fill="#8c8c8c">
        0
      </text>
      {weeks.map((w, i) => {
        const h = (w.negative / max) * innerH;
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={w.week}>
            <rect x={x} y={H - PAD.bottom - h} width={slot * 0.6} height={h} fill="#ff4d4f" rx={2}>
              <title>{`${w.week} 当周：负面 ${w.negative} 条`}</title>
            </rect>
            {w.negative > 0 && (
              <text x={x + slot * 0.3} y={H - PAD.bottom - h - 3} fontSize={10} textAnchor="middle" fill="#cf1322">
                {w.negative}
              </text>
            )}
            {i % 2 === 0 && (
              <text x={x + slot * 0.3} y={H - 8} fontSize={10} textAnchor="middle" fill="#8c8c8c">
                {w.week.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
