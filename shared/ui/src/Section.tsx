import type { ReactNode } from 'react';
import { Badge, Card } from 'antd';

/** A titled part of a detail page, with its item count and an anchor the overview links to. */
export function Section({
  id,
  title,
  count,
  extra,
  children,
}: {
  id?: string;
  title: ReactNode;
  count?: number;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      id={id}
      data-testid={id ? `section-${id}` : undefined}
      size="small"
      style={{ marginBottom: 16, scrollMarginTop: 80 }}
      title={
        <span>
          {title}
          {count !== undefined && (
            <Badge
              count={count}
              showZero
              overflowCount={9999}
              color={count ? '#1677ff' : '#bfbfbf'}
              style={{ marginLeft: 8 }}
            />
          )}
        </span>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
