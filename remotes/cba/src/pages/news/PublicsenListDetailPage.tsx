import { useState } from 'react';
import { Drawer, Segmented, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS, type NewsArticle } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  choices,
  companyHref,
  DataTable,
  FilterSelect,
  formatDateTime,
  ListPage,
  LoadedArticle,
  SentimentTag,
} from '@esee/ui';
import { listDetailApi, type ListDetailFilter } from '../../api/news';
import { publicsenApi } from '../../api/publicsen';
import { filtersOf, paramsOf } from './filterParams';
import { newsHref } from './PublicsenPage';

/** One story read whole over the list: its paragraphs, related companies and reprints; its own page a click away. */
function ArticleDrawer({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const news = useLoad(() => publicsenApi.detail(newsId), [newsId]);
  return (
    <Drawer
      open
      size={720}
      title="舆情全文"
      extra={<Link to={newsHref(newsId)}>在新页面查看</Link>}
      onClose={onClose}
      data-testid="news-article-drawer"
    >
      <LoadedArticle loaded={news} isMissing={isNotFound} subTitle="资讯可能已下线。" />
    </Drawer>
  );
}

/** The story, its summary and every reprint under it: the page is read, not scanned. */
function StoryCell({ n, onOpen }: { n: NewsArticle; onOpen: (newsId: string) => void }) {
  return (
    <div style={{ maxWidth: 560 }}>
      <Space size={4} wrap>
        <Typography.Link onClick={() => onOpen(n.newsId)} data-testid="news-story-title" style={{ fontWeight: 500 }}>
          {n.title}
        </Typography.Link>
        <SentimentTag sentiment={n.sentiment} />
        {n.category && <Tag color="blue">{n.category}</Tag>}
      </Space>
      {n.summary && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: 2 }}>
          {n.summary}
        </Typography.Paragraph>
      )}
      {n.reprints.length > 0 && (
        <div data-testid="news-story-reprints" style={{ marginTop: 6 }}>
          <Tag color="orange">相似 {n.similar}</Tag>
          {n.reprints.map((r) => (
            <div key={r.newsId} style={{ fontSize: 12, color: '#8c8c8c', lineHeight: 1.8 }} data-testid="news-reprint">
              {r.source ?? '-'}（{r.sourceType}）· {formatDateTime(r.publishTime)} · {r.title}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * `/bankAssistant/publicsenInformation/listDetail`: 舆情全文列表. The news of one company (or one
 * monitoring group, else every monitored company) in full: each story with its summary, source type,
 * related companies and every reprint spelled out, where 企业舆情 folds them into 相似 N.
 */
export default function PublicsenListDetailPage() {
  const [params, setParams] = useSearchParams();
  const { entName, ...filter } = filtersOf(params);
  const set = (patch: Partial<ListDetailFilter>) =>
    setParams(paramsOf({ entName, ...filter, ...patch }), { replace: true });
  const scope = entName ?? (filter.groupId ? '分组监控企业' : '全部监控企业');
  usePageTitle(`${scope} - 舆情全文`);
  const back = paramsOf({ entName, ...filter });
  const backQuery = new URLSearchParams(back).toString();
  const [reading, setReading] = useState<string | null>(null);
  return (
    <>
      <BackBar
        crumbs={[
          { title: '企业舆情', to: `/bankAssistant/publicsenInformation${backQuery ? `?${backQuery}` : ''}` },
          { title: '舆情全文' },
        ]}
      />
      <ListPage
        title={<span data-testid="news-list-detail-scope">{scope}的舆情全文</span>}
        testId="news-list-detail-page"
        filtersTestId="news-list-detail-filters"
        filters={
          <>
            <Typography.Text type="secondary">情感</Typography.Text>
            <Segmented
              value={filter.sentiment ?? '全部'}
              options={['全部', ...NEWS_SENTIMENTS]}
              onChange={(v) => set({ sentiment: v === '全部' ? undefined : (v as ListDetailFilter['sentiment']) })}
              data-testid="news-list-detail-sentiment"
            />
            <Typography.Text type="secondary">分类</Typography.Text>
            <FilterSelect
              placeholder="全部分类"
              options={choices(NEWS_CATEGORIES)}
              value={filter.category}
              onChange={(category) => set({ category })}
              testId="news-list-detail-category"
            />
          </>
        }
      >
        <DataTable<NewsArticle>
          testId="list-news-articles"
          reloadKey={JSON.stringify(filter)}
          rowKey={(n) => n.newsId}
          load={(page) => listDetailApi.list(filter, page)}
          columns={[
            { key: 'title', title: '报道', render: (n) => <StoryCell n={n} onOpen={setReading} /> },
            {
              key: 'related',
              title: '相关企业',
              width: 320,
              render: (n) => (
                <Space direction="vertical" size={2} style={{ whiteSpace: 'nowrap' }}>
                  {n.related.map((c) => (
                    <span key={`${c.relation}-${c.entId}`}>
                      <Link to={companyHref({ entId: c.entId })}>{c.entName}</Link>{' '}
                      <Tag style={{ marginInlineEnd: 0 }}>{c.relation}</Tag>
                    </span>
                  ))}
                </Space>
              ),
            },
            {
              key: 'source',
              title: '来源',
              width: 160,
              render: (n) => (
                <span style={{ whiteSpace: 'nowrap' }}>
                  {n.source ?? '-'} <Tag>{n.sourceType}</Tag>
                </span>
              ),
            },
            { key: 'publishTime', title: '发布时间', width: 150, render: (n) => formatDateTime(n.publishTime) },
          ]}
        />
        {reading && <ArticleDrawer newsId={reading} onClose={() => setReading(null)} />}
      </ListPage>
    </>
  );
}
