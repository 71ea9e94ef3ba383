import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format';
import { barChart, lineChart, stackedBarChart, type ChartDatum } from './specs';
import { chartPalette, chartTheme, type ChartTokens } from './theme';

/* G2's options are plain objects with a few functions: built here without a canvas, drawn by the browser tests. */

type Options = Record<string, any>;
const years: ChartDatum[] = [
  { key: '2024', label: '2024年', value: 2 },
  { key: '2025', label: '2025年', value: 12_500, tip: '12,500起（最多）' },
  { key: '2026', label: '2026年', value: 0 },
];

describe('barChart', () => {
  it('draws columns of one series, labelled by key, values in Chinese figures on the axis, the bars and the tooltip', () => {
    const spec = barChart(years, { name: '案件数' });
    const o = spec.options as Options;
    expect(o.type).toBe('interval');
    expect(o.encode).toEqual({ x: 'key', y: 'value' });
    expect(o.coordinate).toBeUndefined();
    expect(o.axis.x.labelFormatter('2025')).toBe('2025年');
    expect(o.axis.y.labelFormatter(25_000)).toBe('2.5万');
    expect(o.axis.y.labelFormatter(320_000_000)).toBe('3.2亿');
    expect(o.labels[0].text(years[1])).toBe('1.25万');
    // Nothing written on a zero bar.
    expect(o.labels[0].text(years[2])).toBe('');
    expect(o.tooltip.title(years[0])).toBe('2024年');
    expect(o.tooltip.items[0](years[0])).toEqual({ name: '案件数', value: '2' });
    expect(o.tooltip.items[0](years[1])).toEqual({ name: '案件数', value: '12,500起（最多）' });
    expect(spec.data.map((d) => d.tip)).toEqual(['2', '12,500起（最多）', '0']);
    expect(spec.height).toBe(240);
  });

  it('lays categories out as horizontal bars, long names shortened on the axis, taller with each row', () => {
    const industries = [{ key: 'I', label: '信息传输、软件和信息技术服务业', value: 4 }, ...years];
    const spec = barChart(industries, { horizontal: true, color: '#13c2c2', values: false });
    const o = spec.options as Options;
    expect(o.coordinate).toEqual({ transform: [{ type: 'transpose' }] });
    expect(o.axis.x.labelFormatter('I')).toBe('信息传输、软件和信息技…');
    expect(o.style.fill).toBe('#13c2c2');
    expect(o.labels).toEqual([]);
    expect(spec.height).toBeGreaterThan(barChart(years, { horizontal: true }).height);
  });

  it('writes values with the formatter it is given', () => {
    const o = barChart(years, { format: (v) => `${v}天` }).options as Options;
    expect(o.axis.y.labelFormatter(3)).toBe('3天');
    expect(o.labels[0].text(years[0])).toBe('2天');
  });
});

describe('stackedBarChart', () => {
  const parts: ChartDatum[] = [
    { key: 'a', label: '甲公司', series: '贷款', value: 300 },
    { key: 'a', label: '甲公司', series: '票据', value: 200 },
    { key: 'b', label: '乙公司', series: '贷款', value: 50 },
  ];
  const series = [
    { name: '贷款', color: '#1677ff' },
    { name: '票据', color: '#13c2c2' },
  ];

  it('stacks the parts in their colours, the legend in their order', () => {
    const o = stackedBarChart(parts, { series, horizontal: true }).options as Options;
    expect(o.scale.color).toEqual({ domain: ['贷款', '票据'], range: ['#1677ff', '#13c2c2'] });
    const [bars] = o.children;
    expect(bars.encode).toEqual({ x: 'key', y: 'value', color: 'series' });
    expect(bars.transform).toEqual([{ type: 'stackY' }]);
    expect(bars.tooltip.items[0](parts[1])).toEqual({ name: '票据', value: '200' });
    expect(o.axis.x.labelFormatter('b')).toBe('乙公司');
  });

  it('draws a mark on each bar as a line across it, named in the legend and counted apart', () => {
    const limits = [{ key: 'a', label: '甲公司', value: 450, tip: '450.00万元' }];
    const spec = stackedBarChart(parts, {
      series,
      horizontal: true,
      marks: { name: '额度', color: '#f5222d', data: limits },
    });
    const o = spec.options as Options;
    expect(o.scale.color.domain).toEqual(['贷款', '票据', '额度']);
    expect(o.scale.color.range).toEqual(['#1677ff', '#13c2c2', '#f5222d']);
    const mark = o.children[1];
    expect(mark.type).toBe('point');
    expect(mark.encode.shape).toBe('line');
    expect(mark.encode.color()).toBe('额度');
    expect(mark.tooltip.items[0](limits[0])).toEqual({ name: '额度', value: '450.00万元' });
    expect(spec.data).toHaveLength(4);
    expect(spec.data[3]).toMatchObject({ series: '额度', tip: '450.00万元' });
  });
});

describe('lineChart', () => {
  const share = (v: number) => formatPercent(v, { share: true, decimals: 0 });
  const points: ChartDatum[] = [
    { key: '0', label: '2026-01-05', value: 0.08 },
    { key: '1', label: '2026-02-05', value: 0.11 },
  ];

  it('draws a line and its points, the scale up to the limit, the limit as a labelled dashed line', () => {
    const spec = lineChart(points, {
      format: share,
      atLeast: 0.2,
      rules: [{ value: 0.15, label: '集团15%上限', color: '#f5222d' }],
    });
    const o = spec.options as Options;
    expect(o.children.map((c: Options) => c.type)).toEqual(['line', 'point', 'lineY']);
    expect(o.scale.y.domainMax).toBe(0.2);
    expect(o.axis.y.labelFormatter(0.15)).toBe('15%');
    expect(o.axis.x.labelFormatter('1')).toBe('2026-02-05');
    const rule = o.children[2];
    expect(rule.data).toEqual([0.15]);
    expect(rule.labels[0].text).toBe('集团15%上限');
    expect(rule.style.stroke).toBe('#f5222d');
    expect(spec.data.map((d) => d.tip)).toEqual(['8%', '11%']);
  });

  it('lets a value over the limit raise the scale', () => {
    const o = lineChart([{ key: '0', label: 'x', value: 0.3 }], { atLeast: 0.2 }).options as Options;
    expect(o.scale.y.domainMax).toBe(0.3);
  });
});

describe('chartTheme', () => {
  const tokens: ChartTokens = {
    colorPrimary: '#1d4ed8',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextTertiary: 'rgba(0,0,0,0.45)',
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorBgContainer: '#ffffff',
    fontFamily: '"PingFang SC", sans-serif',
    fontSize: 14,
    cyan: '#13c2c2',
    gold: '#faad14',
    purple: '#722ed1',
    magenta: '#eb2f96',
    green: '#52c41a',
    volcano: '#fa541c',
    geekblue: '#2f54eb',
    lime: '#a0d911',
    orange: '#fa8c16',
  };

  it('takes the colours, the font and the background from the antd tokens', () => {
    const t = chartTheme(tokens);
    expect(t.color).toBe('#1d4ed8');
    expect(t.category10[0]).toBe('#1d4ed8');
    expect(t.category10).toEqual(chartPalette(tokens));
    expect(new Set(t.category10).size).toBe(10);
    expect(t.axis.labelFontFamily).toBe(tokens.fontFamily);
    expect(t.legendCategory.itemLabelFontFamily).toBe(tokens.fontFamily);
    expect(t.label.fontFamily).toBe(tokens.fontFamily);
    expect(t.axis.labelFill).toBe(tokens.colorTextSecondary);
    expect(t.axis.gridStroke).toBe(tokens.colorBorderSecondary);
    expect(t.view.viewFill).toBe('#ffffff');
  });
});

describe('value scales', () => {
  it('gives counts whole ticks and amounts free ones', () => {
    const counts = barChart([{ key: 'a', label: 'a', value: 3 }]).options as Options;
    expect(counts.scale.y.tickCount).toBe(3);
    const amounts = barChart([{ key: 'a', label: 'a', value: 2.5 }]).options as Options;
    expect(amounts.scale.y.tickCount).toBeUndefined();
  });

  it('draws one bar as a whole: the full width, its parts named inside, no axes', () => {
    const ratings = [
      { key: 'r', label: '评级', series: '买入', value: 3 },
      { key: 'r', label: '评级', series: '中性', value: 6 },
    ];
    const o = stackedBarChart(ratings, { series: [], horizontal: true, whole: true }).options as Options;
    expect(o.scale.y).toEqual({ domain: [0, 9], nice: false });
    expect(o.axis).toBe(false);
    expect(o.children[0].labels[0].text(ratings[0])).toBe('买入 3');
  });
});
