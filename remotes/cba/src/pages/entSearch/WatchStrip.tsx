import { Alert, Card, List, Typography } from 'antd';
import type { RiskChecklist } from '@esee/contracts';
import { formatMoney, formatPercent } from '@esee/ui';

/** Paid-in below this share of the registered capital is worth a banker's question [I]. */
export const LOW_PAID_RATIO = 0.2;

/** 值得关注: what a relationship manager should ask about before the first call. */
export function WatchStrip({ checklist, currency }: { checklist: RiskChecklist; currency: string }) {
  const { regCapital, paidCapital, paidRatio, keyChanges, newRisks } = checklist.watch;
  const lowPaid = paidRatio !== null && paidRatio < LOW_PAID_RATIO;
  return (
    <Card size="small" style={{ marginBottom: 16 }} title="值得关注" data-testid="watch-strip">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12 }}>
        <Alert
          type={lowPaid ? 'warning' : 'info'}
          data-testid="watch-capital"
          message="实缴 / 注册资本"
          description={
            paidRatio === null
              ? `注册资本 ${formatMoney(regCapital, currency)}，实缴资本未公示`
              : `${formatMoney(paidCapital, currency)} / ${formatMoney(regCapital, currency)}（实缴 ${formatPercent(paidRatio, { share: true, decimals: 1 })}）${lowPaid ? '，实缴比例偏低' : ''}`
          }
        />
        <Alert
          type={keyChanges.length ? 'warning' : 'info'}
          data-testid="watch-changes"
          message={`近一年法定代表人/股东变更 ${keyChanges.length} 次`}
          description={
            keyChanges.length ? (
              <List
                size="small"
                split={false}
                dataSource={keyChanges.slice(0, 3)}
                renderItem={(c) => (
                  <List.Item style={{ padding: '2px 0' }}>
                    <Typography.Text
                      ellipsis
                      style={{ maxWidth: '100%' }}
                      title={`${c.before ?? ''} → ${c.after ?? ''}`}
                    >
                      {c.date} {c.item}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            ) : (
              '无变更'
            )
          }
        />
        <Alert
          type={newRisks ? 'error' : 'success'}
          data-testid="watch-new-risks"
          message={`近${checklist.window.days}天新增风险 ${newRisks} 条`}
          description={
            newRisks
              ? `请关注上方风险检查中的新增事项（${checklist.window.from} 至 ${checklist.window.to}）`
              : `近${checklist.window.days}天未新增风险事项`
          }
        />
      </div>
    </Card>
  );
}
