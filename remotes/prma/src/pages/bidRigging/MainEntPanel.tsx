import { useMemo } from 'react';
import { Tag } from 'antd';
import { BID_LEVEL_NAMES, type BidRiggingResult, type BidRiskLevel } from '@esee/contracts';
import { companyHref, DataTable, displayText, formatNumber, PAIR_LEVEL_COLORS as LEVEL_COLORS } from '@esee/ui';

const ORDER: BidRiskLevel[] = ['none', 'low', 'medium', 'high'];

/** `screen/mainEnt`: the bidders, each with its price, how many others it is linked to and its worst level. */
export function MainEntPanel({ result }: { result: BidRiggingResult }) {
  const rows = useMemo(
    () =>
      result.bidders.map((b, i) => {
        const mine = result.pairs.filter((p) => p.a === i || p.b === i);
        const worst = mine.reduce<BidRiskLevel>(
          (w, p) => (ORDER.indexOf(p.level) > ORDER.indexOf(w) ? p.level : w),
          'none',
        );
        return { ...b, linked: mine.length, worst };
      }),
    [result],
  );
  return (
    <DataTable
      testId="bid-main-ent"
      size="small"
      numbered
      rowKey={(r) => r.entId}
      rows={rows}
      columns={[
        {
          key: 'name',
          title: '投标人',
          render: (r) => (
            <a href={companyHref({ entId: r.entId })} target="_blank" rel="noreferrer">
              {r.name}
            </a>
          ),
        },
        { key: 'creditCode', title: '统一社会信用代码', render: (r) => displayText(r.creditCode) },
        {
          key: 'price',
          title: '投标报价（元）',
          align: 'right',
          render: (r) => (r.price == null ? '-' : formatNumber(r.price)),
        },
        { key: 'linked', title: '关联投标人', align: 'right' },
        {
          key: 'worst',
          title: '最高风险',
          render: (r) =>
            r.worst === 'none' ? (
              <Tag>未发现关联</Tag>
            ) : (
              <Tag color={LEVEL_COLORS[r.worst]}>{BID_LEVEL_NAMES[r.worst]}风险</Tag>
            ),
        },
      ]}
    />
  );
}
