import { Card } from 'antd';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState, companyHref, formatPercent, personHref } from '@esee/ui';
import { companyApi } from '../../../api/company';
import { useDetail } from '../detailContext';

type Row = Record<string, unknown>;
/** At most this many nodes on a side: a glance, not the full graph. */
const SIDE = 5;
const W = 720;
const ROW = 44;

interface Node {
  name: string;
  href: string;
  ratio: number | null;
  person: boolean;
}

const short = (name: string, max = 14) => ([...name].length > max ? `${[...name].slice(0, max - 1).join('')}…` : name);

/** Shareholders on the left, investments on the right, the company in the middle, stakes on the lines. */
export function StructureGraph() {
  const { info } = useDetail();
  const loaded = useLoad(
    () =>
      Promise.all([
        companyApi.section(info.entId, 'shareholders', 1),
        companyApi.section(info.entId, 'investments', 1),
      ]),
    [info.entId],
  );
  const body = () => {
    if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
    if (loaded.status === 'loading') return <div style={{ height: 120 }} />;
    const [holders, investments] = loaded.data;
    const left: Node[] = holders.list.slice(0, SIDE).map((h: Row) => ({
      name: String(h.stockName),
      href: h.holderKind === 'P' ? personHref(String(h.holderId)) : companyHref({ entId: String(h.holderId) }),
      ratio: typeof h.stockPercent === 'number' ? h.stockPercent : null,
      person: h.holderKind === 'P',
    }));
    const right: Node[] = investments.list.slice(0, SIDE).map((c: Row) => ({
      name: String(c.name),
      href: companyHref({ entId: String(c.entId) }),
      ratio: typeof c.fundedRatio === 'number' ? c.fundedRatio : null,
      person: false,
    }));
    if (!left.length && !right.length) return <EmptyState description="暂无股东与对外投资" />;
    const rows = Math.max(left.length, right.length, 1);
    const height = rows * ROW + 20;
    const cy = height / 2;
    const cx = W / 2;
    const y = (i: number, n: number) => cy + (i - (n - 1) / 2) * ROW;
    const side = (nodes: Node[], x: number, anchor: 'start' | 'end', towards: 1 | -1) =>
      nodes.map((n, i) => {
        const ny = y(i, nodes.length);
        const edgeX = x + towards * 6;
        return (
          <g key={`${anchor}-${n.name}`}>
            <line x1={edgeX} y1={ny} x2={cx - towards * 90} y2={cy} stroke="#adc6ff" />
            {n.ratio !== null && (
              <text
                x={(edgeX + cx - towards * 90) / 2}
                y={(ny + cy) / 2 - 4}
                fontSize={11}
                fill="#8c8c8c"
                textAnchor="middle"
              >
                {formatPercent(n.ratio)}
              </text>
            )}
            <a href={n.href} target="_blank" rel="noopener noreferrer">
              <circle cx={x} cy={ny} r={5} fill={n.person ? '#fa8c16' : '#1677ff'} />
              <text x={x - towards * 10} y={ny + 4} fontSize={12} textAnchor={anchor} fill="#262626">
                <title>{n.name}</title>
                {short(n.name)}
              </text>
            </a>
          </g>
        );
      });
    return (
      <svg
        viewBox={`0 0 ${W} ${height}`}
        width="100%"
        role="img"
        aria-label="股权结构简图"
        data-testid="structure-graph"
      >
        {side(left, 200, 'end', 1)}
        {side(right, W - 200, 'start', -1)}
        <rect x={cx - 90} y={cy - 18} width={180} height={36} rx={6} fill="#1677ff" />
        <text x={cx} y={cy + 5} fontSize={13} fill="#fff" textAnchor="middle">
          <title>{info.name}</title>
          {short(info.name, 12) /* 13 px characters in a 180 px box */}
        </text>
        <text x={100} y={14} fontSize={12} fill="#8c8c8c" textAnchor="middle">
          股东
        </text>
        <text x={W - 100} y={14} fontSize={12} fill="#8c8c8c" textAnchor="middle">
          对外投资
        </text>
      </svg>
    );
  };
  return (
    <Card size="small" title="股权结构" style={{ marginBottom: 16 }}>
      {body()}
    </Card>
  );
}
