import { expect, test, type Page } from '@playwright/test';
import { PersonPostPages } from '../../pages/PersonPostPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

interface Suggestions {
  total: number;
  list: { personId: string; name: string; companies: { entId: string; name: string }[] }[];
}
interface Posts {
  current: { entId: string; entName: string; roles: string[] }[];
}

/**
 * A name several people of the demo data bear, one of them working at a hot company that their suggestion
 * shows: from the hot companies' 主要人员, through the page's own suggestion call.
 */
async function sharedName(page: Page) {
  for (const company of (await hotCompanies(page)).slice(0, 20)) {
    const people = await callApi<{ list: { name: string }[] }>(page, 'POST', '/esee/microDetail/queryPeople', {
      entId: company.entId,
      pageSize: 20,
    });
    for (const { name } of people.data?.list ?? []) {
      const found = await callApi<Suggestions>(
        page,
        'GET',
        `/esee/iba/personPost/suggest?${new URLSearchParams({ persName: name })}`,
      );
      const person = found.data.list.find((p) => p.companies.some((c) => c.entId === company.entId));
      if (found.data.total >= 2 && person) return { name, company, personId: person.personId };
    }
  }
  return undefined;
}

test('人员投资任职: a name several people share, one picked by a company, their companies with roles, as cards, a company opened', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const shared = await sharedName(page);
  expect(shared, 'a name borne by several people of the demo data').toBeDefined();
  const { name, company, personId } = shared!;
  const posts = await callApi<Posts>(page, 'GET', `/esee/iba/personPost/list?personId=${encodeURIComponent(personId)}`);
  const expected = posts.data.current.find((c) => c.entId === company.entId)!;
  expect(expected.roles.length).toBeGreaterThan(0);

  await shell.openFromMenu('投行助手', '尽调工具', '人员投资任职');
  const pages = new PersonPostPages(page);
  await expect(pages.search()).toBeVisible();
  await expect(page.getByText('输入人员姓名开始查询')).toBeVisible();

  // The name alone: several people, each with their companies to choose by.
  await pages.searchName(name);
  expect(await pages.namesakes().count()).toBeGreaterThanOrEqual(2);
  await pages.pickByCompany(company.orgName);
  await expect(page).toHaveURL(/\/investment\/allInfo\/personPost\/list\?/);
  await expect(page.getByTestId('person-post-name-title')).toHaveText(name);
  await expect(page.getByTestId('person-post-by-company')).toContainText(company.orgName);
  await expect(pages.graph()).toBeVisible();

  // The list: the company with the person's roles there, as the server has them.
  await expect(pages.row(company.orgName)).toBeVisible();
  expect(await pages.roles(pages.row(company.orgName))).toEqual(expected.roles);

  // The same as cards.
  await page.getByTestId('person-post-view').getByText('卡片').click();
  await expect(page).toHaveURL(/\/personPost\/listCard\?/);
  await expect(pages.card(company.orgName)).toBeVisible();
  expect(await pages.roles(pages.card(company.orgName))).toEqual(expected.roles);

  // 历史: the past roles, or the empty state that says there are none.
  await page.getByTestId('person-post-tabs').getByRole('tab', { name: /历史/ }).click();
  await expect(page.getByTestId('list-person-post-history').or(page.getByTestId('empty-state'))).toBeVisible();
  await page.getByTestId('person-post-tabs').getByRole('tab', { name: /当前/ }).click();

  // A company opens its detail page in a new tab.
  const opened = context.waitForEvent('page');
  await pages.card(company.orgName).getByTestId('person-post-company-link').click();
  const detail = await opened;
  await expect(detail).toHaveURL(new RegExp(`/baseinfo/orgdetail\\?eid=${company.entId}`));
  await expect(detail.getByTestId('company-name')).toHaveText(company.orgName);
});
