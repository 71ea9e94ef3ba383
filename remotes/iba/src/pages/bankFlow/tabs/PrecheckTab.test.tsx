import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import type { BankFlowResult } from '@esee/contracts';
import { PrecheckTab } from './PrecheckTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const account = {
  subjectId: 1,
  subjectName: '测试发行人股份有限公司',
  accountNo: '6222020200112233',
  from: '2026-01-01',
  to: '2026-03-31',
  rows: 12,
  openingBalance: 1_000_000,
  closingBalance: 1_234_567.5,
  inAmount: 500_000,
  inCount: 5,
  outAmount: 265_432.5,
  outCount: 7,
};

it('says 元 by every amount of an account: the balances and totals are 元 to the fen (issue 36, Units)', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const result = { accounts: [account], prechecks: [] } as unknown as BankFlowResult;
  await act(async () => root!.render(<PrecheckTab result={result} />));
  const items = [...host.querySelectorAll('.ant-descriptions-item')].map((item) => [
    item.querySelector('.ant-descriptions-item-label')?.textContent ?? '',
    item.querySelector('.ant-descriptions-item-content')?.textContent ?? '',
  ]);
  expect(Object.fromEntries(items)).toMatchObject({
    '期初余额（元）': '1,000,000.00',
    '期末余额（元）': '1,234,567.50',
    '收入合计（元）': '500,000.00（5 笔）',
    '支出合计（元）': '265,432.50（7 笔）',
  });
});
