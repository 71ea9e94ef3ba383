import { Drawer, Skeleton } from 'antd';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';
import { MissingOrFailed, NewsArticleView } from '@esee/ui';
import { ibaNewsApi } from '../../api/news';

/** One article of the list, in a drawer over the page: its text, related companies and reprints. */
export function ArticleDrawer({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const news = useLoad(() => ibaNewsApi.detail(newsId), [newsId]);
  return (
    <Drawer open width={720} title="舆情详情" onClose={onClose} data-testid="iba-news-article">
      {news.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {news.status === 'failed' && (
        <MissingOrFailed
          missing={isNotFound(news.error)}
          subTitle="资讯可能已下线。"
          testId="publicsen-not-found"
          onRetry={news.reload}
        />
      )}
      {news.status === 'ok' && <NewsArticleView article={news.data} />}
    </Drawer>
  );
}
