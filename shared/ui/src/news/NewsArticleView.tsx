import { Card, List, Tag } from 'antd';
import { Link } from 'react-router';
import type { PublicsenDetail } from '@esee/contracts';
import { formatDateTime } from '../format';
import { companyHref } from '../links';
import { NewsStoryCard } from './NewsStoryCard';

/** One article as the news pages show it: title, source, time and tags, the text, related companies, reprints. */
export function NewsArticleView({ article: n }: { article: PublicsenDetail }) {
  return (
    <>
      <NewsStoryCard
        story={n}
        source={n.source ?? '-'}
        tags={
          <>
            {n.category && <Tag color="blue">{n.category}</Tag>}
            {n.tags && <Tag>{n.tags}</Tag>}
          </>
        }
        testId="publicsen-detail"
      />
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
