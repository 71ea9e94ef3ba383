import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompany } from '../../support/api';
import { ROOT } from '../../support/platform';

const BUDGETS = JSON.parse(readFileSync(path.join(ROOT, 'scripts/budgets.json'), 'utf8')) as {
  loginPageBeforeInput: number;
};

test("the login page's JavaScript before its input is within its byte budget, and loads no UI library", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const check = () => {
      const input = document.querySelector('[data-testid="login-user"]');
      if (input && input.getBoundingClientRect().height > 0)
        (window as unknown as { inputShownAt: number }).inputShownAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-user')).toBeVisible();
  await page.waitForFunction(() => 'inputShownAt' in window);
  const before = await page.evaluate(() => {
    const shownAt = (window as unknown as { inputShownAt: number }).inputShownAt;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name) && e.startTime <= shownAt)
      .map((e) => ({ name: new URL(e.name).pathname, bytes: (e as PerformanceResourceTiming).transferSize }));
  });
  const total = before.reduce((n, f) => n + f.bytes, 0);
  expect(
    total,
    `login page JS before the input: ${before.map((f) => `${f.name} ${f.bytes}`).join(', ')}`,
  ).toBeLessThanOrEqual(BUDGETS.loginPageBeforeInput);
  // The shared antd is the one chunk over 100 kB: none such may come before the input.
  expect(before.filter((f) => f.bytes > 100_000)).toEqual([]);
});

test('signed in, the remotes are served by the trimmed shared antd and icons, never the whole libraries', async ({
  page,
}) => {
  const whole: string[] = [];
  page.on('request', (r) => r.url().includes('/independent-packages/') && whole.push(new URL(r.url()).pathname));
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  // Pages of four remotes with forms, tables, pickers, icons and a graph: each draws, with no remote error.
  for (const [path, shows] of [
    ['/bankAssistant/batchSearch', 'batch-search-page'],
    ['/apps/monitor/enterpriseMonitoring', 'monitor-page'],
    ['/projectManage', 'projects-page'],
    [`/investment/relation/frameworkTree?entId=${company.entId}`, 'graph-legend'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(shows)).toBeVisible();
    await expect(shell.remoteError()).toHaveCount(0);
  }
  expect(whole).toEqual([]);
});
