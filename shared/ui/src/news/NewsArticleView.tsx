import { Card, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { PublicsenDetail } from '@esee/contracts';
import { formatDateTime } from '../format';
import { companyHref } from '../links';
import { SentimentTag } from './SentimentTag';

/** One article as the news pages show it: title, source, time and tags, the text, related companies, reprints. */
export function NewsArticleView({ article: n }: { article: PublicsenDetail }) {
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="publicsen-detail-title">
          {n.title}
        </Typography.Title>
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{n.source ?? '-'}</Typography.Text>
          <Typography.Text type="secondary">{formatDateTime(n.publishTime)}</Typography.Text>
          <SentimentTag sentiment={n.sentiment} />
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
    </>
  );
}
