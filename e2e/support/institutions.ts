import { expect, type Browser, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

/**
 * The platform admin's 新增机构 form, on `page` already opened to it: a new institution with its solutions and its
 * first manager (`chief`, with a first password); waits for the form, and for the institution list after submitting.
 */
export async function addInstitution(
  page: Page,
  o: { code: string; name: string; solutions: string[]; managerName: string; password: string },
) {
  await expect(page.getByTestId('add-product-page')).toBeVisible();
  await page.getByTestId('product-code').fill(o.code);
  await page.getByTestId('product-name').fill(o.name);
  const solutions = page.getByTestId('product-solutions');
  for (const solution of o.solutions) await solutions.getByText(solution, { exact: true }).click();
  await page.getByTestId('manager-username').fill('chief');
  await page.getByTestId('manager-name').fill(o.managerName);
  await page.getByTestId('manager-password').fill(o.password);
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('product-list-page')).toBeVisible();
}

/**
 * The first login of institution `code`'s manager `chief`, in a browser context of their own: signs in with the
 * `first` password, sets `own`, and waits for the home page. The context is the caller's to close.
 */
export async function managerFirstLogin(browser: Browser, code: string, first: string, own: string) {
  const context = await browser.newContext();
  const manager = await context.newPage();
  const login = new LoginPage(manager);
  await login.goto();
  await login.login(code, 'chief', first);
  await manager.getByTestId('reset-password').fill(own);
  await manager.getByTestId('reset-confirm').fill(own);
  await manager.getByTestId('reset-submit').click();
  await expect(new ShellPage(manager).home()).toBeVisible();
  return { context, manager };
}
