import { expect, type Locator } from '@playwright/test';

/** A data row of an antd table (not its header, not the measuring row). */
export const TABLE_ROW = 'tbody tr.ant-table-row';

/** The data rows of a table. */
export const rows = (table: Locator): Locator => table.locator(TABLE_ROW);

/**
 * The total of a list once it has loaded: `DataTable` says it in `data-total` when its answer is in, so a test
 * reads a count only after the rows it counts are drawn.
 */
export async function settled(list: Locator): Promise<number> {
  await expect(list).toHaveAttribute('data-total', /^\d+$/);
  return Number(await list.getAttribute('data-total'));
}
