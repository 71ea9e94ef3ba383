import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { PersonCompanies } from './PersonCompanies';

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

it('shows each company’s posts with their roles: a 监事 reads 监事, never 高管', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const list = [
    { entId: 'E1', name: '甲有限公司', post: '监事', roles: '监事', regStatus: '存续' },
    { entId: 'E2', name: '乙有限公司', post: '执行董事兼总经理', roles: '董事、高级管理人员', regStatus: '存续' },
  ];
  await act(async () =>
    root!.render(<PersonCompanies id="posts" title="在外任职" columns="personPosts" page={{ total: 2, list }} />),
  );
  const table = document.querySelector('[data-testid="list-posts"]')!;
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  expect(heads).toContain('角色');
  const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
  const roleAt = heads.indexOf('角色');
  expect(rows.map((r) => r[roleAt])).toEqual(['监事', '董事、高级管理人员']);
  expect(table.textContent).not.toContain('高管');
});
