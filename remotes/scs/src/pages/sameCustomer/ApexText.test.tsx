import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { ScsRole } from '@esee/contracts';
import { RoleTag } from '../format';
import { ApexText } from './GroupDetailPage';

vi.setConfig({ testTimeout: 30_000 });

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
async function render(element: React.ReactElement) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(element));
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

it('names the apex of sister companies: a parent outside the book, linked to its page', async () => {
  await render(
    <ApexText apex={{ id: 'E-HEAD', name: '华东控股有限公司', kind: '企业', inBook: false, member: false }} />,
  );
  const apex = document.querySelector('[data-testid="scs-group-apex"]')!;
  expect(apex.textContent).toBe('华东控股有限公司（非本机构客户）');
  expect(apex.querySelector('a')!.getAttribute('href')).toContain('eid=E-HEAD');
});

it('names a person at the top, and a group joined otherwise as having none', async () => {
  await render(<ApexText apex={{ id: 'P-1', name: '王建国', kind: '自然人', inBook: false, member: false }} />);
  expect(document.querySelector('[data-testid="scs-group-apex"]')!.textContent).toBe('王建国（自然人）');
  act(() => root!.unmount());
  await render(<ApexText apex={null} />);
  expect(document.querySelector('[data-testid="scs-group-apex"]')!.textContent).toBe('-（非控制关系组）');
});

it('shows a core that controls no other member as 核心企业, not 母公司', async () => {
  await render(<RoleTag role={ScsRole.CORE} />);
  expect(document.querySelector('[data-testid="scs-role"]')!.textContent).toBe('核心企业');
});
