import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import type { Prospect } from '@esee/contracts';
import { ProspectTable } from './ProspectTable';

const api = vi.hoisted(() => ({ search: vi.fn() }));
vi.mock('../../api/conditionsSearch', () => ({ conditionsSearchApi: api }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const prospect = (entId: string, regCapital: number | null, regCapitalCurrency = '人民币'): Prospect => ({
  entId,
  orgName: `${entId}科技有限公司`,
  legalRep: '张三',
  regCapital,
  regCapitalCurrency,
  estDate: '2015-03-02',
  status: '存续',
  region: '江苏省 南京市 建邺区',
  industryName: '软件开发',
  techTags: [],
  hasPhone: true,
  hasEmail: false,
  riskCount: 0,
  isCustomer: false,
});

it('条件找客 shows 注册资本 from 元 as 万元 (another currency named), under a head without a unit', async () => {
  api.search.mockResolvedValue({
    total: 3,
    list: [prospect('甲', 100_000_000), prospect('乙', 5_000_000, '美元'), prospect('丙', null)],
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<ProspectTable conditions={{}} sort="capitalDesc" bookVersion={0} toolbar={null} />));
  let table: HTMLElement | null = null;
  for (let i = 0; i < 500 && !table?.textContent?.includes('万元'); i++) {
    table = document.querySelector<HTMLElement>('[data-testid="list-prospects"]');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  const heads = [...table!.querySelectorAll('th')].map((th) => th.textContent);
  const column = heads.indexOf('注册资本');
  expect(column).toBeGreaterThan(-1);
  const cells = [...table!.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[column]?.textContent,
  );
  expect(cells).toEqual(['10,000.00万元', '500.00万美元', '-']);
});
