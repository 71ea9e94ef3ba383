import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { RELATION_NOT_COVERED, type RelationScreenResult } from '@esee/contracts';
import { ResultPanel } from './ResultPanel';

vi.setConfig({ testTimeout: 30_000 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const party = (id: string, name: string) =>
  ({ kind: 'company', id, name, creditCode: null, entName: null, role: '交易对方' }) as const;

it('IBA 关系核查 finds no relation and names the fund it left out, with its reason and stakes', () => {
  const result: RelationScreenResult = {
    checkDate: '2026-11-22',
    scope: 'all',
    checkedPairs: 1,
    parties: [party('E1', '测试甲智能科技有限公司'), party('E2', '测试乙生物医药有限公司')],
    unmatched: [],
    pairs: [],
    level: 'none',
    relatedPairs: 0,
    linkedPairs: 0,
    matrix: [
      [0, 0],
      [0, 0],
    ],
    clusters: [],
    excludedHubs: [{ id: 'F1', name: '测试云杉一期产业投资合伙企业(有限合伙)', reason: '基金，持股 6%、8%' }],
    notCovered: [...RELATION_NOT_COVERED],
  };
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<ResultPanel result={result} />));
  expect(host.querySelector('[data-testid="relation-hubs"]')!.textContent).toBe(
    '已排除的枢纽节点（仅同受国家控制等不构成关联方，准则第六条）：测试云杉一期产业投资合伙企业(有限合伙)（基金，持股 6%、8%）',
  );
});
