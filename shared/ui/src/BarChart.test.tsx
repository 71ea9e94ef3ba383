import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const bars = [
  { key: 'a', label: '2024', value: 2 },
  { key: 'b', label: '2025', value: 8, title: '2025年：8起' },
  { key: 'c', label: '2026', value: 0 },
];
const heights = (testId: string) =>
  screen.getAllByTestId(`${testId}-bar`).map((g) => Number(g.querySelector('rect')!.getAttribute('height')));
const widths = (testId: string) =>
  screen.getAllByTestId(`${testId}-bar`).map((g) => Number(g.querySelector('rect')!.getAttribute('width')));

describe('BarChart', () => {
  afterEach(cleanup);

  it('draws one bar per value, the largest full height, with counts, total and tooltips', () => {
    render(<BarChart bars={bars} testId="c" label="按年份" />);
    const chart = screen.getByTestId('c');
    expect(chart.getAttribute('aria-label')).toBe('按年份');
    expect(chart.getAttribute('data-total')).toBe('10');
    expect(screen.getAllByTestId('c-bar').map((g) => g.getAttribute('data-count'))).toEqual(['2', '8', '0']);
    expect(heights('c')).toEqual([40, 160, 0]);
    const titles = screen.getAllByTestId('c-bar').map((g) => g.querySelector('title')!.textContent);
    expect(titles).toEqual(['2024：2', '2025年：8起', '2026：0']);
  });

  it('lays bars out horizontally, longest the full length, long labels shortened', () => {
    const long = { key: 'l', label: '信息传输、软件和信息技术服务业', value: 4 };
    render(<BarChart direction="horizontal" bars={[long, ...bars]} testId="h" label="行业" />);
    expect(widths('h')).toEqual([130, 65, 260, 0]);
    expect(screen.getAllByTestId('h-bar')[0]!.textContent).toContain('信息传输、软件和信息技…');
  });

  it('writes every n-th label under the bars and a scale when asked', () => {
    render(<BarChart bars={bars} testId="t" label="趋势" axis labelEvery={2} width={720} />);
    const texts = [...screen.getByTestId('t').querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('2024');
    expect(texts).toContain('2026');
    expect(texts).not.toContain('2025');
    // The scale: the largest value and zero.
    expect(texts.slice(0, 2)).toEqual(['8', '0']);
    expect(screen.getByTestId('t').getAttribute('width')).toBe('100%');
  });

  it('leaves the values off a dense series when asked, keeping them in the tooltips', () => {
    render(<BarChart bars={bars} testId="d" label="每周" axis values={false} width={720} />);
    const texts = [...screen.getByTestId('d').querySelectorAll('text')].map((t) => t.textContent);
    // The scale and the labels only.
    expect(texts).toEqual(['8', '0', '2024', '2025', '2026']);
    expect(screen.getAllByTestId('d-bar')[1]!.querySelector('title')!.textContent).toBe('2025年：8起');
  });

  it('says there is nothing to draw when asked to, and draws zero bars otherwise', () => {
    const zeros = bars.map((b) => ({ ...b, value: 0 }));
    render(<BarChart bars={zeros} testId="e" label="空" emptyText="暂无企业" />);
    expect(screen.getByTestId('empty-state').textContent).toContain('暂无企业');
    expect(screen.queryByTestId('e')).toBeNull();
    cleanup();
    render(<BarChart bars={zeros} testId="z" label="空" />);
    expect(screen.getAllByTestId('z-bar')).toHaveLength(3);
  });
});
