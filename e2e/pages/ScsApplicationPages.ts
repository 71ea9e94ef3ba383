import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from '../support/antd';
import { rows, settled } from './parts/table';

/** A list of the shared table once its load settled; answers its total. */
/** SCS 应用服务: 关系挖掘, 统一授信, 风险预警 (`/sameCustomerSystem/applicationService/*`). */
export class ScsApplicationPages {
  constructor(readonly page: Page) {}

  // 关系挖掘
  readonly miningPage = (): Locator => this.page.getByTestId('scs-mining-page');
  readonly circles = (): Locator => this.page.getByTestId('scs-guarantee-circle');
  readonly links = (): Locator => this.page.getByTestId('scs-mining-links');
  readonly linkRows = (): Locator => rows(this.links());

  async filterLinks(typeName: string) {
    await chooseOption(this.page, this.page.getByTestId('scs-mining-type'), typeName);
    await settled(this.links());
  }

  /** Push the first link not pushed yet; answers its row. */
  async pushFirstLink(): Promise<Locator> {
    await settled(this.links());
    const row = this.linkRows()
      .filter({ has: this.page.getByTestId('scs-mining-push') })
      .first();
    const names = await row.locator('a').allTextContents();
    await row.getByTestId('scs-mining-push').click();
    const pushed = this.linkRows().filter({ hasText: names[0]! }).filter({ hasText: names[1]! });
    await expect(pushed.getByTestId('scs-mining-pushed')).toBeVisible();
    return pushed;
  }

  // 统一授信
  readonly creditPage = (): Locator => this.page.getByTestId('scs-credit-page');
  readonly creditGroups = (): Locator => this.page.getByTestId('scs-credit-groups');
  readonly panel = (): Locator => this.page.getByTestId('scs-credit-panel');
  readonly memberRows = (): Locator => rows(this.page.getByTestId('scs-credit-members'));

  async openFirstCreditGroup(): Promise<string> {
    expect(await settled(this.creditGroups())).toBeGreaterThan(0);
    const link = this.creditGroups().getByTestId('scs-credit-group-name').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(this.panel()).toContainText(name);
    return name;
  }

  async setGroupLimit(wan: string) {
    await this.page.getByTestId('scs-group-limit-input').locator('input').fill(wan);
    await this.page.getByTestId('scs-group-limit-save').click();
  }

  async setMemberLimit(index: number, wan: string) {
    await this.memberRows().nth(index).getByTestId('scs-member-limit').locator('input').fill(wan);
    await this.page.getByTestId('scs-allocation-save').click();
  }

  async simulate(memberName: string, wan: string) {
    // A large group's list is virtual: type the name so its option is drawn.
    await chooseOption(this.page, this.page.getByTestId('scs-sim-member'), memberName, { search: true });
    await this.page.getByTestId('scs-sim-amount').locator('input').fill(wan);
    await this.page.getByTestId('scs-sim-run').click();
    await expect(this.page.getByTestId('scs-sim-result')).toBeVisible();
  }

  // 风险预警
  readonly warningPage = (): Locator => this.page.getByTestId('scs-warning-page');
  readonly warnings = (): Locator => this.page.getByTestId('scs-warnings');
  readonly warningRows = (): Locator => rows(this.warnings());

  async scan() {
    await this.page.getByTestId('scs-warning-scan').click();
    await expect(this.page.getByText(/扫描完成：新增预警 \d+ 条/)).toBeVisible();
    return settled(this.warnings());
  }

  async filterWarnings(testId: string, option: string) {
    await chooseOption(this.page, this.page.getByTestId(testId), option);
    await settled(this.warnings());
  }
}
