import { expect, type Page } from '@playwright/test';

/** The width the issue of working tables names: a common office screen. */
export const OFFICE_SCREEN = { width: 1440, height: 900 };

/**
 * The tables in view in the content area that are wider than their box (a user would have to find a scrollbar under
 * them), once none is loading: each as its nearest test id with the two widths.
 */
export async function overflowingTables(page: Page): Promise<string[]> {
  const content = page.getByTestId('page-content');
  await expect(content.locator('.ant-table .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
  return content.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => {
        const owner = el.closest('[data-testid]')?.getAttribute('data-testid') ?? 'table';
        return `${owner}: ${el.scrollWidth} px in ${el.clientWidth} px`;
      }),
  );
}
