import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMenuNode } from '@esee/contracts';
import { greeting } from './greeting';
import { openKeysFor, selectedKey, sideMenuItems } from './menuItems';

const n = (
  id: string | number,
  modelPath: string,
  subMenus: ServerMenuNode[] = [],
  available: 0 | 1 = 1,
): ServerMenuNode => ({
  id,
  menuName: String(id),
  modelName: String(id),
  modelPath,
  entryKey: '',
  icon: '',
  available,
  subMenus,
});

const menu = [
  n(1, '/main'),
  n(5, '', [
    n('cba', '/bankAssistant/home', [n('g', '/bankAssistant/marketing-group', [n('e', '/bankAssistant/entSearch')])]),
    n('iba', '/investment/home', [], 0),
  ]),
  n(4, ''),
  n(3, ''),
];

describe('side menu', () => {
  afterEach(cleanup);

  it('selects the entry with the longest matching path', () => {
    expect(selectedKey(menu, '/bankAssistant/entSearch/detail')).toBe('/bankAssistant/entSearch');
    expect(selectedKey(menu, '/main')).toBe('/main');
  });

  it('selects the one entry of the page folder when no entry is a prefix of it, never one of several', () => {
    const iba = [
      n(5, '', [
        n('iba', '/investment/home', [
          n('s', '/investment/smartText/proList'),
          n('r1', '/investment/relation/findRel'),
          n('r2', '/investment/relation/screen'),
        ]),
      ]),
    ];
    expect(selectedKey(iba, '/investment/smartText/proCheck')).toBe('/investment/smartText/proList');
    expect(selectedKey(iba, '/investment/relation/other')).toBeUndefined();
    expect(selectedKey(iba, '/investment/other')).toBeUndefined();
  });

  it('opens the submenus that lead to the selected entry', () =>
    expect(openKeysFor(menu, '/bankAssistant/entSearch')).toEqual(['submenu:cba', 'submenu:g']));

  it('gives a submenu a key of its own, apart from the entries inside it', () => {
    const keys: unknown[] = [];
    const walk = (items: unknown[]) =>
      items.forEach((i) => {
        const item = i as { key: unknown; children?: unknown[] };
        keys.push(item.key);
        walk(item.children ?? []);
      });
    walk(sideMenuItems([n(5, '', [n('cba', '/bankAssistant/home', [n('h', '/bankAssistant/home')])])]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out a heading with nothing under it', () => {
    const keys = sideMenuItems(menu).map((i) => i?.key);
    expect(keys).toContain('group-5');
    // The apps heading (4) is empty in this menu.
    expect(keys).not.toContain('group-4');
  });

  it('greys out a solution the user may not open, without its children', () => {
    const solutions = sideMenuItems(menu).find((i) => i?.key === 'group-5') as {
      children: { key: string; disabled: boolean; children?: unknown }[];
    };
    const iba = solutions.children.find((c) => c.key === '/investment/home');
    expect(iba?.disabled).toBe(true);
    expect(iba?.children).toBeUndefined();
  });

  it('greys out an entry not built yet, says 建设中 and its full name on hover, and opens nothing', () => {
    const entry = { ...n('p', '/investment/watch/feedback'), menuName: 'IPO反馈意见', planned: true };
    const [solutions] = sideMenuItems([n(5, '', [entry])]) as { children: { disabled: boolean; label: unknown }[] }[];
    const item = solutions!.children[0]!;
    expect(item.disabled).toBe(true);
    render(<>{item.label}</>);
    expect(screen.getByTestId('menu-planned').getAttribute('title')).toBe('IPO反馈意见：该功能正在建设中');
    expect(screen.getByTestId('menu-planned').textContent).toContain('建设中');
  });
});

describe('greeting', () => {
  it('follows the hours of spec 1 §2', () => {
    expect([0, 3, 4, 6, 7, 10, 11, 13, 14, 18, 19, 23].map(greeting)).toEqual([
      '晚上好',
      '晚上好',
      '新的一天开始了',
      '新的一天开始了',
      '上午好',
      '上午好',
      '中午好',
      '中午好',
      '下午好',
      '下午好',
      '晚上好',
      '晚上好',
    ]);
  });
});
