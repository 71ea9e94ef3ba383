import { Space, Tag } from 'antd';
import type { ResearchForecast } from '@esee/contracts';
import { BLANK, formatNumber, formatPercent, type DataColumn } from '@esee/ui';

export const RESEARCH_PATH = '/investment/researchReport';
export const consensusHref = (stockCode: string) => `${RESEARCH_PATH}/consensus?code=${encodeURIComponent(stockCode)}`;
export const brokerHref = (broker: string) => `${RESEARCH_PATH}/broker?name=${encodeURIComponent(broker)}`;
/** The list narrowed to one filter (a broker, an analyst by SAC number, a stock). */
export const listHref = (param: 'broker' | 'sac' | 'stock', value: string) =>
  `${RESEARCH_PATH}?${new URLSearchParams({ [param]: value }).toString()}`;

/** The rating scale's colours: red for the positive ratings (A-share convention), green for the negative. */
export const RATING_COLOR: Record<string, string> = {
  买入: '#cf1322',
  增持: '#fa541c',
  中性: '#8c8c8c',
  减持: '#389e0d',
  卖出: '#237804',
};
const CHANGE_COLOR: Record<string, string> = { 上调: 'red', 下调: 'green', 维持: 'default', 首次: 'blue' };

export function RatingTag({ rating, testId = 'research-rating' }: { rating: string | null; testId?: string }) {
  if (!rating) return <span>{BLANK}</span>;
  return (
    <Tag color={RATING_COLOR[rating]} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {rating}
    </Tag>
  );
}

export function ChangeTag({ change }: { change: string | null }) {
  if (!change) return null;
  return (
    <Tag color={CHANGE_COLOR[change]} bordered={false} data-testid="research-change">
      {change}
    </Tag>
  );
}

/** A report's rating with how it changed, side by side or (a narrow column) one above the other. */
export function RatingCell({
  report,
  vertical,
  testId,
}: {
  report: { rating: string | null; ratingChange: string | null };
  vertical?: boolean;
  testId?: string;
}) {
  return (
    <Space direction={vertical ? 'vertical' : undefined} size={2}>
      <RatingTag rating={report.rating} testId={testId} />
      <ChangeTag change={report.ratingChange} />
    </Space>
  );
}

/** A price in 元, or a blank where the report gives none. */
export const priceText = (price: number | null) => (price === null ? BLANK : formatNumber(price));

/** The 目标价 column of a list of reports. */
export const targetPriceColumn = <T extends { targetPrice: number | null }>(width: number): DataColumn<T> => ({
  key: 'targetPrice',
  title: '目标价',
  width,
  align: 'right',
  render: (r) => priceText(r.targetPrice),
});

/** 2026E: the forecast years as brokers write them. */
export const yearLabel = (year: number) => `${String(year).slice(2)}E`;

/** Forecasts, one year a line: 26E 1.02 / 18.3 (EPS, then PE); or one of the two. */
export function ForecastLines({ forecasts, field }: { forecasts: readonly ResearchForecast[]; field?: 'eps' | 'pe' }) {
  if (!forecasts.length) return <span>{BLANK}</span>;
  const value = (v: number | null) => (v === null ? BLANK : formatNumber(v));
  return (
    <span style={{ whiteSpace: 'nowrap', fontSize: 12 }} data-testid="research-forecast-lines">
      {forecasts.map((f) => (
        <div key={f.year}>
          <span style={{ color: '#8c8c8c' }}>{yearLabel(f.year)}</span>{' '}
          {field ? value(f[field]) : `${value(f.eps)} / ${value(f.pe)}`}
        </div>
      ))}
    </span>
  );
}

/** A ratio as a signed percentage: +12.0% */
export const signedPercent = (value: number | null | undefined) =>
  formatPercent(value, { share: true, decimals: 1, signed: true });

/** A broker's badge: its first two characters on its own colour (no logos are shipped). */
const BADGE_COLORS = ['#c41d7f', '#1677ff', '#d4380d', '#08979c', '#531dab', '#d48806', '#389e0d', '#0958d9'];
export function BrokerBadge({ broker, size = 48 }: { broker: string; size?: number }) {
  const hash = [...broker].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 8,
        background: BADGE_COLORS[hash % BADGE_COLORS.length],
        color: '#fff',
        fontWeight: 600,
        fontSize: size / 3.2,
        flex: 'none',
      }}
    >
      {broker.slice(0, 2)}
    </span>
  );
}
