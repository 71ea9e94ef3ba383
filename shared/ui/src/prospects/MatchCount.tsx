import { useState, type ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * The total the table reported for the current query, or null while it is being counted: a new reload
 * key hides the previous count until the new one comes. `onTotal` goes to the table's `onTotal`.
 */
export function useMatchTotal(reloadKey: string): { total: number | null; onTotal: (n: number) => void } {
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null);
  return {
    total: counted?.key === reloadKey ? counted.total : null,
    onTotal: (n) => setCounted({ key: reloadKey, total: n }),
  };
}

/** The bar above a search's table: 共 N 家符合条件的企业 (or 正在统计…) and the page's tools on the right. */
export function MatchCountBar({
  total,
  testId,
  children,
}: {
  total: number | null;
  /** Carries `data-total` once counted, which the browser tests wait for. */
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        marginBottom: 12,
        gap: 12,
        flexWrap: 'wrap',
      }}
    >
      <Typography.Text data-testid={testId} data-total={total ?? undefined}>
        {total === null ? (
          <Typography.Text type="secondary">正在统计…</Typography.Text>
        ) : (
          <>
            共{' '}
            <Typography.Text strong style={{ fontSize: 18, color: '#1677ff' }}>
              {total.toLocaleString('zh-CN')}
            </Typography.Text>{' '}
            家符合条件的企业
          </>
        )}
      </Typography.Text>
      {children}
    </div>
  );
}
