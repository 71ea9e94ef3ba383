import { useState } from 'react';
import { Badge, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import type { PartnerNewsFilter } from '../../api/partnerNews';
import { partnerNewsApi } from '../../api/partnerNews';
import { AlertInbox } from './AlertInbox';
import { NewsTab } from './NewsTab';
import { PartnersTab } from './PartnersTab';
import { TABS, type Tab } from './paths';
import { PageTitle } from '@esee/ui';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The news filters as the address keeps them. */
function filterOf(params: URLSearchParams): PartnerNewsFilter {
  const pick = <T extends string>(k: string, values: readonly T[]) =>
    values.includes(params.get(k) as T) ? (params.get(k) as T) : undefined;
  const day = (k: string) => (DAY.test(params.get(k) ?? '') ? params.get(k)! : undefined);
  return {
    entId: params.get('entId') || undefined,
    dateFrom: day('from'),
    dateTo: day('to'),
    sentiment: pick('sentiment', NEWS_SENTIMENTS),
    category: pick('category', NEWS_CATEGORIES),
  };
}

function paramsOf(tab: Tab, f: PartnerNewsFilter): Record<string, string> {
  const entries: [string, string | undefined][] = [
    ['tab', tab === 'news' ? undefined : tab],
    ['entId', f.entId],
    ['from', f.dateFrom],
    ['to', f.dateTo],
    ['sentiment', f.sentiment],
    ['category', f.category],
  ];
  return Object.fromEntries(entries.filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * `/merchants/publicsenInformation`: 合作方舆情 (product pages §2.6). The partners' news (舆情列表), the alert
 * inbox with this user's unread count as a badge (预警收件箱), and the partner list itself (合作方名单). The tab
 * and the news filters live in the address.
 */
export default function PartnerNewsPage() {
  usePageTitle('合作方舆情');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'news';
  const filter = filterOf(params);
  const [version, setVersion] = useState(0);
  const unread = useLoad(() => partnerNewsApi.unread(), [version]);
  const count = unread.status === 'ok' ? unread.data.unread : 0;
  const go = (next: Tab, f: PartnerNewsFilter = filter) => setParams(paramsOf(next, f), { replace: true });
  const changed = () => setVersion((v) => v + 1);
  return (
    <div data-testid="partner-news-page">
      <PageTitle>合作方舆情</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => go(key as Tab)}
        destroyOnHidden
        items={[
          {
            key: 'news',
            label: <span data-testid="partner-tab-news">舆情列表</span>,
            children: (
              <NewsTab
                key={version}
                filter={filter}
                onChange={(f) => go('news', f)}
                onAddPartners={() => go('partners')}
              />
            ),
          },
          {
            key: 'alerts',
            label: (
              <span data-testid="partner-tab-alerts">
                预警收件箱{' '}
                <Badge count={count} overflowCount={99} data-testid="partner-alert-badge" data-count={count} />
              </span>
            ),
            children: <AlertInbox onChanged={changed} />,
          },
          {
            key: 'partners',
            label: <span data-testid="partner-tab-partners">合作方名单</span>,
            children: <PartnersTab onChanged={changed} />,
          },
        ]}
      />
    </div>
  );
}
