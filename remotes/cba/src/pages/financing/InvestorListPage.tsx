import { Input } from 'antd';
import { Link } from 'react-router';
import type { Investor, InvestorQuery } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { choices, DataTable, displayText, FilterSelect, ListPage } from '@esee/ui';
import { financingApi } from '../../api/financing';
import { investorHref } from './EventColumns';
import { useFilters } from '../shared/useFilters';

type Filters = Omit<InvestorQuery, 'pageNo' | 'pageSize'>;

/** `/bankAssistant/investmentInstitution/list`: 投资机构 (product pages §1.9), the busiest first. */
export default function InvestorListPage() {
  usePageTitle('投资机构');
  const options = useLoad(() => financingApi.investorOptions(), []);
  const [filters, set] = useFilters<Filters>();
  const o = options.data;
  return (
    <ListPage
      title="投资机构"
      testId="investor-page"
      options={options}
      filters={
        <>
          <Input.Search
            allowClear
            placeholder="机构名称"
            style={{ width: 200 }}
            onSearch={(name) => set({ name: name.trim() || undefined })}
          />
          <FilterSelect
            placeholder="机构类型"
            minWidth={150}
            testId="filter-investor-type"
            options={choices(o?.investorTypes)}
            value={filters.type}
            onChange={(type) => set({ type })}
          />
          <FilterSelect
            search
            placeholder="所在地区"
            options={o?.provinces.map((p) => ({ value: p.code, label: p.name }))}
            value={filters.regionCode}
            onChange={(regionCode) => set({ regionCode })}
          />
          <FilterSelect
            search
            placeholder="活跃行业"
            minWidth={180}
            options={o?.industries.map((i) => ({ value: i.code, label: i.name }))}
            value={filters.industry}
            onChange={(industry) => set({ industry })}
          />
        </>
      }
    >
      <DataTable<Investor>
        testId="list-investors"
        reloadKey={JSON.stringify(filters)}
        rowKey={(i) => i.investorId}
        load={(page) => financingApi.investors(filters, page)}
        columns={[
          {
            key: 'name',
            title: '机构名称',
            render: (i) => (
              <Link to={investorHref(i.investorId)} data-testid="investor-name">
                {i.name}
              </Link>
            ),
          },
          { key: 'type', title: '机构类型', width: 110 },
          { key: 'amacNo', title: '协会登记编号', width: 130, render: (i) => displayText(i.amacNo) },
          { key: 'foundedYear', title: '成立年份', width: 90 },
          { key: 'region', title: '所在地区', width: 150, render: (i) => displayText(i.region) },
          { key: 'fundCount', title: '基金数', width: 80, align: 'right' },
          { key: 'dealCount', title: '投资事件数', width: 100, align: 'right' },
          { key: 'industries', title: '活跃行业', render: (i) => displayText(i.industries.join('、')) },
        ]}
      />
    </ListPage>
  );
}
