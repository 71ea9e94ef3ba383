import { expect, type Locator, type Page } from '@playwright/test';
import { rows, settled } from './parts/table';

/** A list of the shared table once its load settled; answers its total. */
/** SCS 同一客户 (`/sameCustomerSystem/sameCustomer`, its group detail) and 单一客户 (detailsCustomer). */
export class SameCustomerPages {
  constructor(readonly page: Page) {}

  readonly listPage = (): Locator => this.page.getByTestId('same-customer-page');
  readonly groups = (): Locator => this.page.getByTestId('scs-groups');
  readonly runButton = (): Locator => this.page.getByTestId('scs-run');
  readonly runSummary = (): Locator => this.page.getByTestId('scs-run-summary');

  readonly detail = (): Locator => this.page.getByTestId('scs-group-detail-page');
  readonly title = (): Locator => this.page.getByTestId('scs-group-title');
  readonly memberRows = (): Locator => rows(this.page.getByTestId('scs-members'));
  readonly reasons = (): Locator => this.page.getByTestId('scs-member-reason');

  readonly customer = (): Locator => this.page.getByTestId('scs-customer-detail-page');
  readonly customerTitle = (): Locator => this.page.getByTestId('scs-customer-title');
  readonly customerGroup = (): Locator => this.page.getByTestId('scs-customer-group');
  readonly exposureRows = (): Locator => rows(this.page.getByTestId('scs-exposures'));

  loaded = () => settled(this.groups());

  readonly runProgress = (): Locator => this.page.getByTestId('scs-run-progress');

  /** Run the identification (a run on the server's job system, followed in the page) and wait for its summary. */
  async runIdentification() {
    await this.runButton().click();
    await expect(this.runButton()).toHaveText('运行识别');
    await expect(this.runProgress()).toHaveCount(0);
    await expect(this.runSummary()).toBeVisible();
  }

  /** Open the first group of the list; answers its name. */
  async openFirstGroup(): Promise<string> {
    const link = this.groups().getByTestId('scs-group-name').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(this.title()).toHaveText(name);
    return name;
  }

  /** Open a member (by its row, 0-based) of the group; answers its name. */
  async openMember(index: number): Promise<string> {
    const link = this.memberRows().nth(index).getByTestId('scs-member-link');
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(this.customerTitle()).toHaveText(name);
    return name;
  }
}
