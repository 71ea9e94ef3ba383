import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS, type PublicsenNews } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { choices, DataTable, EmptyState, FilterSelect, newsColumns, NewsTrend } from '@esee/ui';
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
    <div data-testid="iba-publicsen-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        舆情信息
      </Typography.Title>
      <ScopePicker projectId={filter.projectId} entId={filter.entId} entName={state.entName} onChange={pick} />
      {!hasScope ? (
        <EmptyState description="选择一个项目，或搜索一家企业，查看其相关企业的舆情与情感分布" />
      ) : (
        <>
          <Space wrap align="center" style={{ marginBottom: 16 }} data-testid="publicsen-filters">
            <Typography.Text type="secondary">日期</Typography.Text>
            <DatePicker.RangePicker
              value={[filter.dateFrom ? dayjs(filter.dateFrom) : null, filter.dateTo ? dayjs(filter.dateTo) : null]}
              allowEmpty={[true, true]}
              onChange={(range) =>
                set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
              }
              data-testid="publicsen-dates"
            />
            <Typography.Text type="secondary">情感</Typography.Text>
            <Segmented
              value={filter.sentiment ?? '全部'}
              options={['全部', ...NEWS_SENTIMENTS]}
              onChange={(v) => set({ sentiment: v === '全部' ? undefined : (v as IbaNewsFilter['sentiment']) })}
              data-testid="publicsen-sentiment"
            />
            <Typography.Text type="secondary">分类</Typography.Text>
            <FilterSelect
              placeholder="全部分类"
              value={filter.category}
              onChange={(category) => set({ category })}
              options={choices(NEWS_CATEGORIES)}
              testId="publicsen-category"
            />
          </Space>
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
    </div>
  );
}
