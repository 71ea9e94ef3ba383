import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chart } from './Chart';
import { barChart } from './specs';

/* The canvas is drawn in the browser tests; here G2 is a stand-in that records what the wrapper hands it. */
const drawn = vi.hoisted(() => ({ options: [] as Record<string, unknown>[], destroyed: 0 }));
vi.mock('@antv/g2', () => ({
  Chart: class {
    options(o: Record<string, unknown>) {
      drawn.options.push(o);
    }
    render() {
      return Promise.resolve(this);
    }
    destroy() {
      drawn.destroyed += 1;
    }
  },
}));

const years = [
  { key: '2024', label: '2024年', value: 2 },
  { key: '2025', label: '2025年', value: 12_500, tip: '12,500起' },
];

describe('Chart', () => {
  afterEach(cleanup);

  it('draws the spec with the theme of the page, then offers the PNG export', async () => {
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#1d4ed8', fontFamily: 'Noto Sans CJK SC' } }}>
        <Chart spec={barChart(years)} label="按年份" testId="c" />
      </ConfigProvider>,
    );
    const chart = screen.getByTestId('c');
    expect(chart.getAttribute('aria-label')).toBe('按年份');
    expect(chart.getAttribute('data-total')).toBe('12502');
    expect(screen.getByTestId('c-export').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(chart.getAttribute('data-drawn')).toBe('true'));
    expect(screen.getByTestId('c-export').hasAttribute('disabled')).toBe(false);
    const options = drawn.options.at(-1)!;
    expect(options.type).toBe('interval');
    const theme = options.theme as { color: string; axis: { labelFontFamily: string } };
    expect(theme.color).toBe('#1d4ed8');
    expect(theme.axis.labelFontFamily).toBe('Noto Sans CJK SC');
    // The values for the screen reader, as the tooltip says them.
    expect(screen.getAllByTestId('c-datum').map((li) => [li.getAttribute('data-count'), li.textContent])).toEqual([
      ['2', '2024年：2'],
      ['12500', '2025年：12,500起'],
    ]);
  });

  it('shows the empty state instead of a chart with nothing to draw', () => {
    render(
      <Chart spec={barChart(years.map((y) => ({ ...y, value: 0 })))} label="空" testId="e" emptyText="暂无企业" />,
    );
    expect(screen.getByTestId('empty-state').textContent).toContain('暂无企业');
    expect(screen.queryByTestId('e')).toBeNull();
    cleanup();
    render(<Chart spec={barChart([])} label="空" testId="n" />);
    expect(screen.getByTestId('empty-state').textContent).toContain('暂无数据');
  });

  it('draws zeros when no empty text is given (a series of quiet months), and lets go of the chart when gone', async () => {
    const before = drawn.destroyed;
    const { unmount } = render(<Chart spec={barChart(years.map((y) => ({ ...y, value: 0 })))} label="零" testId="z" />);
    await waitFor(() => expect(screen.getByTestId('z').getAttribute('data-drawn')).toBe('true'));
    unmount();
    expect(drawn.destroyed).toBe(before + 1);
  });
});
