import { Tag } from 'antd';

/** Colours of the three sentiments (正面, 中性, 负面) on every news page. */
export const SENTIMENT_COLOR: Record<string, string> = { 正面: 'success', 中性: 'default', 负面: 'error' };

/** A news item's sentiment as a coloured tag; nothing when the item has none. */
export function SentimentTag({ sentiment, testId }: { sentiment: string | null | undefined; testId?: string }) {
  if (!sentiment) return null;
  return (
    <Tag color={SENTIMENT_COLOR[sentiment]} data-testid={testId}>
      {sentiment}
    </Tag>
  );
}
