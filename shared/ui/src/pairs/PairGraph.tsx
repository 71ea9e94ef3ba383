import { PAIR_LEVEL_COLORS, type CheckedPair, type PairParty } from './types';

const SIZE = 360;
const RADIUS = 130;

/**
 * The parties on a circle, a line for each linked pair coloured by its level and as thick as its score;
 * clicking a line picks the pair. `testId` prefixes the test id (`${testId}-graph`).
 */
export function PairGraph<P extends CheckedPair>({
  parties,
  pairs,
  selected,
  onSelect,
  testId,
}: {
  parties: PairParty[];
  pairs: P[];
  selected: P | null;
  onSelect: (pair: P) => void;
  testId: string;
}) {
  const at = (i: number) => {
    const angle = (2 * Math.PI * i) / parties.length - Math.PI / 2;
    return { x: SIZE / 2 + RADIUS * Math.cos(angle), y: SIZE / 2 + RADIUS * Math.sin(angle) };
  };
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" style={{ maxWidth: SIZE }} data-testid={`${testId}-graph`}>
      {[...pairs].reverse().map((p) => {
        const [a, b] = [at(p.a), at(p.b)];
        return (
          <line
            key={`${p.a}-${p.b}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke={PAIR_LEVEL_COLORS[p.level]}
            strokeWidth={1 + p.score / 20}
            strokeOpacity={selected === p ? 1 : 0.75}
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(p)}
          >
            <title>{`${parties[p.a]!.name} × ${parties[p.b]!.name}：${p.score}分`}</title>
          </line>
        );
      })}
      {parties.map((b, i) => {
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
