import { Card, Col, Result, Row } from 'antd';
import { useSearchParams } from 'react-router';
import type { ParkCompany, ParkCompanyQuery } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  companyHref,
  DataTable,
  displayText,
  FailedState,
  FilterSelect,
  formatDate,
  formatMoney,
  KeyValueList,
  PageTitle,
} from '@esee/ui';
import { parksApi } from '../../api/parks';
import { ParkMap } from './ParkMap';
import { CompanyPickCard } from '../shared/CompanyPickCard';
import { useFilters } from '../shared/useFilters';
import { TitledBarChart } from '../shared/TitledBarChart';

type Filters = Omit<ParkCompanyQuery, 'parkId' | 'pageNo' | 'pageSize'>;
const hrefOf = (entId: string, companyName: string) => companyHref({ entId, companyName });

/**
 * `/bankAssistant/garden/campusList?parkId=`: a park, its boundary with its companies on a plain map, the
 * statistics of its companies, and the companies, which can be added to a project.
 */
export default function ParkDetailPage() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId') ?? '';
  const detail = useLoad(() => (parkId ? parksApi.park(parkId) : Promise.reject(new Error('no park id'))), [parkId]);
  const options = useLoad(() => parksApi.options(), []);
  const d = detail.data;
  usePageTitle(d ? `${d.park.name} - 园区找客` : '园区找客');
  const [filters, set] = useFilters<Filters>();
  const crumbs = [
    { title: '园区找客', to: '/bankAssistant/garden/tableGarden' },
    { title: d?.park.name ?? '园区详情' },
  ];

  if (detail.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!parkId || isNotFound(detail.error) ? (
          <Result status="404" title="园区不存在" data-testid="park-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </>
    );
  const o = options.data;
  return (
    <div data-testid="park-detail">
      <BackBar crumbs={crumbs} />
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 12 }}>
        {d && (
          <Row gutter={24}>
            <Col flex="auto">
              <PageTitle testId="park-title">{d.park.name}</PageTitle>
              <KeyValueList
                items={[
                  { label: '园区级别', value: d.park.level },
                  { label: '园区类型', value: d.park.type },
                  { label: '所在地区', value: d.park.region },
                  { label: '面积', value: `${d.park.area.toFixed(2)} 平方公里` },
                  { label: '企业数', value: String(d.park.companyCount) },
                  { label: '主导产业', value: d.park.industries.join('、') },
                  { label: '中心坐标', value: `${d.center[0].toFixed(4)}, ${d.center[1].toFixed(4)}` },
                ]}
              />
            </Col>
            <Col flex="340px">
              <ParkMap detail={d} hrefOf={hrefOf} />
            </Col>
          </Row>
        )}
      </Card>
      <Card title="企业统计" size="small" style={{ marginBottom: 12 }} loading={detail.status === 'loading'}>
        {d && (
          <Row gutter={[24, 16]}>
            {[
              {
                title: '行业分布',
                counts: d.statistics.bySection,
                testId: 'park-chart-section',
                label: '按行业门类的企业数',
              },
              {
                title: '注册资本分布',
                counts: d.statistics.byCapital,
                testId: 'park-chart-capital',
                label: '按注册资本区间的企业数',
              },
              {
                title: '历年新注册企业',
                counts: d.statistics.byYear.map((y) => ({ key: String(y.year), label: `${y.year}年`, count: y.count })),
                testId: 'park-chart-year',
                label: '按成立年份的新注册企业数',
              },
            ].map((chart) => (
              <Col key={chart.testId} xs={24} xl={8}>
                <TitledBarChart
                  title={chart.title}
                  counts={chart.counts}
                  emptyText="暂无企业"
                  testId={chart.testId}
                  label={chart.label}
                />
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <CompanyPickCard
        title="园区企业"
        addTestId="park-add-to-project"
        filters={
          <>
            <FilterSelect
              placeholder="行业门类"
              minWidth={200}
              testId="filter-company-section"
              options={o?.sections.map((s) => ({ value: s.code, label: s.name }))}
              value={filters.section}
              onChange={(section) => set({ section })}
            />
            <FilterSelect
              placeholder="经营状态"
              minWidth={120}
              testId="filter-company-status"
              options={o?.statuses}
              value={filters.status}
              onChange={(status) => set({ status })}
            />
            <FilterSelect
              placeholder="注册资本"
              testId="filter-company-capital"
              options={o?.capitalBands}
              value={filters.capitalBand}
              onChange={(capitalBand) => set({ capitalBand })}
            />
          </>
        }
        table={(selection) => (
          <DataTable<ParkCompany>
            testId="park-companies"
            reloadKey={`${parkId}|${JSON.stringify(filters)}`}
            rowKey={(c) => c.entId}
            selection={selection}
            load={(page) => parksApi.companies({ parkId, ...filters }, page)}
            columns={[
              {
                key: 'name',
                title: '企业名称',
                render: (c) => (
                  <a href={hrefOf(c.entId, c.name)} target="_blank" rel="noreferrer" data-testid="park-company">
                    {c.name}
                  </a>
                ),
              },
              { key: 'legalRep', title: '法定代表人', width: 110, render: (c) => displayText(c.legalRep) },
              { key: 'regCapital', title: '注册资本', width: 140, render: (c) => formatMoney(c.regCapital) },
              { key: 'estDate', title: '成立日期', width: 110, render: (c) => formatDate(c.estDate) },
              { key: 'status', title: '登记状态', width: 100 },
              { key: 'industryName', title: '所属行业', render: (c) => displayText(c.industryName) },
            ]}
          />
        )}
      />
    </div>
  );
}
