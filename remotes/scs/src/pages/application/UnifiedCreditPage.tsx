import { useState } from 'react';
import { Alert, App, Button, Card, Space, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { CAPITAL_BASES, capitalProblem, type CapitalBase, type Capitals, type CreditGroupRow } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { DataTable, EmptyState, FailedState, PageTitle } from '@esee/ui';
import { applicationApi } from '../../api/application';
import { money } from '../format';
import { CreditGroupPanel } from './CreditGroupPanel';
import { LimitList, MeasureTag, toWan, toYuan, UsageTag, WanInput } from './creditFormat';

/** The institution's 一级资本净额 and 资本净额: shown, and set by its administrators (both required, positive). */
function CapitalCard({ capital, onSaved }: { capital: Capitals; onSaved: () => void }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [tier1, setTier1] = useState<number | null>(toWan(capital.tier1));
  const [net, setNet] = useState<number | null>(toWan(capital.net));
  const problem = capitalProblem('tier1', tier1) ?? capitalProblem('net', net);
  const save = async () => {
    if (problem) return;
    try {
      await applicationApi.setCapital(toYuan(tier1!), toYuan(net!));
      void message.success('已保存资本净额');
      setEditing(false);
      onSaved();
    } catch {
      // The client has shown why (only administrators set them; both must be positive).
    }
  };
  const shown = (base: CapitalBase) => (capital[base] === null ? `未设置${CAPITAL_BASES[base]}` : money(capital[base]));
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      {editing ? (
        <Space wrap>
          <span>{CAPITAL_BASES.tier1}：</span>
          <WanInput value={tier1} onChange={setTier1} min={null} testId="scs-capital-input" />
          <span>{CAPITAL_BASES.net}：</span>
          <WanInput value={net} onChange={setNet} min={null} testId="scs-net-capital-input" />
          <Button
            type="primary"
            size="small"
            disabled={problem !== null}
            onClick={() => void save()}
            data-testid="scs-capital-save"
          >
            保存
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            取消
          </Button>
          {problem && (
            <Typography.Text type="danger" data-testid="scs-capital-problem">
              {problem}
            </Typography.Text>
          )}
        </Space>
      ) : (
        <Space wrap>
          <span>{CAPITAL_BASES.tier1}：</span>
          <Typography.Text strong data-testid="scs-capital">
            {shown('tier1')}
          </Typography.Text>
          <span>{CAPITAL_BASES.net}：</span>
          <Typography.Text strong data-testid="scs-net-capital">
            {shown('net')}
          </Typography.Text>
          <Button size="small" type="link" onClick={() => setEditing(true)} data-testid="scs-capital-edit">
            设置（机构管理员）
          </Button>
        </Space>
      )}
    </Card>
  );
}

/**
 * `/sameCustomerSystem/applicationService/unifiedCredit`: 统一授信 (product notes §4.5). The groups of the
 * latest identification run with limit usage and concentration; a group opens its panel: group limit,
 * member allocation, used/available/frozen by product, warnings, charts and the 授信测算.
 */
export default function UnifiedCreditPage() {
  usePageTitle('统一授信');
  const [params, setParams] = useSearchParams();
  const groupId = Number(params.get('groupId')) || null;
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => applicationApi.creditGroups(), [version]);
  const data = loaded.data;
  const refresh = () => setVersion((v) => v + 1);

  return (
    <div data-testid="scs-credit-page">
      <PageTitle>统一授信</PageTitle>
      {loaded.status === 'failed' ? (
        <FailedState onRetry={loaded.reload} />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <CapitalCard key={`${data.capital.tier1}/${data.capital.net}`} capital={data.capital} onSaved={refresh} />
          {!data.runAt ? (
            <EmptyState description="尚未运行同一客户识别：请先在「同一客户」页运行识别" />
          ) : (
            <DataTable<CreditGroupRow>
              testId="scs-credit-groups"
              rows={data.list}
              rowKey={(g) => String(g.groupId)}
              onRowClick={(g) => setParams({ groupId: String(g.groupId) }, { replace: true })}
              columns={[
                {
                  key: 'name',
                  title: '识别组',
                  render: (g) => (
                    <Typography.Link data-testid="scs-credit-group-name" strong={g.groupId === groupId}>
                      {g.name}
                    </Typography.Link>
                  ),
                },
                { key: 'coreName', title: '核心企业' },
                { key: 'exposure', title: '用信合计', align: 'right', render: (g) => money(g.exposure) },
                { key: 'groupLimit', title: '集团额度', align: 'right', render: (g) => money(g.groupLimit) },
                { key: 'usage', title: '额度使用', render: (g) => <UsageTag usage={g.limitUsage} /> },
                {
                  key: 'measure',
                  title: '集团集中度',
                  render: (g) => <MeasureTag measure={g.measure} testId="scs-credit-group-measure" />,
                },
              ]}
            />
          )}
          {groupId && <CreditGroupPanel key={`${groupId}/${version}`} groupId={groupId} onChanged={refresh} />}
        </>
      )}
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        data-testid="scs-credit-footnote"
        message="注：集中度 = 计量金额 ÷ 计量基数，每项限额按其各自的基数与依据计量，不混用基数："
        description={
          <>
            <LimitList />
            同业客户（登记行业为货币金融服务、资本市场服务、保险业）按第十八条计量；集团全部成员为同业时按同业集团客户计量。额度使用与集中度达80%、90%、100%时预警。成员额度合计不得超过集团额度。
          </>
        }
      />
    </div>
  );
}
