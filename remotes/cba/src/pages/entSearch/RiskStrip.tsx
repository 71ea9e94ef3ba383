import { Card, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { RECORD_KIND_BY_KEY, type RiskChecklist, type RiskItem } from '@esee/contracts';
import { companyHref, formatDate } from '@esee/ui';

const GROUPS = ['司法', '经营', '税务'] as const;
const RED = '#cf1322';
const GREEN = '#389e0d';

const tileStyle = (bad: boolean) => ({
  display: 'inline-flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  minWidth: 84,
  padding: '6px 10px',
  borderRadius: 6,
  border: `1px solid ${bad ? '#ffa39e' : '#d9f7be'}`,
  background: bad ? '#fff1f0' : '#f6ffed',
  color: bad ? RED : GREEN,
});

/** One checklist item: its count in red when there is any, a link to the detail tab that lists them. */
function Tile({ item, entId, days }: { item: RiskItem; entId: string; days: number }) {
  const bad = item.count > 0;
  const body = (
    <span style={tileStyle(bad)} data-testid={`risk-item-${item.kind}`} data-count={item.count}>
      <span style={{ fontSize: 12 }}>{item.label}</span>
      <strong style={{ fontSize: 16 }} data-testid="risk-count">
        {item.count}
      </strong>
    </span>
  );
  if (!bad) return body;
  const tab = RECORD_KIND_BY_KEY.get(item.kind)?.tab;
  return (
    <Tooltip
      title={`最近一条：${formatDate(item.latestDate)}${item.recent ? `；近${days}天新增 ${item.recent} 条` : ''}`}
    >
      <Link to={companyHref({ entId, tab })}>{body}</Link>
    </Tooltip>
  );
}

/** 风险检查: judicial, operating and tax red flags with counts, and the registration status. */
export function RiskStrip({ checklist }: { checklist: RiskChecklist }) {
  const flagged = checklist.items.filter((i) => i.count > 0).length + (checklist.statusFlag ? 1 : 0);
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="risk-strip"
      title="风险检查"
      extra={
        <Typography.Text type={flagged ? 'danger' : 'success'} data-testid="risk-summary">
          {flagged ? `${flagged} 项风险提示` : '未发现风险提示'}
        </Typography.Text>
      }
    >
      {GROUPS.map((group) => (
        <div key={group} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
          <Typography.Text type="secondary" style={{ width: 56 }}>
            {group}风险
          </Typography.Text>
          {checklist.items
            .filter((i) => i.group === group)
            .map((i) => (
              <Tile key={i.kind} item={i} entId={checklist.entId} days={checklist.window.days} />
            ))}
        </div>
      ))}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text type="secondary" style={{ width: 56 }}>
          登记状态
        </Typography.Text>
        <span style={tileStyle(Boolean(checklist.statusFlag))} data-testid="risk-item-status">
          <span style={{ fontSize: 12 }}>吊销/注销</span>
          <strong style={{ fontSize: 16 }}>{checklist.statusFlag ? `已${checklist.statusFlag}` : '否'}</strong>
        </span>
      </div>
    </Card>
  );
}
