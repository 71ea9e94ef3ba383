import { usePageTitle } from '@esee/react';
import { BackBar, DetailPending, NewsArticleView } from '@esee/ui';
import { publicsenApi } from '../../api/publicsen';
import { useParamDetail } from '../shared/useParamDetail';

/** `/bankAssistant/publicsenInformation/detail?newsId=`: one article, its related companies and reprints. */
export default function PublicsenDetailPage() {
  const { loaded: news, missing } = useParamDetail('newsId', publicsenApi.detail);
  usePageTitle(news.data ? `${news.data.title} - 企业舆情` : '企业舆情');
  const crumbs = [{ title: '企业舆情', to: '/bankAssistant/publicsenInformation' }, { title: '舆情详情' }];

  if (news.status !== 'ok')
    return (
      <DetailPending
        crumbs={crumbs}
        loaded={news}
        missing={missing}
        subTitle="资讯可能已下线。"
        testId="publicsen-not-found"
      />
    );
  return (
    <div data-testid="publicsen-detail">
      <BackBar crumbs={crumbs} />
      <NewsArticleView article={news.data} />
    </div>
  );
}
