import { useState } from 'react';
import { App, Button, Card, Input, Space, Spin, Tag, Typography } from 'antd';
import {
  MINED_LINK_TYPES,
  type GuaranteeStructure,
  type MinedLink,
  type MinedLinkType,
  type MiningResult,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  CompanyLink,
  DataTable,
  DownloadButton,
  EmptyState,
  FailedState,
  FilterSelect,
  PageTitle,
  Section,
} from '@esee/ui';
import { applicationApi } from '../../api/application';
import { money } from '../format';

const TYPE_NAME = Object.fromEntries(MINED_LINK_TYPES.map((t) => [t.code, t.name])) as Record<MinedLinkType, string>;
const LEVEL_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'default' };

function Structure({ s }: { s: GuaranteeStructure }) {
  const name = new Map(s.members.map((m) => [m.entId, m.name]));
  return (
    <div data-testid={s.kind === 'circle' ? 'scs-guarantee-circle' : 'scs-guarantee-chain'} style={{ marginBottom: 8 }}>
      <Tag color={s.kind === 'circle' ? 'red' : 'orange'}>{s.kind === 'circle' ? '担保圈' : '担保链'}</Tag>
      {s.links.map((l, i) => (
        <span key={i}>
          {i === 0 && <CompanyLink entId={l.fromId} name={name.get(l.fromId)} />}
          <Typography.Text type="secondary"> —担保{money(l.amount)}→ </Typography.Text>
          <CompanyLink entId={l.toId} name={name.get(l.toId)} />
        </span>
      ))}
      <Typography.Text type="secondary">（合计 {money(s.amount)}）</Typography.Text>
    </div>
  );
}

/**
 * `/sameCustomerSystem/applicationService/enterpriseRelationshipMining`: 关系挖掘 (product notes §4.4).
 * Hidden links among the book's customers with evidence and score, filtered by link type; guarantee
 * circles and chains; 马甲公司 clusters. A link can be pushed to the next identification run as a
 * suggested member.
 */
export default function RelationMiningPage() {
  usePageTitle('关系挖掘');
  const { message } = App.useApp();
  const [type, setType] = useState<MinedLinkType | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const [pushing, setPushing] = useState<string | null>(null);
  const loaded = useLoad(() => applicationApi.links({}, 1), [version]);
  const overview: MiningResult | undefined = loaded.data;

  const push = async (l: MinedLink) => {
    const key = `${l.entIdA}|${l.entIdB}`;
    setPushing(key);
    try {
      await applicationApi.push(l.entIdA, l.entIdB);
      void message.success('已推送为识别建议：下次运行同一客户识别时作为待确认成员加入');
      setVersion((v) => v + 1);
    } catch {
      // The client has shown why.
    } finally {
      setPushing(null);
    }
  };

  return (
    <div data-testid="scs-mining-page">
      <PageTitle>关系挖掘</PageTitle>
      {loaded.status === 'failed' ? (
        <FailedState onRetry={loaded.reload} />
      ) : !overview ? (
        <Spin />
      ) : overview.customerCount === 0 ? (
        <EmptyState description="本行客户名单为空：请先在「同一客户」页导入客户名单" />
      ) : (
        <>
          <Section title="担保圈与担保链" count={overview.structures.length}>
            {overview.structures.length ? (
              overview.structures.map((s, i) => <Structure key={i} s={s} />)
            ) : (
              <EmptyState description="本行客户间未发现担保圈或担保链" />
            )}
          </Section>
          <Section title="疑似马甲公司（相同法定代表人、电话或董监高）" count={overview.clusters.length}>
            {overview.clusters.length ? (
              overview.clusters.map((c, i) => (
                <div key={i} data-testid="scs-shell-cluster" style={{ marginBottom: 8 }}>
                  {c.basis.map((b) => (
                    <Tag key={b}>{b}</Tag>
                  ))}
                  <Space wrap size={4}>
                    {c.members.map((m) => (
                      <CompanyLink key={m.entId} entId={m.entId} name={m.name} />
                    ))}
                  </Space>
                </div>
              ))
            ) : (
              <EmptyState description="未发现马甲公司聚类" />
            )}
          </Section>
        </>
      )}
      <Card size="small" style={{ margin: '12px 0' }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <FilterSelect
              placeholder="关联类型"
              testId="scs-mining-type"
              options={MINED_LINK_TYPES.map((t) => ({
                value: t.code,
                label: `${t.name}${overview ? `（${overview.counts[t.code] ?? 0}）` : ''}`,
              }))}
              value={type}
              onChange={(v) => setType(v as MinedLinkType | undefined)}
            />
            <Input.Search
              allowClear
              placeholder="企业名称"
              maxLength={100}
              style={{ width: 240 }}
              onSearch={(v) => setKeyword(v.trim() || undefined)}
              data-testid="scs-mining-keyword"
            />
          </Space>
          <DownloadButton download={() => applicationApi.exportLinks(type)} testId="scs-mining-export">
            导出
          </DownloadButton>
        </Space>
      </Card>
      <DataTable<MinedLink>
        testId="scs-mining-links"
        reloadKey={`${type ?? ''}/${keyword ?? ''}/${version}`}
        rowKey={(l) => `${l.entIdA}|${l.entIdB}`}
        load={async (page) => {
          const r = await applicationApi.links({ type, keyword }, page);
          return { total: r.total, list: r.list };
        }}
        columns={[
          {
            key: 'pair',
            title: '关联企业',
            width: 300,
            render: (l) => (
              <Space direction="vertical" size={0}>
                <CompanyLink entId={l.entIdA} name={l.nameA} />
                <CompanyLink entId={l.entIdB} name={l.nameB} />
              </Space>
            ),
          },
          {
            key: 'types',
            title: '关联类型',
            width: 160,
            render: (l) =>
              l.types.map((t) => (
                <Tag key={t} data-testid="scs-mining-type-tag">
                  {TYPE_NAME[t]}
                </Tag>
              )),
          },
          {
            key: 'score',
            title: '评分',
            width: 80,
            align: 'right',
            render: (l) => (
              <Tag color={LEVEL_COLOR[l.level]} data-testid="scs-mining-score">
                {l.score}
              </Tag>
            ),
          },
          {
            key: 'evidence',
            title: '证据',
            render: (l) => (
              <div data-testid="scs-mining-evidence">
                {l.evidence.map((e, i) => (
                  <div key={i}>
                    {e.detail}
                    {e.note && <Typography.Text type="secondary">（{e.note}）</Typography.Text>}
                  </div>
                ))}
              </div>
            ),
          },
          {
            key: 'action',
            title: '操作',
            width: 130,
            render: (l) =>
              l.pushed ? (
                <Tag color="green" data-testid="scs-mining-pushed">
                  已推送
                </Tag>
              ) : (
                <Button
                  size="small"
                  type="link"
                  loading={pushing === `${l.entIdA}|${l.entIdB}`}
                  onClick={() => void push(l)}
                  data-testid="scs-mining-push"
                >
                  推送为识别建议
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
