import { Card, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, companyHref, FailedState, formatDateTime } from '@esee/ui';
import { publicsenApi } from '../../api/publicsen';
import { SENTIMENT_COLOR } from './PublicsenPage';

/** `/bankAssistant/publicsenInformation/detail?newsId=`: one article, its related companies and reprints. */
export default function PublicsenDetailPage() {
  const [params] = useSearchParams();
  const newsId = params.get('newsId') ?? '';
  const news = useLoad(
    () => (newsId ? publicsenApi.detail(newsId) : Promise.reject(new Error('no news id'))),
    [newsId],
  );
  usePageTitle(news.data ? `${news.data.title} - 企业舆情` : '企业舆情');
  const crumbs = [{ title: '企业舆情', to: '/bankAssistant/publicsenInformation' }, { title: '舆情详情' }];

  if (news.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!newsId || isNotFound(news.error) ? (
          <Result status="404" title="资讯不存在" subTitle="资讯可能已下线。" data-testid="publicsen-not-found" />
        ) : (
          <FailedState onRetry={news.reload} />
        )}
      </>
    );
  if (news.status === 'loading')
    return (
      <>
        <BackBar crumbs={crumbs} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  const n = news.data;
  return (
    <div data-testid="publicsen-detail">
      <BackBar crumbs={crumbs} />
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="publicsen-detail-title">
          {n.title}
        </Typography.Title>
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{n.source ?? '-'}</Typography.Text>
          <Typography.Text type="secondary">{formatDateTime(n.publishTime)}</Typography.Text>
          {n.sentiment && <Tag color={SENTIMENT_COLOR[n.sentiment]}>{n.sentiment}</Tag>}
          {n.category && <Tag color="blue">{n.category}</Tag>}
          {n.tags && <Tag>{n.tags}</Tag>}
        </Space>
        <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.8 }} data-testid="publicsen-detail-body">
          {n.summary ?? '暂无正文'}
        </Typography.Paragraph>
      </Card>
      <Card size="small" title="相关企业" style={{ marginBottom: 16 }} data-testid="publicsen-related">
        <List
          size="small"
          dataSource={n.related}
          renderItem={(c) => (
            <List.Item>
              <Link to={companyHref({ entId: c.entId })}>{c.entName}</Link>
              <Tag>{c.relation}</Tag>
            </List.Item>
          )}
        />
      </Card>
      {n.reprints.length > 0 && (
        <Card size="small" title={`相似报道（${n.reprints.length}）`} data-testid="publicsen-reprints">
          <List
            size="small"
            dataSource={n.reprints}
            renderItem={(r) => (
              <List.Item>
                {r.source ?? '-'} · {formatDateTime(r.publishTime)}
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
}
