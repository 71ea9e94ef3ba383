import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import type { CreditGroupList, ExposureMeasure } from '@esee/contracts';
import UnifiedCreditPage from './UnifiedCreditPage';

const api = vi.hoisted(() => ({
  creditGroups: vi.fn(),
  creditGroup: vi.fn(),
  setCapital: vi.fn(),
}));
vi.mock('../../api/application', () => ({ applicationApi: api }));

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
async function find(id: string): Promise<HTMLElement> {
  for (let i = 0; i < 500; i++) {
    const found = byTestId(id);
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error(`no element ${id}`);
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const groupMeasure: ExposureMeasure = {
  key: 'group',
  title: '一组非同业关联客户风险暴露',
  share: 0.2,
  base: '一级资本净额',
  article: '《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）第十七条',
  amount: 18_000_000,
  capital: 100_000_000,
  ratio: 0.18,
  step: 0.9,
};
const list: CreditGroupList = {
  runAt: '2026-06-30 10:00',
  capital: { tier1: 100_000_000, net: 120_000_000 },
  list: [
    {
      groupId: 1,
      groupKey: 'k',
      name: '甲集团',
      coreName: '甲公司',
      memberCount: 3,
      exposure: 18_000_000,
      groupLimit: null,
      allocated: 0,
      limitUsage: { ratio: null, step: null },
      measure: groupMeasure,
    },
  ],
};

async function renderPage() {
  api.creditGroups.mockResolvedValue(list);
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <App>
        <MemoryRouter>
          <UnifiedCreditPage />
        </MemoryRouter>
      </App>,
    ),
  );
}

it('shows each limit with its own base and article, and the group measure against 20% of 一级资本净额', async () => {
  await renderPage();
  const limits = (await find('scs-credit-limits')).textContent!;
  expect(limits).toContain(
    '非同业单一客户风险暴露 ≤ 一级资本净额的15%（《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）第十六条）',
  );
  expect(limits).toContain('一组非同业关联客户风险暴露 ≤ 一级资本净额的20%');
  expect(limits).toContain('第十七条');
  expect(limits).toContain('同业单一客户或集团客户风险暴露 ≤ 一级资本净额的25%');
  expect(limits).toContain('第十八条');
  expect(limits).toContain(
    '单一客户贷款余额 ≤ 资本净额的10%（《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）第十六条、《商业银行法》第三十九条',
  );
  const measure = byTestId('scs-credit-group-measure')!.textContent!;
  expect(measure).toContain('一组非同业关联客户风险暴露 18.00%（上限：一级资本净额的20%）');
  expect(measure).toContain('第十七条');
  expect(byTestId('scs-capital')!.textContent).toBe('10,000.00万元');
  expect(byTestId('scs-net-capital')!.textContent).toBe('12,000.00万元');
});

it('asks for both capital figures as positive amounts and does not save a zero', async () => {
  await renderPage();
  const edit = await find('scs-capital-edit');
  await act(async () => edit.click());
  const input = byTestId('scs-capital-input')!.querySelector('input')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, '0');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect((await find('scs-capital-problem')).textContent).toBe('一级资本净额须为大于0的金额（元）');
  const save = byTestId('scs-capital-save')!.closest('button')!;
  expect(save.disabled).toBe(true);
  await act(async () => save.click());
  expect(api.setCapital).not.toHaveBeenCalled();
});
