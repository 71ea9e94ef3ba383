import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { capitalText } from './cells';
import { MatchCountBar, useMatchTotal } from './MatchCount';

/** A page whose table reports its total through `report`, for the key it is given. */
function Probe({ reloadKey, report }: { reloadKey: string; report: (onTotal: (n: number) => void) => void }) {
  const { total, onTotal } = useMatchTotal(reloadKey);
  report(onTotal);
  return <MatchCountBar total={total} testId="count" />;
}

describe('MatchCountBar', () => {
  afterEach(cleanup);

  it('says 正在统计… until the total of the current query comes, and hides it again for a new query', () => {
    let onTotal: (n: number) => void = () => undefined;
    const { rerender } = render(<Probe reloadKey="a" report={(f) => (onTotal = f)} />);
    expect(screen.getByTestId('count').textContent).toBe('正在统计…');
    expect(screen.getByTestId('count').hasAttribute('data-total')).toBe(false);
    act(() => onTotal(12345));
    expect(screen.getByTestId('count').getAttribute('data-total')).toBe('12345');
    expect(screen.getByTestId('count').textContent).toBe('共 12,345 家符合条件的企业');
    rerender(<Probe reloadKey="b" report={(f) => (onTotal = f)} />);
    expect(screen.getByTestId('count').textContent).toBe('正在统计…');
  });
});

describe('capitalText', () => {
  it('shows 元 from the API in 万 with its currency, and - for no capital', () => {
    expect(capitalText(12_000_000, '人民币')).toBe('1,200.00万元');
    expect(capitalText(500_000, '美元')).toBe('50.00万美元');
    expect(capitalText(null, '人民币')).toBe('-');
  });
});
