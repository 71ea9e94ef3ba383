import { Card, Col, List, Result, Row, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { CAPITAL_BANDS, CHAIN_TAGS, type ChainCompany, type ChainCompanyQuery } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  barChart,
  Chart,
  companyHref,
  CustomerTag,
  DataTable,
  displayText,
  EmptyState,
  FailedState,
  FilterSelect,
  formatDate,
  formatMoney,
  formatPercent,
} from '@esee/ui';
import { industryChainApi, tokerHref } from '../../api/industryChain';
import { ChainCounts } from './ChainCounts';
import { CompanyPickCard } from '../shared/CompanyPickCard';
import { useFilters } from '../shared/useFilters';

type Filters = Pick<ChainCompanyQuery, 'regionCode' | 'capitalBand' | 'tag'>;
const hrefOf = (entId: string, companyName: string) => companyHref({ entId, companyName });

/**
 * `/bankAssistant/industryToker/tokerDetail?chainId=&nodeId=`: a segment of a chain (or, without nodeId, the
 * whole chain): its companies with region, capital and tag filters, which can join a project; its companies
 * by province; its leading companies by registered capital.
 */
export default function TokerDetailPage() {
  const [params] = useSearchParams();
  const chainId = params.get('chainId') ?? '';
  const nodeId = params.get('nodeId') ?? undefined;
  const detail = useLoad(
    () => (chainId ? industryChainApi.node(chainId, nodeId) : Promise.reject(new Error('no chain id'))),
    [chainId, nodeId],
  );
  const d = detail.data;
  const title = d ? (d.node ? `${d.chain.name} · ${d.node.name}` : `${d.chain.name} · 全部环节`) : '环节详情';
  usePageTitle(`${title} - 产业链找客`);
  const [filters, set] = useFilters<Filters>();
  const crumbs = [
    { title: '产业链找客', to: tokerHref(chainId || undefined) },
    { title: d ? `${d.chain.name}产业链` : '产业链', to: tokerHref(chainId || undefined) },
    { title: d ? (d.node?.name ?? '全部环节') : '环节详情' },
  ];

  if (detail.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!chainId || isNotFound(detail.error) ? (
          <Result status="404" title="产业链或环节不存在" data-testid="chain-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </>
    );
  return (
    <div data-testid="toker-detail">
      <BackBar crumbs={crumbs} />
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 12 }} size="small">
        {d && (
          <>
            <Space align="baseline" wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="toker-title">
                {title}
              </Typography.Title>
              {d.node && <Tag>{d.node.stage}</Tag>}
              <Typography.Text data-testid="toker-count">在营企业 {d.counts.companies} 家</Typography.Text>
            </Space>
            <div style={{ margin: '8px 0' }}>
              <ChainCounts counts={d.counts} />
            </div>
            {d.node && (
              <Typography.Text type="secondary" data-testid="toker-basis">
                {d.node.basis}
              </Typography.Text>
            )}
          </>
        )}
      </Card>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={12}>
          <Card
            title="地区分布（按省份）"
            size="small"
            loading={detail.status === 'loading'}
            style={{ height: '100%' }}
          >
            {d && (
              <Chart
                testId="toker-provinces"
                label="各省份企业数"
                emptyText="暂无企业"
                spec={barChart(
                  d.byProvince.slice(0, 10).map((p) => ({
                    key: p.code,
                    label: p.label,
                    value: p.count,
                    tip: `${p.count}家（${formatPercent(p.share, { share: true, decimals: 1 })}）`,
                  })),
                  { horizontal: true, name: '企业数' },
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            title="龙头企业（按注册资本）"
            size="small"
            loading={detail.status === 'loading'}
            style={{ height: '100%' }}
          >
            {d && (
              <List
                size="small"
                data-testid="toker-leaders"
                locale={{ emptyText: <EmptyState description="暂无企业" /> }}
                dataSource={d.leaders}
                renderItem={(l, i) => (
                  <List.Item extra={formatMoney(l.regCapital)}>
                    <Space size={4} wrap>
                      <Typography.Text type="secondary">{i + 1}.</Typography.Text>
                      <a href={hrefOf(l.entId, l.name)} target="_blank" rel="noreferrer" data-testid="toker-leader">
                        {l.name}
                      </a>
                      {l.tags.map((t) => (
                        <Tag key={t} color="blue">
                          {t}
                        </Tag>
                      ))}
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
      <CompanyPickCard
        title="企业名单"
        addTestId="toker-add-to-project"
        filters={
          <>
            <FilterSelect
              placeholder="所在省份"
              testId="filter-chain-region"
              options={d?.regions.map((r) => ({ value: r.code, label: r.name }))}
              value={filters.regionCode}
              onChange={(regionCode) => set({ regionCode })}
            />
            <FilterSelect
              placeholder="注册资本"
              testId="filter-chain-capital"
              options={CAPITAL_BANDS.map((b) => ({ value: b.key, label: b.label }))}
              value={filters.capitalBand}
              onChange={(capitalBand) => set({ capitalBand })}
            />
            <FilterSelect
              placeholder="企业标签"
              testId="filter-chain-tag"
              options={CHAIN_TAGS.map((t) => ({ value: t.key, label: t.label }))}
              value={filters.tag}
              onChange={(tag) => set({ tag })}
            />
          </>
        }
        table={(selection) =>
          chainId && (
            <DataTable<ChainCompany>
              testId="chain-companies"
              reloadKey={`${chainId}|${nodeId ?? ''}|${JSON.stringify(filters)}`}
              rowKey={(c) => c.entId}
              selection={selection}
              load={(page) => industryChainApi.companies({ chainId, nodeId, ...filters }, page)}
              columns={[
                {
                  key: 'name',
                  title: '企业名称',
                  render: (c) => (
                    <Space size={4} wrap>
                      <a href={hrefOf(c.entId, c.name)} target="_blank" rel="noreferrer" data-testid="chain-company">
                        {c.name}
                      </a>
                      {c.isCustomer && <CustomerTag />}
                      {c.tags.map((t) => (
                        <Tag key={t} color="blue">
                          {t}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
                { key: 'legalRep', title: '法定代表人', width: 100, render: (c) => displayText(c.legalRep) },
                { key: 'regCapital', title: '注册资本', width: 130, render: (c) => formatMoney(c.regCapital) },
                { key: 'estDate', title: '成立日期', width: 100, render: (c) => formatDate(c.estDate) },
                { key: 'region', title: '所在地区', width: 150 },
                { key: 'segments', title: '所属环节', width: 120, render: (c) => c.segments.join('、') },
                { key: 'matchedBy', title: '归集依据', width: 200 },
              ]}
            />
          )
        }
      />
    </div>
  );
}
