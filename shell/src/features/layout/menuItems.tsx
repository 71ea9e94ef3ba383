import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import { MenuId, type ServerMenuNode } from '@esee/contracts';
import styles from './AppLayout.module.css';
import { iconOf } from './menuIcons';

type Item = NonNullable<MenuProps['items']>[number];

/** A submenu's key: its own, since a solution's path is also the path of its 首页 entry. */
const submenuKey = (node: ServerMenuNode) => `submenu:${node.id}`;

/** An entry's label; its full title shows on hover, for the names longer than the menu is wide. */
function labelOf(node: ServerMenuNode): ReactNode {
  if (node.planned)
    return (
      <span className={styles.plannedLabel} title={`${node.menuName}：该功能正在建设中`} data-testid="menu-planned">
        <span className={styles.plannedName}>{node.menuName}</span>
        <span className={styles.planned}>建设中</span>
      </span>
    );
  if (node.available === 0) return <span title="暂无权限，请联系管理员">{node.menuName}</span>;
  return <span title={node.menuName}>{node.menuName}</span>;
}

function toItem(node: ServerMenuNode): Item {
  const disabled = node.available === 0 || node.planned === true;
  const common = { icon: iconOf(node.icon), disabled, title: node.menuName, label: labelOf(node) };
  if (node.subMenus.length && !disabled)
    return { ...common, key: submenuKey(node), children: node.subMenus.map(toItem) };
  return { ...common, key: node.modelPath };
}

/** The side menu from the server menu: home, then the solutions, then the apps. */
export function sideMenuItems(menu: readonly ServerMenuNode[]): Item[] {
  const items: Item[] = [];
  for (const top of menu) {
    if (top.id === MenuId.HOME) items.push({ key: top.modelPath, icon: iconOf(top.icon), label: top.menuName });
    // A heading with nothing under it (the platform's institution has no solutions) is left out.
    if ((top.id === MenuId.SOLUTIONS || top.id === MenuId.APPS) && top.subMenus.length)
      items.push({ type: 'group', key: `group-${top.id}`, label: top.menuName, children: top.subMenus.map(toItem) });
  }
  return items;
}

/** A path's folder: `/investment/smartText/proList` → `/investment/smartText`. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * The key of the menu entry that matches `pathname` best: the longest path prefix; else, for a page beside an
 * entry (`/investment/smartText/proCheck` beside `…/proList`), the one entry of the page's folder, when the folder
 * holds only that entry (below a solution's base, never a guess between siblings).
 */
export function selectedKey(menu: readonly ServerMenuNode[], pathname: string): string | undefined {
  let best: string | undefined;
  const inFolder: string[] = [];
  const walk = (nodes: readonly ServerMenuNode[]) =>
    nodes.forEach((n) => {
      const p = n.modelPath;
      if (p && (pathname === p || pathname.startsWith(`${p}/`)) && p.length > (best?.length ?? 0)) best = p;
      if (p && !n.subMenus.length && folderOf(p) === folderOf(pathname) && folderOf(p).split('/').length > 2)
        inFolder.push(p);
      walk(n.subMenus);
    });
  walk(menu);
  return best ?? (inFolder.length === 1 ? inFolder[0] : undefined);
}

/** The menu entry (a leaf) that best matches `pathname`: longest path prefix. */
export function entryForPath(menu: readonly ServerMenuNode[], pathname: string): ServerMenuNode | undefined {
  let best: ServerMenuNode | undefined;
  const walk = (nodes: readonly ServerMenuNode[]) =>
    nodes.forEach((n) => {
      const p = n.modelPath;
      if (
        !n.subMenus.length &&
        p &&
        (pathname === p || pathname.startsWith(`${p}/`)) &&
        p.length > (best?.modelPath.length ?? 0)
      )
        best = n;
      walk(n.subMenus);
    });
  walk(menu);
  return best;
}

/** Keys of the submenus to open so that the entry for `path` is visible. */
export function openKeysFor(menu: readonly ServerMenuNode[], path: string | undefined): string[] {
  if (!path) return [];
  const found: string[] = [];
  const walk = (nodes: readonly ServerMenuNode[], trail: string[]): boolean =>
    nodes.some((n) => {
      if (n.modelPath === path && !n.subMenus.length) {
        found.push(...trail);
        return true;
      }
      return walk(n.subMenus, n.modelPath ? [...trail, submenuKey(n)] : trail);
    });
  walk(menu, []);
  return found;
}
