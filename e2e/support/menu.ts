import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { callApi } from './api';

export interface MenuNode {
  menuName: string;
  modelPath: string;
  planned?: boolean;
  subMenus: MenuNode[];
}

/** The leaves of the signed-in user's menu, as the shell draws it, with the group each sits in. */
export async function menuLeaves(page: Page): Promise<(MenuNode & { group: string })[]> {
  const menu = (await callApi<MenuNode[]>(page, 'GET', '/framework/api/user/menu')).data;
  const leaves: (MenuNode & { group: string })[] = [];
  const walk = (nodes: MenuNode[], group: string) =>
    nodes.forEach((n) => (n.subMenus.length ? walk(n.subMenus, n.menuName) : leaves.push({ ...n, group })));
  walk(menu, '');
  return leaves;
}

/** A remote's page once drawn: every page names itself `…-page`, a remote's home `remote-home-<name>`. */
export const PAGE_ROOT = '[data-testid$="-page"]:not([data-testid="not-built-page"]), [data-testid^="remote-home-"]';

/** Open a menu entry and check it is a real page: drawn, not 建设中, not the not-found page. */
export async function expectRealPage(page: Page, entry: Pick<MenuNode, 'menuName' | 'modelPath'>) {
  await page.goto(entry.modelPath);
  await expect(page.locator(PAGE_ROOT).first(), entry.menuName).toBeVisible();
  await expect(page.getByTestId('not-built-page'), entry.menuName).toHaveCount(0);
  await expect(page.getByTestId('not-found'), entry.menuName).toHaveCount(0);
  await expect(page.getByText('该功能正在建设中'), entry.menuName).toHaveCount(0);
}

/** The tiles of a remote's home page as menu entries: what a user is offered there. */
export async function homeEntries(
  page: Page,
  home: string,
  remote: string,
): Promise<Pick<MenuNode, 'menuName' | 'modelPath'>[]> {
  await page.goto(home);
  // The home shows its tiles at once, when what decides them has arrived (aria-busy false).
  await expect(page.getByTestId(`remote-home-${remote}`)).toHaveAttribute('aria-busy', 'false');
  const tiles = page.getByTestId('home-tile');
  await expect(tiles.first()).toBeVisible();
  return tiles.evaluateAll((links) =>
    links.map((a) => ({
      menuName: a.textContent?.trim() ?? '',
      modelPath: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  );
}

/**
 * Signs DEMO's analyst in on `page`, opens a page from the menu by its titles, and waits for the root of its page
 * object, which it answers.
 */
export async function openAsAnalyst<V extends { root(): Locator }>(
  page: Page,
  View: new (page: Page) => V,
  ...menu: string[]
): Promise<V> {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu(...menu);
  const view = new View(page);
  await expect(view.root()).toBeVisible();
  return view;
}
