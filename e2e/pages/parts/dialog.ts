import type { Locator, Page } from '@playwright/test';

/** The open dialog (antd Modal) with this title or content. */
export const dialog = (page: Page, has: string | RegExp | Locator): Locator =>
  typeof has === 'string' || has instanceof RegExp
    ? page.getByRole('dialog').filter({ hasText: has })
    : page.getByRole('dialog').filter({ has });

/** Close a dialog with its × (not 取消, which some dialogs use for an action of their own). */
export const closeDialog = (modal: Locator) => modal.locator('.ant-modal-close').click();
