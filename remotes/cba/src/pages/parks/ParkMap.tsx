import { useEffect, useState } from 'react';
import type { ParkDetail } from '@esee/contracts';
import { districtOutlines, hasDistricts } from '../mapSearch/districts';
import { cityCodesOf, type Outlines } from '../mapSearch/geometry';

const SIZE = 320;
const PAD = 16;

/** The district outlines of the park's city (GB/T 2260 code of its district), once loaded; null without them. */
function useCityDistricts(regionCode: string): Outlines | null {
  const [districts, setDistricts] = useState<Outlines | null>(null);
  useEffect(() => {
    let live = true;
    const city = cityCodesOf(regionCode).find(hasDistricts);
    if (city) void districtOutlines(city).then((d) => live && setDistricts(d));
    return () => {
      live = false;
    };
  }, [regionCode]);
  return districts;
}

/**
 * The park's boundary and its companies' points in plain SVG over the district outlines of its city (issue 36: a
 * map at city level shows its districts, not an empty rectangle): lng/lat projected equirectangularly (longitude
 * shrunk by cos(latitude)), no map tiles, so it works offline. A point links to the company.
 */
export function ParkMap({ detail, hrefOf }: { detail: ParkDetail; hrefOf: (entId: string, name: string) => string }) {
  const districts = useCityDistricts(detail.park.regionCode);
  const all = [...detail.boundary, ...detail.points.map((p) => [p.lng, p.lat] as const)];
  const kx = Math.cos((detail.center[1] * Math.PI) / 180);
  const xs = all.map(([x]) => x * kx);
  const ys = all.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = (SIZE - 2 * PAD) / Math.max(maxX - minX, maxY - minY, 1e-6);
  const at = (lng: number, lat: number) =>
    [PAD + (lng * kx - minX) * scale, SIZE - PAD - (lat - minY) * scale] as const;
  const outline = detail.boundary.map(([lng, lat]) => at(lng, lat).join(',')).join(' ');
  const inView = ([x, y]: readonly [number, number]) => x >= 0 && x <= SIZE && y >= 0 && y <= SIZE;
  return (
    <svg width={SIZE} height={SIZE} role="img" aria-label="园区边界与企业分布" data-testid="park-map">
      <rect width={SIZE} height={SIZE} fill="#f5f7fa" />
      {districts?.features.map((d) => {
        const label = d.properties.center ? at(...d.properties.center) : null;
        return (
          <g key={d.properties.name} data-testid="park-map-district">
            <path
              d={d.geometry.coordinates
                .flat()
                .map((ring) => `M${ring.map(([lng, lat]) => at(lng, lat).join(',')).join('L')}Z`)
                .join('')}
              fill="#ffffff"
              stroke="#b8c2cc"
              strokeWidth={1}
            >
              <title>{d.properties.name}</title>
            </path>
            {label && inView(label) && (
              <text x={label[0]} y={label[1]} fontSize={11} fill="#8c98a6" textAnchor="middle">
                {d.properties.name}
              </text>
            )}
          </g>
        );
      })}
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
