import type { ParkOptions, ParkQuery } from '@esee/contracts';
import { choices, FilterSelect } from '@esee/ui';

type Filters = Pick<ParkQuery, 'regionCode' | 'level' | 'type'>;

/**
 * The park filters of 园区找客 and its map: region (searchable), level and type, each placed where its page
 * wants it. `testIds` gives them the list page's test ids.
 */
export function parkFilters(
  o: ParkOptions | undefined,
  filters: Filters,
  set: (patch: Partial<Filters>) => void,
  testIds = false,
) {
  return {
    region: (
      <FilterSelect
        search
        placeholder="所在地区"
        minWidth={200}
        testId={testIds ? 'filter-park-region' : undefined}
        options={o?.regions.map((r) => ({ value: r.code, label: r.name }))}
        value={filters.regionCode}
        onChange={(regionCode) => set({ regionCode })}
      />
    ),
    level: (
      <FilterSelect
        placeholder="园区级别"
        minWidth={120}
        testId={testIds ? 'filter-park-level' : undefined}
        options={choices(o?.levels)}
        value={filters.level}
        onChange={(level) => set({ level })}
      />
    ),
    type: (
      <FilterSelect
        placeholder="园区类型"
        minWidth={170}
        testId={testIds ? 'filter-park-type' : undefined}
        options={choices(o?.types)}
        value={filters.type}
        onChange={(type) => set({ type })}
      />
    ),
  };
}
