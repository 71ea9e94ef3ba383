import { useState } from 'react';
import { Badge, Card, Skeleton, Tabs, Typography } from 'antd';
import type { BankFlowAnalysisDetail } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';
import { CounterpartyTab } from './tabs/CounterpartyTab';
import { FlagsTab } from './tabs/FlagsTab';
import { FlowGraph } from './tabs/FlowGraph';
import { MonthlyTab } from './tabs/MonthlyTab';
import { PrecheckTab } from './tabs/PrecheckTab';
import { TransactionsTab } from './tabs/TransactionsTab';

type TabKey = 'precheck' | 'monthly' | 'counterparty' | 'graph' | 'flags' | 'transactions';

/** 分析结果: the kept result of the last run, in tabs; the flags and transactions are paged from the server. */
export function ResultSection({ detail }: { detail: BankFlowAnalysisDetail }) {
  const result = useLoad(() => bankFlowApi.result(detail.analysisId), [detail.analysisId]);
  const [tab, setTab] = useState<TabKey>('precheck');
  if (result.status === 'loading')
    return (
      <Card size="small" title="分析结果">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (result.status === 'failed')
    return (
      <Card size="small" title="分析结果">
        <FailedState onRetry={result.reload} />
      </Card>
    );
  const r = result.data;
  const flagTotal = r.flagCounts.reduce((n, f) => n + f.count, 0);
  const problems = r.prechecks.filter((c) => c.status === 'fail' || c.status === 'warn').length;
  return (
    <Card
      size="small"
      title="分析结果"
      data-testid="bank-flow-result"
      extra={<Typography.Text type="secondary">分析时间：{r.analysedAt}</Typography.Text>}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        data-testid="bank-flow-tabs"
        items={[
          {
            key: 'precheck',
            label: (
              <Badge count={problems} size="small" offset={[8, -2]} color="orange">
                预检
              </Badge>
            ),
            children: <PrecheckTab result={r} />,
          },
          { key: 'monthly', label: '月度收支', children: <MonthlyTab result={r} /> },
          { key: 'counterparty', label: '交易对手', children: <CounterpartyTab result={r} /> },
          { key: 'graph', label: '资金流向', children: <FlowGraph graph={r.graph} /> },
          {
            key: 'flags',
            label: (
              <Badge count={flagTotal} size="small" offset={[8, -2]} overflowCount={999}>
                异常标记
              </Badge>
            ),
            children: <FlagsTab detail={detail} counts={r.flagCounts} />,
          },
          { key: 'transactions', label: '交易明细', children: <TransactionsTab analysisId={detail.analysisId} /> },
        ]}
      />
    </Card>
  );
}
