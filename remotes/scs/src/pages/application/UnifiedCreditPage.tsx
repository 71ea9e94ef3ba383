import { useState } from 'react';
import { Alert, App, Button, Card, Space, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { CreditGroupRow } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { DataTable, EmptyState, FailedState, PageTitle } from '@esee/ui';
import { applicationApi } from '../../api/application';
import { money } from '../format';
import { CreditGroupPanel } from './CreditGroupPanel';
import { toWan, toYuan, UsageTag, WanInput } from './creditFormat';

/** The institution's net tier-1 capital: shown, and set by its administrators. */
function CapitalCard({ capital, onSaved }: { capital: number | null; onSaved: () => void }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | null>(toWan(capital));
  const save = async () => {
    try {
      await applicationApi.setCapital(value === null ? null : toYuan(value));
      void message.success('已保存一级资本净额');
      setEditing(false);
      onSaved();
    } catch {
      // The client has shown why (only administrators set it).
    }
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Space wrap>
        <span>一级资本净额：</span>
        {editing ? (
          <>
            <WanInput value={value} onChange={setValue} testId="scs-capital-input" />
            <Button type="primary" size="small" onClick={() => void save()} data-testid="scs-capital-save">
              保存
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              取消
            </Button>
          </>
        ) : (
          <>
            <Typography.Text strong data-testid="scs-capital">
              {capital === null ? '未设置一级资本净额' : money(capital)}
            </Typography.Text>
            <Button size="small" type="link" onClick={() => setEditing(true)} data-testid="scs-capital-edit">
              设置（机构管理员）
            </Button>
          </>
        )}
      </Space>
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
          <CapitalCard key={String(data.capital)} capital={data.capital} onSaved={refresh} />
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
                { key: 'conc', title: '集中度', render: (g) => <UsageTag usage={g.concentration} /> },
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
        message="注：集中度 = 风险暴露 ÷ 一级资本净额；集团客户上限15%、单一客户上限10%，为《商业银行大额风险暴露管理办法》（2018）的限额（单一非同业客户10%，非同业关联客户15%），使用前请以监管原文核实。额度使用与集中度达80%、90%、100%时预警。成员额度合计不得超过集团额度。"
      />
    </div>
  );
}
