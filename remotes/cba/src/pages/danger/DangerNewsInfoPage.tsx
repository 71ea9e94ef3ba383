import { useEffect, useState } from 'react';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { NEW_RISK_DAYS, type CompanyRiskSummary } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import {
  BackBar,
  companyHref,
  CompanyStatusTag,
  DataTable,
  DetailPending,
  formatDateTime,
  NewsStoryCard,
} from '@esee/ui';
import { dangerApi, dangerCompanyHref, dangerListHref } from '../../api/news';
import { useParamDetail } from '../shared/useParamDetail';

function RiskCell({ c }: { c: CompanyRiskSummary }) {
  if (!c.risks.length) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {c.risks.map((r) => (
        <Tag key={r.label} color="red">
          {r.label} {r.count}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * `/bankAssistant/danger/newsInfo?newsId=`: one risk story, marked read on opening, its reprints, and the
 * companies it concerns with their risk at a glance (checklist records, recent negative news).
 */
export default function DangerNewsInfoPage() {
  const { loaded: news, missing } = useParamDetail('newsId', dangerApi.info);
  /** A read mark made on this page; otherwise the story reads as read, since opening it marks it. */
  const [mark, setMark] = useState<{ newsId: string; read: boolean } | null>(null);
  usePageTitle(news.data ? `${news.data.title} - 风险新闻` : '风险新闻');
  const n = news.data;
  const read = mark && mark.newsId === n?.newsId ? mark.read : true;
  // Opening a story reads it: marked once the article shows, not before.
  useEffect(() => {
    if (n && !n.read) dangerApi.markRead([n.newsId], true).catch(() => setMark({ newsId: n.newsId, read: false }));
  }, [n]);
  const toggle = (next: boolean) =>
    n &&
    dangerApi.markRead([n.newsId], next).then(
      () => setMark({ newsId: n.newsId, read: next }),
      () => undefined,
    );

  const crumbs = [
    { title: '风险新闻', to: dangerListHref },
    ...(n ? [{ title: n.entName, to: dangerCompanyHref(n.entId) }] : []),
    { title: '新闻详情' },
  ];
  if (!n)
    return (
      <DetailPending
        crumbs={crumbs}
        loaded={news}
        missing={missing}
        subTitle="资讯可能已下线，或不属于本机构的监控企业。"
        testId="danger-news-not-found"
      />
    );
  return (
    <div data-testid="danger-news-info-page">
      <BackBar crumbs={crumbs} />
      <NewsStoryCard
        story={n}
        source={
          <>
            {n.source ?? '-'}（{n.sourceType}）
          </>
        }
        tags={n.category && <Tag color="volcano">{n.category}</Tag>}
        extra={
          <Space>
            <Tag color={read ? 'default' : 'processing'} data-testid="danger-read-tag">
              {read ? '已读' : '未读'}
            </Tag>
            <Button size="small" onClick={() => toggle(!read)} data-testid="danger-mark-toggle">
              {read ? '标为未读' : '标为已读'}
            </Button>
          </Space>
        }
        testId="danger-news"
      />
      <Card size="small" title="相关企业风险概况" style={{ marginBottom: 16 }} data-testid="danger-related">
        <DataTable<CompanyRiskSummary>
          testId="list-danger-related"
          size="small"
          rows={n.related}
          rowKey={(c) => `${c.relation}-${c.entId}`}
          columns={[
            {
              key: 'entName',
              title: '企业',
              render: (c) => <Link to={companyHref({ entId: c.entId })}>{c.entName}</Link>,
            },
            { key: 'relation', title: '关系', width: 90, render: (c) => <Tag>{c.relation}</Tag> },
            {
              key: 'status',
              title: '状态',
              width: 90,
              render: (c) => (c.status ? <CompanyStatusTag status={c.status} /> : '-'),
            },
            { key: 'risks', title: '风险事项', render: (c) => <RiskCell c={c} /> },
            {
              key: 'negativeNews',
              title: `近${NEW_RISK_DAYS}天负面舆情`,
              width: 130,
              align: 'right',
              render: (c) => c.negativeNews,
            },
            {
              key: 'monitored',
              title: '监控',
              width: 110,
              render: (c) => (c.monitored ? <Link to={dangerCompanyHref(c.entId)}>风险新闻</Link> : <Tag>未监控</Tag>),
            },
          ]}
        />
      </Card>
      {n.reprints.length > 0 && (
        <Card size="small" title={`相似报道（${n.reprints.length}）`} data-testid="danger-reprints">
          <List
            size="small"
            dataSource={n.reprints}
            renderItem={(r) => (
              <List.Item>
                {r.title} · {r.source ?? '-'}（{r.sourceType}）· {formatDateTime(r.publishTime)}
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
}
