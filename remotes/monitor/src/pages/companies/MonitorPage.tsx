import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FileType } from '@esee/contracts';
import { batchImportSource } from '@esee/http';
import { usePageTitle } from '@esee/react';
import { BatchImportDialog, DownloadButton, FailedState } from '@esee/ui';
import { monitorApi, type MonitoredCompany } from '../../api/monitor';
import { EmptyBecause, NotMonitoringYet } from '../../components/NotMonitoringYet';
import { receivesNew, useGroups } from '../../groups/useGroups';
import { AddMonitorDialog } from './AddMonitorDialog';
import { GroupPanel } from './GroupPanel';
import { MonitoredTable } from './MonitoredTable';
import { RelatedDialog } from './RelatedDialog';

const PAGE = '/apps/monitor/enterpriseMonitoring';

/**
 * `/apps/monitor/enterpriseMonitoring`: the user's groups and monitored companies. 添加监控 adds
 * companies (a dialog; `/add` opens with it), 查询 only filters the list by name. `?groupId=` chooses
 * the group shown.
 */
export default function MonitorPage() {
  usePageTitle('监控企业');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [version, setVersion] = useState(0);
  const [chosen, setGroupId] = useState(Number(params.get('groupId')) || 0);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(pathname.endsWith('/add'));
  const [importing, setImporting] = useState(false);
  const [relating, setRelating] = useState<MonitoredCompany | null>(null);
  const groups = useGroups();
  // A group that is not (or no longer) the user's shows as 全部分组.
  const groupId = groups.list.length && !groups.list.some((g) => g.groupId === chosen) ? 0 : chosen;
  const current = groups.list.find((g) => g.groupId === groupId);
  const groupName = current?.groupName ?? '全部分组';
  const changed = () => {
    groups.reload();
    setVersion((v) => v + 1);
  };
  // Rows chosen for 批量 actions belong to the list they were chosen in: another group, filter or reload clears them.
  const listKey = `${groupId}:${name}:${version}`;
  const [picked, setPicked] = useState({ listKey, ids: [] as string[] });
  const selected = picked.listKey === listKey ? picked.ids : [];

  /** Calls that change the list say what they did, and reload groups (counts) and list. */
  const act = async (work: () => Promise<string>) => {
    try {
      message.success(await work());
      changed();
    } catch {
      // The client's toast has said why.
    }
  };
  const filter = (value: string) => {
    setText(value);
    setName(value.trim());
  };
  const closeAdd = () => {
    setAdding(false);
    if (pathname.endsWith('/add')) void navigate(PAGE, { replace: true });
  };
  const addButton = (label: string, testId: string) => (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid={testId}>
      {label}
    </Button>
  );
  const importButton = (
    <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="monitor-import">
      批量导入
    </Button>
  );

  if (groups.failed) return <FailedState onRetry={groups.reload} />;
  return (
    <div data-testid="monitor-page" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card style={{ width: 280, flex: 'none' }} styles={{ body: { padding: 12 } }}>
        <GroupPanel groups={groups.list} selected={groupId} onSelect={setGroupId} onChanged={changed} />
      </Card>
      <Card style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="monitor-group-title">
            {groupName}（{current?.groupMonitorCount ?? 0}）
          </Typography.Title>
          <Space wrap>
            {addButton('添加监控', 'monitor-add')}
            {importButton}
            <DownloadButton download={() => monitorApi.exportGroup(groupId)} testId="monitor-export">
              导出
            </DownloadButton>
            <Popconfirm
              title={`取消「${groupName}」中全部企业的监控？`}
              okButtonProps={{ danger: true }}
              onConfirm={() => act(async () => `已取消${(await monitorApi.cancelAll(groupId)).cancelled}家企业的监控`)}
            >
              <Button danger disabled={!current?.groupMonitorCount}>
                全部取消
              </Button>
            </Popconfirm>
          </Space>
        </div>
        {groups.monitored === 0 ? (
          <NotMonitoringYet
            shows="它们的登记状态、司法风险和负面舆情等风险动态"
            actions={
              <>
                {addButton('添加监控企业', 'monitor-add-first')}
                {importButton}
              </>
            }
          />
        ) : (
          <>
            <Space wrap style={{ marginBottom: 12 }}>
              <Input.Search
                allowClear
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={`在「${groupName}」的监控企业中按名称查询`}
                enterButton="查询"
                style={{ width: 360 }}
                onSearch={filter}
                data-testid="monitor-filter"
              />
              {selected.length > 0 && (
                <>
                  <Popconfirm
                    title={`取消选中的${selected.length}家企业的监控？`}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      act(async () => `已取消${(await monitorApi.cancel(selected)).cancelled}家企业的监控`)
                    }
                  >
                    <Button danger data-testid="monitor-cancel-selected">
                      取消选中（{selected.length}）
                    </Button>
                  </Popconfirm>
                  <Select
                    style={{ width: 160 }}
                    placeholder="选中的移动到…"
                    value={null}
                    options={groups.real.map((g) => ({ value: g.groupId, label: g.groupName }))}
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
            <MonitoredTable
              groupId={groupId}
              name={name}
              listKey={listKey}
              groups={groups.real}
              selected={selected}
              onSelect={(ids) => setPicked({ listKey, ids })}
              act={act}
              onRelate={setRelating}
              empty={
                name ? (
                  <EmptyBecause actions={<Button onClick={() => filter('')}>清除查询</Button>}>
                    「{groupName}」中没有名称包含「{name}」的监控企业
                  </EmptyBecause>
                ) : (
                  <EmptyBecause actions={addButton('添加监控', 'monitor-add-to-group')}>
                    「{groupName}」中还没有企业
                  </EmptyBecause>
                )
              }
            />
          </>
        )}
      </Card>
      {adding && (
        <AddMonitorDialog
          groups={groups.real}
          initialGroupId={groupId || (groups.real.find((g) => receivesNew(g, groups.list))?.groupId ?? 0)}
          onAdded={changed}
          onClose={closeAdd}
        />
      )}
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
