import type { ReactNode } from 'react';
import { Card, Space } from 'antd';
import { FailedState } from '@esee/ui';

/**
 * The card of a list's filters whose choices come from an options call: the failed state when that call
 * failed, else the filters in a wrapping line, the card loading until the choices come.
 */
export function OptionFilterCard({
  options,
  children,
}: {
  options: { status: 'loading' | 'ok' | 'failed'; reload: () => void };
  children: ReactNode;
}) {
  if (options.status === 'failed') return <FailedState onRetry={options.reload} />;
  return (
    <Card size="small" style={{ marginBottom: 12 }} loading={options.status === 'loading'}>
      <Space wrap>{children}</Space>
    </Card>
  );
}
