import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import type { AdvSearchRow } from '@esee/contracts';
import { ResultTable } from './ResultTable';

const api = vi.hoisted(() => ({ search: vi.fn() }));
vi.mock('../../api/advSearch', () => ({ advSearchApi: api }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const row = (entId: string, regCapital: number | null, regCapitalCurrency = '人民币'): AdvSearchRow => ({
  entId,
  orgName: `${entId}科技股份有限公司`,
  legalRep: '张三',
  regCapital,
  regCapitalCurrency,
  estDate: '2015-03-02',
  status: '存续',
  orgType: '股份有限公司',
  region: '江苏省 南京市 建邺区',
  industryName: '软件开发',
  board: null,
  stockCode: null,
  listDate: null,
  ipoStage: null,
  ipoStageDate: null,
  ipoBoard: null,
  sponsor: null,
  tutoringDate: null,
  latestRound: null,
  latestRoundDate: null,
});

it('高级搜索 shows 注册资本 from 元 as 万元 (another currency named), under a head without a unit', async () => {
  api.search.mockResolvedValue({ total: 2, list: [row('甲', 100_000_000), row('乙', 5_000_000, '港元')] });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<ResultTable filters={{ conditions: {}, finance: {} }} sort="capitalDesc" toolbar={null} />));
  let table: HTMLElement | null = null;
  for (let i = 0; i < 500 && !table?.textContent?.includes('万'); i++) {
    table = document.querySelector<HTMLElement>('[data-testid="list-adv-results"]');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  const heads = [...table!.querySelectorAll('th')].map((th) => th.textContent);
  const column = heads.indexOf('注册资本');
  expect(column).toBeGreaterThan(-1);
  const cells = [...table!.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[column]?.textContent,
  );
  expect(cells).toEqual(['10,000.00万元', '500.00万港元']);
});
