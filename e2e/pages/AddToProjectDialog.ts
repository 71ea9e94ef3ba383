import { expect, type Page } from '@playwright/test';
import { chooseOption } from '../support/antd';

/**
 * The 加入项目 dialog of @esee/ui, once opened: choose the project named and add. On a busy machine a click on
 * an option can land while the list is still opening and be lost, so the choice is checked and repeated.
 */
export async function chooseProjectAndAdd(page: Page, project: string) {
  const select = page.getByTestId('add-to-project').getByTestId('project-select');
  await chooseOption(page, select, project);
  await page
    .getByRole('button', { name: '加 入' })
    .or(page.getByRole('button', { name: '加入' }))
    .last()
    .click();
  await expect(page.getByText(/^已加入\d+家企业/)).toBeVisible();
}
