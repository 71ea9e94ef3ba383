import type { Page } from '@playwright/test';

/** Call the API as the user signed in on `page` (its token, its session); answers the envelope. */
export async function callApi<T = unknown>(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = sessionStorage.getItem('esee.token') ?? localStorage.getItem('esee.token') ?? '';
      const response = await fetch(url, {
        method,
        headers: { 'X-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as { code: number; data: unknown; message: string };
    },
    { method, url, body },
  ) as Promise<{ code: number; data: T; message: string }>;
}

/** The hot companies of the demo data (listed groups first: the fullest detail pages). */
export async function hotCompanies(page: Page): Promise<{ entId: string; orgName: string }[]> {
  const hot = await callApi<{ hotspotCompanyList: { entId: string; orgName: string }[] }>(
    page,
    'GET',
    '/esee/baseinfo/hotspot?type=1',
  );
  return hot.data.hotspotCompanyList;
}

/** The `n`th hot company. */
export const hotCompany = async (page: Page, n = 0) => (await hotCompanies(page))[n]!;

/**
 * The first hot company that `fits`. The demo data is generated relative to today, so which company has a record a
 * test needs changes from day to day: look for it, don't assume. Fails the test when none fits.
 */
export async function hotCompanyWhere(
  page: Page,
  what: string,
  fits: (company: { entId: string; orgName: string }) => Promise<boolean>,
): Promise<{ entId: string; orgName: string }> {
  for (const company of await hotCompanies(page)) if (await fits(company)) return company;
  throw new Error(`no hot company of the demo data ${what}`);
}

interface HoldingNode {
  entity: { id: string; kind: string; name: string };
  ratio?: number;
  children: HoldingNode[];
}

/**
 * A control relation of the demo data: the first of the first ten `hot` companies holding over half of another
 * company (a group head), and that company; undefined when none does.
 */
export async function controlPair(
  page: Page,
  hot: { entId: string; orgName: string }[],
): Promise<{ head: string; headId: string; held: string; heldId: string } | undefined> {
  for (const company of hot.slice(0, 10)) {
    const down = await callApi<{ root: HoldingNode }>(
      page,
      'GET',
      `/esee/graph/stockRight?entId=${company.entId}&direction=down&depth=1`,
    );
    const held = down.data.root.children.find((c) => c.entity.kind === 'C' && (c.ratio ?? 0) > 0.5);
    if (held) return { head: company.orgName, headId: company.entId, held: held.entity.name, heldId: held.entity.id };
  }
  return undefined;
}
