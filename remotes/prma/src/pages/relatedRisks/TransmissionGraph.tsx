import type { RelatedParty } from '@esee/contracts';
import { EmptyState } from '@esee/ui';

const SIZE = 640;
/** Room left at the edge for the outer ring's labels. */
const MARGIN = 56;
/** Parties drawn at most: the riskiest, with the companies on their paths. */
const MAX_DRAWN = 80;

interface Placed {
  id: string;
  name: string;
  x: number;
  y: number;
  party?: RelatedParty;
}

/** The parties worth drawing: the riskiest up to MAX_DRAWN, and every company on their way from the target. */
function drawn(parties: readonly RelatedParty[]): RelatedParty[] {
  const byId = new Map(parties.map((p) => [p.entId, p]));
  const keep = new Set<string>();
  for (const p of parties.slice(0, MAX_DRAWN))
    for (let at: RelatedParty | undefined = p; at && !keep.has(at.entId); at = byId.get(at.via)) keep.add(at.entId);
  return parties.filter((p) => keep.has(p.entId));
}

/**
 * 风险传导图: the target in the middle, each depth a ring around it, a party linked to the company it is
 * reached from. Parties with risk records are red, darker the heavier their weighted risk; edges leading to
 * them are red too, so the way risk travels to the target reads at a glance. Plain SVG: small and static.
 */
export function TransmissionGraph({
  name,
  entId,
  parties,
}: {
  name: string;
  entId: string;
  parties: readonly RelatedParty[];
}) {
  if (!parties.length) return <EmptyState description="未发现关联方" />;
  const shown = drawn(parties);
  const c = SIZE / 2;
  // The rings fill the drawing whatever depth was reached.
  const deepest = Math.max(...shown.map((p) => p.depth));
  const gap = (c - MARGIN) / deepest;
  const placed = new Map<string, Placed>([[entId, { id: entId, name, x: c, y: c }]]);
  const angle = new Map<string, number>([[entId, 0]]);
  for (const depth of [1, 2, 3]) {
    // Around the ring in the order of the companies they come from, so edges cross little.
    const around = shown
      .filter((p) => p.depth === depth)
      .sort((a, b) => (angle.get(a.via) ?? 0) - (angle.get(b.via) ?? 0) || a.entId.localeCompare(b.entId));
    around.forEach((p, i) => {
      const a = (2 * Math.PI * (i + 0.5)) / around.length - Math.PI / 2;
      angle.set(p.entId, a);
      placed.set(p.entId, {
        id: p.entId,
        name: p.name,
        x: c + depth * gap * Math.cos(a),
        y: c + depth * gap * Math.sin(a),
        party: p,
      });
    });
  }
  const heaviest = Math.max(...shown.map((p) => p.weightedRisk), 1);
  const risky = (p?: RelatedParty) => Boolean(p && p.riskCount > 0);
  const fill = (p?: RelatedParty) => {
    if (!p) return '#1677ff';
    if (!risky(p)) return '#d9d9d9';
    const t = 0.35 + 0.65 * (p.weightedRisk / heaviest);
    return `rgba(207, 19, 34, ${t.toFixed(2)})`;
  };
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width="100%"
      style={{ maxWidth: SIZE, display: 'block', margin: '0 auto' }}
      role="img"
      aria-label={`${name}的风险传导图`}
      data-testid="transmission-graph"
    >
      {[1, 2, 3].slice(0, deepest).map((d) => (
        <circle key={d} cx={c} cy={c} r={d * gap} fill="none" stroke="#f0f0f0" strokeDasharray="4 4" />
      ))}
      {shown.map((p) => {
        const from = placed.get(p.via);
        const to = placed.get(p.entId)!;
        if (!from) return null;
        return (
          <line
            key={`e-${p.entId}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={risky(p) ? '#ff7875' : '#d9d9d9'}
            strokeWidth={risky(p) ? 1.6 : 1}
          >
            <title>{p.throughPerson ? `${p.relation}（经${p.throughPerson}）` : p.relation}</title>
          </line>
        );
      })}
      {[...placed.values()].map((n) => {
        const isTarget = !n.party;
        const r = isTarget ? 16 : risky(n.party) ? 9 : 6;
        const label = isTarget || risky(n.party) || n.party!.depth === 1;
        return (
          <g
            key={n.id}
            data-testid={isTarget ? 'graph-target' : 'graph-node'}
            data-risky={risky(n.party) ? 'true' : 'false'}
          >
            <circle cx={n.x} cy={n.y} r={r} fill={fill(n.party)} stroke="#fff" strokeWidth={1.5}>
              <title>
                {n.party
                  ? `${n.name}\n${n.party.relation} · 第${n.party.depth}层 · 风险 ${n.party.riskCount} 条 · 加权 ${n.party.weightedRisk}`
                  : n.name}
              </title>
            </circle>
            {label && (
              <text
                x={n.x}
                y={n.y + r + 12}
                textAnchor="middle"
                fontSize={isTarget ? 13 : 10}
                fontWeight={isTarget ? 600 : 400}
                fill={risky(n.party) ? '#a8071a' : '#595959'}
              >
                {n.name.length > 12 ? `${n.name.slice(0, 12)}…` : n.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
