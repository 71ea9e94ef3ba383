import { Tooltip, Typography } from 'antd';
import { BID_LEVEL_NAMES, type BidPair, type BidRiskLevel, type Bidder } from '@esee/contracts';

/** Cell colours by level: red high, orange medium, yellow low, grey none. */
export const LEVEL_COLORS: Record<BidRiskLevel, string> = {
  high: '#cf1322',
  medium: '#fa8c16',
  low: '#fadb14',
  none: '#f5f5f5',
};

const CELL = 44;

/**
 * The N×N matrix of pair scores (product pages §2.3 outputs): row and column i are bidder i, the cell is
 * the pair's score coloured by its level; clicking a cell opens the pair's evidence.
 */
export function HeatMap({
  bidders,
  pairs,
  selected,
  onSelect,
}: {
  bidders: Bidder[];
  pairs: BidPair[];
  selected: BidPair | null;
  onSelect: (pair: BidPair) => void;
}) {
  const byKey = new Map(pairs.map((p) => [`${p.a}|${p.b}`, p]));
  const pairOf = (i: number, j: number) => byKey.get(i < j ? `${i}|${j}` : `${j}|${i}`);
  const label = (i: number) => `${i + 1}`;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 2 }} data-testid="bid-heatmap">
        <thead>
          <tr>
            <th />
            {bidders.map((b, j) => (
              <th key={b.entId} style={{ width: CELL, fontWeight: 500 }}>
                <Tooltip title={b.name}>{label(j)}</Tooltip>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bidders.map((row, i) => (
            <tr key={row.entId}>
              <th style={{ textAlign: 'right', fontWeight: 400, paddingRight: 8, whiteSpace: 'nowrap' }}>
                <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                  {label(i)}. {row.name}
                </Typography.Text>
              </th>
              {bidders.map((col, j) => {
                if (i === j) return <td key={col.entId} style={{ width: CELL, height: CELL, background: '#fff' }} />;
                const pair = pairOf(i, j);
                const level = pair?.level ?? 'none';
                const active = selected && pair === selected;
                return (
                  <td
                    key={col.entId}
                    data-testid={`heat-cell-${i}-${j}`}
                    data-level={level}
                    onClick={() => pair && onSelect(pair)}
                    title={`${row.name} × ${col.name}：${pair ? `${pair.score}分，${BID_LEVEL_NAMES[level]}风险` : '未发现关联'}`}
                    style={{
                      width: CELL,
                      height: CELL,
                      textAlign: 'center',
                      cursor: pair ? 'pointer' : 'default',
                      background: LEVEL_COLORS[level],
                      color: level === 'high' ? '#fff' : '#262626',
                      outline: active ? '2px solid #1677ff' : undefined,
                      borderRadius: 4,
                    }}
                  >
                    {pair ? pair.score : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'flex', gap: 12, marginTop: 8 }}>
        {(['high', 'medium', 'low', 'none'] as const).map((l) => (
          <span key={l} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span
              style={{
                width: 12,
                height: 12,
                background: LEVEL_COLORS[l],
                borderRadius: 2,
                border: '1px solid #d9d9d9',
              }}
            />
            <Typography.Text type="secondary">
              {l === 'none' ? '未发现关联' : `${BID_LEVEL_NAMES[l]}风险`}
            </Typography.Text>
          </span>
        ))}
      </div>
    </div>
  );
}
