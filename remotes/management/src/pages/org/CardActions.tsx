import type { ReactNode } from 'react';
import { App, Button, Space } from 'antd';

/**
 * The buttons atop a department or user-group card: the page's own `first`, then, when one is chosen, 重命名 and
 * 删除 of it (删除 asks first).
 */
export function CardActions({
  first,
  chosen,
}: {
  first: ReactNode;
  chosen?: { onRename: () => void; confirmTitle: string; onDelete: () => Promise<unknown>; deleteTestId?: string };
}) {
  const { modal } = App.useApp();
  return (
    <Space size={4}>
      {first}
      {chosen && (
        <>
          <Button size="small" onClick={chosen.onRename}>
            重命名
          </Button>
          <Button
            size="small"
            danger
            onClick={() => modal.confirm({ title: chosen.confirmTitle, onOk: chosen.onDelete })}
            data-testid={chosen.deleteTestId}
          >
            删除
          </Button>
        </>
      )}
    </Space>
  );
}
