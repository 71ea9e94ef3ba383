import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany } from '../../support/api';

/** 首页「我的工作」 (issue 42): what waits for the person, drawn from their own data and rights. */
test('the home shows my work: to-dos, recent companies and a figure per enabled solution', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page, 2);
  expect((await callApi(page, 'POST', '/esee/userAnalysis/entHisEntry', { entId: company.entId })).code).toBe(200);
  await page.reload();
  const work = page.getByTestId('home-work');
  await expect(work.getByRole('heading', { name: /我的工作/ })).toBeVisible();
  await expect(work.getByTestId('home-recent').getByRole('link', { name: company.orgName })).toBeVisible();
  await expect(work.getByTestId('home-todos')).toBeVisible();
  await expect(work.getByTestId('home-jobs')).toBeVisible();
  // The bank has the four solutions: each shows its figure, linking to its page.
  for (const solution of ['cba', 'prma', 'iba', 'scs'])
    await expect(work.getByTestId(`home-figure-${solution}`)).toBeVisible();
  await work.getByTestId('home-figure-scs').click();
  await expect(page).toHaveURL(/\/sameCustomerSystem\/sameCustomer$/);
});

test('a securities firm without IBA and SCS sees no figure of them', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO2', 'admin');
  const work = page.getByTestId('home-work');
  await expect(work.getByTestId('home-figure-cba')).toBeVisible();
  await expect(work.getByTestId('home-figure-prma')).toBeVisible();
  await expect(work.getByTestId('home-figure-iba')).toHaveCount(0);
  await expect(work.getByTestId('home-figure-scs')).toHaveCount(0);
});
