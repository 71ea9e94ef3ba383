import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choices, FilterSelect } from './FilterSelect';

describe('choices', () => {
  it('labels each value with itself, and stays undefined while the values load', () => {
    expect(choices(['国家级', '省级'])).toEqual([
      { value: '国家级', label: '国家级' },
      { value: '省级', label: '省级' },
    ]);
    expect(choices(undefined)).toBeUndefined();
  });
});

/** Clears the select with its clear icon, as a user does (mouse down, then click). */
function clear(testId: string) {
  const icon = screen.getByTestId(testId).querySelector('.ant-select-clear')!;
  fireEvent.mouseDown(icon);
  fireEvent.click(icon);
}

/** A single-choice filter with test id `f` over `values`. */
function single(placeholder: string, values: string[], value: string | undefined, onChange: (v?: string) => void) {
  return (
    <FilterSelect placeholder={placeholder} testId="f" options={choices(values)} value={value} onChange={onChange} />
  );
}

describe('FilterSelect', () => {
  afterEach(cleanup);

  it('names the filter with its placeholder and carries its test id', () => {
    render(single('园区级别', ['省级'], undefined, () => {}));
    expect(screen.getByTestId('f').textContent).toContain('园区级别');
  });

  it('shows the chosen label, and reports undefined (filter off) when cleared', () => {
    const onChange = vi.fn();
    render(single('级别', ['省级', '市级'], '市级', onChange));
    expect(screen.getByTestId('f').textContent).toContain('市级');
    clear('f');
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.calls.at(-1)![0]).toBeUndefined();
  });

  it('reports undefined, not an empty list, once the last of several choices is cleared', () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        multiple
        placeholder="轮次"
        testId="m"
        options={choices(['A轮', 'B轮'])}
        value={['A轮', 'B轮']}
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('m').textContent).toContain('A轮');
    clear('m');
    expect(onChange.mock.calls.at(-1)![0]).toBeUndefined();
  });

  it('shows what the page applies: a choice the page has not taken up yet is not shown', async () => {
    const onChange = vi.fn();
    const { rerender } = render(single('注册地', ['开曼群岛', '香港'], undefined, onChange));
    fireEvent.mouseDown(screen.getByTestId('f'));
    fireEvent.click(await screen.findByTitle('开曼群岛'));
    expect(onChange).toHaveBeenLastCalledWith('开曼群岛');
    expect(screen.getByTestId('f').textContent).not.toContain('开曼群岛');
    expect(screen.getByTestId('f').textContent).toContain('注册地');
    rerender(single('注册地', ['开曼群岛', '香港'], '开曼群岛', onChange));
    expect(screen.getByTestId('f').textContent).toContain('开曼群岛');
  });
});
