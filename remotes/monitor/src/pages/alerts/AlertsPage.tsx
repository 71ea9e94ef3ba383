import { useState } from 'react';
import { App, Button, DatePicker, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useLoad, usePageTitle } from '@esee/react';
import { monitorApi, type Alert, type AlertFilter } from '../../api/monitor';
import { ExplainedTable } from '../../components/ExplainedTable';
import { EmptyBecause, NotMonitoringYet } from '../../components/NotMonitoringYet';
import { useGroups } from '../../groups/useGroups';
import { LEVEL_COLOR, ListedAlertDetail } from './AlertDetail';
import { ListPage } from '@esee/ui';
import { IGNORED_LABEL } from '@esee/contracts';
import { OpenCaseDialog } from '../cases/OpenCaseDialog';

const LEVELS = ['高风险', '中风险', '警示'];

/**
 * `/apps/monitor/optional`: the alerts of the user's monitored companies, newest first, with filters by
 * group, kind, level, date and read state; opening one marks it read. `?entId=` shows one company's. An alert
 * becomes a case (转为案件); one a 误报 case keeps quiet shows as 已忽略（误报）.
 */
export default function AlertsPage() {
  usePageTitle('监控动态');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const entId = params.get('entId') ?? undefined;
  const [filter, setFilter] = useState<AlertFilter>({});
  const [version, setVersion] = useState(0);
  // The filter controls keep their own values; clearing the filter starts them afresh (a new key each: the filter
  // bar's Space flattens a fragment, and its key with it).
  const [cleared, setCleared] = useState(0);
  const [open, setOpen] = useState<Alert | null>(null);
  const [opening, setOpening] = useState<number[] | null>(null);
  const groups = useGroups();
  const settings = useLoad(() => monitorApi.settings(), []);
  const set = (patch: Partial<AlertFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const filtered = Object.values(filter).some((v) => v !== undefined);
  const clear = () => {
    setFilter({});
    setCleared((n) => n + 1);
  };

  const show = async (a: Alert) => {
    setOpen(a);
    if (!a.read) {
      await monitorApi.readAlerts([a.alertId]).catch(() => undefined);
      setVersion((v) => v + 1);
    }
  };
  const markAllRead = async () => {
    try {
      message.success(`已将${(await monitorApi.readAlerts()).read}条预警标为已读`);
      setVersion((v) => v + 1);
    } catch {
      // The client's toast has said why.
    }
  };
  const watching = groups.monitored !== 0;
  return (
    <ListPage
      title="监控动态"
      testId="alerts-page"
      filtersTestId="alert-filters"
      filters={
        watching && (
          <>
            <Select
              key={`group-${cleared}`}
              style={{ width: 160 }}
              placeholder="分组"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="alert-group"
              options={groups.list.map((g) => ({ value: g.groupId, label: g.groupName }))}
              onChange={(groupId?: number) => set({ groupId: groupId || undefined })}
            />
            <Select
              key={`kind-${cleared}`}
              style={{ width: 180 }}
              placeholder="预警类型"
              allowClear
              options={(settings.data?.rules ?? []).map((r) => ({ value: r.kind, label: r.title }))}
              onChange={(kind?: string) => set({ kind })}
              data-testid="alert-kind"
            />
            <Select
              key={`level-${cleared}`}
              style={{ width: 120 }}
              placeholder="预警级别"
              allowClear
              options={LEVELS.map((l) => ({ value: l, label: l }))}
              onChange={(level?: string) => set({ level })}
            />
            <DatePicker.RangePicker
              key={`dates-${cleared}`}
              onChange={(range) =>
                set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
              }
            />
            <Space key={`unread-${cleared}`}>
              <Switch size="small" onChange={(unread) => set({ unread: unread || undefined })} />
              只看未读
            </Space>
          </>
        )
      }
      actions={watching && <Button onClick={() => void markAllRead()}>全部标为已读</Button>}
    >
      {!watching ? (
        <NotMonitoringYet shows="它们的风险动态" />
      ) : (
        <ExplainedTable<Alert>
          testId="list-alerts"
          reloadKey={JSON.stringify({ filter, entId, version })}
          empty={
            filtered ? (
              <EmptyBecause actions={<Button onClick={clear}>清除筛选条件</Button>}>所选条件下没有预警</EmptyBecause>
            ) : (
              <EmptyBecause actions={<Link to="/apps/monitor/erlyWarningSetting">查看预警设置</Link>}>
                {entId ? '该企业' : '您监控的企业'}暂时没有预警。数据更新时发现新的风险，会在这里提示
              </EmptyBecause>
            )
          }
          rowKey={(a) => String(a.alertId)}
          load={(page) => monitorApi.alerts({ ...filter, ...(entId ? { entId } : {}) }, page)}
          onRowClick={(a) => void show(a)}
          columns={[
            {
              key: 'level',
              title: '级别',
              width: 90,
              render: (a) => <Tag color={LEVEL_COLOR[a.level]}>{a.level}</Tag>,
            },
            {
              key: 'title',
              title: '预警',
              render: (a) => (
                <Typography.Text strong={!a.read && !a.ignored} data-testid="alert-title">
                  {a.entName} · {a.title}
                </Typography.Text>
              ),
            },
            {
              key: 'summary',
              title: '内容',
              render: (a) => (
                <Typography.Text ellipsis={{ tooltip: a.summary }} style={{ maxWidth: 320 }}>
                  {a.summary}
                </Typography.Text>
              ),
            },
            { key: 'alertTime', title: '预警时间', width: 150 },
            {
              key: 'read',
              title: '状态',
              width: 80,
              fixed: 'right',
              render: (a) =>
                a.ignored ? (
                  <Tag data-testid="alert-ignored">{IGNORED_LABEL}</Tag>
                ) : a.read ? (
                  '已读'
                ) : (
                  <Tag color="blue">未读</Tag>
                ),
            },
            {
              key: 'case',
              title: '操作',
              width: 100,
              render: (a) =>
                a.caseId ? (
                  <Link
                    to={`/apps/monitor/caseDetail?id=${a.caseId}`}
                    onClick={(e) => e.stopPropagation()}
                    data-testid="alert-case-link"
                  >
                    查看案件
                  </Link>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    data-testid="alert-open-case"
                    onClick={(e) => {
                      e.stopPropagation();
                      setOpening([a.alertId]);
                    }}
                  >
                    转为案件
                  </Button>
                ),
            },
          ]}
        />
      )}
      {opening && <OpenCaseDialog alertIds={opening} onClose={() => setOpening(null)} />}
      {open && (
        <Modal open title={open.title} footer={null} onCancel={() => setOpen(null)} data-testid="alert-detail">
          <ListedAlertDetail alert={open} />
        </Modal>
      )}
    </ListPage>
  );
}
