import { Drawer } from 'antd';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';
import { LoadedArticle } from '@esee/ui';
import { ibaNewsApi } from '../../api/news';

/** One article of the list, in a drawer over the page: its text, related companies and reprints. */
export function ArticleDrawer({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const news = useLoad(() => ibaNewsApi.detail(newsId), [newsId]);
  return (
    <Drawer open width={720} title="舆情详情" onClose={onClose} data-testid="iba-news-article">
      <LoadedArticle loaded={news} isMissing={isNotFound} subTitle="资讯可能已下线。" />
    </Drawer>
  );
}
