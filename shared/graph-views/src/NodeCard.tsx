import { Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import type { EntityCard, GraphSource } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { CompanyStatusTag, companyHref, formatMoney, personHref } from '@esee/ui';
import type { ViewNode } from './model';

/** The selected node: its status and key facts, the way to its page, and expanding it. */
export function NodeCard({
  node,
  source,
  toggle,
}: {
  node: ViewNode;
  source: Pick<GraphSource, 'card'>;
  toggle?: { text: string; run: () => void };
}) {
  const entity = node.entity!;
  const card = useLoad(() => source.card(entity.id), [entity.id]);
  const href = entity.kind === 'C' ? companyHref({ entId: entity.id }) : personHref(entity.id);
  return (
    <Card
      size="small"
      title={<span title={entity.name}>{entity.name}</span>}
      data-testid="graph-node-card"
      extra={entity.kind === 'C' && card.data?.kind === 'C' ? <CompanyStatusTag status={card.data.status} /> : null}
    >
      {node.detail && <Typography.Paragraph style={{ marginBottom: 8 }}>{node.detail}</Typography.Paragraph>}
      {card.status === 'loading' && <Spin size="small" />}
      {card.status === 'failed' && <Typography.Text type="secondary">要素加载失败</Typography.Text>}
      {card.data && <Facts card={card.data} />}
      <Space style={{ marginTop: 8 }}>
        <Link to={href} data-testid="graph-node-open">
          {entity.kind === 'C' ? '企业详情' : '人员详情'}
        </Link>
        {toggle && (
          <Button size="small" onClick={toggle.run} data-testid="graph-node-toggle">
            {toggle.text}
          </Button>
        )}
      </Space>
    </Card>
  );
}

function Facts({ card }: { card: EntityCard }) {
  const items =
    card.kind === 'C'
      ? [
          ['法定代表人', card.legalRep ?? '-'],
          ['注册资本', formatMoney(card.regCapital, card.regCapitalCurrency)],
          ['成立日期', card.establishDate ?? '-'],
          ['行业', card.industryName ?? '-'],
          ['股东', `${card.shareholders}个`],
          ['对外投资', `${card.investments}家`],
        ]
      : [
          ['担任法定代表人', `${card.legalRepOf}家`],
          ['对外投资', `${card.holdings}家`],
          ['在外任职', `${card.posts}家`],
        ];
  return (
    <Descriptions
      size="small"
      column={1}
      items={items.map(([label, value]) => ({ key: label, label, children: value }))}
    />
  );
}
