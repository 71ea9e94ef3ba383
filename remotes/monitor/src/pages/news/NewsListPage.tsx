import { useState } from 'react';
import { Button, Input, Skeleton, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@esee/react';
import { monitorApi, type NewsItem } from '../../api/monitor';
import { ExplainedTable } from '../../components/ExplainedTable';
import { ADD_MONITOR_PATH, EmptyBecause, NotMonitoringYet } from '../../components/NotMonitoringYet';
import { useGroups } from '../../groups/useGroups';
import { ListPage } from '@esee/ui';

const SENTIMENT_COLOR: Record<string, string> = { 负面: 'red', 中性: 'default', 正面: 'green' };

/**
 * 舆情资讯 (`/monitoring/newsList`, `/apps/monitor/publicsen`): news of companies by sentiment, newest
 * first; 只看监控企业 is on by default for a user who monitors companies, off for one who monitors none
 * (the news of all companies, rather than an empty page). 风险舆情 (`/apps/monitor/danger/*`): negative
 * news of monitored companies.
 */
export default function NewsListPage({ danger = false, base = '/monitoring' }: { danger?: boolean; base?: string }) {
  usePageTitle(danger ? '风险舆情' : '舆情资讯');
  const navigate = useNavigate();
  const groups = useGroups();
  const [sentiment, setSentiment] = useState<NewsItem['sentiment'] | undefined>(danger ? '负面' : undefined);
  const [myChoice, setMy] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const monitored = groups.monitored;
  // Until the groups are known the default is not: a failed load shows all news.
  const ready = monitored !== undefined || groups.failed;
  const my = danger || (myChoice ?? (monitored ?? 0) > 0);
  const search = (value: string) => {
    setText(value);
    setKeyword(value.trim());
  };
  const clearSearch = <Button onClick={() => search('')}>清除查询</Button>;
  const showAll = (
    <Button type="primary" onClick={() => setMy(false)} data-testid="news-show-all">
      查看全部资讯
    </Button>
  );

  const empty = danger ? (
    keyword ? (
      <EmptyBecause actions={clearSearch}>所选条件下没有负面舆情</EmptyBecause>
    ) : (
      <EmptyBecause>您监控的企业暂时没有负面舆情</EmptyBecause>
    )
  ) : !my ? (
    <EmptyBecause actions={keyword ? clearSearch : undefined}>所选条件下没有资讯</EmptyBecause>
  ) : monitored === 0 ? (
    <EmptyBecause
      actions={
        <>
          <Button onClick={() => navigate(ADD_MONITOR_PATH)}>添加监控企业</Button>
          {showAll}
        </>
      }
    >
      您还没有监控任何企业，「只看监控企业」下没有资讯
    </EmptyBecause>
  ) : (
    <EmptyBecause actions={showAll}>
      {keyword || sentiment ? '所选条件下，您监控的企业没有资讯' : '您监控的企业暂时没有资讯'}
    </EmptyBecause>
  );

  const notWatching = danger && monitored === 0;
  return (
    <ListPage
      title={danger ? '风险舆情' : '舆情资讯'}
      testId="news-page"
      filtersTestId="news-filters"
      intro={
        !danger && (
          <Tabs
            activeKey={sentiment ?? 'all'}
            onChange={(key) => setSentiment(key === 'all' ? undefined : (key as NewsItem['sentiment']))}
            items={[
              { key: 'all', label: '全部' },
              { key: '负面', label: '负面' },
              { key: '中性', label: '中性' },
              { key: '正面', label: '正面' },
            ]}
          />
        )
      }
      filters={
        !notWatching && (
          <>
            <Input.Search
              allowClear
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="按标题查询"
              enterButton="查询"
              style={{ width: 300 }}
              onSearch={search}
              data-testid="news-search"
            />
            {!danger && (
              <Space>
                <Switch size="small" checked={my} onChange={setMy} disabled={!ready} data-testid="news-my" />
                只看监控企业
                {!my && monitored === 0 && (
                  <Typography.Text type="secondary" data-testid="news-all-hint">
                    您还没有监控企业，这里显示全部企业的资讯。<Link to={ADD_MONITOR_PATH}>添加监控企业</Link>
                  </Typography.Text>
                )}
              </Space>
            )}
          </>
        )
      }
    >
      {notWatching ? (
        <NotMonitoringYet shows="它们的负面舆情" />
      ) : !ready ? (
        <Skeleton active />
      ) : (
        <ExplainedTable<NewsItem>
          testId="list-news"
          reloadKey={JSON.stringify({ my, sentiment, keyword })}
          empty={empty}
          rowKey={(n) => n.newsId}
          load={(page) => monitorApi.news({ my, sentiment, keyword: keyword || undefined }, page)}
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
            {
              key: 'publishTime',
              title: '发布时间',
              width: 170,
              render: (n) => <span data-testid="news-time">{n.publishTime}</span>,
            },
          ]}
        />
      )}
    </ListPage>
  );
}
