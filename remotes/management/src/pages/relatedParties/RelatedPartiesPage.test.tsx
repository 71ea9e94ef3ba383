import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelatedCustomer, RelatedPartyEntry } from '@esee/contracts';
import RelatedPartiesPage from './RelatedPartiesPage';
import { relatedPartyApi } from './api';

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
async function render(element: ReactElement) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<App>{element}</App>));
}
async function shows(text: string) {
  for (let i = 0; i < 100 && !document.body.textContent?.includes(text); i++)
    await act(() => new Promise((r) => setTimeout(r, 20)));
  return document.body.textContent ?? '';
}
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const ENTRY: RelatedPartyEntry = {
  id: 1,
  subjectKind: 'P',
  category: 'creditOfficer',
  categoryLabel: '有权决定或参与授信的人员（核心业务审批或决策权）',
  name: '冯十二',
  registerId: 'P-1',
  note: null,
  createdBy: '管理员',
  createdAt: '2026-06-30 10:00',
};

const CUSTOMER: RelatedCustomer = {
  entId: 'C-1',
  entName: '测试关联客户有限公司',
  inBook: true,
  value: {
    related: true,
    reasons: [
      {
        article: '8.4',
        mandatory: false,
        party: { id: 'P-1', kind: 'P', name: '冯十二' },
        partyRole: '有权决定或参与授信的人员（核心业务审批或决策权）',
        partySource: '名单登记',
        how: 'post',
        path: null,
        post: '执行董事',
      },
    ],
    nearMisses: [],
  },
  records: [],
  computedAt: '2026-06-30 10:00',
  changedAt: '2026-06-30 10:00',
};

// The first render of a file loads antd: generous on a busy machine.
const SLOW = 30_000;

describe('关联方名单', () => {
  it(
    'lists the entries with their kind; the manager may add and delete, a member only reads',
    async () => {
      vi.spyOn(relatedPartyApi, 'list').mockResolvedValue({ editable: true, list: [ENTRY] });
      await render(<RelatedPartiesPage />);
      expect(await shows('冯十二')).toContain('有权决定或参与授信的人员');
      expect(byTestId('related-party-add')).not.toBeNull();
      expect(byTestId('related-party-delete')).not.toBeNull();
      act(() => root?.unmount());
      document.body.innerHTML = '';
      vi.spyOn(relatedPartyApi, 'list').mockResolvedValue({ editable: false, list: [ENTRY] });
      await render(<RelatedPartiesPage />);
      await shows('冯十二');
      expect(byTestId('related-party-add')).toBeNull();
      expect(byTestId('related-party-delete')).toBeNull();
    },
    SLOW,
  );

  it(
    'says when the list is empty and when it failed to load',
    async () => {
      vi.spyOn(relatedPartyApi, 'list').mockResolvedValue({ editable: true, list: [] });
      await render(<RelatedPartiesPage />);
      expect(await shows('尚未登记关联方')).toContain('尚未登记关联方');
      act(() => root?.unmount());
      document.body.innerHTML = '';
      vi.spyOn(relatedPartyApi, 'list').mockRejectedValue(new Error('down'));
      await render(<RelatedPartiesPage />);
      expect(await shows('重新刷新')).toContain('重新刷新');
    },
    SLOW,
  );

  it(
    '客户中的关联方: each customer with its article',
    async () => {
      vi.spyOn(relatedPartyApi, 'list').mockResolvedValue({ editable: true, list: [ENTRY] });
      vi.spyOn(relatedPartyApi, 'customers').mockResolvedValue({ list: [CUSTOMER] });
      await render(<RelatedPartiesPage />);
      await shows('冯十二');
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === '客户中的关联方')!;
      await act(async () => (tab as HTMLElement).click());
      expect(await shows('测试关联客户有限公司')).toContain('第八条第（四）项（可以认定）');
    },
    SLOW,
  );
});
