import { useState } from 'react';
import { useLoad } from '@esee/react';
import { Alert, App, Button, Card, Col, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { EXPOSURE_PRODUCTS, type CreditGroupDetail, type CreditSimulation } from '@esee/contracts';
import { CompanyLink, DataTable, FailedState, formatPercent, KeyValueList, Section } from '@esee/ui';
import { applicationApi } from '../../api/application';
import { money } from '../format';
import { ConcentrationTrend, MemberUsageChart } from './charts';
import { MeasureTag, toWan, toYuan, UsageTag, WanInput } from './creditFormat';

type Draft = Record<string, { limit: number | null; frozen: number | null }>;

/** One group's unified credit: limit, allocation, used by product, warnings, charts and 授信测算. */
export function CreditGroupPanel({ groupId, onChanged }: { groupId: number; onChanged: () => void }) {
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => applicationApi.creditGroup(groupId), [groupId, version]);
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  if (!loaded.data) return <Spin />;
  return (
    <PanelBody
      key={version}
      detail={loaded.data}
      onSaved={() => {
        setVersion((v) => v + 1);
        onChanged();
      }}
    />
  );
}

function PanelBody({ detail, onSaved }: { detail: CreditGroupDetail; onSaved: () => void }) {
  const { message } = App.useApp();
  const groupId = detail.groupId;
  const [groupLimit, setGroupLimit] = useState<number | null>(toWan(detail.groupLimit));
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(detail.members.map((m) => [m.entId, { limit: toWan(m.limit), frozen: toWan(m.frozen) }])),
  );
  const [simEnt, setSimEnt] = useState<string | undefined>();
  const [simAmount, setSimAmount] = useState<number | null>(null);
  const [sim, setSim] = useState<CreditSimulation | null>(null);

  const saved = async (what: Promise<unknown>, text: string) => {
    try {
      await what;
      void message.success(text);
      onSaved();
    } catch {
      // The client has shown why (e.g. member limits over the group limit).
    }
  };
  const saveAllocation = () =>
    saved(
      applicationApi.allocate(
        groupId,
        Object.entries(draft)
          .filter(([, v]) => v.limit !== null)
          .map(([entId, v]) => ({ entId, limit: toYuan(v.limit!), frozen: toYuan(v.frozen ?? 0) })),
      ),
      '已保存成员额度',
    );
  const runSimulation = async () => {
    if (!simEnt || !simAmount) return;
    try {
      setSim(await applicationApi.simulate(groupId, simEnt, toYuan(simAmount)));
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Card
      size="small"
      title={`${detail.name}：统一授信`}
      style={{ marginTop: 12 }}
      data-testid="scs-credit-panel"
      extra={
        detail.warnings.length ? (
          <Tag color="red" data-testid="scs-credit-warning-count">
            {detail.warnings.length}项预警
          </Tag>
        ) : (
          <Tag color="green">无预警</Tag>
        )
      }
    >
      <KeyValueList
        items={[
          { label: '集团授信额度', value: money(detail.groupLimit) },
          { label: '已分配成员额度', value: money(detail.allocated) },
          { label: '已用', value: money(detail.used.total) },
          { label: '冻结', value: money(detail.frozen) },
          { label: '可用', value: <span data-testid="scs-credit-available">{money(detail.available)}</span> },
          { label: '额度使用', value: <UsageTag usage={detail.limitUsage} testId="scs-credit-group-usage" /> },
          {
            label: '集团集中度',
            value: <MeasureTag measure={detail.measure} testId="scs-credit-measure" />,
          },
          ...EXPOSURE_PRODUCTS.map((p) => ({ label: `已用·${p.title}`, value: money(detail.used[p.key]) })),
        ]}
      />
      {detail.warnings.length > 0 && (
        <div style={{ margin: '8px 0' }} data-testid="scs-credit-warnings">
          {detail.warnings.map((w, i) => (
            <Tag
              key={i}
              color={w.step >= 1 ? 'red' : w.step >= 0.9 ? 'orange' : 'gold'}
              data-testid="scs-credit-warning"
            >
              {w.scope}「{w.name}」{w.limitName}已达{formatPercent(w.ratio, { share: true, decimals: 1 })}（
              {formatPercent(w.step, { share: true, decimals: 0 })}预警）
            </Tag>
          ))}
        </div>
      )}
      <Space wrap style={{ margin: '8px 0' }}>
        <span>核定集团授信额度：</span>
        <WanInput value={groupLimit} onChange={setGroupLimit} testId="scs-group-limit-input" />
        <Button
          type="primary"
          disabled={groupLimit === null}
          onClick={() => void saved(applicationApi.setGroupLimit(groupId, toYuan(groupLimit!)), '已保存集团授信额度')}
          data-testid="scs-group-limit-save"
        >
          保存
        </Button>
      </Space>
      <Section
        title="成员额度分配"
        extra={
          <Button onClick={() => void saveAllocation()} data-testid="scs-allocation-save">
            保存分配
          </Button>
        }
      >
        <DataTable
          testId="scs-credit-members"
          rows={detail.members}
          rowKey={(m) => m.entId}
          columns={[
            { key: 'name', title: '成员', render: (m) => <CompanyLink entId={m.entId} name={m.entName} /> },
            { key: 'role', title: '角色', width: 70 },
            {
              key: 'limit',
              title: '授信额度（万元）',
              width: 170,
              render: (m) => (
                <WanInput
                  unit={false}
                  value={draft[m.entId]?.limit ?? null}
                  onChange={(v) => setDraft((d) => ({ ...d, [m.entId]: { ...d[m.entId]!, limit: v } }))}
                  testId="scs-member-limit"
                />
              ),
            },
            {
              key: 'frozen',
              title: '冻结（万元）',
              width: 150,
              render: (m) => (
                <WanInput
                  unit={false}
                  value={draft[m.entId]?.frozen ?? null}
                  onChange={(v) => setDraft((d) => ({ ...d, [m.entId]: { ...d[m.entId]!, frozen: v } }))}
                />
              ),
            },
            { key: 'used', title: '已用', align: 'right', render: (m) => money(m.used.total) },
            { key: 'available', title: '可用', align: 'right', render: (m) => money(m.available) },
            {
              key: 'usage',
              title: '额度使用',
              render: (m) => <UsageTag usage={m.limitUsage} testId="scs-member-usage" />,
            },
            {
              key: 'measures',
              title: '集中度',
              width: 320,
              render: (m) => (
                <Space direction="vertical" size={2}>
                  {m.measures.map((x) => (
                    <MeasureTag key={x.key} measure={x} testId="scs-member-measure" />
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Section>
      <Row gutter={12}>
        <Col xs={24} lg={14}>
          <Section title="成员额度使用（按产品堆叠）">
            <MemberUsageChart members={detail.members} />
          </Section>
        </Col>
        <Col xs={24} lg={10}>
          <Section title="集中度趋势">
            <ConcentrationTrend trend={detail.trend} />
          </Section>
        </Col>
      </Row>
      <Section title="授信测算">
        <Space wrap>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="选择成员"
            style={{ width: 280 }}
            value={simEnt}
            onChange={setSimEnt}
            options={detail.members.map((m) => ({ value: m.entId, label: m.entName }))}
            data-testid="scs-sim-member"
          />
          <WanInput
            min={0.01}
            placeholder="新增授信金额"
            value={simAmount}
            onChange={setSimAmount}
            testId="scs-sim-amount"
          />
          <Button
            type="primary"
            disabled={!simEnt || !simAmount}
            onClick={() => void runSimulation()}
            data-testid="scs-sim-run"
          >
            测算
          </Button>
        </Space>
        {sim && (
          <Alert
            style={{ marginTop: 8 }}
            type={sim.pass ? 'success' : 'error'}
            data-testid="scs-sim-result"
            message={sim.pass ? '测算通过：未突破任何限额' : '测算未通过'}
            description={
              <div>
                <div>
                  成员可用额度：{money(sim.member.availableBefore)} → {money(sim.member.availableAfter)}；集团可用额度：
                  {money(sim.group.availableBefore)} → {money(sim.group.availableAfter)}
                </div>
                {sim.broken.map((b) => (
                  <Typography.Text key={b} type="danger" style={{ display: 'block' }} data-testid="scs-sim-broken">
                    {b}
                  </Typography.Text>
                ))}
              </div>
            }
          />
        )}
      </Section>
    </Card>
  );
}
