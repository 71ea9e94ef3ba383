import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from '../support/antd';
import { rows } from './parts/table';

/** SCS 数据维护 (`/sameCustomerSystem/dataManagement/dataMaintenance`) and 数据复核 (`…/dataReview`). */
export class DataReviewPages {
  constructor(readonly page: Page) {}

  readonly maintenance = (): Locator => this.page.getByTestId('scs-data-maintenance-page');
  readonly familyTable = (): Locator => this.page.getByTestId('scs-family-table');
  readonly pendingAdds = (): Locator => this.page.getByTestId('scs-pending-adds');
  /** The change dialog, by its title. */
  readonly modal = (title = '新增家族关系'): Locator => this.page.getByRole('dialog', { name: title });

  readonly review = (): Locator => this.page.getByTestId('scs-data-review-page');
  readonly reviewTable = (): Locator => this.page.getByTestId('scs-review-table');
  /** The change's drawer, once it shows the change. */
  readonly drawer = (): Locator =>
    this.page.getByRole('dialog').filter({ has: this.page.getByTestId('scs-change-status') });
  readonly approve = (): Locator => this.drawer().getByTestId('scs-approve');
  readonly cannotDecide = (): Locator => this.drawer().getByTestId('scs-cannot-decide');
  readonly before = (): Locator => this.drawer().getByTestId('scs-before');
  readonly after = (): Locator => this.drawer().getByTestId('scs-after');

  /** The family table's row naming a person. */
  familyRow = (person: string): Locator => rows(this.familyTable()).filter({ hasText: person });
  /** The review table's row of a change, by text of its summary. */
  changeRow = (text: string): Locator => rows(this.reviewTable()).filter({ hasText: text });

  /** Submit a new family tie with a reason (a change waiting for review); each person is searched by name and picked. */
  async addFamily(personA: string, personB: string, relation: string, reason: string) {
    await this.maintenance().getByTestId('scs-add').click();
    await expect(this.modal()).toBeVisible();
    await chooseOption(this.page, this.modal().getByTestId('scs-person-a'), personA, { search: true });
    await chooseOption(this.page, this.modal().getByTestId('scs-person-b'), personB, { search: true });
    await chooseOption(this.page, this.modal().getByTestId('scs-relation'), relation);
    await this.modal().getByTestId('scs-reason').fill(reason);
    await this.modal().getByRole('button', { name: '提交复核' }).click();
    await expect(this.modal()).toBeHidden();
  }

  /** Open the review page's tab (待复核, 已通过, 已驳回). */
  async tab(label: string) {
    await this.review().getByRole('tab', { name: label }).click();
    await expect(this.review().getByRole('tab', { name: label, selected: true })).toBeVisible();
  }

  /** Open a change's drawer from its row. */
  async openChange(text: string) {
    await this.changeRow(text).getByTestId('scs-change-view').click();
    await expect(this.drawer()).toBeVisible();
  }
}
