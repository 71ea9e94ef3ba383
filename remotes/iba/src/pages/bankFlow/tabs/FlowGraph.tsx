import { useMemo } from 'react';
import { Space, Typography } from 'antd';
import type { BankFlowResult } from '@esee/contracts';
import { DataTable, EmptyState } from '@esee/ui';
import { yuan } from '../format';
import { CLASS_TITLES } from '../titles';

type Graph = BankFlowResult['graph'];
type Node = Graph['nodes'][number];
type Edge = Graph['edges'][number];

const SIZE = 720;
const INNER = 150;
const OUTER = 300;
const SUBJECT_R = 18;
const PARTY_R = 8;
const SUBJECT_COLOR = '#1677ff';
const RELATED_COLOR = '#cf1322';
const PARTY_COLOR = '#bfbfbf';

interface Placed extends Node {
  x: number;
  y: number;
  r: number;
}

/**
 * Where each node goes: the subjects on an inner ring (one alone in the middle), the counterparties on an
 * outer ring in the order of the subject they deal with first, so that a subject's counterparties sit
 * together beyond it and few edges cross.
 */
export function layout(graph: Graph): Map<string, Placed> {
  const c = SIZE / 2;
  const placed = new Map<string, Placed>();
  const subjects = graph.nodes.filter((n) => n.kind === 'subject');
  const angle = new Map<string, number>();
  subjects.forEach((n, i) => {
    const a = (2 * Math.PI * i) / subjects.length - Math.PI / 2;
    const r = subjects.length === 1 ? 0 : INNER;
    angle.set(n.id, a);
    placed.set(n.id, { ...n, x: c + r * Math.cos(a), y: c + r * Math.sin(a), r: SUBJECT_R });
  });
  const home = (id: string) => {
    const e = graph.edges.find((e) => e.from === id || e.to === id);
    return angle.get(e ? (e.from === id ? e.to : e.from) : '') ?? 0;
  };
  const parties = graph.nodes
    .filter((n) => n.kind !== 'subject')
    .map((n) => ({ n, a: home(n.id) }))
    .sort((x, y) => x.a - y.a || x.n.name.localeCompare(y.n.name));
  parties.forEach(({ n }, i) => {
    const a = (2 * Math.PI * (i + 0.5)) / parties.length - Math.PI / 2;
    placed.set(n.id, { ...n, x: c + OUTER * Math.cos(a), y: c + OUTER * Math.sin(a), r: PARTY_R });
  });
  return placed;
}

/** A slightly bent path from node to node, ending at their rims: two ways between a pair bend apart. */
function edgePath(from: Placed, to: Placed): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const x1 = from.x + ux * from.r;
  const y1 = from.y + uy * from.r;
  const x2 = to.x - ux * (to.r + 4);
  const y2 = to.y - uy * (to.r + 4);
  const bend = Math.min(28, len * 0.12);
  const mx = (x1 + x2) / 2 - uy * bend;
  const my = (y1 + y2) / 2 + ux * bend;
  return `M${x1.toFixed(1)},${y1.toFixed(1)} Q${mx.toFixed(1)},${my.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`;
}

const color = (n: Node) =>
  n.kind === 'subject' ? SUBJECT_COLOR : n.cpClass === 'related' ? RELATED_COLOR : PARTY_COLOR;

/**
 * 资金流向: the subjects and each one's top counterparties by amount, an arrow for each way money went,
 * as thick as its amount; between subjects blue, to and from related parties red. Plain SVG: small and
 * static. The same flows are listed below the drawing, largest first.
 */
export function FlowGraph({ graph }: { graph: Graph }) {
  const flows = useMemo(() => [...graph.edges].sort((x, y) => y.amount - x.amount), [graph.edges]);
  if (!graph.nodes.length) return <EmptyState description="没有资金往来" />;
  const placed = layout(graph);
  const max = Math.max(1, ...graph.edges.map((e) => e.amount));
  const width = (e: Edge) => 1 + 5 * Math.sqrt(e.amount / max);
  const nameOf = (id: string) => placed.get(id)?.name ?? id;
  const edgeColor = (e: Edge) => {
    const [a, b] = [placed.get(e.from), placed.get(e.to)];
    if (a?.kind === 'subject' && b?.kind === 'subject') return SUBJECT_COLOR;
    return a?.cpClass === 'related' || b?.cpClass === 'related' ? RELATED_COLOR : '#d9d9d9';
  };
  const markers = [SUBJECT_COLOR, RELATED_COLOR, '#d9d9d9'];
  return (
    <div data-testid="bank-flow-graph">
      <Space size={16} style={{ marginBottom: 8 }}>
        <Legend color={SUBJECT_COLOR} text="分析主体" />
        <Legend color={RELATED_COLOR} text="关联方" />
        <Legend color={PARTY_COLOR} text="其他交易对手" />
        <Typography.Text type="secondary">箭头为资金流向，线越粗金额越大</Typography.Text>
      </Space>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width="100%"
        style={{ maxWidth: SIZE, display: 'block', margin: '0 auto' }}
        role="img"
        aria-label="主体间及主要交易对手的资金流向图"
      >
        <defs>
          {markers.map((m) => (
            <marker
              key={m}
              id={`bank-flow-arrow-${m.slice(1)}`}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={m} />
            </marker>
          ))}
        </defs>
        {graph.edges.map((e) => {
          const [a, b] = [placed.get(e.from), placed.get(e.to)];
          if (!a || !b) return null;
          const stroke = edgeColor(e);
          return (
            <path
              key={`${e.from}>${e.to}`}
              d={edgePath(a, b)}
              fill="none"
              stroke={stroke}
              strokeWidth={width(e)}
              markerEnd={`url(#bank-flow-arrow-${stroke.slice(1)})`}
              data-testid="bank-flow-graph-edge"
            >
              <title>{`${a.name} → ${b.name}：${yuan(e.amount)} 元，${e.count} 笔`}</title>
            </path>
          );
        })}
        {[...placed.values()].map((n) => (
          <g key={n.id} data-testid="bank-flow-graph-node" data-kind={n.kind} data-class={n.cpClass ?? ''}>
            <circle cx={n.x} cy={n.y} r={n.r} fill={color(n)} stroke="#fff" strokeWidth={1.5}>
              <title>
                {n.kind === 'subject'
                  ? `${n.name}（分析主体）`
                  : `${n.name}（${CLASS_TITLES[n.cpClass ?? ''] ?? '交易对手'}）`}
              </title>
            </circle>
            <text
              x={n.x}
              y={n.y + n.r + 13}
              textAnchor="middle"
              fontSize={n.kind === 'subject' ? 13 : 10}
              fontWeight={n.kind === 'subject' ? 600 : 400}
              fill={n.cpClass === 'related' ? RELATED_COLOR : '#595959'}
            >
              {n.name.length > 12 ? `${n.name.slice(0, 12)}…` : n.name}
            </text>
          </g>
        ))}
      </svg>
      <div style={{ marginTop: 12 }}>
        <DataTable<Edge>
          testId="bank-flow-graph-flows"
          size="small"
          rowKey={(e) => `${e.from}>${e.to}`}
          rows={flows}
          columns={[
            { key: 'from', title: '付款方', render: (e) => nameOf(e.from) },
            { key: 'to', title: '收款方', render: (e) => nameOf(e.to) },
            { key: 'amount', title: '金额（元）', align: 'right', width: 160, render: (e) => yuan(e.amount) },
            { key: 'count', title: '笔数', align: 'right', width: 80 },
          ]}
        />
      </div>
    </div>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Space size={4}>
      <svg width={12} height={12} aria-hidden>
        <circle cx={6} cy={6} r={5} fill={color} />
      </svg>
      <Typography.Text>{text}</Typography.Text>
    </Space>
  );
}
