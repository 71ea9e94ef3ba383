import { useState } from 'react';
import { Alert, App, Button, Drawer, InputNumber, Skeleton, Space, Table, Tag, Typography } from 'antd';
import {
  CREDIT_DIMENSION_TITLES,
  CREDIT_DIMENSIONS,
  CREDIT_WEIGHT_MAX,
  type CreditDimension,
  type CreditWeights,
  type CreditWeightsSetting,
} from '@esee/contracts';
import { useLoad, useSubmit } from '@esee/react';
import { FailedState, formatPercent } from '@esee/ui';
import { creditReportApi } from '../../api/creditReport';

/** The form: the administrator's draft over the weights in force. */
function WeightsForm({ setting, onSaved }: { setting: CreditWeightsSetting; onSaved: () => void }) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Record<CreditDimension, number | null>>(setting.weights);
  const { busy: saving, run } = useSubmit();
  const sum = CREDIT_DIMENSIONS.reduce((n, d) => n + (draft[d] ?? 0), 0);
  const complete = CREDIT_DIMENSIONS.every((d) => draft[d] !== null);
  const save = async (weights: CreditWeights | null) => {
    await run(async () => {
      const saved = await creditReportApi.saveWeights(weights);
      setDraft(saved.weights);
      message.success(weights ? '评分权重已保存，之后生成的报告按新权重评分' : '已恢复默认权重');
      onSaved();
    });
  };
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="dimension"
        data-testid="credit-weights-table"
        dataSource={CREDIT_DIMENSIONS.map((d) => ({ dimension: d }))}
        columns={[
          { title: '评分维度', key: 'title', render: (_, r) => CREDIT_DIMENSION_TITLES[r.dimension] },
          {
            title: '权重',
            key: 'weight',
            width: 140,
            render: (_, r) =>
              setting.canEdit ? (
                <InputNumber
                  min={0}
                  max={CREDIT_WEIGHT_MAX}
                  precision={0}
                  value={draft[r.dimension]}
                  onChange={(v) => setDraft({ ...draft, [r.dimension]: v })}
                  data-testid={`credit-weight-${r.dimension}`}
                />
              ) : (
                <span data-testid={`credit-weight-${r.dimension}`}>{setting.weights[r.dimension]}</span>
              ),
          },
          {
            title: '占比',
            key: 'share',
            width: 90,
            align: 'right',
            render: (_, r) =>
              sum > 0 ? formatPercent((draft[r.dimension] ?? 0) / sum, { share: true, decimals: 1 }) : '-',
          },
          {
            title: '默认',
            key: 'default',
            width: 70,
            align: 'right',
            render: (_, r) => setting.defaults[r.dimension],
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        各维度得分按权重加权平均为综合评分（权重为 0–{CREDIT_WEIGHT_MAX} 的整数，合计须大于 0，当前合计{' '}
        <span data-testid="credit-weights-sum">{sum}</span>）。新权重只影响之后生成的报告。
      </Typography.Paragraph>
      {setting.canEdit ? (
        <Space>
          <Button
            type="primary"
            loading={saving}
            disabled={!complete || sum <= 0}
            onClick={() => void save(draft as CreditWeights)}
            data-testid="credit-weights-save"
          >
            保存
          </Button>
          <Button disabled={saving} onClick={() => void save(null)} data-testid="credit-weights-reset">
            恢复默认
          </Button>
        </Space>
      ) : (
        <Alert
          type="info"
          showIcon
          message="评分权重由机构管理员设置，您可查看。"
          data-testid="credit-weights-readonly"
        />
      )}
    </>
  );
}

/** 评分权重: the dimensions' weights the institution scores partners with; administrators change them. */
export function WeightsDrawer({ onClose }: { onClose: () => void }) {
  const [version, setVersion] = useState(0);
  const setting = useLoad(() => creditReportApi.weights(), [version]);
  return (
    <Drawer
      open
      width={560}
      onClose={onClose}
      title={
        <Space>
          评分权重
          {setting.status === 'ok' &&
            (setting.data.custom ? (
              <Tag color="blue" data-testid="credit-weights-custom">
                本机构设置
              </Tag>
            ) : (
              <Tag data-testid="credit-weights-default">默认权重</Tag>
            ))}
        </Space>
      }
    >
      <div data-testid="credit-weights-drawer">
        {setting.status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
        {setting.status === 'failed' && <FailedState onRetry={setting.reload} />}
        {setting.status === 'ok' && (
          <WeightsForm key={version} setting={setting.data} onSaved={() => setVersion((v) => v + 1)} />
        )}
      </div>
    </Drawer>
  );
}
