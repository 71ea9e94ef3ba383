import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { homeEntries, menuLeaves } from '../../support/menu';

/**
 * Every page a remote's manifest declares is offered to a user who holds its right — in the side menu, or for
 * the management remote as a tile of its home — and none is 建设中; every-route opens each of them. The manifests
 * are the deployed ones the platform serves (`remote-manifest.json` beside each remote's `mf-manifest.json`).
 */
interface Entry {
  path: string;
  title: string;
  permission?: string;
  placement?: string;
  tile?: boolean;
  planned?: boolean;
  children?: Entry[];
}

const CASES = [
  { remote: 'cba', instCode: 'DEMO', username: 'analyst' },
  { remote: 'prma', instCode: 'DEMO', username: 'analyst' },
  { remote: 'iba', instCode: 'DEMO', username: 'analyst' },
  { remote: 'scs', instCode: 'DEMO', username: 'admin' },
  { remote: 'monitor', instCode: 'DEMO', username: 'analyst' },
  { remote: 'management', instCode: 'DEMO', username: 'admin', onHome: true },
  { remote: 'management', instCode: 'PLATFORM', username: 'ops', onHome: true },
];

/** The remote's deployed manifest, as the platform serves it to this user. */
async function deployedManifest(page: Page, remote: string): Promise<{ title: string; menu: Entry[] }> {
  const remotes = (await callApi<{ name: string; manifestUrl: string }[]>(page, 'GET', '/framework/api/remotes')).data;
  const found = remotes.find((r) => r.name === remote);
  expect(found, `${remote} is offered`).toBeTruthy();
  const url = found!.manifestUrl.replace(/mf-manifest\.json$/, 'remote-manifest.json');
  return page.evaluate(async (u) => (await fetch(u)).json(), url);
}

/** The pages a manifest places where the user looks for them: side-menu leaves, or the home's tiles. */
function placed(menu: Entry[], onHome: boolean): Entry[] {
  const leaves = (entries: Entry[]): Entry[] => entries.flatMap((e) => (e.children?.length ? leaves(e.children) : [e]));
  return leaves(menu).filter((e) => (onHome ? e.placement === 'page' || e.tile : (e.placement ?? 'side') === 'side'));
}

for (const { remote, instCode, username, onHome = false } of CASES) {
  test(`every page of the ${remote} manifest is offered to ${instCode}/${username} and none is 建设中`, async ({
    page,
  }) => {
    await new ShellPage(page).signIn(instCode, username);
    const manifest = await deployedManifest(page, remote);
    const declared = placed(manifest.menu, onHome);
    const keys = [...new Set(declared.flatMap((e) => (e.permission ? [e.permission] : [])))];
    const granted = (await callApi<Record<string, boolean>>(page, 'POST', '/framework/api/user/right', keys)).data;
    const expected = declared.filter((e) => !e.permission || granted[e.permission]);
    expect(expected.length, `${remote}: pages this user may open`).toBeGreaterThan(0);

    if (onHome) {
      const tiles = await homeEntries(page, '/management/home', remote);
      expect(tiles.map((t) => t.modelPath)).toEqual(expect.arrayContaining(expected.map((e) => e.path)));
      await expect(page.getByTestId('planned-tile')).toHaveCount(0);
    } else {
      const leaves = await menuLeaves(page);
      expect(leaves.map((n) => n.modelPath)).toEqual(expect.arrayContaining(expected.map((e) => e.path)));
      const mine = leaves.filter((n) => expected.some((e) => e.path === n.modelPath));
      expect(mine.map((n) => n.menuName)).toEqual(expect.arrayContaining(expected.map((e) => e.title)));
      expect(mine.filter((n) => n.planned).map((n) => n.menuName)).toEqual([]);
    }
    expect(
      declared.filter((e) => e.planned).map((e) => e.title),
      `${remote}: 建设中 in the manifest`,
    ).toEqual([]);
  });
}
