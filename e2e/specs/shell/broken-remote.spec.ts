import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { startExtraPlatform, type ExtraPlatform } from '../../support/platform';

/** Replace a deployed file, and the compressed copies the server would send instead. */
const overwrite = (file: string, content: string) => {
  writeFileSync(file, content);
  for (const ext of ['.br', '.gz']) rmSync(`${file}${ext}`, { force: true });
};

/** The newest version folder deployed for `name` (应用版本管理's test may have published another for a while). */
const versionDir = (remotesDir: string, name: string) => {
  const versions = readdirSync(path.join(remotesDir, name)).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  const newest = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  return path.join(remotesDir, name, newest!);
};

test.describe('a broken remote is contained', () => {
  // One platform of their own on one port: the tests run one after the other in one worker.
  test.describe.configure({ mode: 'default' });
  let platform: ExtraPlatform;
  let cbaManifest: string;
  test.beforeAll(async () => {
    platform = await startExtraPlatform(8182);
    // CBA: its Module Federation manifest is corrupt. IBA: its code throws as it loads.
    const cba = path.join(versionDir(platform.remotesDir, 'cba'), 'mf-manifest.json');
    cbaManifest = readFileSync(cba, 'utf8');
    overwrite(cba, '{ this is not json');
    const ibaJs = path.join(versionDir(platform.remotesDir, 'iba'), 'static/js');
    const entry = readdirSync(ibaJs).find((f) => f.startsWith('iba.'))!;
    overwrite(path.join(ibaJs, entry), 'throw new Error("broken build");');
    // SCS: its files are gone (a botched deployment removed the version folder).
    rmSync(versionDir(platform.remotesDir, 'scs'), { recursive: true, force: true });
  });
  test.afterAll(() => platform.stop());

  /** An analyst signed in on this platform, at the home page. */
  const signInAnalyst = async (page: Page) => {
    const shell = new ShellPage(page);
    await new LoginPage(page).goto(`${platform.url}/main`);
    await new LoginPage(page).login('DEMO', 'analyst');
    await expect(shell.home()).toBeVisible();
    return shell;
  };

  test('shows the error with a retry, keeps the shell and the other remotes working, and recovers', async ({
    page,
  }) => {
    const shell = await signInAnalyst(page);

    await page.getByTestId('tile-cba').click();
    await expect(shell.remoteError()).toContainText('「对公银行助手」暂时无法加载');
    await expect(shell.remoteError().getByRole('button', { name: /重\s*试/ })).toBeVisible();
    await expect(shell.userMenu()).toContainText('林晓雯');

    await shell.openFromMenu('合作方风险管理', '首页');
    await expect(page.getByTestId('remote-home-prma')).toBeVisible();

    await shell.openFromMenu('投行助手', '首页');
    await expect(shell.remoteError()).toContainText('「投行助手」暂时无法加载');

    await shell.openFromMenu('企业与项目', '项目管理');
    await expect(page.getByTestId('projects-page')).toContainText('项目管理');

    // The operator repairs CBA; retry loads it without reloading the page.
    overwrite(path.join(versionDir(platform.remotesDir, 'cba'), 'mf-manifest.json'), cbaManifest);
    await page.getByTestId('logo').click();
    await page.getByTestId('tile-cba').click();
    await expect(shell.remoteError()).toBeVisible();
    await shell
      .remoteError()
      .getByRole('button', { name: /重\s*试/ })
      .click();
    await expect(page.getByTestId('remote-home-cba')).toBeVisible();
  });

  test('a remote whose files are gone is not offered; its address says so; the others open as before', async ({
    page,
  }) => {
    const shell = await signInAnalyst(page);
    // The server lists only remotes it can serve: SCS is neither a menu entry nor a tile.
    expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '合作方风险管理', '投行助手']);
    await expect(page.getByTestId('tile-scs')).toHaveCount(0);
    await page.goto(`${platform.url}/sameCustomerSystem/home`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await shell.openFromMenu('企业监控', '监控企业');
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.locator('[data-testid$="-page"]').first()).toBeVisible();
  });

  test('a slow remote keeps the shell responsive: the menu opens other pages while it loads', async ({ page }) => {
    const shell = await signInAnalyst(page);
    // The PRMA remote's files answer only when the test lets them (a remote server that hangs).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/prma/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByTestId('tile-prma').click();
    await expect(page.getByTestId('remote-loading')).toBeVisible();
    // Meanwhile the shell and the other remotes work.
    await shell.openFromMenu('企业与项目', '项目管理');
    await expect(page.getByTestId('projects-page')).toBeVisible();
    await expect(shell.userMenu()).toContainText('林晓雯');
    // Once the remote answers, it opens.
    release();
    await shell.openFromMenu('合作方风险管理', '首页');
    await expect(page.getByTestId('remote-home-prma')).toBeVisible();
  });
});
