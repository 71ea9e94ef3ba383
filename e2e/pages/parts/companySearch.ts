import { expect, type Page } from '@playwright/test';

/** Pick a company by name from the suggestions of the company search box `searchTestId`. */
export async function pickCompany(page: Page, searchTestId: string, name: string) {
  await page.getByTestId(searchTestId).getByTestId('company-search-input').fill(name);
  const option = page.locator('.ant-select-item-option').filter({ hasText: name }).first();
  await expect(option).toBeVisible();
  await option.click();
}
