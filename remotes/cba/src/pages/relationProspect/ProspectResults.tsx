import { useState } from 'react';
import { Alert, Card, Collapse, Space, Tag, Typography } from 'antd';
import { relationKindName, type RelationProspect, type RelationProspectResult } from '@esee/contracts';
import {
  AddToProjectButton,
  capitalText,
  CompanyLink,
  CompanyStatusTag,
  DataTable,
  excludedHubText,
  formatNumber,
  TagList,
} from '@esee/ui';
import { projectTargets } from '../../api/financing';
import { relationProspectApi, type RelationQuery } from '../../api/relationProspect';

type Summary = Omit<RelationProspectResult, 'list' | 'total'> & { total: number };

/** What the run left out and why: the hubs, and the seeds or project companies it reached. */
function Exclusions({ summary }: { summary: Summary }) {
  const items = [
    {
      key: 'hubs',
      label: `已排除的枢纽节点（${summary.excludedHubs.length}）：政府机关、国资委、基金及持股或任职过多的主体不作为关系通道`,
      children: summary.excludedHubs.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }} data-testid="relation-hubs">
          {summary.excludedHubs.map((h) => (
            <Tag key={h.id} data-testid="relation-hub">
              {excludedHubText(h)}
            </Tag>
          ))}
        </div>
      ) : (
        <Typography.Text type="secondary">本次未遇到枢纽节点</Typography.Text>
      ),
    },
    ...(summary.known.length
      ? [
          {
            key: 'known',
            label: `已是客户、未列为潜在客户（${summary.known.length}）`,
            children: (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }} data-testid="relation-known">
                {summary.known.map((k) => (
                  <Tag key={k.entId} color={k.mark === '种子企业' ? 'blue' : 'green'}>
                    {k.orgName}（{k.mark}）
                  </Tag>
                ))}
              </div>
            ),
          },
        ]
      : []),
  ];
  return <Collapse size="small" items={items} defaultActiveKey={['hubs']} style={{ marginBottom: 12 }} />;
}

/** The ranked prospects of one run: count, table (with the best path of each), 加入项目, exclusions. */
export function ProspectResults({ query, onSettled }: { query: RelationQuery; onSettled: () => void }) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const load = async (page: number) => {
    try {
      const result = await relationProspectApi.search(query, page);
      const { list: _list, ...rest } = result;
      setSummary(rest);
      return result;
    } finally {
      onSettled();
    }
  };

  return (
    <Card
      size="small"
      title={
        <Space>
          <span>潜在客户</span>
          {summary && (
            <Typography.Text type="secondary" data-testid="relation-count">
              共找到 {summary.total} 家（种子客户 {summary.seeds.length} 家）
            </Typography.Text>
          )}
        </Space>
      }
      extra={
        <AddToProjectButton
          entIds={selected}
          source={projectTargets}
          testId="relation-add-to-project"
          onAdded={() => setSelected([])}
        />
      }
    >
      {summary?.truncated && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="关系较多，仅保留关系最近的潜在客户" />
      )}
      {summary && summary.closed > 0 && (
        <Typography.Paragraph type="secondary" data-testid="relation-closed">
          另有 {summary.closed} 家注销、吊销等非存续企业未列入
        </Typography.Paragraph>
      )}
      {summary && <Exclusions summary={summary} />}
      <DataTable<RelationProspect>
        testId="relation-prospects"
        reloadKey={query}
        numbered
        rowKey={(p) => p.entId}
        selection={{ keys: selected, onChange: setSelected }}
        load={load}
        columns={[
          {
            key: 'orgName',
            title: '潜在客户',
            width: 240,
            render: (p) => (
              <Space size={4} wrap>
                <CompanyLink entId={p.entId} name={p.orgName} testId="prospect-name" />
                <CompanyStatusTag status={p.status} />
              </Space>
            ),
          },
          { key: 'seedName', title: '种子客户', width: 200 },
          {
            key: 'path',
            title: '关系路径',
            width: 420,
            render: (p) => (
              <Typography.Text data-testid="prospect-path" style={{ whiteSpace: 'normal', display: 'block' }}>
                {p.path}
              </Typography.Text>
            ),
          },
          {
            key: 'types',
            title: '关系类型',
            width: 120,
            render: (p) => p.types.map(relationKindName).join('、'),
          },
          { key: 'hops', title: '层级', width: 64, align: 'center' },
          {
            key: 'warmth',
            title: '关系热度',
            width: 96,
            align: 'right',
            render: (p) => (
              <span title={p.seedCount > 1 ? `${p.seedCount}家种子客户可达` : undefined}>
                {formatNumber(p.warmth, 1)}
                {p.seedCount > 1 ? ` ·${p.seedCount}` : ''}
              </span>
            ),
          },
          {
            key: 'regCapital',
            title: '注册资本',
            width: 130,
            align: 'right',
            render: (p) => capitalText(p.regCapital, p.regCapitalCurrency),
          },
          {
            key: 'tags',
            title: '标签',
            width: 160,
            render: (p) => <TagList tags={p.tags} />,
          },
        ]}
      />
    </Card>
  );
}
