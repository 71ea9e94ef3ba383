import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import type { CompareColumn } from '@esee/contracts';
import { CompareDialog } from './CompareDialog';

const api = vi.hoisted(() => ({ compare: vi.fn() }));
vi.mock('../../api/merchantsSearch', () => ({ merchantsSearchApi: api }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const column = (entId: string, orgName: string, regCapital: number, paidCapital: number | null): CompareColumn => ({
  entId,
  orgName,
  legalRep: '张三',
  regCapital,
  paidCapital,
  estDate: '2015-03-02',
  status: '存续',
  orgType: '有限责任公司',
  region: '江苏省 南京市 建邺区',
  industryName: '软件开发',
  wins12: 1,
  amount12: 1_250_000,
  wins36: 3,
  amount36: 12_345_678,
  riskGrade: 'A',
  riskCount: 0,
  shortlisted: true,
  risks: {},
});

it('企业对比 shows capital and won-bid amounts from 元 as 万元, under heads without a unit', async () => {
  api.compare.mockResolvedValue([
    column('A', '甲公司', 100_000_000, 50_000_000),
    column('B', '乙公司', 5_000_000, null),
  ]);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<CompareDialog entIds={['A', 'B']} onClose={() => {}} />));
  let table: HTMLElement | null = null;
  for (let i = 0; i < 500 && !table; i++) {
    table = document.querySelector<HTMLElement>('[data-testid="compare-table"]');
    if (!table) await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(table).not.toBeNull();
  const rows = new Map(
    [...table!.querySelectorAll('[data-testid="compare-row"]')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent);
      return [cells[0], cells.slice(1)];
    }),
  );
  expect(rows.get('注册资本')).toEqual(['10,000.00万元', '500.00万元']);
  expect(rows.get('实缴资本')).toEqual(['5,000.00万元', '-']);
  expect(rows.get('近12个月中标')).toEqual(['1 次 / 125.00万元', '1 次 / 125.00万元']);
  expect(rows.get('近36个月中标')![0]).toBe('3 次 / 1,234.57万元');
  expect([...rows.keys()].some((label) => /（万元）/.test(label ?? ''))).toBe(false);
});
