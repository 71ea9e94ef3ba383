import { Space, Tag, Typography } from 'antd';
import type { ChainCounts as Counts } from '@esee/contracts';
import { formatPercent } from '@esee/ui';

/** A segment's tagged counts: 上市, 专精特新, 高企 and the institution's own customers. */
export function ChainCounts({ counts, testId }: { counts: Counts; testId?: string }) {
  return (
    <Space size={[4, 4]} wrap data-testid={testId}>
      <Tag color="blue" data-testid="count-listed">
        上市 {counts.listed}
      </Tag>
      <Tag color="purple" data-testid="count-specialized">
        专精特新 {counts.specialized}
      </Tag>
      <Tag color="cyan" data-testid="count-high-tech">
        高企 {counts.highTech}
      </Tag>
      {counts.customers > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="count-customers">
          本行客户 {counts.customers}（
          {formatPercent(counts.customers / Math.max(1, counts.companies), { share: true, decimals: 1 })}）
        </Typography.Text>
      )}
    </Space>
  );
}
