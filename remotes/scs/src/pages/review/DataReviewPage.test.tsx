import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import { changeFields, type ScsChange, type ScsChangeDetail } from '@esee/contracts';
import DataReviewPage from './DataReviewPage';

vi.setConfig({ testTimeout: 30_000 });

const api = vi.hoisted(() => ({ changes: vi.fn(), change: vi.fn(), decide: vi.fn(), download: vi.fn() }));
vi.mock('../../api/review', () => ({ reviewApi: api }));

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

const change: ScsChange = {
  id: 7,
  kind: 'groupRule.publish',
  title: '发布同一客户分组规则',
  summary: 'R-01 控制关系 v2',
  target: '控制关系 v2',
  reason: '按总行要求',
  status: 'PENDING',
  makerId: 2,
  makerName: '分析员',
  createdAt: '2026-06-30 10:00',
  checkerName: null,
  decidedAt: null,
  comment: null,
  attachments: [],
  cannotDecide: null,
};
const before = { description: '控制关系', threshold: '50%', automatic: true };
const proposed = { description: '控制关系仅作建议', threshold: '50%', automatic: false, version: 2 };
const detail: ScsChangeDetail = {
  ...change,
  payload: { ruleId: 12, contentHash: 'abc' },
  before,
  proposed,
  after: null,
  fields: changeFields(before, proposed),
};

it("shows a rule change's before and after field by field, in Chinese, the changed fields marked", async () => {
  api.changes.mockResolvedValue({ total: 1, list: [change] });
  api.change.mockResolvedValue(detail);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <App>
        <MemoryRouter>
          <DataReviewPage />
        </MemoryRouter>
      </App>,
    ),
  );
  const open = await find('scs-change-open');
  await act(async () => open.click());
  const beforeSide = await find('scs-before');
  const afterSide = byTestId('scs-after')!;
  expect(beforeSide.textContent).toContain('规则描述已变更控制关系');
  expect(beforeSide.textContent).toContain('自动归组已变更是');
  expect(afterSide.textContent).toContain('自动归组已变更否');
  expect(afterSide.textContent).toContain('规则描述已变更控制关系仅作建议');
  // 阈值 is the same on both sides: not marked.
  expect(beforeSide.textContent).toContain('阈值50%');
  expect(afterSide.textContent).not.toContain('ruleId');
  expect(afterSide.textContent).not.toContain('contentHash');
  const marked = [...afterSide.querySelectorAll('[data-testid="scs-change-field"][data-changed="true"]')];
  expect(marked.map((m) => m.textContent)).toEqual(['规则描述已变更', '自动归组已变更', '版本已变更']);
});
