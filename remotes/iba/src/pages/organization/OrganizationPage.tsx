import { Button, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { agencyHref, ORGANISATION_KIND_CODES, type Organisation, type OrgOptions } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanyStatusTag, DataTable, displayText, formatDate, formatMoney, ListPage } from '@esee/ui';
import { organizationApi, type OrgFilter } from '../../api/organization';
import { paramsFrom, regionOf } from '../shared/address';
import { CodeCascader } from '../shared/CodeCascader';
import { AddressKeyword, filterFields } from '../shared/filters';

const STATUSES = [
  { value: 'active', label: '存续（在业）' },
  { value: 'inactive', label: '注销、撤销等' },
];

/** The filters in the address (so that 返回 keeps them): kw, kinds (comma list), region, status. */
function filterOf(params: URLSearchParams): OrgFilter {
  const filter: OrgFilter = {};
  const keyword = params.get('kw')?.trim();
  if (keyword) filter.keyword = keyword.slice(0, 50);
  const kinds = (params.get('kinds') ?? '').split(',').filter((k) => ORGANISATION_KIND_CODES.includes(k));
  if (kinds.length) filter.kinds = [...new Set(kinds)];
  const region = regionOf(params.get('region'));
  if (region) filter.regionCode = region;
  const status = params.get('status');
  if (status === 'active' || status === 'inactive') filter.status = status;
  return filter;
}

function paramsOf(filter: OrgFilter): URLSearchParams {
  return paramsFrom([
    ['kw', filter.keyword],
    ['kinds', filter.kinds?.join(',')],
    ['region', filter.regionCode],
    ['status', filter.status],
  ]);
}

/**
 * `/investment/allInfo/organization`: 机构查询. Organisations that are not enterprises (机关, 事业单位, 社会团体,
 * 民办非企业单位, 基金会 …: what the registering authority of their credit code says) by name or code, kind,
 * region and status; each opens its agency page in a new tab, as the header search opens an organisation.
 */
export default function OrganizationPage() {
  usePageTitle('机构查询');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const set = (patch: Partial<OrgFilter>) => setParams(paramsOf({ ...filter, ...patch }), { replace: true });
  const options = useLoad<OrgOptions>(() => organizationApi.options(), []);
  const filtered = Object.keys(filter).length > 0;
  const kinds = options.data?.kinds.map((k) => ({ value: k.code, label: `${k.label}（${k.count}）` }));
  const field = filterFields(filter, set);

  return (
    <ListPage
      title="机构查询"
      testId="organization-page"
      filtersTestId="organization-filters"
      intro={
        <Typography.Paragraph type="secondary">
          查询企业以外的组织机构：机关、事业单位、社会团体、民办非企业单位、基金会等（按统一社会信用代码的登记管理部门与机构类别区分）。
        </Typography.Paragraph>
      }
      filters={
        <>
          <AddressKeyword
            value={filter.keyword}
            onSearch={(keyword) => set({ keyword })}
            placeholder="机构名称（含曾用名）或统一社会信用代码"
            testId="organization-keyword"
          />
          {field.many('kinds', '机构类型', 'organization-kinds', kinds, 200)}
          <CodeCascader
            tree={options.data?.regions}
            value={filter.regionCode}
            onChange={(regionCode) => set({ regionCode })}
            placeholder="所在地区"
            testId="organization-region"
          />
          {field.one('status', '登记状态', 'organization-status', STATUSES)}
          {filtered && (
            <Button
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
              data-testid="organization-reset"
            >
              重置
            </Button>
          )}
        </>
      }
    >
      <DataTable<Organisation>
        testId="list-organization"
        numbered
        reloadKey={JSON.stringify(filter)}
        rowKey={(o) => o.entId}
        load={(page) => organizationApi.search(filter, page)}
        columns={[
          {
            key: 'name',
            title: '机构名称',
            render: (o) => (
              <div style={{ minWidth: 240, whiteSpace: 'normal' }}>
                <a href={agencyHref(o)} target="_blank" rel="noopener noreferrer" data-testid="organization-name">
                  {o.name}
                </a>
                {o.formerNames.length > 0 && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    曾用名：{o.formerNames.join('；')}
                  </Typography.Text>
                )}
              </div>
            ),
          },
          {
            key: 'kind',
            title: '机构类型',
            width: 130,
            render: (o) => (
              <Tag color="purple" bordered={false} data-testid="organization-kind">
                {o.kind}
              </Tag>
            ),
          },
          { key: 'creditCode', title: '统一社会信用代码', width: 190 },
          { key: 'legalRep', title: '法定代表人', width: 110, render: (o) => displayText(o.legalRep) },
          { key: 'estDate', title: '成立日期', width: 110, render: (o) => formatDate(o.estDate) },
          {
            key: 'status',
            title: '登记状态',
            width: 100,
            render: (o) => <CompanyStatusTag status={o.status} />,
          },
          {
            key: 'region',
            title: '所在地区',
            width: 200,
            render: (o) => <span data-testid="organization-region-cell">{displayText(o.region)}</span>,
          },
          { key: 'regCapital', title: '注册资金', width: 130, render: (o) => formatMoney(o.regCapital) },
        ]}
      />
    </ListPage>
  );
}
