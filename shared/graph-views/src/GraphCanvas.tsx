import { Graph, type GraphData, type IElementEvent, type LayoutOptions, type NodeData } from '@antv/g6';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ViewGraph, ViewNode } from './model';

export type GraphLayout = 'tree' | 'force' | 'radial';

export interface GraphCanvasHandle {
  zoomBy(ratio: number): void;
  fit(): void;
  /** The whole graph as a PNG data URL. */
  toPng(): Promise<string>;
}

export interface GraphCanvasProps {
  view: ViewGraph;
  layout: GraphLayout;
  /** Ids of the nodes and edges to stand out (a path); the rest fade. Empty: none fade. */
  highlight: ReadonlySet<string>;
  selected: string | null;
  onSelect(id: string | null): void;
  /** Double click: expand or collapse. */
  onToggle(id: string): void;
  height?: number | string;
}

/** Colours by role; companies are squares, people round (as the industry draws them). */
const PALETTE: Record<ViewNode['role'], { fill: string; stroke: string; text: string }> = {
  root: { fill: '#1677ff', stroke: '#0958d9', text: '#ffffff' },
  end: { fill: '#1677ff', stroke: '#0958d9', text: '#ffffff' },
  owner: { fill: '#fff2e8', stroke: '#fa541c', text: '#ad2102' },
  controller: { fill: '#fff2e8', stroke: '#fa541c', text: '#ad2102' },
  group: { fill: '#f0f5ff', stroke: '#adc6ff', text: '#1d39c4' },
  cycle: { fill: '#fafafa', stroke: '#bfbfbf', text: '#8c8c8c' },
  plain: { fill: '#ffffff', stroke: '#4096ff', text: '#1f1f1f' },
};
const PERSON = { fill: '#fff7e6', stroke: '#fa8c16', text: '#873800' };

const COMPANY_SIZE: [number, number] = [188, 54];
/** The smallest zoom a drawing opens at: labels of 12 px stay at 9 px or more. */
const READABLE_ZOOM = 0.75;
const PERSON_SIZE = 64;
const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface EdgeInfo {
  label?: string;
  strong?: boolean;
  /** Curves down a tree, straight lines elsewhere. */
  curved: boolean;
}

const toData = (view: ViewGraph, layout: GraphLayout): GraphData => ({
  nodes: view.nodes.map((n) => ({ id: n.id, data: { node: n } })),
  edges: view.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    data: { label: e.label, strong: e.strong, curved: layout === 'tree' } satisfies EdgeInfo,
  })),
});

const layoutOf = (layout: GraphLayout, view: ViewGraph): LayoutOptions => {
  if (layout === 'tree') return { type: 'antv-dagre', rankdir: 'TB', nodesep: 24, ranksep: 70 };
  if (layout === 'radial')
    return {
      type: 'radial',
      focusNode: view.nodes[0]?.id,
      unitRadius: 230,
      preventOverlap: true,
      nodeSize: 150,
      linkDistance: 230,
    };
  return {
    type: 'd3-force',
    link: { distance: 200 },
    collide: { radius: 100 },
    manyBody: { strength: -600 },
  } as LayoutOptions;
};

const nodeOf = (d: NodeData) => (d.data as { node: ViewNode }).node;

/**
 * The G6 canvas of every graph view: draws a `ViewGraph` in the layout asked for, with zoom, pan and drag,
 * highlights a path, and reports clicks. It owns no data: the view changes, the canvas redraws.
 */
export const GraphCanvas = forwardRef<GraphCanvasHandle, GraphCanvasProps>(function GraphCanvas(
  { view, layout, highlight, selected, onSelect, onToggle, height = '100%' },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const graph = useRef<Graph | null>(null);
  const rendered = useRef<Promise<unknown>>(Promise.resolve());
  // The drawing shown and fitted: a state the page (and its tests) can wait on.
  const [drawn, setDrawn] = useState<{ view: ViewGraph; zoom: number } | null>(null);
  const handlers = useRef({ onSelect, onToggle });
  handlers.current = { onSelect, onToggle };

  useImperativeHandle(ref, () => ({
    zoomBy: (ratio) => void graph.current?.zoomBy(ratio),
    fit: () => void graph.current?.fitView(),
    toPng: async () => (graph.current ? graph.current.toDataURL({ mode: 'overall', type: 'image/png' }) : ''),
  }));

  // One G6 instance for the component's life; data and layout changes redraw it.
  useEffect(() => {
    const g = new Graph({
      container: container.current!,
      padding: 24,
      animation: false,
      zoomRange: [0.1, 4],
      behaviors: ['drag-canvas', 'zoom-canvas', 'drag-element'],
      node: {
        type: (d) => (nodeOf(d).entity?.kind === 'P' ? 'circle' : 'rect'),
        style: (d) => {
          const n = nodeOf(d);
          const person = n.entity?.kind === 'P';
          const colours = person && n.role === 'plain' ? PERSON : PALETTE[n.role];
          const text = person ? short(n.label, 6) : short(n.label, 14);
          return {
            size: person ? PERSON_SIZE : n.role === 'group' ? [150, 36] : COMPANY_SIZE,
            radius: 4,
            fill: colours.fill,
            stroke: colours.stroke,
            lineWidth: n.role === 'root' || n.role === 'end' ? 2 : 1,
            lineDash: n.role === 'cycle' ? [4, 4] : undefined,
            cursor: 'pointer',
            labelText: n.detail && !person ? `${text}\n${n.detail}` : text,
            labelPlacement: 'center',
            labelFill: colours.text,
            labelFontSize: 12,
            labelLineHeight: 18,
            labelTextAlign: 'center',
            badge: Boolean(n.expandable || (person && n.detail)),
            badges: [
              ...(n.expandable ? [{ text: n.collapsed ? '+' : '⋯', placement: 'right-top' as const }] : []),
              ...(person && n.detail ? [{ text: short(n.detail, 16), placement: 'bottom' as const }] : []),
            ],
            badgeFontSize: 11,
            badgeBackgroundFill: '#fa8c16',
            badgeFill: '#ffffff',
          };
        },
        state: {
          selected: { lineWidth: 3, stroke: '#f5222d', halo: true, haloStroke: '#ff7875', haloLineWidth: 8 },
          active: { lineWidth: 2, stroke: '#f5222d' },
          inactive: { opacity: 0.25 },
        },
      },
      edge: {
        type: (d) => ((d.data as unknown as EdgeInfo).curved ? 'cubic-vertical' : 'line'),
        style: (d) => {
          const { label, strong } = d.data as unknown as EdgeInfo;
          return {
            stroke: strong ? '#4096ff' : '#bfbfbf',
            lineWidth: strong ? 1.5 : 1,
            endArrow: true,
            endArrowSize: 8,
            labelText: label,
            labelFontSize: 11,
            labelFill: '#595959',
            labelAutoRotate: false,
            labelBackground: true,
            labelBackgroundFill: '#ffffff',
            labelBackgroundOpacity: 0.9,
          };
        },
        state: {
          active: { stroke: '#f5222d', lineWidth: 2 },
          inactive: { opacity: 0.15 },
        },
      },
    });
    g.on<IElementEvent>('node:click', (e) => handlers.current.onSelect(e.target.id));
    g.on<IElementEvent>('node:dblclick', (e) => handlers.current.onToggle(e.target.id));
    g.on('canvas:click', () => handlers.current.onSelect(null));
    graph.current = g;
    const resize = new ResizeObserver(() => {
      if (!g.destroyed) g.resize();
    });
    resize.observe(container.current!);
    return () => {
      resize.disconnect();
      graph.current = null;
      g.destroy();
    };
  }, []);

  useEffect(() => {
    const g = graph.current;
    if (!g) return;
    g.setLayout(layoutOf(layout, view));
    g.setData(toData(view, layout));
    // Fit a large graph into the view; a small one stays at its size, centred. (fitView's own 'overflow'
    // test let a radial drawing spill over the edges: the fit is done always, and undone for small ones.)
    rendered.current = g.render().then(async () => {
      if (g.destroyed) return;
      await g.fitView();
      if (g.getZoom() > 1) {
        await g.zoomTo(1);
        await g.fitCenter();
      } else if (g.getZoom() < READABLE_ZOOM && view.nodes[0]) {
        // Too large to fit at a readable size: readable, around the root; 适应画布 still shows it whole.
        await g.zoomTo(READABLE_ZOOM);
        await g.focusElement(view.nodes[0].id);
      }
      if (!g.destroyed) setDrawn({ view, zoom: g.getZoom() });
    });
  }, [view, layout]);

  useEffect(() => {
    const g = graph.current;
    if (!g || g.destroyed) return;
    const states: Record<string, string[]> = {};
    const fade = highlight.size > 0;
    for (const n of view.nodes)
      states[n.id] = [
        ...(n.id === selected ? ['selected'] : []),
        ...(fade ? [highlight.has(n.id) ? 'active' : 'inactive'] : []),
      ];
    for (const e of view.edges) states[e.id] = fade ? [highlight.has(e.id) ? 'active' : 'inactive'] : [];
    // States apply to drawn elements only: wait for the render that a data change started.
    let live = true;
    void rendered.current
      .then(() => (live && !g.destroyed ? g.setElementState(states, false) : undefined))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [view, highlight, selected]);

  return (
    <div
      ref={container}
      style={{ width: '100%', height }}
      data-testid="graph-canvas"
      data-drawn={drawn?.view === view ? 'true' : undefined}
      data-zoom={drawn?.view === view ? drawn.zoom.toFixed(2) : undefined}
    />
  );
});
