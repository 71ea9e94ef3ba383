import { Card, Input, Typography } from 'antd';
import type { GlobalParam } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import { platformApi } from './api';
import { useParamEdits } from './paramEdits';

/**
 * `/management/globalParameter` 全局参数: the defaults new institutions'
 * parameters get, over the built-in ones. Existing institutions keep theirs.
 */
export default function GlobalParameterPage() {
  const params = useLoad(platformApi.globalParams, []);
  const edits = useParamEdits(platformApi.saveGlobalParam, '已恢复内置默认值', params.reload);
  if (params.status === 'failed') return <FailedState onRetry={params.reload} />;
  return (
    <Card title="全局参数" data-testid="global-parameter-page">
      <Typography.Paragraph type="secondary">
        新增机构时，其参数的默认值取这里的设置，未设置的取内置默认值；已有机构的参数不受影响，请在「功能模型设置」中逐个机构修改。
      </Typography.Paragraph>
      <DataTable<GlobalParam>
        testId="global-parameter-table"
        rowKey={(r) => r.name}
        rows={params.data ?? []}
        size="small"
        columns={[
          { key: 'name', title: '参数', width: 220 },
          { key: 'builtIn', title: '内置默认值', width: 260, render: (r) => r.builtIn || '（空）' },
          {
            key: 'value',
            title: '平台默认值',
            render: (r) => (
              <Input
                size="small"
                placeholder="未设置"
                value={edits.draft[r.name] ?? r.value ?? ''}
                onChange={(e) => edits.edit(r.name, e.target.value)}
              />
            ),
          },
          {
            key: 'actions',
            title: '操作',
            width: 170,
            render: (r) => edits.actions(r.name, r.value !== null, '恢复内置'),
          },
        ]}
      />
    </Card>
  );
}
