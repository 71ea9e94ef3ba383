import { useState } from 'react';
import { Card, Col, Result, Row, Space, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ResearchBrokerView } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  barChart,
  BLANK,
  Chart,
  choices,
  DataTable,
  EmptyState,
  FailedState,
  FilterSelect,
  PageTitle,
  Section,
  StatRow,
} from '@esee/ui';
import { researchApi } from '../../api/research';
import { BrokerBadge, consensusHref, listHref, RatingCell, targetPriceColumn } from './format';
import { RatingBar } from './RatingBar';
import { ViewPending } from './ViewPending';
import { ReportDrawer } from './ReportDrawer';

type Coverage = ResearchBrokerView['coverage'][number];

function BrokerView({ broker }: { broker: string }) {
  const loaded = useLoad(() => researchApi.broker(broker), [broker]);
  const [open, setOpen] = useState<string | null>(null);
  if (loaded.status !== 'ok')
    return <ViewPending loaded={loaded} none={<Result status="info" title="没有该券商的研报" />} />;
  const { summary, byType, byMonth, coverage } = loaded.data;
  return (
    <div data-testid="broker-view">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space size={16} align="center">
          <BrokerBadge broker={summary.broker} size={56} />
          <div>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="broker-name">
              {summary.broker}
            </Typography.Title>
            <Space size={16} style={{ fontSize: 12 }}>
              <span>最近发布：{summary.latestDate ?? BLANK}</span>
              <Link to={listHref('broker', summary.broker)} data-testid="broker-all-reports">
                全部研报
              </Link>
              <Link to={`/investment/researchReport/analyst?broker=${encodeURIComponent(summary.broker)}`}>分析师</Link>
            </Space>
          </div>
        </Space>
        <StatRow
          style={{ marginTop: 12 }}
          stats={[
            { title: '研报总数', value: summary.reportCount, suffix: '篇', testId: 'broker-reports' },
            { title: '覆盖股票（近 12 个月）', value: summary.stockCount, suffix: '只' },
            { title: '覆盖行业（近 12 个月）', value: summary.industryCount, suffix: '个' },
            { title: '分析师', value: summary.analystCount, suffix: '人' },
          ]}
        />
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <Section title="个股评级分布（近 12 个月）">
            <RatingBar ratings={summary.ratingMix} testId="broker-mix" emptyText="近 12 个月无个股评级" />
          </Section>
        </Col>
        <Col span={12}>
          <Section title="研报类型">
            <Chart
              label="研报类型"
              testId="broker-types"
              spec={barChart(
                byType.map((t) => ({ key: t.type, label: t.type, value: t.count, tip: `${t.count}篇` })),
                { horizontal: true, name: '研报' },
              )}
              emptyText="暂无数据"
            />
          </Section>
        </Col>
      </Row>
      <Section title="月度发布（近 12 个月）">
        <Chart
          label="月度发布"
          testId="broker-months"
          spec={barChart(
            byMonth.map((m) => ({ key: m.month, label: m.month, value: m.count, tip: `${m.count}篇` })),
            { name: '研报' },
          )}
          emptyText="暂无数据"
        />
      </Section>
      <Section title="覆盖股票（近 12 个月）" count={coverage.length}>
        <DataTable<Coverage>
          testId="broker-coverage"
          rows={coverage}
          rowKey={(c) => c.stockCode}
          columns={[
            {
              key: 'stock',
              title: '股票',
              render: (c) => (
                <Link to={consensusHref(c.stockCode)}>
                  {c.stockName}（{c.stockCode}）
                </Link>
              ),
            },
            { key: 'industryName', title: '行业', render: (c) => c.industryName ?? BLANK },
            { key: 'publishDate', title: '最新研报', width: 104 },
            {
              key: 'rating',
              title: '最新评级',
              width: 120,
              render: (c) => <RatingCell report={c} />,
            },
            targetPriceColumn(80),
            { key: 'reportCount', title: '研报数', width: 70, align: 'right' },
            {
              key: 'open',
              title: '',
              width: 60,
              render: (c) => <Typography.Link onClick={() => setOpen(c.reportId)}>查看</Typography.Link>,
            },
          ]}
        />
      </Section>
      <ReportDrawer reportId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/**
 * `/investment/researchReport/broker?name=`: 券商研究. One broker (the busiest when none is named): its reports,
 * coverage and analysts, the ratings of its stock reports, its reports by type and month, and its latest report
 * on each stock it covered in the last twelve months.
 */
export default function BrokerPage() {
  usePageTitle('券商研究');
  const [params, setParams] = useSearchParams();
  const brokers = useLoad(() => researchApi.brokers(), []);
  const broker = params.get('name') || brokers.data?.[0]?.broker;
  return (
    <div data-testid="research-broker-page">
      <PageTitle>券商研究</PageTitle>
      <div style={{ marginBottom: 16 }}>
        <FilterSelect
          placeholder="券商"
          search
          minWidth={180}
          testId="broker-picker"
          options={choices(brokers.data?.map((b) => b.broker))}
          value={broker}
          onChange={(name) => setParams(name ? { name } : {}, { replace: true })}
        />
      </div>
      {broker ? (
        <BrokerView key={broker} broker={broker} />
      ) : brokers.status === 'failed' ? (
        <FailedState onRetry={brokers.reload} />
      ) : brokers.status === 'loading' ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <EmptyState description="暂无券商研报" />
      )}
    </div>
  );
}
