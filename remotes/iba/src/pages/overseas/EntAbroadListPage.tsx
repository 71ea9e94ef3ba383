import { Input, Segmented, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { OVERSEAS_JURISDICTION_NAMES, OVERSEAS_STATUSES, type OverseasSummary } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { choices, DataTable, displayText, FilterSelect, formatDate, ListPage } from '@esee/ui';
import { overseasApi, type OverseasFilter } from '../../api/overseas';
import { AbovePanel } from './AbovePanel';
import { detailHref, listingText, StatusTag } from './format';

const YES_NO = [
  { value: '1', label: '是' },
  { value: '0', label: '否' },
];
const flag = (v: string | null) => (v === '1' ? true : v === '0' ? false : undefined);
const flagText = (v: boolean | undefined) => (v === undefined ? undefined : v ? '1' : '0');

/** The filters in the address (so that 返回 from a company keeps them): kw, j, s, listed, mainland. */
function filterOf(params: URLSearchParams): OverseasFilter {
  const filter: OverseasFilter = {};
  const keyword = params.get('kw')?.trim();
  if (keyword) filter.keyword = keyword;
  const j = params.get('j');
  if (j && (OVERSEAS_JURISDICTION_NAMES as string[]).includes(j))
    filter.jurisdiction = j as OverseasFilter['jurisdiction'];
  const s = params.get('s');
  if (s && (OVERSEAS_STATUSES as readonly string[]).includes(s)) filter.status = s as OverseasFilter['status'];
  const listed = flag(params.get('listed'));
  if (listed !== undefined) filter.listed = listed;
  const mainland = flag(params.get('mainland'));
  if (mainland !== undefined) filter.withMainland = mainland;
  return filter;
}

function paramsOf(filter: OverseasFilter, mode: string | null): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['kw', filter.keyword],
    ['j', filter.jurisdiction],
    ['s', filter.status],
    ['listed', flagText(filter.listed)],
    ['mainland', flagText(filter.withMainland)],
    ['mode', mode ?? undefined],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * `/investment/allInfo/entAbroad`: 境外企业 (product pages §3.1). Overseas companies by name (English or Chinese)
 * or registry number, registry, status, listing and whether they hold mainland companies; a company opens its
 * detail page. 按境内企业反查 lists the overseas companies above a mainland company (red-chip and VIE structures).
 */
export default function EntAbroadListPage() {
  usePageTitle('境外企业');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const mode = params.get('mode') === 'above' ? 'above' : 'search';
  const set = (patch: Partial<OverseasFilter>) =>
    setParams(paramsOf({ ...filter, ...patch }, params.get('mode')), { replace: true });

  return (
    <ListPage
      title="境外企业"
      testId="ent-abroad-page"
      filtersTestId="ent-abroad-filters"
      intro={
        <Segmented
          style={{ marginBottom: 12 }}
          value={mode}
          options={[
            { value: 'search', label: '境外企业查询' },
            { value: 'above', label: '按境内企业反查' },
          ]}
          onChange={(v) => setParams(paramsOf(filter, v === 'above' ? 'above' : null), { replace: true })}
          data-testid="ent-abroad-mode"
        />
      }
      // 按境内企业反查 picks its company in its own panel.
      filters={
        mode === 'search' && (
          <>
            <Input.Search
              allowClear
              defaultValue={filter.keyword}
              placeholder="企业名称（中英文）或注册编号"
              style={{ width: 280 }}
              maxLength={100}
              onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
              data-testid="ent-abroad-keyword"
            />
            <FilterSelect
              placeholder="注册地"
              testId="ent-abroad-jurisdiction"
              options={choices(OVERSEAS_JURISDICTION_NAMES)}
              value={filter.jurisdiction}
              onChange={(jurisdiction) => set({ jurisdiction })}
            />
            <FilterSelect
              placeholder="登记状态"
              testId="ent-abroad-status"
              options={choices(OVERSEAS_STATUSES)}
              value={filter.status}
              onChange={(status) => set({ status })}
            />
            <FilterSelect
              placeholder="是否上市"
              testId="ent-abroad-listed"
              options={YES_NO}
              value={flagText(filter.listed)}
              onChange={(v) => set({ listed: flag(v ?? null) })}
            />
            <FilterSelect
              placeholder="控制境内企业"
              minWidth={150}
              testId="ent-abroad-mainland"
              options={YES_NO}
              value={flagText(filter.withMainland)}
              onChange={(v) => set({ withMainland: flag(v ?? null) })}
            />
          </>
        )
      }
    >
      {mode === 'above' ? (
        <AbovePanel />
      ) : (
        <DataTable<OverseasSummary>
          testId="list-ent-abroad"
          reloadKey={JSON.stringify(filter)}
          rowKey={(o) => o.overseasId}
          load={(page) => overseasApi.search(filter, page)}
          columns={[
            {
              key: 'name',
              title: '企业名称',
              render: (o) => (
                <Link to={detailHref(o.overseasId)} data-testid="ent-abroad-name">
                  <span data-testid="ent-abroad-en">{o.name}</span>
                  {o.nameZh && (
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {o.nameZh}
                    </Typography.Text>
                  )}
                </Link>
              ),
            },
            {
              key: 'jurisdiction',
              title: '注册地',
              width: 120,
              render: (o) => <span data-testid="ent-abroad-jurisdiction-cell">{o.jurisdiction}</span>,
            },
            { key: 'registryNo', title: '注册编号', width: 120 },
            { key: 'status', title: '登记状态', width: 90, render: (o) => <StatusTag status={o.status} /> },
            { key: 'companyType', title: '企业类型', width: 170 },
            {
              key: 'incorporationDate',
              title: '成立日期',
              width: 110,
              render: (o) => formatDate(o.incorporationDate),
            },
            { key: 'listing', title: '上市信息', width: 140, render: (o) => listingText(o.exchange, o.stockCode) },
            {
              key: 'mainlandCount',
              title: '境内控制企业',
              width: 110,
              align: 'right',
              render: (o) => (
                <span data-testid="ent-abroad-mainland-count">{displayText(o.mainlandCount || null)}</span>
              ),
            },
          ]}
        />
      )}
    </ListPage>
  );
}
