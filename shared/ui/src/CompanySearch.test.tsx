import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { CompanyChoice, CompanySearchSource } from '@esee/contracts';
import { CompanySearch } from './CompanySearch';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const company = (orgName: string) => ({ entId: orgName, orgName }) as CompanyChoice;

it('drops a suggestion answer that arrives after 查询: no list opens over the results', async () => {
  vi.useFakeTimers();
  let answer: (list: CompanyChoice[]) => void = () => {};
  const source: CompanySearchSource = {
    hot: () => Promise.resolve([]),
    suggest: () => new Promise((resolve) => (answer = resolve)),
    search: () => new Promise(() => {}),
  };
  render(<CompanySearch source={source} onPick={() => {}} />);
  const input = screen.getByTestId('company-search-input');
  fireEvent.change(input, { target: { value: '甲公司' } });
  await act(() => vi.advanceTimersByTimeAsync(300)); // the suggestion request is out
  fireEvent.click(screen.getByTestId('company-search-submit'));
  await act(async () => answer([company('甲公司建设有限公司')]));
  expect(document.querySelector('.ant-select-item-option')).toBeNull();
});

it('lists the companies viewed lately apart from the hot ones when the box is empty', async () => {
  const source: CompanySearchSource = {
    hot: () => Promise.resolve([{ ...company('最近看过的公司'), recent: true }, company('热门公司')]),
    suggest: () => Promise.resolve([]),
    search: () => new Promise(() => {}),
  };
  render(<CompanySearch source={source} onPick={() => {}} />);
  fireEvent.focus(screen.getByTestId('company-search-input'));
  fireEvent.mouseDown(screen.getByTestId('company-search-input'));
  expect(await screen.findByText('最近浏览')).toBeTruthy();
  expect(screen.getByText('热门企业')).toBeTruthy();
  expect(screen.getByText('最近看过的公司')).toBeTruthy();
});
