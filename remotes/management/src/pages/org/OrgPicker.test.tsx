import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrgEmployee, OrgTeam, OrgUnitNode } from '@esee/contracts';
import { ALREADY_ADDED, OrgPicker, type OrgPickerSource } from './OrgPicker';

// React's own act() and a root (this remote has no testing library of its own).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
async function render(element: ReactElement) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root!.render(<App>{element}</App>));
}
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
/** Wait (through act) until `find` answers an element. */
async function find(id: string): Promise<HTMLElement> {
  for (let i = 0; i < 50; i++) {
    const found = byTestId(id);
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error(`no element ${id}`);
}
const click = (el: Element) => act(async () => void (el as HTMLElement).click());
const tabs = () => [...document.querySelectorAll('[role="tab"]')];
const tab = (name: string) => tabs().find((t) => t.textContent === name)!;
async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const unit = (id: number, name: string, children: OrgUnitNode[] = []): OrgUnitNode => ({
  id,
  name,
  parentUnitId: null,
  baseType: 'ORG_UNIT',
  memberCount: 0,
  children,
});
const employee = (id: number): OrgEmployee => ({
  id,
  name: `成员${id}`,
  username: `user${id}`,
  baseType: 'ORG_EMPLOYEE',
  parentUnitId: 1,
  unitName: '总行',
  resign_flag: 0,
  enableFlag: 1,
  roleId: 1,
  roleName: '业务人员',
  roleType: 'NORMAL',
  mobile: null,
  email: null,
  online: false,
  createdAt: '2026-11-24 10:00',
});
const team: OrgTeam = { id: 7, name: '授信小组', note: '', baseType: 'ORG_TEAM', memberCount: 2 };

function source(members = 3): OrgPickerSource {
  return {
    units: () => Promise.resolve([unit(1, '总行', [unit(2, '风险管理部')])]),
    teams: () => Promise.resolve([team]),
    users: () => Promise.resolve(Array.from({ length: members }, (_, i) => employee(i + 1))),
  };
}

const ok = () => byTestId('org-picker-ok')!.closest('button')!;
const chosenTags = () => byTestId('org-picker-chosen')!.querySelectorAll('.ant-tag');

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('OrgPicker', () => {
  it('enables 确定 only once something is chosen, and answers departments, groups and members', async () => {
    const onOk = vi.fn();
    await render(<OrgPicker open onOk={onOk} onCancel={() => {}} source={source()} />);
    expect(byTestId('org-picker')?.contains(ok())).toBe(true);
    expect(tabs().map((t) => t.textContent)).toEqual(['部门', '用户组', '成员']);
    expect(ok().disabled).toBe(true);
    await click(await find('pick-units-风险管理部'));
    expect(byTestId('org-picker-chosen')!.textContent).toContain('部门：风险管理部');
    expect(ok().disabled).toBe(false);

    await click(tab('用户组'));
    await click(await find('pick-teams-授信小组'));
    await click(tab('成员'));
    await click(await find('pick-users-user2'));
    await click(ok());
    expect(onOk).toHaveBeenCalledWith({
      units: [{ id: 2, name: '风险管理部' }],
      teams: [{ id: 7, name: '授信小组' }],
      users: [{ id: 2, name: '成员2', username: 'user2' }],
    });
  });

  it('warns 对象已添加 when an object is added twice, and removes a tag when closed', async () => {
    await render(<OrgPicker open onOk={() => {}} onCancel={() => {}} source={source()} />);
    const item = await find('pick-units-总行');
    await click(item);
    await click(item);
    await find('org-picker-chosen');
    for (let i = 0; i < 50 && !document.body.textContent?.includes(ALREADY_ADDED); i++)
      await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.body.textContent).toContain(ALREADY_ADDED);
    expect(chosenTags()).toHaveLength(1);
    await click(byTestId('picked-units-1')!.querySelector('.ant-tag-close-icon')!);
    expect(chosenTags()).toHaveLength(0);
    expect(ok().disabled).toBe(true);
  });

  it('in user-only mode offers only members, and the search box narrows them', async () => {
    const onOk = vi.fn();
    await render(<OrgPicker open userOnly onOk={onOk} onCancel={() => {}} source={source()} />);
    expect(tabs().map((t) => t.textContent)).toEqual(['成员']);
    await find('pick-users-user1');
    await type(byTestId('org-picker-search-users')!.querySelector('input')!, 'user3');
    expect(byTestId('pick-users-user1')).toBeNull();
    await click(byTestId('pick-users-user3')!);
    await click(ok());
    expect(onOk).toHaveBeenCalledWith({ units: [], teams: [], users: [{ id: 3, name: '成员3', username: 'user3' }] });
  });

  it('starts from the initial selection, and lists 10,000 members rendering only some rows', async () => {
    await render(
      <OrgPicker
        open
        userOnly
        initial={{ units: [], teams: [], users: [{ id: 5, name: '成员5', username: 'user5' }] }}
        onOk={() => {}}
        onCancel={() => {}}
        source={source(10_000)}
      />,
    );
    expect(byTestId('picked-users-5')).toBeTruthy();
    expect(ok().disabled).toBe(false);
    await find('pick-users-user1');
    const rows = document.querySelectorAll('[data-testid^="pick-users-"]').length;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(200);
  });
});
