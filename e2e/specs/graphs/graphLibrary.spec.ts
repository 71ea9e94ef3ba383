import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompany } from '../../support/api';
import { recordFetches, sharedPackageFiles } from '../../support/sharedPackages';

/** Opens `path` inside the page, as a link does: the page is not reloaded, the loaded code stays. */
const openInPage = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('G6 comes from the shell once, for the graph pages of every remote, and never for a page without a graph', async ({
  page,
}) => {
  const g6 = await sharedPackageFiles(page, '@antv/g6');
  const fetched = recordFetches(page, g6);
  const scripts: string[] = [];
  // Files of code by their path: a remote's code may come as a script or be fetched ahead (a preload).
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.m?js$/.test(path)) scripts.push(path);
  });
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);

  // The company remote mounts graph pages; its pages without one do not load G6.
  await openInPage(page, '/projectManage');
  await expect(page.getByTestId('projects-page')).toBeVisible();
  expect(fetched).toEqual([]);

  // Company detail's 股权穿透图 (the company remote), then the same graph in SCS and another in IBA.
  const graphs = [
    ['company', `/EntChartsNew/stock-right?entId=${company.entId}`],
    ['scs', `/sameCustomerSystem/applicationService/stock-right?entId=${company.entId}`],
    ['iba', `/investment/relation/benifit?entId=${company.entId}`],
  ] as const;
  for (const [remote, path] of graphs) {
    await openInPage(page, path);
    await expect(page.getByTestId('graph-company'), remote).toHaveText(company.orgName);
    await expect(page.getByTestId('graph-node-list'), remote).toContainText(company.orgName);
    // G6 drew it: its canvas is in the page.
    await expect(page.getByTestId('graph-canvas').locator('canvas').first(), remote).toBeVisible();
    // G6's files, each fetched once, by the first graph page.
    expect([...fetched].sort(), remote).toEqual([...new Set(fetched)].sort());
    expect(fetched, remote).toHaveLength(g6.length);
  }
  // No file of code came twice: the part G6 shares with G2, the graph views and each remote's own code included.
  expect(scripts.length).toBe(new Set(scripts).size);
  await expect(shell.remoteError()).toHaveCount(0);
});
