import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, Locator, Page, TestInfo } from '@playwright/test';

/**
 * The `test` every spec uses. Its `page` is a new tab in its worker's browser profile, which keeps the platform's
 * downloaded and compiled scripts from one test to the next: in a fresh context every page load parses the shell
 * and antd again, about 1.2 of its 3 seconds on this machine. Nothing else is kept: after each test its tabs are
 * closed and the storage of every origin it visited is cleared, so the next test starts signed out. A test that
 * needs a browser of its own (another user beside this one, a user agent, a restart) still takes
 * `browser.newContext()`. Playwright's own trace and screenshot of a failed test cover this profile too.
 */
export const test = base.extend<object, { profile: BrowserContext }>({
  profile: [
    async ({ playwright }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const dir = mkdtempSync(path.join(os.tmpdir(), 'esee-e2e-profile-'));
      const profile = await playwright.chromium.launchPersistentContext(dir, {
        ...options.launchOptions,
        baseURL: options.baseURL,
        locale: options.locale,
        viewport: options.viewport,
        acceptDownloads: true,
      });
      await use(profile);
      await profile.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  context: async ({ profile, permissions }, use) => {
    if (permissions?.length) await profile.grantPermissions(permissions);
    const visited = new Set<string>();
    const follow = (page: Page) =>
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && /^https?:/.test(frame.url())) visited.add(new URL(frame.url()).origin);
      });
    profile.pages().forEach(follow);
    profile.on('page', follow);
    await use(profile);
    profile.off('page', follow);
    // Clear each visited origin's storage from a tab still on it; an origin left behind is cleared the slow way.
    for (const page of profile.pages()) {
      const origin = page.url().startsWith('http') ? new URL(page.url()).origin : undefined;
      if (origin && visited.has(origin))
        await page
          .evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          })
          .then(() => visited.delete(origin))
          .catch(() => undefined);
    }
    for (const page of profile.pages()) await page.close();
    if (visited.size) await profile.setStorageState({ cookies: [], origins: [] });
    if (permissions?.length) await profile.clearPermissions();
  },

  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});
