import type { ReactNode } from 'react';
import { Card } from 'antd';
import { PageTitle } from '../page/ListPage';
import { FailedState } from '../states';

/**
 * The frame of a prospect search page (条件找客, 高级搜索, 合作方寻源): the title, the filters' card and the
 * results below on the left, the page's side cards (方案, 本行客户, 入围名单) in a column on the right.
 * When the filters' options could not be loaded the page is only its failed state, with its retry.
 */
export function SearchLayout({
  testId,
  title,
  options,
  filters,
  children,
  side,
  sideWidth,
}: {
  testId: string;
  title: string;
  /** The options call the filters are built from. */
  options: { status: 'loading' | 'ok' | 'failed'; reload: () => void };
  filters: ReactNode;
  children: ReactNode;
  side: ReactNode;
  sideWidth: number;
}) {
  if (options.status === 'failed')
    return (
      <Card title={title}>
        <FailedState onRetry={options.reload} />
      </Card>
    );
  return (
    <div data-testid={testId} style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <PageTitle>{title}</PageTitle>
        <Card size="small" style={{ marginBottom: 12 }}>
          {filters}
        </Card>
        {children}
      </div>
      <div style={{ width: sideWidth, flex: 'none', display: 'flex', flexDirection: 'column', gap: 16 }}>{side}</div>
    </div>
  );
}
