import { Input } from 'antd';
import { Link } from 'react-router';
import type { Park, ParkQuery } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { choices, DataTable, displayText, FilterSelect, ListPage } from '@esee/ui';
import { parkHref, parksApi } from '../../api/parks';
import { useFilters } from '../shared/useFilters';
import { parkFilters } from './parkFilters';

type Filters = Omit<ParkQuery, 'pageNo' | 'pageSize'>;

/** `/bankAssistant/garden/tableGarden`: 园区找客 (product pages §1.7), national parks first. */
export default function ParkListPage() {
  usePageTitle('园区找客');
  const options = useLoad(() => parksApi.options(), []);
  const [filters, set] = useFilters<Filters>();
  const o = options.data;
  const park = parkFilters(o, filters, set, true);
  return (
    <ListPage
      title="园区找客"
      testId="park-page"
      options={options}
      extra={
        <Link to="/bankAssistant/garden/mapSearch" data-testid="park-map-link">
          地图查看
        </Link>
      }
      filters={
        <>
          <Input.Search
            allowClear
            placeholder="园区名称"
            style={{ width: 200 }}
            data-testid="filter-park-name"
            onSearch={(name) => set({ name: name.trim() || undefined })}
          />
          {park.level}
          {park.type}
          {park.region}
          <FilterSelect
            search
            placeholder="主导产业"
            minWidth={150}
            testId="filter-park-industry"
            options={choices(o?.industries)}
            value={filters.industry}
            onChange={(industry) => set({ industry })}
          />
        </>
      }
    >
      <DataTable<Park>
        testId="list-parks"
        reloadKey={JSON.stringify(filters)}
        rowKey={(p) => p.parkId}
        load={(page) => parksApi.parks(filters, page)}
        columns={[
          {
            key: 'name',
            title: '园区名称',
            render: (p) => (
              <Link to={parkHref(p.parkId)} data-testid="park-name">
                {p.name}
              </Link>
            ),
          },
          { key: 'level', title: '级别', width: 80, render: (p) => <span data-testid="park-level">{p.level}</span> },
          { key: 'type', title: '类型', width: 160 },
          { key: 'region', title: '所在地区', width: 180, render: (p) => displayText(p.region) },
          { key: 'area', title: '面积（平方公里）', width: 130, align: 'right', render: (p) => p.area.toFixed(2) },
          { key: 'companyCount', title: '企业数', width: 90, align: 'right' },
          { key: 'industries', title: '主导产业', render: (p) => displayText(p.industries.join('、')) },
        ]}
      />
    </ListPage>
  );
}
