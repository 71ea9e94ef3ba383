import { useState } from 'react';
import { App, Badge, Button, Card, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { FileType } from '@esee/contracts';
import { batchImportSource, companySearchSource } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BatchImportDialog,
  CompanySearch,
  CompanyStatusTag,
  DataTable,
  DownloadButton,
  FailedState,
  companyHref,
  formatDateTime,
  type CompanyChoice,
} from '@esee/ui';
import { monitorApi, type MonitoredCompany } from '../../api/monitor';
import { GroupPanel } from './GroupPanel';
import { RelatedDialog } from './RelatedDialog';

/** `/apps/monitor/enterpriseMonitoring`: the user's groups and monitored companies. */
export default function MonitorPage() {
  usePageTitle('监控企业');
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  const [groupId, setGroupId] = useState(0);
  const [name, setName] = useState('');
  const [importing, setImporting] = useState(false);
  const [relating, setRelating] = useState<MonitoredCompany | null>(null);
  const groups = useLoad(() => monitorApi.groups(), [version]);
  const changed = () => setVersion((v) => v + 1);
  // Rows chosen for 批量 actions belong to the list they were chosen in: another group, filter or reload clears them.
  const listKey = `${groupId}:${name}:${version}`;
  const [picked, setPicked] = useState({ listKey, ids: [] as string[] });
  const selected = picked.listKey === listKey ? picked.ids : [];
  const real = (groups.data ?? []).filter((g) => g.groupId !== 0);
  const current = groups.data?.find((g) => g.groupId === groupId);

  /** Calls that change the list say what they did, and reload groups (counts) and list. */
  const act = async (work: () => Promise<string>) => {
    try {
      message.success(await work());
      changed();
    } catch {
      // The client's toast has said why.
    }
  };
  const add = (c: CompanyChoice) =>
    act(async () => {
      const r = await monitorApi.add([c.entId], groupId || undefined);
      return r.added ? `已添加监控：${c.orgName}` : `${c.orgName}已在监控中`;
    });

  if (groups.status === 'failed') return <FailedState onRetry={groups.reload} />;
  return (
    <div data-testid="monitor-page" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card style={{ width: 280, flex: 'none' }} styles={{ body: { padding: 12 } }}>
        <GroupPanel groups={groups.data ?? []} selected={groupId} onSelect={setGroupId} onChanged={changed} />
      </Card>
      <Card style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="monitor-group-title">
            {current?.groupName ?? '全部分组'}（{current?.groupMonitorCount ?? 0}）
          </Typography.Title>
          <Space wrap>
            <CompanySearch source={companySearchSource} onPick={add} compact testId="monitor-add-search" />
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="monitor-import">
              批量导入
            </Button>
            <DownloadButton download={() => monitorApi.exportGroup(groupId)} testId="monitor-export">
              导出
            </DownloadButton>
            <Popconfirm
              title={`取消「${current?.groupName ?? '全部分组'}」中全部企业的监控？`}
              okButtonProps={{ danger: true }}
              onConfirm={() => act(async () => `已取消${(await monitorApi.cancelAll(groupId)).cancelled}家企业的监控`)}
            >
              <Button danger disabled={!current?.groupMonitorCount}>
                全部取消
              </Button>
            </Popconfirm>
          </Space>
        </div>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder="按企业名称查找"
            style={{ width: 320 }}
            onSearch={(v) => setName(v.trim())}
            data-testid="monitor-filter"
          />
          {selected.length > 0 && (
            <>
              <Popconfirm
                title={`取消选中的${selected.length}家企业的监控？`}
                okButtonProps={{ danger: true }}
                onConfirm={() => act(async () => `已取消${(await monitorApi.cancel(selected)).cancelled}家企业的监控`)}
              >
                <Button danger data-testid="monitor-cancel-selected">
                  取消选中（{selected.length}）
                </Button>
              </Popconfirm>
              <Select
                style={{ width: 160 }}
                placeholder="选中的移动到…"
                value={null}
                options={real.map((g) => ({ value: g.groupId, label: g.groupName }))}
                onChange={(to: number) =>
                  act(async () => {
                    await monitorApi.switchGroup(selected, to);
                    return `已移动${selected.length}家企业`;
                  })
                }
              />
            </>
          )}
        </Space>
        <DataTable<MonitoredCompany>
          testId="list-monitored"
          numbered
          reloadKey={listKey}
          rowKey={(c) => c.entId}
          selection={{ keys: selected, onChange: (ids) => setPicked({ listKey, ids }) }}
          load={(page) => monitorApi.companies(groupId, name, page)}
          columns={[
            {
              key: 'entName',
              title: '企业名称',
              render: (c) => (
                <Space size={4} wrap>
                  <a href={companyHref({ entId: c.entId, companyName: c.entName })} target="_blank" rel="noreferrer">
                    {c.entName}
                  </a>
                  {c.unreadAlerts > 0 && (
                    <Link to={`/apps/monitor/optional?entId=${c.entId}`}>
                      <Badge count={c.unreadAlerts} title="未读预警" />
                    </Link>
                  )}
                  {c.relatedTo && <Tag title={c.relation ?? ''}>关联方：{c.relatedTo}</Tag>}
                </Space>
              ),
            },
            {
              key: 'orgStatus',
              title: '登记状态',
              width: 100,
              render: (c) => <CompanyStatusTag status={c.orgStatus} />,
            },
            {
              key: 'monitorStatus',
              title: '监控状态',
              width: 110,
              render: (c) =>
                c.monitorStatus === 'FAILED' ? (
                  <Space size={4}>
                    <Tag color="red">添加失败</Tag>
                    <Typography.Link
                      onClick={() => act(async () => `已重试${(await monitorApi.retry([c.entId])).retried}家`)}
                    >
                      重试
                    </Typography.Link>
                  </Space>
                ) : (
                  <Tag color="green">监控中</Tag>
                ),
            },
            {
              key: 'groupName',
              title: '分组',
              width: 150,
              render: (c) => (
                <Select
                  size="small"
                  style={{ width: 130 }}
                  value={c.groupId}
                  options={real.map((g) => ({ value: g.groupId, label: g.groupName }))}
                  onChange={(to: number) =>
                    act(async () => {
                      await monitorApi.switchGroup([c.entId], to);
                      return '已移动分组';
                    })
                  }
                />
              ),
            },
            { key: 'addTime', title: '加入时间', width: 150, render: (c) => formatDateTime(c.addTime) },
            {
              key: 'actions',
              title: '操作',
              width: 200,
              render: (c) => (
                <Space>
                  <Typography.Link onClick={() => setRelating(c)}>关联方</Typography.Link>
                  <Link to={`/apps/monitor/enterpriseMonitoring/affiliatedCompany?entId=${c.entId}`}>已关联</Link>
                  <Popconfirm
                    title={`取消监控${c.entName}？`}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      act(async () => {
                        await monitorApi.cancel([c.entId]);
                        return `已取消监控：${c.entName}`;
                      })
                    }
                  >
                    <Typography.Link type="danger">取消监控</Typography.Link>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {importing && (
        <BatchImportDialog
          title={`批量导入监控企业${current && groupId ? `到「${current.groupName}」` : ''}`}
          action="添加监控"
          scope={{ fileType: FileType.MONITOR, targetId: groupId || undefined }}
          source={batchImportSource}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            changed();
          }}
        />
      )}
      {relating && (
        <RelatedDialog
          company={relating}
          onClose={() => setRelating(null)}
          onAdded={() => {
            setRelating(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
