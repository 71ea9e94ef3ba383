import { useState } from 'react';
import { Card, Input, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '@esee/react';
import { DataTable } from '@esee/ui';
import { monitorApi, type NewsFilter, type NewsItem } from '../../api/monitor';

const SENTIMENT_COLOR: Record<string, string> = { 负面: 'red', 中性: 'default', 正面: 'green' };

/**
 * 舆情资讯 (`/monitoring/newsList`, `/apps/monitor/publicsen`): news of companies by sentiment, newest
 * first, the user's monitored companies only when `my`; 风险舆情 (`/apps/monitor/danger/*`): negative news
 * of monitored companies.
 */
export default function NewsListPage({ danger = false, base = '/monitoring' }: { danger?: boolean; base?: string }) {
  usePageTitle(danger ? '风险舆情' : '舆情资讯');
  const [filter, setFilter] = useState<NewsFilter>(danger ? { my: true, sentiment: '负面' } : { my: true });
  const [keyword, setKeyword] = useState('');
  return (
    <Card data-testid="news-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {danger ? '风险舆情' : '舆情资讯'}
      </Typography.Title>
      {!danger && (
        <Tabs
          activeKey={filter.sentiment ?? 'all'}
          onChange={(key) =>
            setFilter((f) => ({ ...f, sentiment: key === 'all' ? undefined : (key as NewsItem['sentiment']) }))
          }
          items={[
            { key: 'all', label: '全部' },
            { key: '负面', label: '负面' },
            { key: '中性', label: '中性' },
            { key: '正面', label: '正面' },
          ]}
        />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="按标题查找"
          style={{ width: 260 }}
          onSearch={(v) => setKeyword(v.trim())}
        />
        {!danger && (
          <Space>
            <Switch
              size="small"
              checked={filter.my}
              onChange={(my) => setFilter((f) => ({ ...f, my }))}
              data-testid="news-my"
            />
            只看监控企业
          </Space>
        )}
      </Space>
      <DataTable<NewsItem>
        testId="list-news"
        reloadKey={JSON.stringify({ filter, keyword })}
        rowKey={(n) => n.newsId}
        load={(page) => monitorApi.news({ ...filter, keyword: keyword || undefined }, page)}
        columns={[
          {
            key: 'title',
            title: '标题',
            render: (n) => <Link to={`${base}/newsInfo?id=${encodeURIComponent(n.newsId)}`}>{n.title}</Link>,
          },
          { key: 'entName', title: '企业', width: 260 },
          {
            key: 'sentiment',
            title: '情感',
            width: 80,
            render: (n) => <Tag color={SENTIMENT_COLOR[n.sentiment]}>{n.sentiment}</Tag>,
          },
          { key: 'source', title: '来源', width: 120 },
          { key: 'publishTime', title: '发布时间', width: 170 },
        ]}
      />
    </Card>
  );
}
