import { Space, Tooltip } from 'antd';
import { ColorKey, EmptyState } from '@esee/ui';
import { RATING_COLOR } from './format';

/** The ratings as one bar split by count, each part in its rating's colour. */
export function RatingBar({
  ratings,
  testId,
  emptyText,
}: {
  ratings: readonly { rating: string; count: number }[];
  testId: string;
  emptyText: string;
}) {
  const total = ratings.reduce((n, r) => n + r.count, 0);
  if (!total) return <EmptyState description={emptyText} />;
  return (
    <div data-testid={testId} data-total={total}>
      <div style={{ display: 'flex', height: 28, borderRadius: 4, overflow: 'hidden' }}>
        {ratings
          .filter((r) => r.count)
          .map((r) => (
            <Tooltip key={r.rating} title={`${r.rating} ${r.count} 家`}>
              <div
                data-testid={`${testId}-part`}
                data-rating={r.rating}
                data-count={r.count}
                style={{
                  flex: r.count,
                  background: RATING_COLOR[r.rating],
                  color: '#fff',
                  fontSize: 12,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {r.rating} {r.count}
              </div>
            </Tooltip>
          ))}
      </div>
      <Space style={{ marginTop: 8 }} wrap>
        {ratings.map((r) => (
          <ColorKey key={r.rating} color={RATING_COLOR[r.rating]} style={{ fontSize: 12 }}>
            {r.rating} {r.count}
          </ColorKey>
        ))}
      </Space>
    </div>
  );
}
