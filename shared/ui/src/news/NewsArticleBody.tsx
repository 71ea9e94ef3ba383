import { Typography } from 'antd';
import { newsParagraphs } from '@esee/contracts';

/**
 * An article's text: its body's paragraphs (blank-line separated), else the summary when the source gave no body,
 * else 暂无正文. `testId` marks the whole (`${testId}`) and each paragraph (`${testId}-paragraph`).
 */
export function NewsArticleBody({
  content,
  summary,
  testId,
}: {
  content?: string | null;
  summary: string | null;
  testId: string;
}) {
  const paragraphs = newsParagraphs(content);
  const shown = paragraphs.length ? paragraphs : [summary ?? '暂无正文'];
  return (
    <div data-testid={testId} data-paragraphs={paragraphs.length}>
      {shown.map((p, i) => (
        <Typography.Paragraph
          key={i}
          style={{ fontSize: 15, lineHeight: 1.8, textIndent: paragraphs.length ? '2em' : undefined }}
          data-testid={`${testId}-paragraph`}
        >
          {p}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
