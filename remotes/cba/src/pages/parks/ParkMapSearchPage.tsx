import { Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Park, ParkQuery } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, EmptyState, FailedState } from '@esee/ui';
import { parkHref, parksApi } from '../../api/parks';
import { useFilters } from '../shared/useFilters';
import { chinaOutlines } from '../mapSearch/chinaOutlines';
import { fitProjection, placesBase } from '../mapSearch/geometry';
import { OutlinePaths } from './OutlinePaths';
import { useCityDistricts } from './ParkMap';
import { parkFilters } from './parkFilters';

type Filters = Pick<ParkQuery, 'regionCode' | 'level' | 'type'>;
const WIDTH = 720;
const HEIGHT = 440;
const PAD = 30;

/** Every park matching the filters (the list pages by 50 at most). */
async function allParks(filters: Filters): Promise<Park[]> {
  const parks: Park[] = [];
  for (let page = 1; page <= 20; page++) {
    const { total, list } = await parksApi.parks(filters, page);
    parks.push(...list);
    if (!list.length || parks.length >= total) break;
  }
  return parks;
}

/**
 * `/bankAssistant/garden/mapSearch`: the parks on a plain SVG map over the outlines of where they are (one city:
 * its districts; one province: its cities; more: China's provinces with the 南海诸岛 inset, as the standard map
 * shows the country), no tiles, so it works offline; each park a circle sized by its company count, opening it.
 */
export default function ParkMapSearchPage() {
  usePageTitle('园区地图');
  const navigate = useNavigate();
  const options = useLoad(() => parksApi.options(), []);
  const [filters, set] = useFilters<Filters>();
  const parks = useLoad(() => allParks(filters), [JSON.stringify(filters)]);
  const park = parkFilters(options.data, filters, set);
  const list = parks.data ?? [];
  const outlines = useLoad(() => chinaOutlines(), []);
  const base =
    outlines.data && list.length
      ? placesBase(
          outlines.data,
          list.map((p) => p.regionCode),
        )
      : null;
  const districts = useCityDistricts(base?.level === 'city' ? base.regionCode : null);
  const features = base?.level === 'city' ? (districts?.features ?? []) : (base?.features ?? []);
  const at = fitProjection(
    [...list.map((p) => p.center), ...features.flatMap((f) => f.geometry.coordinates.flat(2))],
    WIDTH,
    HEIGHT,
    PAD,
  );
  const most = Math.max(1, ...list.map((p) => p.companyCount));
  return (
    <div data-testid="park-map-page">
      <BackBar crumbs={[{ title: '园区找客', to: '/bankAssistant/garden/tableGarden' }, { title: '园区地图' }]} />
      <Typography.Title level={4}>园区地图</Typography.Title>
      <Card size="small" style={{ marginBottom: 12 }} loading={options.status === 'loading'}>
        <Space wrap>
          {park.region}
          {park.level}
          {park.type}
        </Space>
      </Card>
      <Card size="small" loading={parks.status === 'loading'}>
        {parks.status === 'failed' ? (
          <FailedState onRetry={parks.reload} />
        ) : !list.length ? (
          <EmptyState description="没有符合条件的园区" />
        ) : (
          <>
            <Typography.Text type="secondary" data-testid="park-map-count">
              共 {list.length} 个园区，圆点大小表示企业数
            </Typography.Text>
            <svg
              width={WIDTH}
              height={HEIGHT}
              role="img"
              aria-label="园区分布"
              style={{ maxWidth: '100%', display: 'block' }}
            >
              <rect width={WIDTH} height={HEIGHT} fill="#f5f7fa" />
              <OutlinePaths features={features} at={at} size={[WIDTH, HEIGHT]} testId="park-map-outline" />
              {list.map((p) => {
                const [x, y] = at(...p.center);
                return (
                  <g
                    key={p.parkId}
                    role="link"
                    style={{ cursor: 'pointer' }}
                    data-testid="park-map-park"
                    onClick={() => void navigate(parkHref(p.parkId))}
                  >
                    <title>{`${p.name}（${p.level}，${p.companyCount}家企业）`}</title>
                    <circle
                      cx={x}
                      cy={y}
                      r={5 + 12 * Math.sqrt(p.companyCount / most)}
                      fill="rgba(22,119,255,0.45)"
                      stroke="#1677ff"
                    />
                  </g>
                );
              })}
            </svg>
          </>
        )}
      </Card>
    </div>
  );
}
