import { expect, type Page } from '@playwright/test';

/**
 * Pick a company by name from the suggestions of the company search box `searchTestId`, once they are the name's: a
 * list shown before them (the hot companies on focus) may hold it too, and a click as that list is replaced is lost.
 */
export async function pickCompany(page: Page, searchTestId: string, name: string) {
  const search = page.getByTestId(searchTestId);
  await search.getByTestId('company-search-input').fill(name);
  await expect(search).toHaveAttribute('data-options-for', name);
  const option = page.locator('.ant-select-item-option').filter({ hasText: name }).first();
  await expect(option).toBeVisible();
  await option.click();
}
