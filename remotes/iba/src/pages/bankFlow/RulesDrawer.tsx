import { useState } from 'react';
import { Alert, App, Button, Drawer, InputNumber, Skeleton, Space, Tag, Typography } from 'antd';
import {
  BANK_FLOW_THRESHOLD_FIELDS,
  type BankFlowRiskLevel,
  type BankFlowRuleCatalogue,
  type BankFlowThresholdKey,
} from '@esee/contracts';
import { useLoad, useSubmit } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';
import { LEVEL_TITLES } from './titles';

const KEYS = Object.keys(BANK_FLOW_THRESHOLD_FIELDS) as BankFlowThresholdKey[];
const THRESHOLD_ROWS = KEYS.map((key) => ({ key }));

/** The thresholds: the administrator edits a draft over those in force; others read them. */
function ThresholdsForm({ catalogue, onSaved }: { catalogue: BankFlowRuleCatalogue; onSaved: () => void }) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Record<string, number | null>>(catalogue.thresholds);
  // A refusal has been said by the request's toast.
  const { busy: saving, run } = useSubmit();
  const complete = KEYS.every((k) => draft[k] !== null && draft[k] !== undefined);
  const save = (thresholds: Record<string, number> | null) =>
    run(async () => {
      await bankFlowApi.saveThresholds(thresholds);
      message.success(thresholds ? '阈值已保存，之后的分析按新阈值筛查' : '已恢复默认阈值');
      onSaved();
    });
  return (
    <>
      <DataTable
        testId="bank-flow-thresholds"
        size="small"
        showAll
        rowKey={(r) => r.key}
        rows={THRESHOLD_ROWS}
        columns={[
          { key: 'label', title: '阈值', render: (r) => BANK_FLOW_THRESHOLD_FIELDS[r.key].label },
          {
            key: 'value',
            title: '本机构',
            width: 190,
            render: (r) => {
              const field = BANK_FLOW_THRESHOLD_FIELDS[r.key];
              return catalogue.canEdit ? (
                <InputNumber
                  min={field.min}
                  max={field.max}
                  step={field.unit === '比例' ? 0.05 : 1}
                  value={draft[r.key]}
                  onChange={(v) => setDraft({ ...draft, [r.key]: v })}
                  addonAfter={field.unit}
                  style={{ width: 170 }}
                  data-testid={`bank-flow-threshold-${r.key}`}
                />
              ) : (
                <span data-testid={`bank-flow-threshold-${r.key}`}>
                  {catalogue.thresholds[r.key]} {field.unit}
                </span>
              );
            },
          },
          { key: 'default', title: '默认', width: 110, align: 'right', render: (r) => catalogue.defaults[r.key] },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        {catalogue.canEdit ? (
          <Space>
            <Button
              type="primary"
              loading={saving}
              disabled={!complete}
              onClick={() => void save(draft as Record<string, number>)}
              data-testid="bank-flow-thresholds-save"
            >
              保存
            </Button>
            <Button disabled={saving} onClick={() => void save(null)} data-testid="bank-flow-thresholds-reset">
              恢复默认
            </Button>
            <Typography.Text type="secondary">已完成的分析不变，重新分析时按新阈值筛查。</Typography.Text>
          </Space>
        ) : (
          <Alert
            type="info"
            showIcon
            message="阈值由机构管理员设置，您可查看。"
            data-testid="bank-flow-thresholds-readonly"
          />
        )}
      </div>
    </>
  );
}

/** 规则与阈值: the anomaly rules the analysis screens for, and the institution's thresholds. */
export function RulesDrawer({ onClose }: { onClose: () => void }) {
  const [version, setVersion] = useState(0);
  const catalogue = useLoad(() => bankFlowApi.rules(), [version]);
  return (
    <Drawer
      open
      width={880}
      onClose={onClose}
      title={
        <Space>
          异常规则与阈值
          {catalogue.status === 'ok' &&
            (catalogue.data.custom ? (
              <Tag color="blue" data-testid="bank-flow-thresholds-custom">
                本机构设置
              </Tag>
            ) : (
              <Tag data-testid="bank-flow-thresholds-default">默认阈值</Tag>
            ))}
        </Space>
      }
    >
      <div data-testid="bank-flow-rules-drawer">
        {catalogue.status === 'loading' && <Skeleton active paragraph={{ rows: 10 }} />}
        {catalogue.status === 'failed' && <FailedState onRetry={catalogue.reload} />}
        {catalogue.status === 'ok' && (
          <>
            <div style={{ marginBottom: 20 }}>
              <DataTable
                testId="bank-flow-rules"
                size="small"
                showAll
                rowKey={(r) => r.rule}
                rows={catalogue.data.rules}
                columns={[
                  { key: 'title', title: '模型名称', width: 110 },
                  { key: 'point', title: '核心异常点' },
                  { key: 'scope', title: '业务口径' },
                  { key: 'target', title: '筛查对象', width: 90 },
                  {
                    key: 'level',
                    title: '风险等级',
                    width: 80,
                    render: (r) => {
                      const level = LEVEL_TITLES[r.level as BankFlowRiskLevel];
                      return <Tag color={level.color}>{level.text}</Tag>;
                    },
                  },
                  {
                    key: 'threshold',
                    title: '阈值',
                    width: 220,
                    render: (r) => <span data-testid="bank-flow-rule-threshold">{r.threshold}</span>,
                  },
                ]}
              />
            </div>
            <ThresholdsForm key={version} catalogue={catalogue.data} onSaved={() => setVersion((v) => v + 1)} />
          </>
        )}
      </div>
    </Drawer>
  );
}
