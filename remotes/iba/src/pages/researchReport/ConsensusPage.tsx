import { useState } from 'react';
import { Card, Result, Space, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ResearchReport } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BLANK,
  CompanyLink,
  DataTable,
  EmptyState,
  FailedState,
  formatNumber,
  PageTitle,
  Section,
  StatRow,
} from '@esee/ui';
import { researchApi } from '../../api/research';
import {
  brokerHref,
  consensusHref,
  ForecastLines,
  RatingCell,
  signedPercent,
  targetPriceColumn,
  yearLabel,
} from './format';
import { RatingBar } from './RatingBar';
import { ViewPending } from './ViewPending';
import { ReportDrawer } from './ReportDrawer';
import { StockPicker } from './StockPicker';

function ConsensusView({ code }: { code: string }) {
  const loaded = useLoad(() => researchApi.consensus(code), [code]);
  const [open, setOpen] = useState<string | null>(null);
  if (loaded.status !== 'ok')
    return (
      <ViewPending
        loaded={loaded}
        none={<Result status="info" title="该股票没有研报覆盖" data-testid="consensus-none" />}
      />
    );
  const c = loaded.data;
  const upsideOf = (r: ResearchReport) =>
    r.targetPrice !== null && c.latestPrice ? r.targetPrice / c.latestPrice - 1 : null;
  return (
    <div data-testid="consensus-view">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space size={12} align="baseline" wrap>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="consensus-stock">
            {c.stockName}（{c.stockCode}）
          </Typography.Title>
          {c.industryName && <Typography.Text type="secondary">{c.industryName}</Typography.Text>}
          {c.entId && (
            <CompanyLink entId={c.entId} name={c.stockName}>
              企业详情
            </CompanyLink>
          )}
          <Link to={`/investment/researchReport?stock=${encodeURIComponent(c.stockCode)}`}>全部研报</Link>
        </Space>
        <StatRow
          style={{ marginTop: 12 }}
          stats={[
            { title: '覆盖券商（近 6 个月）', value: c.brokerCount, suffix: '家', testId: 'consensus-brokers' },
            {
              title: `最新收盘价${c.latestPriceDate ? `（${c.latestPriceDate}）` : ''}`,
              value: c.latestPrice ?? BLANK,
              precision: c.latestPrice === null ? undefined : 2,
              suffix: c.latestPrice === null ? undefined : '元',
            },
            {
              title: '目标价中位数',
              value: c.medianTarget ?? BLANK,
              precision: c.medianTarget === null ? undefined : 2,
              suffix: c.medianTarget === null ? undefined : '元',
              testId: 'consensus-target',
            },
            {
              title: '上涨空间',
              value: signedPercent(c.upside),
              valueStyle: { color: c.upside === null ? undefined : c.upside >= 0 ? '#cf1322' : '#389e0d' },
              testId: 'consensus-upside',
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          统计 {c.since} 以来发布的研报，每家券商取其最新一篇；收盘价取最新研报所载。
        </Typography.Text>
      </Card>
      <Section title="评级分布">
        <RatingBar ratings={c.ratings} testId="consensus-rating-bar" emptyText="近 6 个月没有券商评级" />
      </Section>
      <Section title="EPS 一致预期">
        <DataTable
          testId="consensus-eps"
          size="small"
          rowKey={(e) => String(e.year)}
          rows={c.eps}
          columns={[
            { key: 'year', title: '年度', render: (e) => `${e.year}（${yearLabel(e.year)}）` },
            { key: 'median', title: 'EPS 中位数（元）', align: 'right', render: (e) => formatNumber(e.median, 3) },
            { key: 'min', title: '最低', align: 'right', render: (e) => formatNumber(e.min) },
            { key: 'max', title: '最高', align: 'right', render: (e) => formatNumber(e.max) },
            { key: 'count', title: '预测家数', align: 'right' },
            {
              key: 'pe',
              title: '对应 PE（倍）',
              align: 'right',
              render: (e) => (e.pe === null ? BLANK : formatNumber(e.pe)),
            },
          ]}
        />
      </Section>
      <Section title="覆盖券商" count={c.coverage.length}>
        <DataTable<ResearchReport>
          testId="consensus-coverage"
          rows={c.coverage}
          rowKey={(r) => r.reportId}
          columns={[
            {
              key: 'broker',
              title: '券商',
              width: 100,
              render: (r) => <Link to={brokerHref(r.broker)}>{r.broker}</Link>,
            },
            { key: 'publishDate', title: '日期', width: 104 },
            {
              key: 'rating',
              title: '评级',
              width: 120,
              render: (r) => <RatingCell report={r} testId="coverage-rating" />,
            },
            { key: 'previousRating', title: '上次评级', width: 80, render: (r) => r.previousRating ?? BLANK },
            targetPriceColumn(80),
            { key: 'upside', title: '空间', width: 80, align: 'right', render: (r) => signedPercent(upsideOf(r)) },
            {
              key: 'eps',
              title: 'EPS（元）',
              width: 96,
              render: (r) => <ForecastLines forecasts={r.forecasts} field="eps" />,
            },
            {
              key: 'title',
              title: '研报',
              render: (r) => (
                <Typography.Link onClick={() => setOpen(r.reportId)} data-testid="coverage-title">
                  {r.title}
                </Typography.Link>
              ),
            },
          ]}
        />
      </Section>
      <ReportDrawer reportId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** Without a stock: the most covered ones, to start from. */
function CoveredStocks() {
  const stocks = useLoad(() => researchApi.stocks(''), []);
  if (stocks.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (stocks.status === 'failed') return <FailedState onRetry={stocks.reload} />;
  if (!stocks.data.length) return <EmptyState description="暂无个股研报" />;
  return (
    <Section title="研报覆盖最多的股票">
      <Space wrap data-testid="consensus-suggestions">
        {stocks.data.map((s) => (
          <Link key={s.stockCode} to={consensusHref(s.stockCode)} data-testid="consensus-suggestion">
            {s.stockName}（{s.stockCode}）· {s.reportCount} 篇
          </Link>
        ))}
      </Space>
    </Section>
  );
}

/**
 * `/investment/researchReport/consensus?code=`: 一致预期 (product pages §3.9): for one stock, the brokers that
 * covered it in the last six months (each one's latest report), the rating distribution, the median target price
 * and its upside over the latest close, the EPS consensus per year, and the covering reports.
 */
export default function ConsensusPage() {
  usePageTitle('一致预期');
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <div data-testid="research-consensus-page">
      <PageTitle>一致预期</PageTitle>
      <Space style={{ marginBottom: 16 }}>
        <StockPicker
          testId="consensus-stock-picker"
          width={280}
          value={code || undefined}
          onChange={(v) => setParams(v ? { code: v } : {}, { replace: true })}
        />
      </Space>
      {code ? <ConsensusView key={code} code={code} /> : <CoveredStocks />}
    </div>
  );
}
