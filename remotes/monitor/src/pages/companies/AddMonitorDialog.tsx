import { useState } from 'react';
import { App, Button, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { companySearchSource } from '@esee/http';
import { CompanyStatusTag, DataTable, type CompanyChoice } from '@esee/ui';
import { monitorApi, type MonitorGroup } from '../../api/monitor';

interface Found extends CompanyChoice {
  /** The group the user monitors it in, if so. */
  monitoredIn: string | null;
}

/** Search results beyond this are not paged (spec 2 §2: counts above 999 show as 999+). */
const MAX_RESULTS = 999;

/** A page of search results, each marked with the group the user already monitors it in. */
async function findCompanies(text: string, page: number) {
  const r = await companySearchSource.search(text, page);
  const where = r.rows.length ? await monitorApi.groupsOf(r.rows.map((c) => c.entId)) : [];
  const groupOf = new Map(where.map((w) => [w.entId, w.groupName]));
  return {
    total: Math.min(r.total, MAX_RESULTS),
    list: r.rows.map((c): Found => ({ ...c, monitoredIn: groupOf.get(c.entId) ?? null })),
  };
}

/**
 * 添加监控: find companies by name or code and add them, one by one, to the chosen group. The dialog
 * stays open for the next one; the monitored list behind it follows.
 */
export function AddMonitorDialog({
  groups,
  initialGroupId,
  onAdded,
  onClose,
}: {
  /** The groups a company can go to (not 全部分组). */
  groups: readonly MonitorGroup[];
  initialGroupId: number;
  onAdded: () => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [hint, setHint] = useState(false);
  // The page's group until the user picks one here (the groups may still be loading when the dialog opens).
  const [picked, setGroupId] = useState<number | null>(null);
  const groupId = picked ?? initialGroupId;
  // Added here: marked at once, without reloading the page of results.
  const [addedHere, setAddedHere] = useState<ReadonlyMap<string, string>>(new Map());

  const search = (value: string) => {
    const v = value.trim();
    setHint(!v);
    if (v) setQuery(v);
  };
  const add = async (c: Found) => {
    try {
      const r = await monitorApi.add([c.entId], groupId);
      const group = groups.find((g) => g.groupId === r.groupId)?.groupName ?? '';
      message.success(r.added ? `已添加监控：${c.orgName}（${group}）` : `${c.orgName}已在监控中`);
      // One already monitored (elsewhere, since the results came) is in a group this call did not name.
      setAddedHere((m) => new Map(m).set(c.entId, r.added ? group : ''));
      onAdded();
    } catch {
      // The client's toast has said why.
    }
  };
  return (
    <Modal
      open
      title="添加监控企业"
      width={920}
      onCancel={onClose}
      footer={<Button onClick={onClose}>完成</Button>}
      data-testid="monitor-add-dialog"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <span>加入分组</span>
          <Select
            style={{ width: 200 }}
            value={groupId || undefined}
            placeholder="默认添加的分组"
            options={groups.map((g) => ({ value: g.groupId, label: `${g.groupName}（${g.groupMonitorCount}）` }))}
            onChange={setGroupId}
            data-testid="monitor-add-group"
          />
        </Space>
        <Input.Search
          autoFocus
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="输入要监控的企业名称或统一社会信用代码"
          enterButton="搜索企业"
          onSearch={search}
          data-testid="monitor-add-input"
        />
        {hint && <Typography.Text type="danger">请输入企业名称或统一社会信用代码</Typography.Text>}
        {query ? (
          <DataTable<Found>
            testId="monitor-add-results"
            size="small"
            reloadKey={query}
            rowKey={(c) => c.entId}
            load={(page) => findCompanies(query, page)}
            columns={[
              { key: 'orgName', title: '企业名称' },
              { key: 'legRepName', title: '法定代表人', width: 100 },
              { key: 'creditCode', title: '统一社会信用代码', width: 190 },
              {
                key: 'orgStatus',
                title: '状态',
                width: 110,
                render: (c) => (c.orgStatus ? <CompanyStatusTag status={c.orgStatus} /> : '-'),
              },
              {
                key: 'add',
                title: '操作',
                width: 150,
                render: (c) => {
                  const group = addedHere.get(c.entId) ?? c.monitoredIn;
                  return group !== null ? (
                    <Tag color="green">{group ? `已监控 · ${group}` : '已监控'}</Tag>
                  ) : (
                    <Button size="small" type="primary" onClick={() => void add(c)} data-testid="monitor-add-one">
                      添加监控
                    </Button>
                  );
                },
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">搜索到企业后，点击「添加监控」即加入所选分组。</Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
