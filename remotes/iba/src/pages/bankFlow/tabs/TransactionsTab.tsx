import { useState } from 'react';
import { Space } from 'antd';
import type { BankFlowTransaction } from '@esee/contracts';
import { type DataColumn, DataTable, FilterSelect, KeywordSearch } from '@esee/ui';
import { bankFlowApi } from '../../../api/bankFlow';
import { yuan } from '../format';

const columns: DataColumn<BankFlowTransaction>[] = [
  { key: 'occurred', title: '交易时间', width: 160, render: (t) => (t.hasTime ? t.occurred : t.occurred.slice(0, 10)) },
  { key: 'subjectName', title: '主体', width: 180 },
  { key: 'accountNo', title: '账号', width: 180 },
  { key: 'direction', title: '收/支', width: 64, render: (t) => (t.direction === 'in' ? '收入' : '支出') },
  { key: 'amount', title: '金额（元）', width: 130, align: 'right', render: (t) => yuan(t.amount) },
  { key: 'balance', title: '余额（元）', width: 140, align: 'right', render: (t) => yuan(t.balance) },
  { key: 'counterparty', title: '对方户名', width: 220 },
  { key: 'counterAccount', title: '对方账号', width: 180 },
  { key: 'counterBank', title: '对方开户行', width: 220 },
  { key: 'summary', title: '摘要', width: 120 },
  { key: 'currency', title: '币种', width: 70 },
  { key: 'line', title: '文件行号', width: 80, align: 'right' },
];

/** 交易明细: every imported transaction in time order, by counterparty (name or account) and direction. */
export function TransactionsTab({ analysisId }: { analysisId: number }) {
  const [counterparty, setCounterparty] = useState('');
  const [direction, setDirection] = useState<'in' | 'out' | undefined>();
  return (
    <div data-testid="bank-flow-transactions">
      <Space wrap style={{ marginBottom: 12 }}>
        <KeywordSearch
          placeholder="对方户名或账号"
          maxLength={60}
          width={260}
          onSearch={(v) => setCounterparty(v ?? '')}
          testId="bank-flow-txn-search"
        />
        <FilterSelect
          placeholder="收支"
          width={110}
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'in', label: '收入' },
            { value: 'out', label: '支出' },
          ]}
        />
      </Space>
      <DataTable<BankFlowTransaction>
        testId="bank-flow-txn-table"
        rowKey={(t) => String(t.txnId)}
        columns={columns}
        load={(page) =>
          bankFlowApi.transactions(analysisId, { counterparty: counterparty || undefined, direction }, page)
        }
        reloadKey={`${counterparty}|${direction ?? ''}`}
      />
    </div>
  );
}
