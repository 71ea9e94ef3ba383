import { useState } from 'react';
import { Button, Card, Space, Tabs, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SCREENING_RUN_MAX_COMPANIES, type ScreeningRunRow } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { usePageTitle, useSubmit } from '@esee/react';
import { CompanySearch, DataTable, PageTitle, type DataColumn } from '@esee/ui';
import { screeningApi } from '../../api/screening';
import { ListsTab } from './ListsTab';
import { runPath } from './paths';

const STATE_LABELS = { queued: '排队中', running: '筛查中', done: '已完成', failed: '失败' } as const;

function NewRun() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ entId: string; name: string }[]>([]);
  const start = useSubmit();
  return (
    <Card title="发起筛查" size="small" data-testid="screening-new">
      <Typography.Paragraph type="secondary">
        选择一家或多家企业（至多{SCREENING_RUN_MAX_COMPANIES}
        家）：筛查企业本身及其股东、对外投资企业和董监高，比对风险记录（截至今日）、已导入的名单和本机构灰名单。
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <CompanySearch
          testId="screening-company-search"
          source={companySearchSource}
          onPick={(c) =>
            setPicked((list) =>
              list.some((p) => p.entId === c.entId) || list.length >= SCREENING_RUN_MAX_COMPANIES
                ? list
                : [...list, { entId: c.entId, name: c.orgName }],
            )
          }
        />
        <Space wrap data-testid="screening-picked">
          {picked.map((p) => (
            <Tag key={p.entId} closable onClose={() => setPicked((l) => l.filter((x) => x.entId !== p.entId))}>
              {p.name}
            </Tag>
          ))}
        </Space>
        <Button
          type="primary"
          disabled={!picked.length}
          loading={start.busy}
          data-testid="screening-start"
          onClick={() =>
            start.run(async () => {
              const { runId } = await screeningApi.create(picked.map((p) => p.entId));
              navigate(runPath(runId));
            })
          }
        >
          开始筛查
        </Button>
      </Space>
    </Card>
  );
}

const STATE_COLORS = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

const runColumns = (open: (runId: number) => void): DataColumn<ScreeningRunRow>[] => [
  { key: 'runId', title: '编号', width: 70 },
  { key: 'companies', title: '筛查企业', render: (r) => r.companies.join('、') },
  { key: 'asOf', title: '基准日', width: 110 },
  { key: 'hits', title: '命中', width: 70, align: 'right', render: (r) => r.hitCount ?? '-' },
  { key: 'createdBy', title: '筛查人', width: 110 },
  { key: 'createdAt', title: '筛查时间（北京时间）', width: 170 },
  {
    key: 'state',
    title: '状态',
    width: 90,
    fixed: 'right',
    render: (r) => <Tag color={STATE_COLORS[r.state]}>{STATE_LABELS[r.state]}</Tag>,
  },
  {
    key: 'open',
    title: '操作',
    width: 70,
    render: (r) => <Typography.Link onClick={() => open(r.runId)}>查看</Typography.Link>,
  },
];

function RunList() {
  const navigate = useNavigate();
  return (
    <Card title="筛查记录" size="small">
      <DataTable
        size="small"
        testId="screening-runs"
        load={(page) => screeningApi.runs(page)}
        rowKey={(r) => String(r.runId)}
        columns={runColumns((runId) => navigate(runPath(runId)))}
        emptyText="还没有筛查记录"
      />
    </Card>
  );
}

/** `/apps/prma/screening`: 名单筛查 — new runs and the run list; lists and the grey list on their own tab. */
export default function ScreeningPage() {
  usePageTitle('名单筛查');
  return (
    <div data-testid="screening-page">
      <PageTitle>名单筛查</PageTitle>
      <Tabs
        items={[
          {
            key: 'runs',
            label: '筛查',
            children: (
              <Space direction="vertical" size={16} style={{ width: '100%' }}>
                <NewRun />
                <RunList />
              </Space>
            ),
          },
          { key: 'lists', label: '名单管理', children: <ListsTab /> },
        ]}
      />
    </div>
  );
}
