import { useState } from 'react';
import { Button, Card, Drawer, Tabs, Tag, Typography } from 'antd';
import { ACT_STATUS_LABELS, type TraceFunctionRow, type TraceVisit, chinaDay } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, DownloadButton, EmptyState, FilterSelect, LinkButton } from '@esee/ui';
import { StatsFilterBar, useStatsFilter } from './StatsFilterBar';
import { statsApi, type TraceFilter } from './statsApi';

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'red', 9: 'orange' };
const seconds = (ms: number | null) => (ms === null ? '-' : ms < 1000 ? `${ms} 毫秒` : `${(ms / 1000).toFixed(1)} 秒`);
const pageOf = (r: TraceVisit) => r.title ?? r.moduleName ?? r.path ?? '-';

/** One member's pages of one day, in order (the journey). */
function Journey({
  who,
  onClose,
}: {
  who: { instCode?: string; userId: number; name: string; day: string };
  onClose: () => void;
}) {
  const route = useLoad(() => statsApi.route(who), [who.instCode, who.userId, who.day]);
  return (
    <Drawer open width={460} title={`${who.name} · ${who.day} 的访问路径`} onClose={onClose}>
      <div data-testid="trace-journey">
        {route.data && !route.data.steps.length && <EmptyState description="当天没有访问" />}
        {/* An ordered list, not antd's Timeline: the shared antd bundle has a byte budget. */}
        <ol style={{ paddingLeft: 20, margin: 0 }}>
          {(route.data?.steps ?? []).map((s, i) => (
            <li key={i} style={{ marginBottom: 12 }} data-testid="trace-journey-step">
              <Typography.Text strong>{pageOf(s)}</Typography.Text>{' '}
              <Typography.Text type="secondary">{s.at.slice(11)}</Typography.Text>{' '}
              <Tag color={STATUS_COLORS[s.actStatus]}>{ACT_STATUS_LABELS[s.actStatus] ?? s.actStatus}</Tag>
              <div>
                <Typography.Text type="secondary">
                  {s.path} · 停留 {seconds(s.stayMs)}
                </Typography.Text>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Drawer>
  );
}

/** The page-flow graph as a ranked table of transitions, with each page's visits. */
function Transitions({ filter }: { filter: TraceFilter }) {
  const graph = useLoad(() => statsApi.graph(filter), [JSON.stringify(filter)]);
  const title = (key: string) => graph.data?.nodes.find((n) => n.key === key)?.title ?? key;
  const visits = (key: string) => graph.data?.nodes.find((n) => n.key === key)?.visits ?? 0;
  return (
    <DataTable<{ from: string; to: string; count: number }>
      testId="trace-transitions"
      rowKey={(r) => `${r.from}→${r.to}`}
      rows={graph.data?.edges ?? []}
      numbered
      columns={[
        {
          key: 'from',
          title: '从页面',
          render: (r) => (
            <span title={r.from} data-testid="transition-from">
              {title(r.from)} <Typography.Text type="secondary">（{visits(r.from)} 次访问）</Typography.Text>
            </span>
          ),
        },
        {
          key: 'to',
          title: '到页面',
          render: (r) => (
            <span title={r.to} data-testid="transition-to">
              {title(r.to)} <Typography.Text type="secondary">（{visits(r.to)} 次访问）</Typography.Text>
            </span>
          ),
        },
        { key: 'count', title: '跳转次数', width: 100, align: 'right' },
      ]}
    />
  );
}

/**
 * `/systemMonitoring/his` 访问轨迹: every page visit of the institution's members (in the caller's data
 * scope), a member's journey of one day, the page flow and a per-page summary; export to .xlsx.
 */
export default function TraceHistoryPage() {
  const [filter, set] = useStatsFilter<TraceFilter>();
  const [journey, setJourney] = useState<{ userId: number; name: string; day: string } | null>(null);
  const pages = useLoad(() => statsApi.pagesSeen(filter.instCode), [filter.instCode]);
  const key = JSON.stringify(filter);
  return (
    <Card title="访问轨迹" data-testid="trace-history-page">
      <StatsFilterBar filter={filter} set={set}>
        <FilterSelect
          placeholder="全部页面"
          minWidth={180}
          search
          testId="trace-page-filter"
          options={pages.data?.filter((p) => p.moduleId).map((p) => ({ value: p.moduleId!, label: p.title }))}
          value={filter.moduleId}
          onChange={(moduleId) => set({ moduleId: moduleId as string | undefined })}
        />
        {filter.userId !== undefined && (
          <Button onClick={() => set({ userId: undefined })} data-testid="trace-user-clear">
            全部成员
          </Button>
        )}
        <DownloadButton download={() => statsApi.exportVisits(filter)} testId="trace-export">
          导出
        </DownloadButton>
      </StatsFilterBar>
      <Tabs
        items={[
          {
            key: 'visits',
            label: '访问记录',
            children: (
              <DataTable<TraceVisit>
                testId="trace-table"
                rowKey={(r) => r.traceId}
                reloadKey={key}
                load={(page) => statsApi.visits(filter, page)}
                numbered
                columns={[
                  { key: 'at', title: '时间（北京时间）', width: 180 },
                  {
                    key: 'name',
                    title: '成员',
                    render: (r) => (
                      <LinkButton style={{ padding: 0 }} title="只看此成员" onClick={() => set({ userId: r.userId })}>
                        {r.name}
                      </LinkButton>
                    ),
                  },
                  { key: 'unitName', title: '部门', render: (r) => r.unitName ?? '未分配部门' },
                  {
                    key: 'page',
                    title: '页面',
                    render: (r) => (
                      <span title={r.path ?? ''} data-testid="trace-page">
                        {pageOf(r)}
                      </span>
                    ),
                  },
                  {
                    key: 'path',
                    title: '路径',
                    render: (r) => <Typography.Text code>{r.path ?? '-'}</Typography.Text>,
                  },
                  {
                    key: 'status',
                    title: '状态',
                    width: 80,
                    render: (r) => (
                      <Tag color={STATUS_COLORS[r.actStatus]} title={r.errorMsg ?? ''}>
                        {ACT_STATUS_LABELS[r.actStatus] ?? r.actStatus}
                      </Tag>
                    ),
                  },
                  { key: 'loadMs', title: '加载', width: 90, render: (r) => seconds(r.loadMs) },
                  { key: 'stayMs', title: '停留', width: 90, render: (r) => seconds(r.stayMs) },
                  {
                    key: 'journey',
                    title: '路径图',
                    width: 90,
                    render: (r) => (
                      <LinkButton
                        data-testid="trace-journey-open"
                        onClick={() => setJourney({ userId: r.userId, name: r.name, day: chinaDay(r.at) })}
                      >
                        当天路径
                      </LinkButton>
                    ),
                  },
                ]}
              />
            ),
          },
          { key: 'flow', label: '页面流转', children: <Transitions filter={filter} /> },
          {
            key: 'functions',
            label: '功能汇总',
            children: (
              <DataTable<TraceFunctionRow>
                testId="trace-functions"
                rowKey={(r) => `${r.path ?? ''}|${r.moduleId ?? ''}`}
                reloadKey={key}
                load={(page) => statsApi.functions(filter, page)}
                numbered
                columns={[
                  { key: 'title', title: '页面', render: (r) => r.title ?? r.moduleName ?? r.path ?? '-' },
                  { key: 'visits', title: '访问次数', align: 'right' },
                  { key: 'users', title: '人数', align: 'right' },
                  { key: 'failed', title: '失败', align: 'right' },
                  { key: 'timedOut', title: '超时', align: 'right' },
                  { key: 'avgLoadMs', title: '平均加载', render: (r) => seconds(r.avgLoadMs) },
                  { key: 'lastAt', title: '最近访问（北京时间）', width: 180 },
                ]}
              />
            ),
          },
        ]}
      />
      {journey && <Journey who={{ ...journey, instCode: filter.instCode }} onClose={() => setJourney(null)} />}
    </Card>
  );
}
