import { Collapse, Typography } from 'antd';
import { evidenceRecordText } from '@esee/contracts';
import { DataTable } from '../DataTable';
import type { PairNearMissLine, PairParty } from './types';

/**
 * The links a pairwise check read and did not count, and why (issue 42: who was checked and why they did not
 * qualify): a common holder under 5%, a holding without control, a relation that ended too long before the day
 * or began after it, prices just outside the band. Folded under its count; each line names its records.
 */
export function NearMissList({
  nearMisses,
  total,
  parties,
  testId,
}: {
  nearMisses: readonly PairNearMissLine[];
  /** How many there were in all (the answer lists the first ones). */
  total: number;
  parties: readonly PairParty[];
  testId: string;
}) {
  const name = (i: number) => `${i + 1}. ${parties[i]?.name ?? ''}`;
  const rows = nearMisses.map((m, k) => ({ ...m, key: `${m.a}|${m.b}|${m.signal}|${k}` }));
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      data-testid={testId}
      items={[
        {
          key: 'near',
          label: `已核查未计入的关联（${total}）`,
          children: (
            <>
              <DataTable
                size="small"
                showAll
                testId={`${testId}-table`}
                rows={rows}
                rowKey={(m) => m.key}
                emptyText="无：核查到的关联均已计入"
                rowData={(m) => ({ 'data-signal': m.signal })}
                columns={[
                  { key: 'pair', title: '投标人', width: 220, render: (m) => `${name(m.a)} × ${name(m.b)}` },
                  { key: 'name', title: '信号', width: 150 },
                  {
                    key: 'detail',
                    title: '情形与来源记录',
                    render: (m) => (
                      <>
                        <div>{m.detail}</div>
                        {m.records.map((r, i) => (
                          <Typography.Text key={i} type="secondary" style={{ display: 'block' }}>
                            {evidenceRecordText(r)}
                          </Typography.Text>
                        ))}
                      </>
                    ),
                  },
                  { key: 'reason', title: '未计入原因', width: 240 },
                ]}
              />
              {total > nearMisses.length && (
                <Typography.Text type="secondary">
                  共{total}项，列出前{nearMisses.length}项
                </Typography.Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
