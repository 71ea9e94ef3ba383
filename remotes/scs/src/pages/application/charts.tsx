import { EXPOSURE_PRODUCTS, type CreditGroupDetail, type CreditMember } from '@esee/contracts';
import { ColorKey, EmptyState } from '@esee/ui';
import { money } from '../format';

/*
 * The two charts of 统一授信, as plain SVG like the platform's BarChart (the product's small charts need no
 * chart library): limit usage by member (stacked by product, against the member's limit) and the
 * concentration trend (exposure ÷ net tier-1 capital at each run or limit change).
 */

const PRODUCT_COLOR: Record<string, string> = {
  loan: '#1677ff',
  bill: '#13c2c2',
  guarantee: '#faad14',
  bond: '#722ed1',
  offBalance: '#eb2f96',
};
const ROW = 26;
const LABEL = 170;
const LENGTH = 360;

export function MemberUsageChart({ members }: { members: readonly CreditMember[] }) {
  if (!members.length) return <EmptyState />;
  const max = Math.max(1, ...members.map((m) => Math.max(m.used.total + m.frozen, m.limit ?? 0)));
  const scale = (v: number) => (v / max) * LENGTH;
  const height = members.length * ROW + 30;
  return (
    <div>
      <svg
        role="img"
        aria-label="成员额度使用"
        data-testid="scs-credit-usage-chart"
        viewBox={`0 0 ${LABEL + LENGTH + 110} ${height}`}
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        {members.map((m, i) => {
          const y = 4 + i * ROW;
          let x = LABEL;
          return (
            <g key={m.entId} data-testid="scs-credit-usage-bar" data-used={m.used.total}>
              <title>{`${m.entName}：已用${money(m.used.total)}，冻结${money(m.frozen)}，额度${money(m.limit)}`}</title>
              <text x={LABEL - 6} y={y + 15} textAnchor="end" fontSize={12} fill="#555">
                {m.entName.length > 13 ? `${m.entName.slice(0, 12)}…` : m.entName}
              </text>
              {[...EXPOSURE_PRODUCTS.map((p) => [p.key, m.used[p.key]] as const), ['frozen', m.frozen] as const].map(
                ([key, v]) => {
                  const w = scale(v);
                  const rect = (
                    <rect
                      key={key}
                      x={x}
                      y={y + 4}
                      width={w}
                      height={ROW - 10}
                      fill={PRODUCT_COLOR[key] ?? '#bfbfbf'}
                    />
                  );
                  x += w;
                  return rect;
                },
              )}
              {m.limit !== null && (
                <line
                  x1={LABEL + scale(m.limit)}
                  x2={LABEL + scale(m.limit)}
                  y1={y}
                  y2={y + ROW - 2}
                  stroke="#f5222d"
                  strokeWidth={2}
                />
              )}
              <text x={LABEL + LENGTH + 8} y={y + 15} fontSize={12} fill="#555">
                {m.limitUsage.ratio === null ? '未分配' : `${(m.limitUsage.ratio * 100).toFixed(1)}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <div style={{ fontSize: 12, color: '#666' }}>
        {EXPOSURE_PRODUCTS.map((p) => (
          <ColorKey key={p.key} color={PRODUCT_COLOR[p.key]} style={{ marginRight: 12 }}>
            {p.title}
          </ColorKey>
        ))}
        <ColorKey color="#bfbfbf" style={{ marginRight: 12 }}>
          冻结
        </ColorKey>
        <span style={{ color: '#f5222d' }}>| 成员授信额度</span>
      </div>
    </div>
  );
}

const W = 560;
const H = 180;
const PAD = { left: 44, right: 16, top: 14, bottom: 28 };

export function ConcentrationTrend({ trend }: { trend: CreditGroupDetail['trend'] }) {
  const points = trend.filter((t) => t.concentration !== null);
  if (!points.length) return <EmptyState description="设置一级资本净额后，每次识别或额度调整记录一次集中度" />;
  const max = Math.max(0.2, ...points.map((p) => p.concentration!));
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? 0 : (i / (points.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const limitY = y(0.15);
  return (
    <svg
      role="img"
      aria-label="集中度趋势"
      data-testid="scs-credit-trend"
      viewBox={`0 0 ${W} ${H}`}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <line x1={PAD.left} x2={W - PAD.right} y1={limitY} y2={limitY} stroke="#f5222d" strokeDasharray="4 3" />
      <text x={W - PAD.right} y={limitY - 4} textAnchor="end" fontSize={10} fill="#f5222d">
        集团15%上限
      </text>
      <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize={10} fill="#8c8c8c">
        {(max * 100).toFixed(0)}%
      </text>
      <text x={PAD.left - 6} y={H - PAD.bottom} textAnchor="end" fontSize={10} fill="#8c8c8c">
        0%
      </text>
      <polyline
        fill="none"
        stroke="#1677ff"
        strokeWidth={2}
        points={points.map((p, i) => `${x(i)},${y(p.concentration!)}`).join(' ')}
      />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.concentration!)} r={3} fill="#1677ff" data-testid="scs-credit-trend-point">
          <title>{`${p.at} ${p.cause}：${(p.concentration! * 100).toFixed(2)}%`}</title>
        </circle>
      ))}
      <text x={PAD.left} y={H - 8} fontSize={10} fill="#8c8c8c">
        {points[0]!.at}
      </text>
      <text x={W - PAD.right} y={H - 8} textAnchor="end" fontSize={10} fill="#8c8c8c">
        {points[points.length - 1]!.at}
      </text>
    </svg>
  );
}
