import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';

/** The empty state of every list (spec 2 §2). */
export function EmptyState({ description = '暂无数据' }: { description?: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} data-testid="empty-state" />;
}

/** The state of a list or page whose data failed to load, with its retry button (spec 2 §2). */
export function FailedState({
  onRetry,
  title = '数据刷新失败，请重新刷新',
}: {
  onRetry: () => void;
  title?: ReactNode;
}) {
  return (
    <Result
      status="warning"
      title={title}
      data-testid="failed-state"
      extra={
        <Button type="primary" onClick={onRetry}>
          重新刷新
        </Button>
      }
    />
  );
}
