import { Button, Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { IP_COUNT_CAP, IP_KINDS, ipKind, type IpFilter, type IpKind, type IpOptions } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanyLink, ListPage, RecordTable, type DataColumn, type RecordRow } from '@esee/ui';
import { intelPropertyApi } from '../../api/intelProperty';
import { dayOf, definedOnly, paramsFrom, regionOf } from '../shared/address';
import { CodeCascader } from '../shared/CodeCascader';
import { AddressKeyword, filterFields } from '../shared/filters';
import { HolderRanking } from './HolderRanking';

const isKind = (v: string | null): v is IpKind => (IP_KINDS as readonly (string | null)[]).includes(v);

/** The filters in the address (so that 返回 from a company keeps them): kw, from, to, region, industry. */
function filterOf(params: URLSearchParams): IpFilter {
  const filter: IpFilter = {};
  const keyword = params.get('kw')?.trim();
  if (keyword) filter.keyword = keyword.slice(0, 50);
  filter.dateFrom = dayOf(params.get('from'));
  filter.dateTo = dayOf(params.get('to'));
  filter.regionCode = regionOf(params.get('region'));
  const industry = params.get('industry');
  if (industry && /^[A-T](\d{2,4})?$/.test(industry)) filter.industryCode = industry;
  return definedOnly(filter);
}

function paramsOf(filter: IpFilter, kind: IpKind): URLSearchParams {
  return paramsFrom([
    ['kw', filter.keyword],
    ['from', filter.dateFrom],
    ['to', filter.dateTo],
    ['region', filter.regionCode],
    ['industry', filter.industryCode],
    ['kind', kind === IP_KINDS[0] ? undefined : kind],
  ]);
}

/** The holder, before the kind's dictionary columns. */
const HOLDER: DataColumn<RecordRow> = {
  key: 'companyName',
  title: '持有人',
  width: 240,
  render: (r) => (
    <CompanyLink entId={String(r.companyId)} name={String(r.companyName)} testId="ip-holder">
      {String(r.companyName)}
    </CompanyLink>
  ),
};

const countText = (n: number | undefined, capped: boolean) =>
  n === undefined ? '' : ` ${capped ? `${IP_COUNT_CAP}+` : n}`;

/**
 * `/investment/allInfo/intelProperty`: 知识产权查询. The IP records of every company (patents, trademarks, software
 * and works copyrights, website filings) by words of the title or the beginning of the number, date, and the
 * holder's region and industry; each kind a tab with its dictionary columns and the holder; above, the holders
 * with most matches. The filters live in the address.
 */
export default function IntelPropertyPage() {
  usePageTitle('知识产权查询');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const kind: IpKind = isKind(params.get('kind')) ? (params.get('kind') as IpKind) : IP_KINDS[0];
  const key = JSON.stringify(filter);
  const set = (patch: Partial<IpFilter>) => setParams(paramsOf({ ...filter, ...patch }, kind), { replace: true });
  const options = useLoad<IpOptions>(() => intelPropertyApi.options(), []);
  const summary = useLoad(() => intelPropertyApi.summary(filter), [key]);
  const filtered = Object.keys(filter).length > 0;

  return (
    <ListPage
      title="知识产权查询"
      testId="intel-property-page"
      filtersTestId="ip-filters"
      intro={
        <Typography.Paragraph type="secondary">
          按名称或编号查询各企业的专利、商标、软件著作权、作品著作权与网站备案，可按申请/登记日期、持有人所在地区与行业筛选。
        </Typography.Paragraph>
      }
      filters={
        <>
          <AddressKeyword
            value={filter.keyword}
            onSearch={(keyword) => set({ keyword })}
            placeholder="名称关键词，或申请号、注册号、登记号、备案号"
            testId="ip-keyword"
          />
          {filterFields(filter, set).dates('dateFrom', 'dateTo', '日期', 'ip-dates')}
          <CodeCascader
            tree={options.data?.regions}
            value={filter.regionCode}
            onChange={(regionCode) => set({ regionCode })}
            placeholder="持有人所在地区"
            testId="ip-region"
          />
          <CodeCascader
            tree={options.data?.industries}
            value={filter.industryCode}
            onChange={(industryCode) => set({ industryCode })}
            placeholder="持有人所属行业"
            testId="ip-industry"
            width={240}
          />
          {filtered && (
            <Button onClick={() => setParams(paramsOf({}, kind), { replace: true })} data-testid="ip-reset">
              重置
            </Button>
          )}
        </>
      }
    >
      <HolderRanking load={summary} />
      <Card size="small">
        <Tabs
          activeKey={kind}
          destroyOnHidden
          onChange={(next) => setParams(paramsOf(filter, next as IpKind), { replace: true })}
          data-testid="ip-tabs"
          items={IP_KINDS.map((k) => {
            const meta = ipKind(k);
            const count = summary.data?.counts[k];
            const capped = summary.data?.capped.includes(k) ?? false;
            return {
              key: k,
              label: (
                <span data-testid={`ip-tab-${k}`}>
                  {meta.title}
                  {countText(count, capped)}
                </span>
              ),
              children: (
                <>
                  {capped && (
                    <Typography.Paragraph type="secondary" data-testid="ip-capped">
                      匹配的{meta.title}超过 {IP_COUNT_CAP} 条，按日期从新到旧列出前 {IP_COUNT_CAP}{' '}
                      条；输入关键词或加筛选条件可缩小范围。
                    </Typography.Paragraph>
                  )}
                  <RecordTable
                    kind={meta}
                    reloadKey={key}
                    extraColumns={[HOLDER]}
                    load={(page) => intelPropertyApi.search(filter, k, page)}
                    loadDetail={(row) => intelPropertyApi.detail(row.id)}
                  />
                </>
              ),
            };
          })}
        />
      </Card>
    </ListPage>
  );
}
