/** The antd design tokens a chart reads (`theme.useToken()`): the page's one theme reaches the charts too. */
export interface ChartTokens {
  colorPrimary: string;
  colorText: string;
  colorTextSecondary: string;
  colorTextTertiary: string;
  colorBorder: string;
  colorBorderSecondary: string;
  colorBgContainer: string;
  fontFamily: string;
  fontSize: number;
  /** antd's preset colours, the series palette after the primary colour. */
  cyan: string;
  gold: string;
  purple: string;
  magenta: string;
  green: string;
  volcano: string;
  geekblue: string;
  lime: string;
  orange: string;
}

/** The series colours: the primary colour first, then antd's presets, so a chart's colours are the page's. */
export const chartPalette = (t: ChartTokens): string[] => [
  t.colorPrimary,
  t.cyan,
  t.gold,
  t.purple,
  t.magenta,
  t.green,
  t.volcano,
  t.geekblue,
  t.lime,
  t.orange,
];

/**
 * G2's theme (its `classic` one, overridden) from the antd tokens: colours, the font of every text, grid and
 * axis lines in antd's border colours, the container's background (so an exported PNG is not transparent).
 */
export function chartTheme(t: ChartTokens) {
  const font = t.fontFamily;
  const small = Math.max(12, t.fontSize - 2);
  return {
    type: 'classic',
    color: t.colorPrimary,
    category10: chartPalette(t),
    view: { viewFill: t.colorBgContainer },
    axis: {
      labelFill: t.colorTextSecondary,
      labelOpacity: 1,
      labelFontFamily: font,
      labelFontSize: small,
      titleFill: t.colorTextSecondary,
      titleFontFamily: font,
      gridStroke: t.colorBorderSecondary,
      gridStrokeOpacity: 1,
      gridLineDash: [0, 0],
      lineStroke: t.colorBorder,
      tickStroke: t.colorBorder,
    },
    legendCategory: {
      itemLabelFill: t.colorText,
      itemLabelFillOpacity: 1,
      itemLabelFontFamily: font,
      itemLabelFontSize: small,
    },
    label: { fill: t.colorText, fillOpacity: 0.85, fontFamily: font, fontSize: small },
    innerLabel: { fontFamily: font, fontSize: small },
    tooltip: { css: { '.g2-tooltip': { 'font-family': font } } },
  };
}
