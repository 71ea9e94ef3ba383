import type { MapDensity, MapDensityRequest, MapSearchOptions, MapSearchResult, MapShape } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type MapStatus = 'active' | 'all';

/** CBA 地图找客 (product pages §1.3). */
export const mapSearchApi = {
  options: () => http.get<MapSearchOptions>('/esee/marketing/mapSearch/options', undefined, quiet),
  search: (shape: MapShape, status: MapStatus, page: number) =>
    http.post<MapSearchResult>(
      '/esee/marketing/mapSearch/search',
      { shape, status, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  density: (request: MapDensityRequest) => http.post<MapDensity>('/esee/marketing/mapSearch/density', request, quiet),
};
