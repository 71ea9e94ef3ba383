import {
  CompressOutlined,
  DownloadOutlined,
  ExpandOutlined,
  FullscreenOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Input, Segmented, Space, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { GraphSource } from '@esee/contracts';
import { GraphCanvas, type GraphCanvasHandle, type GraphLayout } from './GraphCanvas';
import { GraphLegend } from './GraphLegend';
import { highlightFor, type ViewGraph, type ViewNode } from './model';
import { NodeCard } from './NodeCard';

const LAYOUT_NAMES: Record<GraphLayout, string> = { tree: '树形', force: '关系网', radial: '辐射' };
/** The node list shows this many matches; the canvas shows every node. */
const LIST_LIMIT = 200;

export interface GraphViewProps {
  view: ViewGraph;
  layouts: GraphLayout[];
  source: Pick<GraphSource, 'card'>;
  /** The PNG's name, without extension. */
  fileName: string;
  /** Expand or collapse a node (double click, or the card's button); absent: the graph does not expand. */
  onToggle?: (node: ViewNode) => void;
  /** A line above the canvas: what the graph shows and what was cut. */
  summary?: ReactNode;
  height?: number;
}

/**
 * A graph with its tools: layouts, zoom, fit, full screen, PNG export, legend, a list of the nodes (the
 * keyboard and screen-reader way in), and the card of the selected node with its way out to the company
 * or person page.
 */
export function GraphView({ view, layouts, source, fileName, onToggle, summary, height = 620 }: GraphViewProps) {
  const [layout, setLayout] = useState<GraphLayout>(layouts[0]!);
  const [selected, setSelected] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const canvas = useRef<GraphCanvasHandle>(null);
  const frame = useRef<HTMLDivElement>(null);
  const node = view.nodes.find((n) => n.id === selected) ?? null;
  const highlight = useMemo(() => (selected ? highlightFor(view, selected) : new Set<string>()), [view, selected]);
  const listed = useMemo(
    () => view.nodes.filter((n) => n.entity && (!filter || n.label.includes(filter.trim()))).slice(0, LIST_LIMIT),
    [view, filter],
  );
  // In a tree view a node's children have ids under its own (see model.ts).
  const hasChildren = (id: string) => view.nodes.some((n) => n.id.startsWith(`${id}/`));
  const toggleText = (n: ViewNode) => (n.expandable ? '展开' : hasChildren(n.id) ? '收起' : null);
  const toggle = (id: string) => {
    const target = view.nodes.find((n) => n.id === id);
    if (target && onToggle && toggleText(target)) onToggle(target);
  };

  const exportPng = async () => {
    const url = await canvas.current?.toPng();
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName}.png`;
    a.click();
  };

  return (
    <div ref={frame} style={{ background: '#fff' }} data-testid="graph-view">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Space wrap>
          {layouts.length > 1 && (
            <Segmented
              value={layout}
              onChange={(value) => setLayout(value as GraphLayout)}
              options={layouts.map((l) => ({ value: l, label: LAYOUT_NAMES[l] }))}
            />
          )}
          <Tooltip title="放大">
            <Button icon={<ZoomInOutlined />} onClick={() => canvas.current?.zoomBy(1.25)} aria-label="放大" />
          </Tooltip>
          <Tooltip title="缩小">
            <Button icon={<ZoomOutOutlined />} onClick={() => canvas.current?.zoomBy(0.8)} aria-label="缩小" />
          </Tooltip>
          <Tooltip title="适应画布">
            <Button icon={<CompressOutlined />} onClick={() => canvas.current?.fit()} aria-label="适应画布" />
          </Tooltip>
          <Tooltip title="全屏">
            <Button
              icon={<FullscreenOutlined />}
              onClick={() => void frame.current?.requestFullscreen?.()}
              aria-label="全屏"
            />
          </Tooltip>
          <Button icon={<DownloadOutlined />} onClick={() => void exportPng()} data-testid="graph-export">
            导出图片
          </Button>
        </Space>
        <GraphLegend expandable={Boolean(onToggle)} />
      </Space>
      {summary && <div style={{ marginBottom: 8 }}>{summary}</div>}
      <div style={{ display: 'flex', gap: 12, height }}>
        <div style={{ flex: 1, minWidth: 0, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fcfdff' }}>
          <GraphCanvas
            ref={canvas}
            view={view}
            layout={layout}
            highlight={highlight}
            selected={selected}
            onSelect={setSelected}
            onToggle={toggle}
          />
        </div>
        <div style={{ width: 300, display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0 }}>
          {node?.entity ? (
            <NodeCard
              node={node}
              source={source}
              toggle={
                onToggle && toggleText(node) ? { text: toggleText(node)!, run: () => toggle(node.id) } : undefined
              }
            />
          ) : (
            <Card size="small" title="节点信息">
              <Typography.Text type="secondary">点击图中或下方列表中的节点，查看要素并进入详情</Typography.Text>
            </Card>
          )}
          <Card
            size="small"
            title={`节点（${view.nodes.filter((n) => n.entity).length}）`}
            style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
            styles={{ body: { overflow: 'auto', flex: 1, padding: 8 } }}
          >
            <Input.Search
              size="small"
              placeholder="按名称筛选"
              allowClear
              onChange={(e) => setFilter(e.target.value)}
              style={{ marginBottom: 8 }}
            />
            {listed.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="graph-node-list">
              {listed.map((n) => (
                <li key={n.id}>
                  <Button
                    type={n.id === selected ? 'primary' : 'text'}
                    size="small"
                    block
                    style={{ textAlign: 'left', justifyContent: 'flex-start' }}
                    onClick={() => setSelected(n.id)}
                    icon={n.expandable ? <ExpandOutlined /> : undefined}
                  >
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {n.label}
                      {n.detail ? ` · ${n.detail}` : ''}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
