import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { POINT_ID_PATTERN, POINT_MODULES, type PointDef } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState, LinkButton } from '@esee/ui';
import { enabledColumn } from '../../components/enabledColumn';
import { pointsApi } from './api';

interface Draft {
  pointId: string;
  name: string;
  module: string;
  description: string;
  enabled: boolean;
}

const EMPTY: Draft = { pointId: '', name: '', module: 'company', description: '', enabled: true };
const CODE = new RegExp(POINT_ID_PATTERN);

/**
 * `/management/pointManage` 埋点管理 (issue 21, our design): the platform administrator's catalogue of the
 * points the product counts. A point's code is what links and the clients send as `pointId`; it cannot
 * change once made. A point is stopped rather than deleted, so its hits keep their name.
 */
export default function PointManagePage() {
  const { message } = App.useApp();
  const list = useLoad(pointsApi.definitions, []);
  // Null: the dialog is closed; `editing` names the point being edited, absent for a new one.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [rows, setRows] = useState<PointDef[] | null>(null);
  const shown = rows ?? list.data ?? [];

  if (list.status === 'failed') return <FailedState onRetry={list.reload} />;

  const open = (row?: PointDef) => {
    setEditing(row?.pointId ?? null);
    setDraft(
      row
        ? {
            pointId: row.pointId,
            name: row.name,
            module: row.module,
            description: row.description,
            enabled: row.enabled,
          }
        : EMPTY,
    );
  };
  const codeOk = !!draft && (editing !== null || CODE.test(draft.pointId));
  const submit = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const body = { ...draft, name: draft.name.trim(), description: draft.description.trim() };
      setRows(editing ? await pointsApi.update(body) : await pointsApi.add(body));
      message.success(editing ? '埋点已保存' : '埋点已新增');
      setDraft(null);
    } catch {
      // shown by the error catalogue
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (row: PointDef, enabled: boolean) => {
    try {
      setRows(await pointsApi.update({ pointId: row.pointId, enabled }));
      message.success(enabled ? '已启用' : '已停用');
    } catch {
      // shown by the error catalogue
    }
  };

  return (
    <Card
      title="埋点管理"
      data-testid="point-manage-page"
      extra={
        <Button type="primary" onClick={() => open()} data-testid="point-add">
          新增埋点
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        埋点是产品中需要统计使用次数的位置。链接中带 <Typography.Text code>pointId=埋点编码</Typography.Text>{' '}
        打开企业详情，或在功能中调用埋点，即记录一次。停用的埋点不再记录，已有记录仍可在「埋点统计」中查看。
      </Typography.Paragraph>
      {list.status === 'loading' && !rows ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <DataTable<PointDef>
          testId="point-def-table"
          rowKey={(r) => r.pointId}
          rows={shown}
          size="small"
          columns={[
            {
              key: 'pointId',
              title: '埋点编码',
              width: 180,
              render: (r) => <Typography.Text code>{r.pointId}</Typography.Text>,
            },
            { key: 'name', title: '名称', width: 160 },
            { key: 'moduleLabel', title: '所属模块', width: 120 },
            { key: 'description', title: '说明', render: (r) => r.description || '—' },
            { key: 'hits', title: '累计次数', width: 90, align: 'right' },
            enabledColumn(70),
            { key: 'updatedAt', title: '更新时间（北京时间）', width: 180 },
            {
              key: 'actions',
              title: '操作',
              width: 110,
              render: (r) => (
                <Space size={0}>
                  <LinkButton onClick={() => open(r)} data-testid="point-edit">
                    编辑
                  </LinkButton>
                  <LinkButton danger={r.enabled} onClick={() => void toggle(r, !r.enabled)} data-testid="point-toggle">
                    {r.enabled ? '停用' : '启用'}
                  </LinkButton>
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={!!draft}
        title={editing ? `编辑埋点 ${editing}` : '新增埋点'}
        okText="保存"
        confirmLoading={saving}
        okButtonProps={{ disabled: !draft?.name.trim() || !codeOk, 'data-testid': 'point-save' }}
        onOk={() => void submit()}
        onCancel={() => setDraft(null)}
        destroyOnHidden
      >
        {draft && (
          <Form layout="vertical">
            <Form.Item
              label="埋点编码"
              required
              validateStatus={draft.pointId && !codeOk ? 'error' : undefined}
              extra="2–64 位字母、数字或 . _ -，如 detail.fromSearch；保存后不能修改"
            >
              <Input
                value={draft.pointId}
                maxLength={64}
                disabled={editing !== null}
                onChange={(e) => setDraft({ ...draft, pointId: e.target.value.trim() })}
                data-testid="point-id-input"
              />
            </Form.Item>
            <Form.Item label="名称" required>
              <Input
                value={draft.name}
                maxLength={50}
                placeholder="如：企业详情-来自搜索"
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                data-testid="point-name-input"
              />
            </Form.Item>
            <Form.Item label="所属模块" required>
              <Select
                value={draft.module}
                options={POINT_MODULES.map((m) => ({ value: m.value, label: m.label }))}
                onChange={(module) => setDraft({ ...draft, module })}
                data-testid="point-module-select"
              />
            </Form.Item>
            <Form.Item label="说明">
              <Input.TextArea
                value={draft.description}
                maxLength={500}
                rows={3}
                onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="启用">
              <Switch checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
