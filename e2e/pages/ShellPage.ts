import { expect, type Locator, type Page } from '@playwright/test';
import { roleOf, useSession } from '../support/sessions';
import { LoginPage } from './LoginPage';

/** The signed-in shell: header, side menu, content. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  readonly sideMenu = (): Locator => this.page.getByTestId('side-menu');
  readonly home = (): Locator => this.page.getByTestId('home-page');
  readonly remoteError = (): Locator => this.page.getByTestId('remote-error');
  readonly userMenu = (): Locator => this.page.getByTestId('user-menu');

  /**
   * Open the platform signed in as a demo user, with the session that user made once for the run
   * (`sessions.setup.ts`); wait for the landing page.
   */
  async signIn(instCode: string, username: string) {
    const role = roleOf(instCode, username);
    if (!role) throw new Error(`no stored session for ${instCode}/${username}: sign in with the form`);
    await useSession(this.page, role);
    await this.page.goto('/main');
    await expect(this.home()).toBeVisible();
  }

  /**
   * Go to /main and sign in through the form: a session of this page's own, for the specs about signing in and
   * out, sessions and login records (a logout ends the session it signs out of).
   */
  async signInWithForm(instCode: string, username: string) {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.login(instCode, username);
    await expect(this.home()).toBeVisible();
  }

  /** The top-level entries of a side-menu section (解决方案 or 应用). */
  async sectionTitles(section: '解决方案' | '应用'): Promise<string[]> {
    const group = this.sideMenu().locator('.ant-menu-item-group').filter({ hasText: section });
    return (await group.locator(':scope > ul > li').allInnerTexts()).map((t) => t.trim());
  }

  /**
   * Open a page through the side menu: the submenus in turn (opening those
   * that are closed), then the entry, each looked for inside the one before.
   */
  async openFromMenu(...titles: string[]) {
    let scope = this.sideMenu().locator(':scope > * > ul.ant-menu');
    for (const [i, title] of titles.entries()) {
      const named = `:text-is("${title}")`;
      if (i === titles.length - 1) {
        const item = scope.locator(`li.ant-menu-item:has(${named})`).first();
        const from = this.page.url();
        if ((await item.getAttribute('class'))?.includes('ant-menu-item-selected')) {
          await item.click();
          return;
        }
        // Click until the page moves: a menu still folding above moves the item under a click aimed at it. (Not
        // until the item shows chosen: some pages fold the whole menu away as they open.)
        await expect(async () => {
          if (this.page.url() === from) await item.click({ timeout: 2000 });
          await expect(this.page).not.toHaveURL(from, { timeout: 3000 });
        }).toPass({ timeout: 20_000 });
        return;
      }
      const submenu = scope.locator(`li.ant-menu-submenu:has(> .ant-menu-submenu-title ${named})`).first();
      const header = submenu.locator(':scope > .ant-menu-submenu-title');
      // Open it and see it open: a click read against a stale state (a menu opening by itself) closes it.
      await expect(async () => {
        if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
        await expect(header).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      scope = submenu.locator(':scope > ul.ant-menu');
      await expect(scope).toBeVisible();
    }
  }

  /**
   * Open the user dropdown. The trigger's open class, not the menu's visibility, says whether it is
   * open: a menu still fading out looks visible, and clicking the trigger then would close it again.
   */
  async openUserMenu() {
    const trigger = this.userMenu();
    await expect(async () => {
      if (!/ant-dropdown-open/.test((await trigger.getAttribute('class')) ?? '')) await trigger.click();
      await expect(trigger).toHaveClass(/ant-dropdown-open/, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const menu = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /**
   * Open the user dropdown and choose an item. A click on a menu still sliding in can be lost (the menu stays
   * open): the choice is made again until the dropdown has closed on it.
   */
  async chooseUserMenu(item: string) {
    const trigger = this.userMenu();
    await expect(async () => {
      await this.clickUserMenuItem(item);
      await expect(trigger).not.toHaveClass(/ant-dropdown-open/, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }

  /** Open the user dropdown and click an item, once. */
  private async clickUserMenuItem(item: string) {
    const menu = await this.openUserMenu();
    await menu.getByText(item, { exact: true }).click({ timeout: 2000 });
  }

  /** The entries of the user dropdown, as shown; the dropdown is closed again after. */
  async userMenuItems(): Promise<string[]> {
    const menu = await this.openUserMenu();
    const items = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    await this.page.keyboard.press('Escape');
    await expect(this.userMenu()).not.toHaveClass(/ant-dropdown-open/);
    await expect(this.page.locator('.ant-dropdown:visible')).toHaveCount(0);
    return items;
  }

  /**
   * Log out and wait for the fresh login page the product loads (a page load, not just a render). On a
   * busy machine a click on a menu still sliding in can be lost; the choice is made again until the
   * logout call goes out.
   */
  async logout() {
    const reloaded = this.page.waitForEvent('load');
    // A click on the dropdown's item may be lost while it animates: click again only while no logout was asked
    // for (a slow machine may ask late; a second click then would look for a menu that is gone).
    let requested = false;
    const seen = (r: { url: () => string }) => void (requested ||= r.url().includes('/framework/api/logout'));
    this.page.on('request', seen);
    await expect(async () => {
      if (!requested) await this.clickUserMenuItem('退出登录');
      await expect.poll(() => requested, { timeout: 5000 }).toBe(true);
    }).toPass({ timeout: 30_000 });
    this.page.off('request', seen);
    await reloaded;
    await expect(new LoginPage(this.page).submit()).toBeVisible();
  }
}
