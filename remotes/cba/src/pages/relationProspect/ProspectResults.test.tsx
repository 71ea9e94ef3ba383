import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import type { RelationProspectResult } from '@esee/contracts';
import { ProspectResults } from './ProspectResults';

const api = vi.hoisted(() => ({ search: vi.fn() }));
vi.mock('../../api/relationProspect', () => ({ relationProspectApi: api }));
vi.mock('../../api/financing', () => ({ projectTargets: { list: vi.fn(async () => []) } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function find(test: () => HTMLElement | null | undefined): Promise<HTMLElement> {
  for (let i = 0; i < 500; i++) {
    const found = test();
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error('not shown');
}

const result: RelationProspectResult = {
  total: 1,
  list: [
    {
      entId: 'E1',
      orgName: '南京甲科技有限公司',
      seedId: 'S1',
      seedName: '南京乙集团有限公司',
      path: '南京乙集团有限公司 —持股60%→ 南京甲科技有限公司',
      types: ['invest'],
      hops: 1,
      seedCount: 1,
      warmth: 80,
      // 10,000 万元, in 元 as the API answers it.
      regCapital: 100_000_000,
      regCapitalCurrency: '人民币',
      status: '存续',
      tags: [],
    },
  ],
  seeds: [{ entId: 'S1', orgName: '南京乙集团有限公司' }],
  excludedHubs: [],
  known: [],
  closed: 0,
  truncated: false,
};

it('关系找客 shows a company of 10,000 万元 as 10,000.00万元 under 注册资本', async () => {
  api.search.mockResolvedValue(result);
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <ProspectResults query={{ entIds: ['S1'], types: ['invest'], depth: 1, minRatio: 0.05 }} onSettled={() => {}} />,
    ),
  );
  const table = await find(() => document.querySelector<HTMLElement>('[data-testid="relation-prospects"]'));
  const cell = await find(() =>
    [...table.querySelectorAll<HTMLElement>('td')].find((td) => td.textContent?.includes('万元')),
  );
  expect(cell.textContent).toBe('10,000.00万元');
  expect(table.textContent).not.toContain('100,000,000');
  const heads = [...table.querySelectorAll('th')].map((th) => th.textContent);
  expect(heads).toContain('注册资本');
  expect(heads).not.toContain('注册资本（万元）');
});

it('关系找客 lists a fund it left out with its reason and stake under 已排除的枢纽节点', async () => {
  api.search.mockResolvedValue({
    ...result,
    excludedHubs: [{ id: 'F1', kind: 'C', name: '测试云杉一期产业投资合伙企业(有限合伙)', reason: '基金，持股 6%' }],
  });
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <ProspectResults query={{ entIds: ['S1'], types: ['holder'], depth: 2, minRatio: 0.05 }} onSettled={() => {}} />,
    ),
  );
  const hubs = await find(() => document.querySelector<HTMLElement>('[data-testid="relation-hubs"]'));
  expect([...hubs.querySelectorAll('[data-testid="relation-hub"]')].map((t) => t.textContent)).toEqual([
    '测试云杉一期产业投资合伙企业(有限合伙)（基金，持股 6%）',
  ]);
  expect(document.body.textContent).toContain('已排除的枢纽节点（1）');
});
