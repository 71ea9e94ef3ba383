import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { BankFlowAccount, BankFlowPrecheck, BankFlowResult } from '@esee/contracts';
import { DataTable, EmptyState, formatNumber } from '@esee/ui';
import { yuan } from '../format';
import { CHECK_STATUS } from '../titles';

const accountKey = (a: { subjectName: string; accountNo: string }) => `${a.subjectName}|${a.accountNo}`;

/** 预检, per account: its period and balances, then each check (排序, 余额连续性, 日期断档, 重复交易, 交易时间). */
export function PrecheckTab({ result }: { result: BankFlowResult }) {
  if (!result.accounts.length) return <EmptyState description="没有可分析的账户" />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {result.accounts.map((account) => (
        <AccountChecks
          key={accountKey(account)}
          account={account}
          checks={result.prechecks.filter((c) => accountKey(c) === accountKey(account))}
        />
      ))}
    </Space>
  );
}

function AccountChecks({ account, checks }: { account: BankFlowAccount; checks: BankFlowPrecheck[] }) {
  return (
    <Card
      size="small"
      type="inner"
      title={`${account.subjectName} · ${account.accountNo}`}
      data-testid="bank-flow-precheck-account"
    >
      <Descriptions
        size="small"
        column={4}
        items={[
          { key: 'period', label: '期间', children: `${account.from} 至 ${account.to}` },
          { key: 'rows', label: '交易笔数', children: formatNumber(account.rows, 0) },
          { key: 'opening', label: '期初余额（元）', children: yuan(account.openingBalance) },
          { key: 'closing', label: '期末余额（元）', children: yuan(account.closingBalance) },
          { key: 'in', label: '收入合计（元）', children: `${yuan(account.inAmount)}（${account.inCount} 笔）` },
          { key: 'out', label: '支出合计（元）', children: `${yuan(account.outAmount)}（${account.outCount} 笔）` },
        ]}
      />
      <DataTable<BankFlowPrecheck>
        testId="bank-flow-precheck-checks"
        size="small"
        showAll
        rowKey={(c) => c.check}
        rows={checks}
        columns={[
          { key: 'title', title: '检查项', width: 120 },
          {
            key: 'status',
            title: '结果',
            width: 80,
            render: (c) => (
              <Tag color={CHECK_STATUS[c.status].color} data-testid="bank-flow-precheck-status" data-check={c.check}>
                {CHECK_STATUS[c.status].text}
              </Tag>
            ),
          },
          { key: 'detail', title: '说明' },
        ]}
        expandable={{
          when: (c) => c.items.length > 0,
          render: (c) => (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {c.items.map((item) => (
                <li key={item}>
                  <Typography.Text>{item}</Typography.Text>
                </li>
              ))}
            </ul>
          ),
        }}
      />
    </Card>
  );
}
