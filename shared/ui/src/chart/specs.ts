import type { G2Spec } from '@antv/g2';
import { formatCompact } from '../format';

/** One value of a chart: a bar, a part of a stacked bar, a point of a line. */
export interface ChartDatum {
  /** Unique in its series: the bar's place on the axis. */
  key: string;
  /** What the axis and the tooltip call it. */
  label: string;
  value: number;
  /** Stacked charts: the part of the bar (a product, a sentiment, a rating). */
  series?: string;
  /** What the tooltip and the screen reader say of the value; absent: the value formatted (`8`, `1.25万`); set in a spec's data. */
  tip?: string;
}

/**
 * What `Chart` draws: G2's options (without the theme, which comes from the page), the data again for the
 * screen reader's list and the tests, and the height. Built by the pure functions below, tested without a canvas.
 */
export interface ChartSpec {
  options: G2Spec;
  data: readonly ChartDatum[];
  height: number;
}

type Format = (value: number) => string;

interface Common {
  /** How a value is written on the axis, the bars and the tooltip; absent: Chinese figures (8,500, 1.25万, 3.4亿). */
  format?: Format;
  /** The value's name in the tooltip (企业数, 收入（万元）); absent: 数值. */
  name?: string;
}

export interface BarOptions extends Common {
  /** Bars along the vertical axis, for categories with long names (行业, 省份); absent: columns (a time series). */
  horizontal?: boolean;
  color?: string;
  /** false: no value written at the end of each bar (a dense series; the tooltip still says it). */
  values?: boolean;
  height?: number;
}

const ROW = 26;
const LABEL_CHARS = 12;
const cut = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/** A key's label on the axis, from the data (keys keep two bars of the same name apart). */
const labels = (data: readonly ChartDatum[], shorten: boolean) => {
  const byKey = new Map(data.map((d) => [d.key, d.label]));
  return (key: string) => {
    const label = byKey.get(key) ?? key;
    return shorten ? cut(label) : label;
  };
};

/** What the screen reader's list and the tooltip say of one value. */
const tipOf = (d: ChartDatum, format: Format) => d.tip ?? format(d.value);
/** The data with each value's words, as the tooltip says them. */
const withTips = (data: readonly ChartDatum[], format: Format) => data.map((d) => ({ ...d, tip: tipOf(d, format) }));

const tooltip = (format: Format, name = '数值') => ({
  title: (d: ChartDatum) => d.label,
  items: [(d: ChartDatum) => ({ name: d.series ?? name, value: tipOf(d, format) })],
});

/**
 * The value scale: counts (whole numbers) get whole ticks, never 0.5 of a company; the top rounded to a tick.
 * `tops` are the bars' full lengths (a stacked bar's parts added).
 */
function valueScale(values: readonly number[], tops: readonly number[]) {
  const whole = values.every((v) => Number.isInteger(v));
  const max = Math.max(0, ...tops);
  return { nice: true, ...(whole && max > 0 ? { tickCount: Math.min(5, max) } : {}) };
}

/** The sum of each key's parts: a stacked bar's length. */
const stackTops = (data: readonly ChartDatum[]) => {
  const tops = new Map<string, number>();
  for (const d of data) tops.set(d.key, (tops.get(d.key) ?? 0) + d.value);
  return [...tops.values()];
};

/** The widest a bar is drawn, however few there are. */
const MAX_BAR = 36;

/** The height of a horizontal chart of `rows` bars, axis and legend included. */
const rowsHeight = (rows: number, legend = false) => Math.max(120, rows * ROW + 40 + (legend ? 32 : 0));

/** Bars of one series: counts by year, by industry, by month (趋势, 分布, 阶段统计). */
export function barChart(data: readonly ChartDatum[], options: BarOptions = {}): ChartSpec {
  const { horizontal = false, color, values = true, format = formatCompact, name } = options;
  const height = options.height ?? (horizontal ? rowsHeight(data.length) : 240);
  return {
    data: withTips(data, format),
    height,
    options: {
      type: 'interval',
      data: [...data],
      encode: { x: 'key', y: 'value' },
      ...(horizontal ? { coordinate: { transform: [{ type: 'transpose' }] } } : {}),
      // Room at the right for the value written after the longest bar.
      ...(horizontal && values ? { paddingRight: 36 } : {}),
      scale: {
        x: { padding: 0.35 },
        y: valueScale(
          data.map((d) => d.value),
          data.map((d) => d.value),
        ),
      },
      axis: {
        x: { title: false, labelFormatter: labels(data, horizontal), ...(horizontal ? {} : { labelAutoHide: true }) },
        y: { title: false, labelFormatter: format, ...(horizontal ? { grid: false, label: false, tick: false } : {}) },
      },
      style: { fill: color, radiusTopLeft: 2, radiusTopRight: 2, maxWidth: MAX_BAR },
      labels: values
        ? [
            {
              text: (d: ChartDatum) => (d.value ? format(d.value) : ''),
              ...(horizontal
                ? { position: 'right', textAlign: 'start', dx: 4 }
                : { position: 'top', textBaseline: 'bottom', dy: -2 }),
            },
          ]
        : [],
      tooltip: tooltip(format, name),
      legend: false,
      animate: false,
    } as G2Spec,
  };
}

export interface StackOptions extends Common {
  horizontal?: boolean;
  /** The parts side by side rather than stacked (收入 beside 支出). */
  grouped?: boolean;
  /** One bar as a whole split into its parts (评级分布): the full width, each part named inside it, no axes. */
  whole?: boolean;
  /** The parts in their order, each with its colour (products, sentiments, ratings); the legend lists them. */
  series: readonly { name: string; color: string }[];
  /** A mark on each bar (a member's limit): drawn as a short line across it, named in the legend. */
  marks?: { name: string; color: string; data: readonly ChartDatum[] };
  height?: number;
}

/**
 * Bars split into parts (额度使用 by product, 舆情 by sentiment, 评级 by rating), or grouped side by side (收入 and
 * 支出 by month), with an optional mark on each.
 */
export function stackedBarChart(data: readonly ChartDatum[], options: StackOptions): ChartSpec {
  const { horizontal = false, grouped = false, whole = false, series, marks, format = formatCompact, name } = options;
  const keys = new Set(data.map((d) => d.key));
  const height = options.height ?? (horizontal ? rowsHeight(keys.size, true) : 260);
  const names = [...series.map((s) => s.name), ...(marks ? [marks.name] : [])];
  // A mark is a part of its own in the legend, the tooltip and the screen reader's list.
  const markData = marks ? marks.data.map((d) => ({ ...d, series: marks.name })) : [];
  const colors = [...series.map((s) => s.color), ...(marks ? [marks.color] : [])];
  return {
    data: [...withTips(data, format), ...withTips(markData, format)],
    height,
    options: {
      type: 'view',
      ...(horizontal ? { coordinate: { transform: [{ type: 'transpose' }] } } : {}),
      scale: {
        color: { domain: names, range: colors },
        x: { padding: whole ? 0 : 0.3 },
        y: whole
          ? { domain: [0, Math.max(0, ...stackTops(data))], nice: false }
          : valueScale(
              data.map((d) => d.value),
              [...(grouped ? data.map((d) => d.value) : stackTops(data)), ...(marks?.data ?? []).map((d) => d.value)],
            ),
      },
      axis: whole
        ? false
        : {
            x: { title: false, labelFormatter: labels(data, horizontal) },
            y: { title: false, labelFormatter: format },
          },
      legend: { color: { position: 'bottom', layout: { justifyContent: 'center' } } },
      children: [
        {
          type: 'interval',
          data: [...data],
          encode: { x: 'key', y: 'value', color: 'series' },
          transform: [{ type: grouped ? 'dodgeX' : 'stackY' }],
          style: { maxWidth: MAX_BAR },
          // A part too narrow for its name shows it in the tooltip only.
          labels: whole
            ? [
                {
                  text: (d: ChartDatum) => `${d.series} ${format(d.value)}`,
                  position: 'inside',
                  transform: [{ type: 'overflowHide' }],
                },
              ]
            : [],
          tooltip: tooltip(format, name),
        },
        ...(marks
          ? [
              {
                type: 'point',
                data: markData,
                encode: { x: 'key', y: 'value', color: () => marks.name, shape: horizontal ? 'line' : 'hyphen' },
                style: { lineWidth: 2, stroke: marks.color },
                tooltip: tooltip(format, marks.name),
              },
            ]
          : []),
      ],
      animate: false,
    } as G2Spec,
  };
}

export interface LineOptions extends Common {
  color?: string;
  /** Horizontal reference lines (a statutory limit), each written at its right end. */
  rules?: readonly { value: number; label: string; color: string }[];
  /** The scale's top at least this (a limit stays in view when every value is under it). */
  atLeast?: number;
  height?: number;
}

/** A line over points in time (集中度趋势), with reference lines. */
export function lineChart(data: readonly ChartDatum[], options: LineOptions = {}): ChartSpec {
  const { color, rules = [], atLeast, format = formatCompact, name } = options;
  return {
    data: withTips(data, format),
    height: options.height ?? 220,
    options: {
      type: 'view',
      data: [...data],
      encode: { x: 'key', y: 'value' },
      scale: {
        x: { type: 'point', padding: 0.3 },
        y: {
          nice: true,
          domainMin: 0,
          ...(atLeast === undefined ? {} : { domainMax: Math.max(atLeast, ...data.map((d) => d.value)) }),
        },
      },
      axis: {
        x: { title: false, labelFormatter: labels(data, false), labelAutoHide: true },
        y: { title: false, labelFormatter: format },
      },
      children: [
        { type: 'line', style: { stroke: color, lineWidth: 2 }, tooltip: tooltip(format, name) },
        { type: 'point', style: { fill: color, stroke: color }, tooltip: false },
        ...rules.map((r) => ({
          type: 'lineY',
          data: [r.value],
          style: { stroke: r.color, lineDash: [4, 3] },
          labels: [{ text: r.label, position: 'top-right', textBaseline: 'bottom', fill: r.color, dy: -2 }],
          tooltip: false,
        })),
      ],
      legend: false,
      animate: false,
    } as G2Spec,
  };
}
