import { useState } from 'react';
import { DatePicker, Input, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import {
  RATING_CHANGES,
  RESEARCH_RATINGS,
  RESEARCH_TYPES,
  type RatingChange,
  type ResearchRating,
  type ResearchReport,
  type ResearchType,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BLANK, choices, DataTable, ExpandableText, FilterSelect, ListPage } from '@esee/ui';
import { researchApi, type ResearchFilter } from '../../api/research';
import { brokerHref, consensusHref, ForecastLines, listHref, RatingCell, targetPriceColumn } from './format';
import { ReportDrawer } from './ReportDrawer';
import { StockPicker } from './StockPicker';

/** The filters and their names in the address, so that a link can open the list narrowed (a broker, an analyst). */
const PARAMS: [keyof ResearchFilter, string][] = [
  ['type', 'type'],
  ['broker', 'broker'],
  ['sacNo', 'sac'],
  ['industryCode', 'ind'],
  ['stockCode', 'stock'],
  ['dateFrom', 'from'],
  ['dateTo', 'to'],
  ['rating', 'rating'],
  ['ratingChange', 'change'],
  ['keyword', 'kw'],
];
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

function filterOf(params: URLSearchParams): ResearchFilter {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const filter: ResearchFilter = {
    type: oneOf<ResearchType>(RESEARCH_TYPES, params.get('type')),
    broker: text('broker'),
    sacNo: /^S\d{13}$/.test(params.get('sac') ?? '') ? params.get('sac')! : undefined,
    industryCode: /^[A-T]\d{0,4}$/.test(params.get('ind') ?? '') ? params.get('ind')! : undefined,
    stockCode: /^[0-9A-Z.]{1,12}$/.test(params.get('stock') ?? '') ? params.get('stock')! : undefined,
    dateFrom: day('from'),
    dateTo: day('to'),
    rating: oneOf<ResearchRating>(RESEARCH_RATINGS, params.get('rating')),
    ratingChange: oneOf<RatingChange>(RATING_CHANGES, params.get('change')),
    keyword: text('kw'),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as ResearchFilter;
}

const paramsOf = (filter: ResearchFilter) =>
  new URLSearchParams(PARAMS.flatMap(([key, name]) => (filter[key] ? [[name, String(filter[key])]] : [])));

/** 股票 or 行业: the stock (its consensus a click away) or the industry. */
function Subject({ report }: { report: ResearchReport }) {
  if (report.stockCode)
    return (
      <span>
        <Link to={consensusHref(report.stockCode)} data-testid="research-stock">
          {report.stockName}
        </Link>
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>{report.stockCode}</div>
      </span>
    );
  return <span>{report.industryName ?? BLANK}</span>;
}

/**
 * `/investment/researchReport`: 研报检索 (product pages §3.9). Sell-side reports by type, broker, analyst,
 * industry, stock, dates, rating, rating change and a keyword in the title or abstract, newest first; each row
 * with its stock or industry, rating and the previous one, target price, EPS and PE forecasts and the abstract
 * (展开 for all of it). A title opens the report in a drawer.
 */
export default function ResearchListPage() {
  usePageTitle('研报检索');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const set = (patch: Partial<ResearchFilter>) => setParams(paramsOf({ ...filter, ...patch }), { replace: true });
  const options = useLoad(() => researchApi.searchParam(), []);
  const [open, setOpen] = useState<string | null>(null);
  const o = options.data;

  return (
    <ListPage
      title="研报检索"
      testId="research-list-page"
      filtersTestId="research-filters"
      filters={
        <>
          <Input.Search
            allowClear
            key={filter.keyword ?? ''}
            defaultValue={filter.keyword}
            placeholder="标题或摘要关键词"
            style={{ width: 220 }}
            maxLength={50}
            onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
            data-testid="research-keyword"
          />
          <FilterSelect
            placeholder="研报类型"
            testId="research-type"
            options={choices(RESEARCH_TYPES)}
            value={filter.type}
            onChange={(type) => set({ type })}
          />
          <FilterSelect
            placeholder="券商"
            search
            minWidth={130}
            testId="research-broker"
            options={choices(o?.brokers)}
            value={filter.broker}
            onChange={(broker) => set({ broker })}
          />
          <FilterSelect
            placeholder="分析师"
            search
            minWidth={150}
            testId="research-analyst"
            options={o?.analysts.map((a) => ({ value: a.sacNo, label: `${a.name}（${a.broker}）` }))}
            value={filter.sacNo}
            onChange={(sacNo) => set({ sacNo })}
          />
          <FilterSelect
            placeholder="行业"
            search
            minWidth={150}
            testId="research-industry"
            options={o?.industries.map((i) => ({ value: i.code, label: i.name }))}
            value={filter.industryCode}
            onChange={(industryCode) => set({ industryCode })}
          />
          <StockPicker
            testId="research-stock-filter"
            value={filter.stockCode}
            onChange={(stockCode) => set({ stockCode })}
          />
          <DatePicker.RangePicker
            value={[filter.dateFrom ? dayjs(filter.dateFrom) : null, filter.dateTo ? dayjs(filter.dateTo) : null]}
            allowEmpty={[true, true]}
            onChange={(range) =>
              set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
            }
            data-testid="research-dates"
          />
          <FilterSelect
            placeholder="评级"
            testId="research-rating-filter"
            options={choices(RESEARCH_RATINGS)}
            value={filter.rating}
            onChange={(rating) => set({ rating })}
          />
          <FilterSelect
            placeholder="评级变动"
            testId="research-change-filter"
            options={choices(RATING_CHANGES)}
            value={filter.ratingChange}
            onChange={(ratingChange) => set({ ratingChange })}
          />
        </>
      }
    >
      <DataTable<ResearchReport>
        testId="list-research"
        reloadKey={JSON.stringify(filter)}
        rowKey={(r) => r.reportId}
        load={(page) => researchApi.list(filter, page)}
        columns={[
          { key: 'publishDate', title: '日期', width: 96 },
          {
            key: 'title',
            title: '标题 / 摘要',
            render: (r) => (
              <div>
                <Tag bordered={false}>{r.type}</Tag>
                <Typography.Link onClick={() => setOpen(r.reportId)} data-testid="research-title">
                  {r.title}
                </Typography.Link>
                <div style={{ fontSize: 12, color: '#595959', marginTop: 4 }} data-testid="research-abstract-cell">
                  <ExpandableText value={r.abstract.replace(/\n/g, ' ')} />
                </div>
              </div>
            ),
          },
          {
            key: 'broker',
            title: '券商',
            width: 80,
            render: (r) => (
              <Link to={brokerHref(r.broker)} data-testid="research-broker-cell">
                {r.broker}
              </Link>
            ),
          },
          {
            key: 'authors',
            title: '作者',
            width: 80,
            render: (r) => (
              <Space direction="vertical" size={0}>
                {r.authors.map((a) => (
                  <Tooltip key={a.sacNo} title={`执业编号 ${a.sacNo}`}>
                    <Link to={listHref('sac', a.sacNo)}>{a.name}</Link>
                  </Tooltip>
                ))}
              </Space>
            ),
          },
          { key: 'subject', title: '股票 / 行业', width: 120, render: (r) => <Subject report={r} /> },
          {
            key: 'rating',
            title: '评级',
            width: 70,
            render: (r) => <RatingCell report={r} vertical />,
          },
          { key: 'previousRating', title: '上次评级', width: 70, render: (r) => r.previousRating ?? BLANK },
          targetPriceColumn(70),
          {
            key: 'forecasts',
            title: 'EPS（元）/ PE（倍）',
            width: 140,
            render: (r) => <ForecastLines forecasts={r.forecasts} />,
          },
        ]}
      />
      <ReportDrawer reportId={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
