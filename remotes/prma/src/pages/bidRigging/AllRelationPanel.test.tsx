import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { BidRiggingResult } from '@esee/contracts';
import { AllRelationPanel } from './AllRelationPanel';

vi.setConfig({ testTimeout: 30_000 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

it('围串标核查 finds no link between two bidders and names the fund it left out, with its reason and stakes', () => {
  const result: BidRiggingResult = {
    tenderId: null,
    projectName: '测试项目',
    tenderDate: '2026-11-22',
    bidders: [
      { entId: 'E1', name: '测试甲智能科技有限公司', creditCode: null, price: null },
      { entId: 'E2', name: '测试乙生物医药有限公司', creditCode: null, price: null },
    ],
    unmatched: [],
    pairs: [],
    level: 'none',
    linkedPairs: 0,
    clusters: [],
    excludedHubs: [{ id: 'F1', name: '测试云杉一期产业投资合伙企业(有限合伙)', reason: '基金，持股 6%、8%' }],
    weights: {},
  };
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<AllRelationPanel result={result} />));
  expect(host.querySelector('[data-testid="bid-hubs"]')!.textContent).toBe(
    '已排除的枢纽节点（非经营性关联不作为串标依据）：测试云杉一期产业投资合伙企业(有限合伙)（基金，持股 6%、8%）',
  );
});
