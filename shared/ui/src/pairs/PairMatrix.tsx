import { Tooltip, Typography } from 'antd';
import { PAIR_LEVEL_COLORS, type CheckedPair, type PairLevel, type PairParty } from './types';

const CELL = 44;

/**
 * The N×N matrix of a pairwise check (围串标核查, 关系核查): row and column i are party i, the cell is the
 * pair's score coloured by its level; clicking a cell picks the pair. `levelText` names a level in the
 * page's terms (高风险, 关联方 …); `testId` prefixes the matrix's test id (`${testId}-heatmap`).
 */
export function PairMatrix<P extends CheckedPair>({
  parties,
  pairs,
  selected,
  onSelect,
  levelText,
  testId,
}: {
  parties: PairParty[];
  pairs: P[];
  selected: P | null;
  onSelect: (pair: P) => void;
  levelText: (level: PairLevel) => string;
  testId: string;
}) {
  const byKey = new Map(pairs.map((p) => [`${p.a}|${p.b}`, p]));
  const pairOf = (i: number, j: number) => byKey.get(i < j ? `${i}|${j}` : `${j}|${i}`);
  const label = (i: number) => `${i + 1}`;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 2 }} data-testid={`${testId}-heatmap`}>
        <thead>
          <tr>
            <th />
            {parties.map((b, j) => (
              <th key={b.entId} style={{ width: CELL, fontWeight: 500 }}>
                <Tooltip title={b.name}>{label(j)}</Tooltip>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parties.map((row, i) => (
            <tr key={row.entId}>
              <th style={{ textAlign: 'right', fontWeight: 400, paddingRight: 8, whiteSpace: 'nowrap' }}>
                <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                  {label(i)}. {row.name}
                </Typography.Text>
              </th>
              {parties.map((col, j) => {
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
                    title={`${row.name} × ${col.name}：${pair ? `${pair.score}分，${levelText(level)}` : levelText('none')}`}
                    style={{
                      width: CELL,
                      height: CELL,
                      textAlign: 'center',
                      cursor: pair ? 'pointer' : 'default',
                      background: PAIR_LEVEL_COLORS[level],
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
                background: PAIR_LEVEL_COLORS[l],
                borderRadius: 2,
                border: '1px solid #d9d9d9',
              }}
            />
            <Typography.Text type="secondary">{levelText(l)}</Typography.Text>
          </span>
        ))}
      </div>
    </div>
  );
}
