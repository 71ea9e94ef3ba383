import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';

interface ShareEntry {
  host: string;
  pkg: string;
  version: string;
  from: string;
  useIn: string[];
  loaded: boolean;
}

test('with two remotes loaded there is one React and one session store in the page', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await page.getByTestId('tile-cba').click();
  // The remote shows the institution and user it reads from the session store:
  // with a second store it would have no user, with a second React it would not render.
  await expect(page.getByTestId('remote-home-cba')).toContainText('示范银行股份有限公司 · 林晓雯');
  await page.getByTestId('logo').click();
  await page.getByTestId('tile-prma').click();
  await expect(page.getByTestId('remote-home-prma')).toContainText('示范银行股份有限公司 · 林晓雯');

  const entries = await page.evaluate(() => {
    type Info = { from: string; useIn?: string[]; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    return Object.entries(share).flatMap(([host, scopes]) =>
      Object.values(scopes).flatMap((pkgs) =>
        Object.entries(pkgs).flatMap(([pkg, versions]) =>
          Object.entries(versions).map(([version, info]) => ({
            host,
            pkg,
            version,
            from: info.from,
            useIn: info.useIn ?? [],
            loaded: Boolean(info.loaded),
          })),
        ),
      ),
    );
  });
  const of = (pkg: string) => entries.filter((e: ShareEntry) => e.pkg === pkg);
  for (const pkg of [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-router',
    'antd',
    'zustand',
    '@esee/session',
    '@esee/http',
  ]) {
    expect(new Set(of(pkg).map((e) => e.version)).size, `${pkg}: versions`).toBe(1);
    expect(new Set(of(pkg).map((e) => e.from)), `${pkg}: provider`).toEqual(new Set(['shell']));
  }
  // Each remote rendered with the shell's React (its JSX runtime) and read the shell's store.
  const usedBy = (pkg: string) => new Set(of(pkg).flatMap((e) => e.useIn));
  for (const pkg of ['react/jsx-runtime', '@esee/session']) {
    expect(usedBy(pkg).has('cba'), `${pkg} in cba`).toBe(true);
    expect(usedBy(pkg).has('prma'), `${pkg} in prma`).toBe(true);
  }
});
