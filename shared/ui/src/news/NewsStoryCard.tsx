import type { ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { formatDateTime } from '../format';
import { NewsArticleBody } from './NewsArticleBody';
import { SentimentTag } from './SentimentTag';

/**
 * A story's card on a news page: the title, its source, time, sentiment and the page's tags, then the text (its
 * paragraphs, or the summary when the source gave no body).
 * `extra` stands in the card's corner (read marks); `testId` prefixes `${testId}-title` and `${testId}-body`.
 */
export function NewsStoryCard({
  story,
  source,
  tags,
  extra,
  testId,
}: {
  story: {
    title: string;
    publishTime: string | null;
    sentiment: string | null;
    summary: string | null;
    content?: string | null;
  };
  source: ReactNode;
  tags: ReactNode;
  extra?: ReactNode;
  testId: string;
}) {
  return (
    <Card style={{ marginBottom: 16 }} extra={extra}>
      <Typography.Title level={3} style={{ marginTop: 0 }} data-testid={`${testId}-title`}>
        {story.title}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{source}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(story.publishTime)}</Typography.Text>
        <SentimentTag sentiment={story.sentiment} />
        {tags}
      </Space>
      <NewsArticleBody content={story.content} summary={story.summary} testId={`${testId}-body`} />
    </Card>
  );
}
