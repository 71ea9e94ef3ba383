import { useState } from 'react';
import { App, Button, Select, Space, Switch, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CASE_QUEUES, CASE_STATUSES, type CaseQueue, type CaseRow } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { displayText, KeywordSearch, ListPage } from '@esee/ui';
import { casesApi, type CaseFilter } from '../../api/cases';
import { ExplainedTable } from '../../components/ExplainedTable';
import { EmptyBecause } from '../../components/NotMonitoringYet';
import { CaseStatusTag, DueDate } from './caseTags';

const isQueue = (q: string | null): q is CaseQueue => q !== null && q in CASE_QUEUES;

/**
 * `/apps/monitor/cases` (案件处置): the cases opened from alerts, by queue — 我的案件 (assigned to me), 团队案件 (my
 * teams'), 全部案件 (the institution's, for the audit right) — filtered by status, overdue and company; exported with
 * their history.
 */
export default function CasesPage() {
  usePageTitle('案件处置');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const queue: CaseQueue = isQueue(params.get('queue')) ? (params.get('queue') as CaseQueue) : 'mine';
  const [filter, setFilter] = useState<CaseFilter>({});
  const [exporting, setExporting] = useState(false);
  const who = useLoad(() => casesApi.assignees(), []);
  const queues = (Object.keys(CASE_QUEUES) as CaseQueue[]).filter((q) => q !== 'all' || who.data?.oversees);
  const set = (patch: Partial<CaseFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const filtered = Object.values(filter).some((v) => v !== undefined);

  const exportCases = async () => {
    setExporting(true);
    try {
      await casesApi.exportCases(queue, filter);
    } catch {
      message.error('导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListPage
      title="案件处置"
      testId="cases-page"
      filtersTestId="case-filters"
      filters={
        <>
          <Select
            style={{ width: 140 }}
            placeholder="案件状态"
            allowClear
            value={filter.status}
            options={CASE_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(status?: CaseFilter['status']) => set({ status })}
            data-testid="case-status-filter"
          />
          <Space>
            <Switch
              size="small"
              checked={Boolean(filter.overdue)}
              onChange={(overdue) => set({ overdue: overdue || undefined })}
              data-testid="case-overdue-filter"
            />
            只看逾期
          </Space>
          <KeywordSearch placeholder="企业名称" onSearch={(entName) => set({ entName })} testId="case-company-filter" />
        </>
      }
      actions={
        <Button loading={exporting} onClick={() => void exportCases()} data-testid="case-export">
          导出处置记录
        </Button>
      }
    >
      <Tabs
        activeKey={queue}
        onChange={(q) => setParams({ queue: q }, { replace: true })}
        items={queues.map((q) => ({ key: q, label: CASE_QUEUES[q] }))}
        data-testid="case-queues"
      />
      <ExplainedTable<CaseRow>
        testId="list-cases"
        reloadKey={JSON.stringify({ queue, filter })}
        empty={
          filtered ? (
            <EmptyBecause actions={<Button onClick={() => setFilter({})}>清除筛选条件</Button>}>
              所选条件下没有案件
            </EmptyBecause>
          ) : (
            <EmptyBecause actions={<Link to="/apps/monitor/optional">查看监控动态</Link>}>
              {queue === 'mine'
                ? '暂时没有指派给您的案件'
                : queue === 'team'
                  ? '您所在团队暂时没有案件'
                  : '本机构暂时没有案件'}
              。在预警上点「转为案件」即可开始处置
            </EmptyBecause>
          )
        }
        rowKey={(c) => String(c.caseId)}
        load={(page) => casesApi.list(queue, filter, page)}
        columns={[
          {
            key: 'title',
            title: '案件',
            render: (c) => (
              <Link to={`/apps/monitor/caseDetail?id=${c.caseId}`} data-testid="case-link">
                {c.entName} · {c.title}
              </Link>
            ),
          },
          { key: 'status', title: '状态', width: 90, render: (c) => <CaseStatusTag status={c.status} /> },
          { key: 'assigneeName', title: '处理人', width: 100, render: (c) => displayText(c.assigneeName) },
          { key: 'teamName', title: '团队', width: 120, render: (c) => displayText(c.teamName) },
          {
            key: 'dueDate',
            title: '处理期限',
            width: 160,
            render: (c) => <DueDate dueDate={c.dueDate} overdue={c.overdue} />,
          },
          { key: 'updatedAt', title: '更新时间', width: 150 },
        ]}
      />
    </ListPage>
  );
}
