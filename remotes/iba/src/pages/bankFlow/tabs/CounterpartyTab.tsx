import { useState } from 'react';
import { Col, Row, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { BankFlowCounterparty, BankFlowResult } from '@esee/contracts';
import { CompanyLink, DataTable, EmptyState, type DataColumn } from '@esee/ui';
import { yuan } from '../format';
import { CLASS_COLORS, CLASS_TITLES } from '../titles';

type Ranking = BankFlowResult['topCounterparties'][number]['ranking'];
const RANKINGS: { value: Ranking; label: string }[] = [
  { value: 'inAmount', label: '收入金额' },
  { value: 'inCount', label: '收入笔数' },
  { value: 'outAmount', label: '支出金额' },
  { value: 'outCount', label: '支出笔数' },
];

type Totals = { inAmount: number; inCount: number; outAmount: number; outCount: number };
const totalColumns = <T extends Totals>(): DataColumn<T>[] => [
  { key: 'inAmount', title: '收入（元）', align: 'right', render: (r) => yuan(r.inAmount) },
  { key: 'inCount', title: '笔数', align: 'right', width: 64 },
  { key: 'outAmount', title: '支出（元）', align: 'right', render: (r) => yuan(r.outAmount) },
  { key: 'outCount', title: '笔数', align: 'right', width: 64 },
];

/**
 * 交易对手: per subject the top 10 counterparties by amount or count, in or out, with their class and, for
 * a related party, the relation path in the register; then the totals by counterparty class and by summary.
 */
export function CounterpartyTab({ result }: { result: BankFlowResult }) {
  const subjects = [...new Map(result.topCounterparties.map((t) => [t.subjectId, t.subjectName])).entries()];
  const [subjectId, setSubjectId] = useState(subjects[0]?.[0] ?? 0);
  const [ranking, setRanking] = useState<Ranking>('inAmount');
  if (!subjects.length) return <EmptyState description="没有交易对手" />;
  const subjectName = subjects.find(([id]) => id === subjectId)?.[1] ?? '';
  const items = result.topCounterparties.find((t) => t.subjectId === subjectId && t.ranking === ranking)?.items ?? [];
  const classes = result.counterpartyClasses.filter((c) => c.subjectName === subjectName);
  const summaries = result.summaryClasses.filter((c) => c.subjectName === subjectName);
  return (
    <div data-testid="bank-flow-counterparties">
      <Space wrap style={{ marginBottom: 12 }}>
        主体
        <Select
          value={subjectId}
          onChange={setSubjectId}
          style={{ minWidth: 260 }}
          options={subjects.map(([value, label]) => ({ value, label }))}
          data-testid="bank-flow-counterparty-subject"
        />
        <Segmented<Ranking> value={ranking} onChange={setRanking} options={RANKINGS} />
      </Space>
      <DataTable<BankFlowCounterparty>
        testId="bank-flow-counterparty-table"
        size="small"
        rowKey={(c) => `${c.name}|${c.account}`}
        rows={items}
        columns={[
          { key: 'rank', title: '排名', width: 56, render: (_c, i) => i + 1 },
          {
            key: 'name',
            title: '交易对手',
            render: (c) =>
              c.entId ? (
                <CompanyLink entId={c.entId} name={c.name} />
              ) : (
                c.name || <Typography.Text type="secondary">无对方信息</Typography.Text>
              ),
          },
          { key: 'account', title: '对方账号', width: 180, render: (c) => c.account || '-' },
          {
            key: 'class',
            title: '分类',
            width: 120,
            render: (c) => (
              <Tag color={CLASS_COLORS[c.cpClass]} data-testid="bank-flow-counterparty-class">
                {CLASS_TITLES[c.cpClass]}
              </Tag>
            ),
          },
          {
            key: 'relation',
            title: '关联关系',
            width: 260,
            render: (c) =>
              c.relation ? (
                <Typography.Text type="danger" data-testid="bank-flow-relation">
                  {c.relation}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
          ...totalColumns<BankFlowCounterparty>(),
        ]}
      />
      <Row gutter={24} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>按对手方分类（{subjectName}）</Typography.Title>
          <DataTable
            testId="bank-flow-counterparty-classes"
            size="small"
            showAll
            rowKey={(r) => r.cpClass}
            rows={classes}
            columns={[{ key: 'title', title: '分类', width: 120 }, ...totalColumns<(typeof classes)[number]>()]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>按摘要分类（{subjectName}）</Typography.Title>
          <DataTable
            testId="bank-flow-summary-classes"
            size="small"
            showAll
            rowKey={(r) => r.summaryClass}
            rows={summaries}
            columns={[
              { key: 'summaryClass', title: '摘要类别', width: 120 },
              ...totalColumns<(typeof summaries)[number]>(),
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
