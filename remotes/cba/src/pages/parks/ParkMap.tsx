import type { ParkDetail } from '@esee/contracts';

const SIZE = 320;
const PAD = 16;

/**
 * The park's boundary and its companies' points in plain SVG: lng/lat projected equirectangularly
 * (longitude shrunk by cos(latitude)), no map tiles, so it works offline. A point links to the company.
 */
export function ParkMap({ detail, hrefOf }: { detail: ParkDetail; hrefOf: (entId: string, name: string) => string }) {
  const all = [...detail.boundary, ...detail.points.map((p) => [p.lng, p.lat] as const)];
  const kx = Math.cos((detail.center[1] * Math.PI) / 180);
  const xs = all.map(([x]) => x * kx);
  const ys = all.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = (SIZE - 2 * PAD) / Math.max(maxX - minX, maxY - minY, 1e-6);
  const at = (lng: number, lat: number) =>
    [PAD + (lng * kx - minX) * scale, SIZE - PAD - (lat - minY) * scale] as const;
  const outline = detail.boundary.map(([lng, lat]) => at(lng, lat).join(',')).join(' ');
  return (
    <svg width={SIZE} height={SIZE} role="img" aria-label="园区边界与企业分布" data-testid="park-map">
      <rect width={SIZE} height={SIZE} fill="#f5f7fa" />
      <polygon points={outline} fill="rgba(22,119,255,0.12)" stroke="#1677ff" strokeWidth={1.5} />
      {detail.points.map((p) => {
        const [x, y] = at(p.lng, p.lat);
        return (
          <a key={p.entId} href={hrefOf(p.entId, p.name)} target="_blank" rel="noreferrer">
            <circle cx={x} cy={y} r={4} fill="#fa541c" stroke="#fff" data-testid="park-map-point">
              <title>{p.name}</title>
            </circle>
          </a>
        );
      })}
    </svg>
  );
}
