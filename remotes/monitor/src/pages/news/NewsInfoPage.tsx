import { Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, CompanyLink, FailedState, PageTitle } from '@esee/ui';
import { monitorApi } from '../../api/monitor';

/** `/monitoring/newsInfo?id=`: one news item, with its company. */
export default function NewsInfoPage({ base = '/monitoring' }: { base?: string }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const news = useLoad(() => (id ? monitorApi.newsDetail(id) : Promise.reject(new Error('no id'))), [id]);
  usePageTitle(news.data?.title ?? '资讯详情');
  const crumbs = [{ title: '舆情资讯', to: `${base}/newsList` }, { title: '资讯详情' }];
  if (news.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!id || isNotFound(news.error) ? (
          <Result status="404" title="资讯不存在" data-testid="news-not-found" />
        ) : (
          <FailedState onRetry={news.reload} />
        )}
      </>
    );
  if (!news.data) return <Skeleton active />;
  const n = news.data;
  return (
    <div data-testid="news-info">
      <BackBar crumbs={crumbs} />
      <Card>
        <PageTitle>{n.title}</PageTitle>
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="企业">
            <CompanyLink entId={n.entId} name={n.entName} />
          </Descriptions.Item>
          <Descriptions.Item label="情感">
            <Tag color={n.sentiment === '负面' ? 'red' : n.sentiment === '正面' ? 'green' : 'default'}>
              {n.sentiment}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="来源">{n.source ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="发布时间">{String(n.publishTime ?? '-')}</Descriptions.Item>
          <Descriptions.Item label="标签" span={2}>
            {String(n.tags ?? '-')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
