import { useState } from 'react';
import { Alert, Card, Select, Space, Typography } from 'antd';
import type { NewEntCompany, NewEntFilters, NewEntSort } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  AddToProjectButton,
  capitalText,
  CompanyLink,
  CompanyStatusTag,
  CustomerTag,
  DataTable,
  displayText,
  ExportJobButton,
  formatDate,
  ListPage,
} from '@esee/ui';
import { projectTargets } from '../../api/financing';
import { exportJobsApi } from '../../api/exportJobs';
import { newEntApi } from '../../api/newEnt';
import { NewEntFilterBar } from './NewEntFilterBar';
import { NewEntSummaryCard } from './NewEntSummaryCard';

const SORTS: { value: NewEntSort; label: string }[] = [
  { value: 'estDateDesc', label: '成立日期从近到远' },
  { value: 'capitalDesc', label: '注册资本从高到低' },
];

/**
 * `/bankAssistant/newEnt` (also `/newEnt`, `/apps/marketing/newEnt`): 新成立企业, a corporate banker's list of
 * companies established in a recent window — new companies need an account, payroll and loans. The window
 * and filters drive a summary (per day or week, regions, industries) and the list, newest first or by
 * capital, whose companies join a project or are exported through 名单导出记录.
 */
export default function NewEntPage() {
  usePageTitle('新成立企业');
  const options = useLoad(() => newEntApi.options(), []);
  const [filters, setFilters] = useState<NewEntFilters>({ window: '30d' });
  const [sort, setSort] = useState<NewEntSort>('estDateDesc');
  const [selected, setSelected] = useState<string[]>([]);
  // A chosen range is asked for once both of its days are.
  const ready = filters.window !== 'custom' || Boolean(filters.dateFrom && filters.dateTo);

  return (
    <ListPage
      title="新成立企业"
      testId="newent-page"
      intro={
        <Typography.Paragraph type="secondary">
          新设企业需要开立账户、代发工资和融资支持：按成立时间、地区、行业和规模找出新客户
          {options.data && `（数据截至 ${options.data.today}）`}。
        </Typography.Paragraph>
      }
      options={options}
      filterPanel={options.data && <NewEntFilterBar options={options.data} value={filters} onChange={setFilters} />}
    >
      {/* The summary and the list load beside the choices; without the choices the filter card says why and
          offers 重新刷新, and nothing else is asked for. */}
      {options.status === 'failed' ? null : !ready ? (
        <Alert
          type="info"
          showIcon
          message="请选择成立日期的开始和结束日期（最长一年）"
          data-testid="newent-pick-range"
        />
      ) : (
        <>
          <NewEntSummaryCard filters={filters} />
          <Card
            size="small"
            title="企业名单"
            extra={
              <Space>
                <Select<NewEntSort>
                  value={sort}
                  onChange={setSort}
                  options={SORTS}
                  style={{ width: 170 }}
                  data-testid="newent-sort"
                />
                <AddToProjectButton
                  entIds={selected}
                  source={projectTargets}
                  testId="newent-add-to-project"
                  onAdded={() => setSelected([])}
                />
                <ExportJobButton
                  create={() => exportJobsApi.create('newEnt', { newEnt: { filters, sort } })}
                  testId="newent-export"
                />
              </Space>
            }
          >
            <DataTable<NewEntCompany>
              testId="newent-list"
              numbered
              reloadKey={JSON.stringify({ filters, sort })}
              rowKey={(c) => c.entId}
              selection={{ keys: selected, onChange: setSelected }}
              load={(page) => newEntApi.list(filters, sort, page)}
              columns={[
                {
                  key: 'orgName',
                  title: '企业名称',
                  render: (c) => (
                    <Space size={4}>
                      <CompanyLink entId={c.entId} name={c.orgName} testId="newent-name" />
                      {c.isCustomer && <CustomerTag testId="newent-customer" />}
                      <CompanyStatusTag status={c.status} />
                    </Space>
                  ),
                },
                {
                  key: 'estDate',
                  title: '成立日期',
                  width: 110,
                  render: (c) => <span data-testid="newent-est-date">{formatDate(c.estDate)}</span>,
                },
                {
                  key: 'regCapital',
                  title: '注册资本',
                  width: 130,
                  align: 'right',
                  render: (c) => (
                    <span data-testid="newent-capital-cell" data-value={c.regCapital ?? undefined}>
                      {capitalText(c.regCapital, c.regCapitalCurrency)}
                    </span>
                  ),
                },
                { key: 'legalRep', title: '法定代表人', width: 100, render: (c) => displayText(c.legalRep) },
                { key: 'industryName', title: '所属行业', width: 160, render: (c) => displayText(c.industryName) },
                { key: 'region', title: '所属地区', width: 170, render: (c) => displayText(c.region) },
                { key: 'address', title: '住所', width: 280, render: (c) => displayText(c.address) },
              ]}
            />
          </Card>
        </>
      )}
    </ListPage>
  );
}
