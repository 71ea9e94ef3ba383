import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { PublicsenNews } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { DataTable, EmptyState, ListPage, newsColumns, NewsFilterFields, NewsTrend } from '@esee/ui';
import { ibaNewsApi, type IbaNewsFilter } from '../../api/news';
import { ArticleDrawer } from './ArticleDrawer';
import { PUBLICSEN_PATH, paramsOf, stateOf, type PageState } from './params';
import { ScopePicker, type Scope } from './ScopePicker';
import { SentimentSummary } from './SentimentSummary';

/**
 * `/investment/allInfo/publicsenInformation`: 舆情信息. The news of a deal's companies (a project of the
 * institution, or one company picked by search) by sentiment: each company's 正面/中性/负面 counts, the
 * weekly negative trend and the list (reprints folded); an article opens in a drawer. The state lives in
 * the address, so a view can be shared.
 */
export default function PublicsenPage() {
  usePageTitle('舆情信息');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const { filter } = state;
  const go = (next: PageState) => setParams(paramsOf(next), { replace: true });
  const set = (patch: Partial<IbaNewsFilter>) => go({ ...state, newsId: undefined, filter: { ...filter, ...patch } });
  const pick = (scope: Scope) => {
    const { projectId: _p, entId: _e, ...rest } = filter;
    go({
      filter: {
        ...rest,
        ...(scope ? ('projectId' in scope ? { projectId: scope.projectId } : { entId: scope.entId }) : {}),
      },
      entName: scope && 'entName' in scope ? scope.entName : undefined,
    });
  };
  const key = JSON.stringify(filter);
  const hasScope = filter.projectId !== undefined || filter.entId !== undefined;
  const articleHref = (newsId: string) => `${PUBLICSEN_PATH}?${paramsOf({ ...state, newsId }).toString()}`;

  return (
    <ListPage
      title="舆情信息"
      testId="iba-publicsen-page"
      filtersTestId="publicsen-filters"
      filterRows={[
        <ScopePicker
          key="scope"
          projectId={filter.projectId}
          entId={filter.entId}
          entName={state.entName}
          onChange={pick}
        />,
        ...(hasScope ? [<NewsFilterFields key="fields" value={filter} onChange={set} day={dayjs} />] : []),
      ]}
    >
      {!hasScope ? (
        <EmptyState description="选择一个项目，或搜索一家企业，查看其相关企业的舆情与情感分布" />
      ) : (
        <>
          <SentimentSummary load={() => ibaNewsApi.summary(filter)} reloadKey={key} />
          <NewsTrend load={() => ibaNewsApi.trend(filter)} reloadKey={key} />
          <DataTable<PublicsenNews>
            testId="list-iba-news"
            reloadKey={key}
            rowKey={(n) => n.newsId}
            load={(page) => ibaNewsApi.list(filter, page)}
            columns={newsColumns<PublicsenNews>(articleHref)}
          />
        </>
      )}
      {state.newsId && <ArticleDrawer newsId={state.newsId} onClose={() => go({ ...state, newsId: undefined })} />}
    </ListPage>
  );
}
