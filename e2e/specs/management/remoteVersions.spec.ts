import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption } from '../../support/antd';
import { callApi } from '../../support/api';
import { E2E_DATA_DIR, ROOT } from '../../support/platform';

const REMOTES_DIR = path.join(E2E_DATA_DIR, 'remotes');
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Sign in on a browser of its own, open a CBA page, and answer the path of the CBA manifest it loaded. */
async function cbaManifestOf(browser: Browser, instCode: string, username: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new ShellPage(page).signIn(instCode, username);
    const manifest = page.waitForResponse((r) =>
      /^\/remotes\/cba\/[^/]+\/mf-manifest\.json$/.test(new URL(r.url()).pathname),
    );
    await page.goto('/bankAssistant/home');
    await expect(page.getByTestId('remote-home-cba')).toBeVisible();
    return new URL((await manifest).url()).pathname;
  } finally {
    await context.close();
  }
}

const ops = (page: Page, url: string, body: object) => callApi(page, 'POST', `/framework/api/ops/remotes${url}`, body);

test('publishes a new CBA version, pins it for DEMO2 only on 应用版本管理, each institution loads its own, rolls back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const current = readdirSync(path.join(REMOTES_DIR, 'cba'))
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
    .sort(byVersion)
    .at(-1)!;
  const [major, minor, patch] = current.split('.').map(Number);
  const next = `${major}.${minor}.${patch! + 1 + (Date.now() % 1000)}`;
  const oldUrl = `/remotes/cba/${current}/mf-manifest.json`;
  const newUrl = `/remotes/cba/${next}/mf-manifest.json`;

  await new ShellPage(page).signIn('PLATFORM', 'ops');
  // The platform default stays on the current version while the new one is tried: nobody else notices it.
  expect((await ops(page, '/pin', { name: 'cba', version: current })).code).toBe(200);
  try {
    const out = execFileSync(
      process.execPath,
      ['scripts/publish-remote.mjs', path.join(REMOTES_DIR, 'cba', current), '--version', next, '--to', REMOTES_DIR],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(out).toContain(`version ${next}`);

    await page.goto('/management/remoteVersions');
    const card = page.getByTestId('remote-release-cba');
    await expect(card.getByTestId(`remote-version-${next}`)).toBeVisible();
    await expect(card.getByTestId('remote-versions').locator('tr', { hasText: next })).toContainText('正常');
    await card.getByTestId(`remote-version-${next}`).getByTestId('remote-pin').click();
    await page.getByTestId('remote-pin-inst').click();
    await page.locator('.ant-select-item-option', { hasText: '（DEMO2）' }).click();
    await page.getByTestId('remote-pin-save').click();
    await expect(card.getByTestId('remote-inst-DEMO2')).toContainText(next);
    await expect(card.getByTestId('remote-inst-DEMO2')).toContainText('机构固定');
    await expect(card.getByTestId('remote-inst-DEMO')).toContainText(current);

    expect(await cbaManifestOf(browser, 'DEMO2', 'admin')).toBe(newUrl);
    expect(await cbaManifestOf(browser, 'DEMO', 'analyst')).toBe(oldUrl);

    // Roll back DEMO2 in one action: back to the version before the pin.
    await card.getByTestId('remote-inst-actions-DEMO2').getByTestId('remote-inst-rollback').click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(card.getByTestId('remote-inst-DEMO2')).toContainText('跟随默认');
    await expect(card.getByTestId('remote-inst-DEMO2')).toContainText(current);
    await expect(page.getByTestId('remote-history').locator('tr', { hasText: '回滚' }).first()).toContainText(next);
    expect(await cbaManifestOf(browser, 'DEMO2', 'admin')).toBe(oldUrl);
  } finally {
    // As it was: DEMO2 unpinned, the new version gone, then the platform default free again.
    await ops(page, '/unpin', { name: 'cba', instCode: 'DEMO2' });
    rmSync(path.join(REMOTES_DIR, 'cba', next), { recursive: true, force: true });
    await ops(page, '/unpin', { name: 'cba' });
  }
});

test('the canary dialog finds one institution’s members by name', async ({ page }) => {
  await new ShellPage(page).signIn('PLATFORM', 'ops');
  await page.goto('/management/remoteVersions');
  const card = page.getByTestId('remote-release-cba');
  await card.getByTestId('remote-canary').and(page.locator(':enabled')).first().click();
  await chooseOption(page, page.getByTestId('remote-canary-inst'), '示范银行股份有限公司（DEMO）', { search: true });
  await page.getByRole('radio', { name: '指定用户' }).check();
  const save = page.getByTestId('remote-canary-save');
  await expect(save).toBeDisabled();
  await chooseOption(page, page.getByTestId('remote-canary-users'), 'analyst', { search: true });
  await expect(save).toBeEnabled();
  // Only looked: nothing is started, so the tests beside this one keep their version.
  // The dialog's own 取消: a parallel test's pin adds a 取消固定 button to the page behind it.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^取\s*消$/ })
    .click();
  await expect(page.getByTestId('remote-canary-users')).toHaveCount(0);
});
