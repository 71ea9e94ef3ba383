import { Card, Tag } from 'antd';
import type { FeatureModel } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import { platformApi } from './api';

/** `/management/modelManage` 功能模型管理: the catalogue, with how many institutions have each model. */
export default function ModelManagePage() {
  const models = useLoad(platformApi.models, []);
  if (models.status === 'failed') return <FailedState onRetry={models.reload} />;
  return (
    <Card title="功能模型管理" data-testid="model-manage-page">
      <DataTable<FeatureModel>
        testId="model-table"
        rowKey={(r) => r.code}
        rows={models.data ?? []}
        columns={[
          { key: 'title', title: '功能模型', width: 160 },
          { key: 'code', title: '代码', width: 200 },
          {
            key: 'kind',
            title: '类型',
            width: 100,
            render: (r) => (r.kind === 'solution' ? <Tag color="blue">解决方案</Tag> : <Tag>功能开关</Tag>),
          },
          { key: 'description', title: '说明' },
          { key: 'institutionCount', title: '开通机构数', width: 110, align: 'right' },
        ]}
      />
    </Card>
  );
}
