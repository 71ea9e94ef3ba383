import { useState } from 'react';
import { Select, Space, Typography } from 'antd';
import type { BankFlowResult } from '@esee/contracts';
import { Chart, DataTable, EmptyState, formatCompact, stackedBarChart } from '@esee/ui';
import { yuan } from '../format';

type Month = BankFlowResult['monthly'][number];
const accountKey = (a: { subjectName: string; accountNo: string }) => `${a.subjectName}|${a.accountNo}`;

/** The two bars of a month: inflows and outflows. */
const SIDES = [
  { name: '收入', color: '#52c41a', pick: (m: Month) => m.inAmount },
  { name: '支出', color: '#ff7875', pick: (m: Month) => m.outAmount },
];

/** 月度收支: one account's monthly inflows and outflows, side by side in one chart and in a table (元). */
export function MonthlyTab({ result }: { result: BankFlowResult }) {
  const [chosen, setChosen] = useState(result.accounts[0] ? accountKey(result.accounts[0]) : '');
  if (!result.accounts.length) return <EmptyState description="没有可分析的账户" />;
  const months = result.monthly.filter((m) => accountKey(m) === chosen);
  const bars = months.flatMap((m) =>
    SIDES.map((side) => ({
      key: m.month,
      label: m.month,
      series: side.name,
      value: side.pick(m),
      tip: `${yuan(side.pick(m))} 元`,
    })),
  );
  return (
    <div data-testid="bank-flow-monthly">
      <Space style={{ marginBottom: 12 }}>
        账户
        <Select
          value={chosen}
          onChange={setChosen}
          style={{ minWidth: 360 }}
          options={result.accounts.map((a) => ({ value: accountKey(a), label: `${a.subjectName} · ${a.accountNo}` }))}
          data-testid="bank-flow-monthly-account"
        />
      </Space>
      <Typography.Text strong>月度收入与支出</Typography.Text>
      <Chart
        spec={stackedBarChart(bars, { series: SIDES, grouped: true, format: (v) => `${formatCompact(v)}元` })}
        label="月度收入与支出"
        testId="bank-flow-monthly-chart"
      />
      <div style={{ marginTop: 12 }}>
        <DataTable<Month>
          testId="bank-flow-monthly-table"
          size="small"
          showAll
          rowKey={(m) => m.month}
          rows={months}
          columns={[
            { key: 'month', title: '月份', width: 100 },
            { key: 'inAmount', title: '收入金额（元）', align: 'right', render: (m) => yuan(m.inAmount) },
            { key: 'inCount', title: '收入笔数', align: 'right', width: 90 },
            { key: 'outAmount', title: '支出金额（元）', align: 'right', render: (m) => yuan(m.outAmount) },
            { key: 'outCount', title: '支出笔数', align: 'right', width: 90 },
            { key: 'net', title: '净流入（元）', align: 'right', render: (m) => yuan(m.inAmount - m.outAmount) },
          ]}
        />
      </div>
    </div>
  );
}
