import { expect, type Page } from '@playwright/test';

/** The JS files of a package the shell provides to the page (Module Federation shared), from its manifest. */
export async function sharedPackageFiles(page: Page, pkg: string): Promise<string[]> {
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const shared = manifest.shared.find((s) => s.name === pkg);
  expect(shared, `the shell provides ${pkg}`).toBeTruthy();
  return [...shared!.assets.js.sync, ...shared!.assets.js.async];
}

/** The paths the page requests from now on that are one of `files`, in order. */
export function recordFetches(page: Page, files: string[]): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (files.some((f) => path.endsWith(f))) fetched.push(path);
  });
  return fetched;
}
