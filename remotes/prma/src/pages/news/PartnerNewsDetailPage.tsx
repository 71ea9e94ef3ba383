import { useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, LoadedArticle } from '@esee/ui';
import { partnerNewsApi } from '../../api/partnerNews';
import { PARTNER_NEWS_PATH } from './paths';

/** `/merchants/publicsenInformation/detail?newsId=`: one article of a partner, its related companies and reprints. */
export default function PartnerNewsDetailPage() {
  const [params] = useSearchParams();
  const newsId = params.get('newsId') ?? '';
  const news = useLoad(
    () => (newsId ? partnerNewsApi.detail(newsId) : Promise.reject(new Error('no news id'))),
    [newsId],
  );
  usePageTitle(news.data ? `${news.data.title} - 合作方舆情` : '合作方舆情');
  const crumbs = [{ title: '合作方舆情', to: PARTNER_NEWS_PATH }, { title: '舆情详情' }];
  return (
    <div data-testid="partner-news-detail-page">
      <BackBar crumbs={crumbs} />
      <LoadedArticle
        loaded={news}
        isMissing={(error) => !newsId || isNotFound(error)}
        subTitle="资讯可能已下线，或其企业不在本机构的合作方名单中。"
      />
    </div>
  );
}
