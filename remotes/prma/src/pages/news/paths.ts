/** Where 合作方舆情 lives (spec 1 §2, PRMA publicsenInformation + detail). */
export const PARTNER_NEWS_PATH = '/merchants/publicsenInformation';
export const partnerArticleHref = (newsId: string) =>
  `${PARTNER_NEWS_PATH}/detail?newsId=${encodeURIComponent(newsId)}`;

export const TABS = ['news', 'alerts', 'partners'] as const;
export type Tab = (typeof TABS)[number];
