import type { BidPair, Bidder } from '@esee/contracts';
import { LEVEL_COLORS } from './HeatMap';

const SIZE = 360;
const RADIUS = 130;

/**
 * The bidders on a circle, a line for each linked pair coloured by its level and as thick as its score
 * (product pages §2.3: bidders as large nodes, edges coloured by tier). Clicking a line picks the pair.
 */
export function PairGraph({
  bidders,
  pairs,
  selected,
  onSelect,
}: {
  bidders: Bidder[];
  pairs: BidPair[];
  selected: BidPair | null;
  onSelect: (pair: BidPair) => void;
}) {
  const at = (i: number) => {
    const angle = (2 * Math.PI * i) / bidders.length - Math.PI / 2;
    return { x: SIZE / 2 + RADIUS * Math.cos(angle), y: SIZE / 2 + RADIUS * Math.sin(angle) };
  };
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" style={{ maxWidth: SIZE }} data-testid="bid-graph">
      {[...pairs].reverse().map((p) => {
        const [a, b] = [at(p.a), at(p.b)];
        return (
          <line
            key={`${p.a}-${p.b}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke={LEVEL_COLORS[p.level]}
            strokeWidth={1 + p.score / 20}
            strokeOpacity={selected === p ? 1 : 0.75}
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(p)}
          >
            <title>{`${bidders[p.a]!.name} × ${bidders[p.b]!.name}：${p.score}分`}</title>
          </line>
        );
      })}
      {bidders.map((b, i) => {
        const { x, y } = at(i);
        return (
          <g key={b.entId}>
            <circle cx={x} cy={y} r={16} fill="#1677ff" stroke="#fff" strokeWidth={2}>
              <title>{b.name}</title>
            </circle>
            <text x={x} y={y + 5} textAnchor="middle" fontSize={14} fill="#fff" style={{ pointerEvents: 'none' }}>
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
