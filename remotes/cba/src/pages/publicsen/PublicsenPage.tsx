import { Card, Skeleton, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PublicsenNews } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BarChart, companyHref, DataTable, FailedState, formatDateTime } from '@esee/ui';
import { listDetailHref } from '../../api/news';
import { publicsenApi } from '../../api/publicsen';
import { PublicsenFilters, type FilterState } from './PublicsenFilters';
import { filtersOf, paramsOf } from './filterParams';

export const SENTIMENT_COLOR: Record<string, string> = { 正面: 'success', 中性: 'default', 负面: 'error' };
export const newsHref = (newsId: string) =>
  `/bankAssistant/publicsenInformation/detail?newsId=${encodeURIComponent(newsId)}`;

const apiFilter = ({ entName: _entName, ...f }: FilterState) => f;

function Trend({ filter }: { filter: FilterState }) {
  const key = JSON.stringify(filter);
  const trend = useLoad(() => publicsenApi.trend(apiFilter(filter)), [key]);
  return (
    <Card
      size="small"
      title="负面舆情周趋势（近12周，转载合并）"
      style={{ marginBottom: 16 }}
      data-testid="publicsen-trend"
    >
      {trend.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {trend.status === 'failed' && <FailedState onRetry={trend.reload} />}
      {trend.status === 'ok' && (
        <BarChart
          width={720}
          axis
          labelEvery={2}
          color="#ff4d4f"
          valueColor="#cf1322"
          bars={trend.data.map((w) => ({
            key: w.week,
            label: w.week.slice(5),
            value: w.negative,
            title: `${w.week} 当周：负面 ${w.negative} 条`,
          }))}
          testId="publicsen-trend-chart"
          label={`近${trend.data.length}周负面舆情共 ${trend.data.reduce((n, w) => n + w.negative, 0)} 条`}
        />
      )}
    </Card>
  );
}

/**
 * `/bankAssistant/publicsenInformation`: 企业舆情. News of the user's monitored companies (or of one
 * chosen company), filtered by dates, sentiment and category, reprints folded into one row with a 相似
 * count, and the weekly trend of negative news. The filters live in the address.
 */
export default function PublicsenPage() {
  usePageTitle('企业舆情');
  const [params, setParams] = useSearchParams();
  const filter = filtersOf(params);
  const key = JSON.stringify(filter);
  return (
    <div data-testid="publicsen-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        企业舆情
      </Typography.Title>
      <PublicsenFilters value={filter} onChange={(next) => setParams(paramsOf(next), { replace: true })} />
      <Trend filter={filter} />
      <div style={{ textAlign: 'right', marginBottom: 8 }}>
        <Link to={listDetailHref(filter)} data-testid="publicsen-full-list">
          查看舆情全文（摘要、相关企业与全部转载）
        </Link>
      </div>
      <DataTable<PublicsenNews>
        testId="list-publicsen-news"
        reloadKey={key}
        rowKey={(n) => n.newsId}
        load={(page) => publicsenApi.list(apiFilter(filter), page)}
        columns={[
          {
            key: 'title',
            title: '标题',
            render: (n) => (
              <Link to={newsHref(n.newsId)} data-testid="publicsen-title">
                {n.title}
              </Link>
            ),
          },
          {
            key: 'entName',
            title: '企业',
            width: 220,
            render: (n) => <Link to={companyHref({ entId: n.entId })}>{n.entName}</Link>,
          },
          { key: 'source', title: '来源', width: 120 },
          { key: 'publishTime', title: '发布时间', width: 150, render: (n) => formatDateTime(n.publishTime) },
          {
            key: 'sentiment',
            title: '情感',
            width: 80,
            render: (n) =>
              n.sentiment ? (
                <Tag color={SENTIMENT_COLOR[n.sentiment]} data-testid="publicsen-sentiment-tag">
                  {n.sentiment}
                </Tag>
              ) : (
                '-'
              ),
          },
          { key: 'category', title: '分类', width: 100 },
          {
            key: 'similar',
            title: '相似',
            width: 80,
            align: 'right',
            render: (n) => (n.similar > 1 ? <Tag color="orange">相似 {n.similar}</Tag> : '-'),
          },
        ]}
      />
      {!filter.entId && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="publicsen-scope-hint">
          默认显示您监控企业的舆情；尚未监控企业时，可在上方选择一家企业查看，或前往企业监控添加。
        </Typography.Paragraph>
      )}
    </div>
  );
}
