import { Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PublicsenNews } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { DataTable, ListPage, newsColumns, NewsTrend } from '@esee/ui';
import { listDetailHref } from '../../api/news';
import { publicsenApi } from '../../api/publicsen';
import { usePublicsenFilterRows, type FilterState } from './PublicsenFilters';
import { filtersOf, paramsOf } from './filterParams';

export const newsHref = (newsId: string) =>
  `/bankAssistant/publicsenInformation/detail?newsId=${encodeURIComponent(newsId)}`;

const apiFilter = ({ entName: _entName, ...f }: FilterState) => f;

/**
 * `/bankAssistant/publicsenInformation`: 企业舆情. News of the user's monitored companies (or of one
 * chosen company), filtered by dates, sentiment and category, reprints folded into one row with a 相似
 * count, and the weekly trend of negative news over the list. The filters live in the address.
 */
export default function PublicsenPage() {
  usePageTitle('企业舆情');
  const [params, setParams] = useSearchParams();
  const filter = filtersOf(params);
  const key = JSON.stringify(filter);
  const filterRows = usePublicsenFilterRows(filter, (next) => setParams(paramsOf(next), { replace: true }));
  return (
    <ListPage title="企业舆情" testId="publicsen-page" filtersTestId="publicsen-filters" filterRows={filterRows}>
      <NewsTrend load={() => publicsenApi.trend(apiFilter(filter))} reloadKey={key} />
      <div style={{ textAlign: 'right', marginBottom: 8 }}>
        <Link to={listDetailHref(filter)} data-testid="publicsen-full-list">
          查看舆情全文（摘要、相关企业与全部转载）
        </Link>
      </div>
      <DataTable<PublicsenNews>
        testId="list-publicsen-news"
        reloadKey={key}
        rowKey={(n) => n.newsId}
        load={(page) => publicsenApi.list(apiFilter(filter), page)}
        columns={newsColumns<PublicsenNews>(newsHref)}
      />
      {!filter.entId && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="publicsen-scope-hint">
          默认显示您监控企业的舆情；尚未监控企业时，可在上方选择一家企业查看，或前往企业监控添加。
        </Typography.Paragraph>
      )}
    </ListPage>
  );
}
