import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { PersonPostResult } from '@esee/contracts';
import PersonPostPage from './PersonPostPage';

vi.setConfig({ testTimeout: 60_000 });
const api = vi.hoisted(() => ({ list: vi.fn(), suggest: vi.fn() }));
vi.mock('../../api/personPost', () => ({ personPostApi: api }));

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
const texts = (id: string) =>
  [...document.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** 乙 holds 20% of B and is its 监事; before, B's 监事会主席. */
const result: PersonPostResult = {
  person: { personId: 'P2', name: '欧阳测名', gender: 'F', birthYear: 1985 },
  threshold: 25,
  inclusive: true,
  roleCounts: { 股东: 1, 监事: 1 },
  current: [
    {
      entId: 'B',
      entName: '测名乙商贸有限公司',
      regStatus: '存续',
      establishDate: '2015-03-01',
      regCapital: 10_000_000,
      regCapitalCurrency: '人民币',
      roles: ['股东', '监事'],
      posts: ['监事'],
      ratio: 20,
      subscribedAmount: 2_000_000,
      beneficialShare: null,
      beneficialCalculation: null,
    },
  ],
  history: [
    {
      entId: 'B',
      entName: '测名乙商贸有限公司',
      regStatus: '存续',
      role: '监事',
      change: '卸任',
      detail: '原任 监事会主席',
      date: '2023-01-01',
      item: '监事备案',
    },
  ],
  truncated: false,
};

it('tags a 监事 as 监事, never 高管, in the list and in the role counts', async () => {
  api.list.mockResolvedValue(result);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <MemoryRouter initialEntries={['/investment/allInfo/personPost/list?personId=P2']}>
        <PersonPostPage view="list" />
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 200 && !texts('person-post-role').length; i++)
    await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(texts('person-post-role')).toEqual(['股东', '监事']);
  expect(texts('person-post-role-count')).toEqual([
    '法定代表人 0',
    '股东 1',
    '董事 0',
    '监事 1',
    '高级管理人员 0',
    '其他职务 0',
    '最终受益 0',
  ]);
  expect(document.body.textContent).not.toContain('高管');
});
