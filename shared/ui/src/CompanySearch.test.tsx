import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { COMPANY_NAME_MAX_LENGTH, type CompanyChoice, type CompanySearchSource } from '@esee/contracts';
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

it('says which text its options answer: the hot companies first, then the suggestions of what was typed', async () => {
  vi.useFakeTimers();
  let answer: (list: CompanyChoice[]) => void = () => {};
  const source: CompanySearchSource = {
    hot: () => Promise.resolve([{ ...company('甲公司建设有限公司'), entId: 'E1' }]),
    suggest: () => new Promise((resolve) => (answer = resolve)),
    search: () => new Promise(() => {}),
  };
  render(<CompanySearch source={source} onPick={() => {}} />);
  const box = screen.getByTestId('company-search');
  const input = screen.getByTestId('company-search-input');
  fireEvent.focus(input);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(box.getAttribute('data-options-for')).toBe('');
  fireEvent.change(input, { target: { value: '甲公司建设有限公司' } });
  await act(() => vi.advanceTimersByTimeAsync(300));
  // The hot list still shows, holding the name too: not yet the name's.
  expect(box.getAttribute('data-options-for')).toBe('');
  await act(async () => answer([{ ...company('甲公司建设有限公司'), entId: 'E1' }]));
  expect(box.getAttribute('data-options-for')).toBe('甲公司建设有限公司');
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

it('the header box takes no more than the contract allows, and says so in Chinese', () => {
  const source: CompanySearchSource = {
    hot: () => Promise.resolve([]),
    suggest: () => Promise.resolve([]),
    search: () => new Promise(() => {}),
  };
  render(<CompanySearch compact source={source} onPick={() => {}} />);
  const input = screen.getByTestId('company-search-input') as HTMLInputElement;
  expect(input.maxLength).toBe(COMPANY_NAME_MAX_LENGTH);
  expect(screen.queryByTestId('company-search-limit')).toBeNull();
  fireEvent.change(input, { target: { value: '长'.repeat(COMPANY_NAME_MAX_LENGTH + 20) } });
  expect(input.value).toHaveLength(COMPANY_NAME_MAX_LENGTH);
  expect(screen.getByTestId('company-search-limit').textContent).toBe(`企业名称最多 ${COMPANY_NAME_MAX_LENGTH} 个字符`);
});

it('leaves 搜索中… when the search fails, and tells why', async () => {
  const source: CompanySearchSource = {
    hot: () => Promise.resolve([]),
    suggest: () => Promise.resolve([]),
    search: () => Promise.reject(new Error('企业名称不能超过 100 个字符')),
  };
  render(<CompanySearch compact source={source} onPick={() => {}} />);
  fireEvent.change(screen.getByTestId('company-search-input'), { target: { value: '甲公司' } });
  fireEvent.click(screen.getByTestId('company-search-submit'));
  expect(await screen.findByText('搜索失败')).toBeTruthy();
  expect(screen.queryByText('搜索中…')).toBeNull();
  expect(screen.getByText('企业名称不能超过 100 个字符')).toBeTruthy();
});

it('titles the results with the count, 999+ above 999, and picks the company a row is', async () => {
  const rows = Array.from({ length: 10 }, (_, i) => ({ ...company(`甲${i}科技有限公司`), orgStatus: '存续' }));
  const picked: CompanyChoice[] = [];
  const source: CompanySearchSource = {
    hot: () => Promise.resolve([]),
    suggest: () => Promise.resolve([]),
    search: () => Promise.resolve({ total: 1200, rows }),
  };
  render(<CompanySearch compact source={source} onPick={(c) => picked.push(c)} />);
  fireEvent.change(screen.getByTestId('company-search-input'), { target: { value: '科技' } });
  fireEvent.click(screen.getByTestId('company-search-submit'));
  expect(await screen.findByText('共找到 999+ 家企业')).toBeTruthy();
  const results = screen.getByTestId('company-search-results');
  expect(results.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
  fireEvent.click(screen.getByText('甲3科技有限公司'));
  expect(picked.map((c) => c.orgName)).toEqual(['甲3科技有限公司']);
});
