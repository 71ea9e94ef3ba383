import { useEffect, useState } from 'react';
import type { ParkDetail } from '@esee/contracts';
import { districtOutlines, hasDistricts } from '../mapSearch/districts';
import { cityCodesOf, fitProjection, type Outlines } from '../mapSearch/geometry';
import { OutlinePaths } from './OutlinePaths';

const SIZE = 320;
const PAD = 16;

/** The district outlines of the city of a district (GB/T 2260 code), once loaded; null without them or without a code. */
export function useCityDistricts(regionCode: string | null): Outlines | null {
  const city = regionCode ? cityCodesOf(regionCode).find(hasDistricts) : undefined;
  const [loaded, setLoaded] = useState<{ city: string; outlines: Outlines | null } | null>(null);
  useEffect(() => {
    if (!city) return;
    let live = true;
    void districtOutlines(city).then((outlines) => live && setLoaded({ city, outlines }));
    return () => {
      live = false;
    };
  }, [city]);
  return city && loaded?.city === city ? loaded.outlines : null;
}

/**
 * The park's boundary and its companies' points in plain SVG over the district outlines of its city (issue 36: a
 * map at city level shows its districts, not an empty rectangle): lng/lat projected equirectangularly
 * (`fitProjection`), no map tiles, so it works offline. A point links to the company.
 */
export function ParkMap({ detail, hrefOf }: { detail: ParkDetail; hrefOf: (entId: string, name: string) => string }) {
  const districts = useCityDistricts(detail.park.regionCode);
  const all = [...detail.boundary, ...detail.points.map((p) => [p.lng, p.lat] as const)];
  const at = fitProjection(all, SIZE, SIZE, PAD);
  const outline = detail.boundary.map(([lng, lat]) => at(lng, lat).join(',')).join(' ');
  return (
    <svg width={SIZE} height={SIZE} role="img" aria-label="园区边界与企业分布" data-testid="park-map">
      <rect width={SIZE} height={SIZE} fill="#f5f7fa" />
      {districts && (
        <OutlinePaths features={districts.features} at={at} size={[SIZE, SIZE]} testId="park-map-district" />
      )}
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
