import { Card, Space, Spin, Tag } from 'antd';
import type { FeatureModel, ModelEndpoint } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, EmptyState, FailedState } from '@esee/ui';
import { platformApi } from './api';
import { TestResult } from './ModelEndpointCard';
import { modelEndpointApi } from './modelEndpointApi';

/** 大模型接入 of every institution that has one: where, which model, on or off, the last connection test. */
function Endpoints() {
  const endpoints = useLoad(modelEndpointApi.list, []);
  if (endpoints.status === 'failed') return <FailedState onRetry={endpoints.reload} />;
  return (
    <Card title="大模型接入" data-testid="model-endpoints">
      {endpoints.status === 'loading' ? (
        <Spin />
      ) : !endpoints.data.length ? (
        <EmptyState description="尚无机构接入大模型（智能助手以检索模式作答）；可在功能模型设置中为机构接入" />
      ) : (
        <DataTable<ModelEndpoint>
          testId="model-endpoint-table"
          rowKey={(r) => r.instCode}
          rows={endpoints.data}
          columns={[
            { key: 'instName', title: '机构', width: 200, render: (r) => `${r.instName}（${r.instCode}）` },
            { key: 'baseUrl', title: '接口地址' },
            { key: 'model', title: '模型', width: 160 },
            {
              key: 'enabled',
              title: '状态',
              width: 90,
              render: (r) => (r.enabled ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>),
            },
            {
              key: 'keySet',
              title: 'API Key',
              width: 90,
              render: (r) => (r.keySet ? <Tag color="blue">已设置</Tag> : <Tag>未设置</Tag>),
            },
            {
              key: 'lastTestOk',
              title: '最近测试',
              width: 300,
              render: (r) => <TestResult ok={r.lastTestOk} message={r.lastTestMessage} at={r.lastTestAt} />,
            },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * `/management/modelManage` 功能模型管理: the catalogue, with how many institutions have each model; below, the
 * institutions' model endpoints (智能助手).
 */
export default function ModelManagePage() {
  const models = useLoad(platformApi.models, []);
  if (models.status === 'failed') return <FailedState onRetry={models.reload} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="model-manage-page">
      <Card title="功能模型管理">
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
      <Endpoints />
    </Space>
  );
}
