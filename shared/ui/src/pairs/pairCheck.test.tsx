import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PastePanel } from './PastePanel';
import { pastedLines } from './pastedLines';
import { usePairCheck } from './usePairCheck';

describe('pair check parts', () => {
  afterEach(cleanup);

  it('pastedLines trims the lines and leaves the blank ones out', () => {
    expect(pastedLines(' 甲公司 \r\n\n乙公司,发行人\n  \n')).toEqual(['甲公司', '乙公司,发行人']);
  });

  it('PastePanel hands over the text and empties the box; an empty box cannot be added', () => {
    const onAdd = vi.fn();
    render(<PastePanel placeholder="每行一家" addText="加入" onAdd={onAdd} testId="paste" />);
    const add = screen.getByTestId('paste-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('paste'), { target: { value: '甲公司\n乙公司' } });
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith('甲公司\n乙公司');
    expect((screen.getByTestId('paste') as HTMLTextAreaElement).value).toBe('');
  });

  it('usePairCheck counts the answers and keeps the request of a failure with its envelope message', async () => {
    const check = vi
      .fn<(n: number) => Promise<string>>()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce({ envelope: { message: '投标人过多' } })
      .mockRejectedValueOnce(new Error('network'));
    const { result } = renderHook(() => usePairCheck(check));
    act(() => result.current.run(1));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ok', result: 'first', request: 1, runs: 1 }));
    act(() => result.current.run(2));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', message: '投标人过多', request: 2 }));
    act(() => result.current.run(3));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', message: '核查失败，请重试', request: 3 }),
    );
  });
});
