import { Skeleton } from 'antd';
import type { PublicsenDetail } from '@esee/contracts';
import type { Loaded } from '@esee/react';
import { MissingOrFailed } from './MissingOrFailed';
import { NewsArticleView } from './NewsArticleView';

/**
 * An article as it loads: the skeleton, then the article; a failure is 资讯不存在 with the page's reason
 * when `isMissing` says so of the client's error, else the retry.
 */
export function LoadedArticle({
  loaded,
  isMissing,
  subTitle,
}: {
  loaded: Loaded<PublicsenDetail> & { reload: () => void };
  isMissing: (error: unknown) => boolean;
  subTitle: string;
}) {
  if (loaded.status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (loaded.status === 'failed')
    return (
      <MissingOrFailed
        missing={isMissing(loaded.error)}
        subTitle={subTitle}
        testId="publicsen-not-found"
        onRetry={loaded.reload}
      />
    );
  return <NewsArticleView article={loaded.data} />;
}
