import { Typography } from 'antd';
import type { CreditCheck } from '@esee/contracts';
import { DataTable } from '@esee/ui';

/**
 * What one dimension checked, rule by rule: the rule's points, window and basis, how many records of its kinds were
 * read, how many counted, and those read that did not count with why; a dimension without a deduction says so.
 */
export function DimensionChecks({ checks, testId }: { checks: readonly CreditCheck[]; testId: string }) {
  return (
    <DataTable<CreditCheck>
      size="small"
      showAll
      testId={testId}
      rows={checks}
      rowKey={(c) => c.rule.code}
      rowData={(c) => ({ 'data-rule': c.rule.code })}
      columns={[
        {
          key: 'rule',
          title: '核查规则',
          width: 220,
          render: (c) => (
            <>
              <div>{c.rule.name}</div>
              <Typography.Text type="secondary">{c.rule.pointsText}</Typography.Text>
            </>
          ),
        },
        { key: 'window', title: '范围', width: 150, render: (c) => c.rule.window ?? '全部记录' },
        { key: 'read', title: '核查', width: 70, align: 'right', render: (c) => `${c.read}条` },
        { key: 'counted', title: '计入', width: 70, align: 'right', render: (c) => `${c.counted}条` },
        {
          key: 'notCounted',
          title: '未计入及原因',
          render: (c) => (c.notCounted.length ? c.notCounted.map((x) => `${x.reason}${x.count}条`).join('、') : '—'),
        },
        {
          key: 'basis',
          title: '依据',
          render: (c) => <Typography.Text type="secondary">{c.rule.basis}</Typography.Text>,
        },
      ]}
    />
  );
}
