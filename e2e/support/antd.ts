import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Choose an option of an antd select. On a busy machine a click can land while the list is still opening and
 * be lost, so the choice is checked on the select and repeated until it shows. `search` types the label first,
 * for selects whose list is long.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp, { search = false } = {}) {
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option });
  await expect(async () => {
    if (!(await item.first().isVisible())) {
      await select.click();
      // A retry types into what the last try left (the answer was slow to come): replace it, don't append.
      if (search && typeof option === 'string') {
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(option);
      }
    }
    await item.first().click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** `text` as a regular expression matching it literally (company names carry brackets). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The exact label, for `chooseOption`: 省级 and not 省级以上. */
export const exactly = (label: string) => new RegExp(`^${escapeRegExp(label)}$`);
