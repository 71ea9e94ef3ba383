import type { MouseEvent, ReactNode } from 'react';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import type { IssuerReviewRef, ReviewStatusKey, SupervisionType } from '@esee/contracts';
import { formatMoney } from '@esee/ui';
import { detailHref } from '../supervision/paths';

/** A click on a link inside a clickable row opens the link only. */
export const keepRow = (e: MouseEvent) => e.stopPropagation();

/** 元 as 万元, and '-' for nothing. */
export const wanOf = (yuan: number | null | undefined) => (yuan ? formatMoney(yuan) : '-');

const STAGE_COLOR: Record<string, string> = {
  TERMINATED: 'default',
  SUSPENDED: 'orange',
  REGISTERED: 'green',
  ISSUED: 'green',
  COMMITTEE: 'purple',
};

/**
 * An issuer's review items: the latest with its type, board and stage, linking to the item's detail
 * (`/investment/watch/{type}/detail?id=`), the others behind a count.
 */
export function ReviewRefs({ reviews, max = 1 }: { reviews: readonly IssuerReviewRef[]; max?: number }) {
  if (!reviews.length) return <span>-</span>;
  const shown = reviews.slice(0, max);
  const more = reviews.slice(max);
  const item = (r: IssuerReviewRef) => (
    <div key={r.reviewId} style={{ whiteSpace: 'normal', lineHeight: '22px' }} data-testid="issuer-review">
      <Link
        to={detailHref(r.reviewType as SupervisionType, r.reviewId)}
        onClick={keepRow}
        data-testid="issuer-review-link"
        data-type={r.reviewType}
      >
        {r.groupTitle}
        {r.title ? `·${r.title}` : ''}
      </Link>{' '}
      <Tag style={{ marginInlineEnd: 4 }}>{r.board}</Tag>
      <Tag color={STAGE_COLOR[r.stage] ?? 'blue'} data-status-key={r.statusKey as ReviewStatusKey}>
        {r.stageLabel}
      </Tag>
    </div>
  );
  return (
    <div>
      {shown.map(item)}
      {more.length > 0 && (
        <Tooltip title={<div>{more.map((r) => `${r.groupTitle} ${r.board} ${r.stageLabel}`).join('；')}</div>}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            另有 {more.length} 个审核项目
          </Typography.Text>
        </Tooltip>
      )}
    </div>
  );
}

/** A figure with its label, for the summary strips. */
export function Figure({
  label,
  value,
  testId,
  danger,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  danger?: boolean;
}) {
  return (
    <Space direction="vertical" size={0} style={{ minWidth: 110 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: 18, color: danger ? '#cf1322' : undefined }} data-testid={testId}>
        {value}
      </Typography.Text>
    </Space>
  );
}
