import { Table, Tag } from 'antd';
import { BID_LEVEL_NAMES, type BidRiggingResult, type BidRiskLevel } from '@esee/contracts';
import { companyHref, displayText, formatNumber, PAIR_LEVEL_COLORS as LEVEL_COLORS } from '@esee/ui';

const ORDER: BidRiskLevel[] = ['none', 'low', 'medium', 'high'];

/** `screen/mainEnt`: the bidders, each with its price, how many others it is linked to and its worst level. */
export function MainEntPanel({ result }: { result: BidRiggingResult }) {
  const rows = result.bidders.map((b, i) => {
    const mine = result.pairs.filter((p) => p.a === i || p.b === i);
    const worst = mine.reduce<BidRiskLevel>(
      (w, p) => (ORDER.indexOf(p.level) > ORDER.indexOf(w) ? p.level : w),
      'none',
    );
    return { ...b, index: i, linked: mine.length, worst };
  });
  return (
    <Table
      size="small"
      rowKey="entId"
      pagination={false}
      dataSource={rows}
      data-testid="bid-main-ent"
      columns={[
        { title: '序号', width: 56, render: (_v, r) => r.index + 1 },
        {
          title: '投标人',
          dataIndex: 'name',
          render: (name: string, r) => (
            <a href={companyHref({ entId: r.entId })} target="_blank" rel="noreferrer">
              {name}
            </a>
          ),
        },
        { title: '统一社会信用代码', dataIndex: 'creditCode', render: displayText },
        {
          title: '投标报价（元）',
          dataIndex: 'price',
          align: 'right',
          render: (v: number | null) => (v == null ? '-' : formatNumber(v)),
        },
        { title: '关联投标人', dataIndex: 'linked', align: 'right' },
        {
          title: '最高风险',
          dataIndex: 'worst',
          render: (l: BidRiskLevel) =>
            l === 'none' ? <Tag>未发现关联</Tag> : <Tag color={LEVEL_COLORS[l]}>{BID_LEVEL_NAMES[l]}风险</Tag>,
        },
      ]}
    />
  );
}
