import { Alert, Input, Segmented } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ANALYST_SORTS, type AnalystSort, type ResearchAnalyst } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BLANK, choices, DataTable, FilterSelect, formatPercent, ListPage } from '@esee/ui';
import { researchApi } from '../../api/research';
import { brokerHref, listHref, signedPercent } from './format';

const SORT_LABEL: Record<AnalystSort, string> = { reports: '研报数', hitRate: '评级命中率', avgReturn: '推荐收益' };
const percent = (v: number | null) => formatPercent(v, { share: true, decimals: 1 });

/**
 * `/investment/researchReport/analyst`: 分析师排行 (product pages §3.9). Analysts ranked by their reports, by how
 * often their stock ratings called the next six months right, or by the mean return of their recommendations;
 * by broker and name. The method is stated on the page: the data holds the closes the reports state, no market
 * feed, so a rating is judged by a later report's close.
 */
export default function AnalystPage() {
  usePageTitle('分析师排行');
  const [params, setParams] = useSearchParams();
  const sort = (ANALYST_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as AnalystSort)
    : 'reports';
  const broker = params.get('broker') || undefined;
  const keyword = params.get('kw') || undefined;
  const set = (patch: Record<string, string | undefined>) => {
    const next = { sort, broker, kw: keyword, ...patch };
    setParams(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => !!e[1])), { replace: true });
  };
  const options = useLoad(() => researchApi.searchParam(), []);
  return (
    <ListPage
      title="分析师排行"
      testId="research-analyst-page"
      filters={
        <>
          <Segmented
            value={sort}
            options={ANALYST_SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
            onChange={(v) => set({ sort: v })}
            data-testid="analyst-sort"
          />
          <FilterSelect
            placeholder="券商"
            search
            minWidth={140}
            testId="analyst-broker"
            options={choices(options.data?.brokers)}
            value={broker}
            onChange={(b) => set({ broker: b })}
          />
          <Input.Search
            allowClear
            key={keyword ?? ''}
            defaultValue={keyword}
            placeholder="姓名或执业编号"
            style={{ width: 200 }}
            maxLength={30}
            onSearch={(kw) => set({ kw: kw.trim() || undefined })}
            data-testid="analyst-keyword"
          />
        </>
      }
    >
      {sort !== 'reports' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="analyst-method"
          message="评估口径"
          description="以个股研报发布日收盘价为基准，取约 6 个月后（180 天前后 30 天内）其他研报所载的最近收盘价计算区间涨跌：买入/增持上涨、减持/卖出下跌、中性涨跌幅在 ±10% 以内视为命中；推荐收益为按评级方向计的平均涨跌幅（中性不计）；目标价达成指该收盘价达到目标价。可评估研报不少于 3 篇方参与排名，其余列于其后不排名。"
        />
      )}
      <DataTable<ResearchAnalyst>
        testId="list-analysts"
        reloadKey={`${sort}/${broker ?? ''}/${keyword ?? ''}`}
        rowKey={(a) => a.sacNo}
        load={(page) => researchApi.analysts({ sort, broker, keyword }, page)}
        columns={[
          {
            key: 'rank',
            title: '排名',
            width: 60,
            render: (a) => <span data-testid="analyst-rank">{a.rank || BLANK}</span>,
          },
          {
            key: 'name',
            title: '分析师',
            render: (a) => (
              <span>
                <Link to={listHref('sac', a.sacNo)} data-testid="analyst-name">
                  {a.name}
                </Link>
                <div style={{ fontSize: 12, color: '#8c8c8c' }}>{a.sacNo}</div>
              </span>
            ),
          },
          {
            key: 'broker',
            title: '券商',
            width: 100,
            render: (a) => <Link to={brokerHref(a.broker)}>{a.broker}</Link>,
          },
          {
            key: 'reportCount',
            title: '研报数',
            width: 80,
            align: 'right',
            render: (a) => <span data-testid="analyst-reports">{a.reportCount}</span>,
          },
          { key: 'stockCount', title: '覆盖股票', width: 80, align: 'right' },
          { key: 'evaluated', title: '可评估', width: 80, align: 'right' },
          { key: 'hits', title: '命中', width: 70, align: 'right' },
          { key: 'hitRate', title: '命中率', width: 80, align: 'right', render: (a) => percent(a.hitRate) },
          { key: 'avgReturn', title: '推荐收益', width: 90, align: 'right', render: (a) => signedPercent(a.avgReturn) },
          {
            key: 'targetReachRate',
            title: '目标价达成率',
            width: 110,
            align: 'right',
            render: (a) => percent(a.targetReachRate),
          },
        ]}
      />
    </ListPage>
  );
}
