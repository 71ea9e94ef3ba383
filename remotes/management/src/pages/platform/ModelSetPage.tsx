import { useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import type { PlatformInstParam } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import { CompanySelect } from './CompanySelect';
import { allCompanies, platformApi } from './api';
import { ModelEndpointCard } from './ModelEndpointCard';
import { useParamEdits } from './paramEdits';

/**
 * `/management/modelSet` 功能模型设置: choose an institution, tick its models
 * (solutions and feature switches), save; below, its 大模型接入 (智能助手) and all its parameters.
 */
export default function ModelSetPage() {
  const companies = useLoad(allCompanies, []);
  const settable = useLoad(platformApi.settableModels, []);
  const [instCode, setInstCode] = useState<string | undefined>();

  if (companies.status === 'failed') return <FailedState onRetry={companies.reload} />;
  if (settable.status === 'failed') return <FailedState onRetry={settable.reload} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="model-set-page">
      <Card title="功能模型设置">
        <CompanySelect
          companies={companies.data ?? []}
          loading={companies.status === 'loading'}
          value={instCode}
          onChange={setInstCode}
          testId="model-set-inst"
        />
        {instCode && settable.status === 'ok' ? (
          <Models key={instCode} instCode={instCode} settable={settable.data} />
        ) : (
          <Empty style={{ marginTop: 24 }} description="请选择机构" />
        )}
      </Card>
      {instCode && <ModelEndpointCard key={instCode} instCode={instCode} />}
      {instCode && <InstParams key={instCode} instCode={instCode} />}
    </Space>
  );
}

function Models({
  instCode,
  settable,
}: {
  instCode: string;
  settable: { code: string; title: string; kind: string }[];
}) {
  const { message } = App.useApp();
  const current = useLoad(() => platformApi.companyModels(instCode), [instCode]);
  // The boxes as ticked on the page; null: as saved.
  const [edited, setTicked] = useState<string[] | null>(null);
  if (current.status === 'failed') return <FailedState onRetry={current.reload} />;
  if (current.status === 'loading') return <Spin />;
  const ticked = edited ?? current.data.models;
  const group = (kind: string) =>
    settable.filter((m) => m.kind === kind).map((m) => ({ value: m.code, label: m.title }));
  const save = async () => {
    await platformApi.saveCompanyModels(instCode, ticked);
    message.success('已保存，机构成员下次打开页面时生效');
    setTicked(null);
    current.reload();
  };
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Text strong>解决方案</Typography.Text>
      <div>
        <Checkbox.Group
          options={group('solution')}
          value={ticked}
          onChange={(v) =>
            setTicked([...v.map(String), ...ticked.filter((t) => !group('solution').some((g) => g.value === t))])
          }
          data-testid="model-set-solutions"
        />
      </div>
      <Typography.Text strong>功能开关</Typography.Text>
      <div>
        <Checkbox.Group
          options={group('feature')}
          value={ticked}
          onChange={(v) =>
            setTicked([...ticked.filter((t) => !group('feature').some((g) => g.value === t)), ...v.map(String)])
          }
          data-testid="model-set-features"
        />
      </div>
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        onClick={() => save().catch(() => undefined)}
        data-testid="model-set-save"
      >
        保存
      </Button>
    </div>
  );
}

/** Every parameter of the institution; a secret shows only whether it is set. */
function InstParams({ instCode }: { instCode: string }) {
  const params = useLoad(() => platformApi.instParams(instCode), [instCode]);
  const edits = useParamEdits(
    (name, value) => platformApi.saveInstParam(instCode, name, value),
    '已恢复默认值',
    params.reload,
  );
  if (params.status === 'failed') return <FailedState onRetry={params.reload} />;
  return (
    <Card title="机构参数" data-testid="inst-params">
      <DataTable<PlatformInstParam>
        rowKey={(r) => r.name}
        rows={params.data ?? []}
        size="small"
        columns={[
          { key: 'name', title: '参数', width: 220 },
          {
            key: 'value',
            title: '取值',
            render: (r) => (
              <Input
                size="small"
                placeholder={
                  r.secret ? (r.isSet ? '已设置（输入新值替换）' : '未设置') : `默认：${r.defaultValue || '（空）'}`
                }
                value={edits.draft[r.name] ?? (r.secret ? '' : (r.value ?? ''))}
                onChange={(e) => edits.edit(r.name, e.target.value)}
              />
            ),
          },
          {
            key: 'state',
            title: '',
            width: 90,
            render: (r) => (r.isSet ? <Tag color="blue">已设置</Tag> : <Tag>默认</Tag>),
          },
          {
            key: 'actions',
            title: '操作',
            width: 150,
            render: (r) => edits.actions(r.name, r.isSet, '恢复默认'),
          },
        ]}
      />
    </Card>
  );
}
