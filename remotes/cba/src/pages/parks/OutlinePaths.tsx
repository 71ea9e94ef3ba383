import type { OutlineFeature } from '../mapSearch/geometry';

type At = (lng: number, lat: number) => readonly [number, number];

/**
 * Outlines (districts, cities, provinces, the 南海诸岛 inset) as SVG paths under a plain map, each with its name as a
 * tooltip and, where its centre is in the box, as a label.
 */
export function OutlinePaths({
  features,
  at,
  size: [width, height],
  testId,
}: {
  features: readonly OutlineFeature[];
  at: At;
  size: readonly [number, number];
  testId: string;
}) {
  const inView = ([x, y]: readonly [number, number]) => x >= 0 && x <= width && y >= 0 && y <= height;
  return features.map((f) => {
    const label = f.properties.center ? at(...f.properties.center) : null;
    const inset = f.properties.level === 'inset';
    return (
      <g key={f.properties.code ?? f.properties.name} data-testid={testId} data-level={f.properties.level}>
        <path
          d={f.geometry.coordinates
            .flat()
            .map((ring) => `M${ring.map(([lng, lat]) => at(lng, lat).join(',')).join('L')}Z`)
            .join('')}
          fill={inset ? 'none' : '#ffffff'}
          stroke="#b8c2cc"
          strokeWidth={1}
        >
          <title>{f.properties.name}</title>
        </path>
        {label && inView(label) && (
          <text x={label[0]} y={label[1]} fontSize={11} fill="#8c98a6" textAnchor="middle">
            {f.properties.name}
          </text>
        )}
      </g>
    );
  });
}
