import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, exactly } from '../support/antd';
import { rows, settled } from './parts/table';

/** A list of the shared table once its load settled; answers its total. */
/** Choose a path in an antd cascader (province, then city …); the choice shows on the cascader. */
async function chooseCascade(page: Page, cascader: Locator, path: string[]) {
  await expect(async () => {
    const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    if (!(await menus.first().isVisible())) await cascader.click();
    for (const [i, label] of path.entries())
      await menus
        .nth(i)
        .locator('.ant-cascader-menu-item')
        .filter({ hasText: exactly(label) })
        .click({ timeout: 2000 });
    await expect(cascader).toContainText(path.at(-1)!, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
}

/** IBA 知识产权查询 (`/investment/allInfo/intelProperty`). */
export class IntelPropertyPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('intel-property-page');
  readonly ranking = (): Locator => this.page.getByTestId('ip-ranking');
  readonly holders = (): Locator => this.page.getByTestId('ip-holders');
  readonly holderRows = (): Locator => rows(this.holders());
  readonly tab = (kind: string): Locator => this.page.getByTestId(`ip-tab-${kind}`);
  readonly list = (kind: string): Locator => this.page.getByTestId(`records-${kind}`);
  readonly listRows = (kind: string): Locator => rows(this.list(kind));

  /** The total of a kind's list once it has settled. */
  total = (kind: string) => settled(this.list(kind));

  /** The list's total once it differs from `before` (a filter took effect). */
  async totalChangedFrom(kind: string, before: number): Promise<number> {
    await expect(this.list(kind)).not.toHaveAttribute('data-total', String(before));
    return this.total(kind);
  }

  async search(keyword: string) {
    const input = this.page.getByTestId('ip-keyword').locator('input');
    await input.fill(keyword);
    await input.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`kw=${encodeURIComponent(keyword)}`));
  }

  region = (path: string[]) => chooseCascade(this.page, this.page.getByTestId('ip-region'), path);

  /** The titles (first dictionary column) of the rows on screen. */
  async titles(kind: string, column: number): Promise<string[]> {
    // 序号, 持有人, then the kind's columns.
    return (
      await this.listRows(kind)
        .locator(`td:nth-child(${column + 3})`)
        .allInnerTexts()
    ).map((t) => t.trim());
  }
}

/** IBA 机构查询 (`/investment/allInfo/organization`). */
export class OrganizationPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('organization-page');
  readonly list = (): Locator => this.page.getByTestId('list-organization');
  readonly rows = (): Locator => rows(this.list());
  readonly names = (): Locator => this.list().getByTestId('organization-name');
  readonly kinds = (): Locator => this.list().getByTestId('organization-kind');

  total = () => settled(this.list());

  async totalChangedFrom(before: number): Promise<number> {
    await expect(this.list()).not.toHaveAttribute('data-total', String(before));
    return this.total();
  }

  async chooseKind(label: RegExp) {
    await chooseOption(this.page, this.page.getByTestId('organization-kinds'), label);
    await this.page.keyboard.press('Escape');
  }

  async search(keyword: string) {
    const input = this.page.getByTestId('organization-keyword').locator('input');
    await input.fill(keyword);
    await input.press('Enter');
  }
}

/** IBA 人员涉诉查询 (`/investment/allInfo/personLaw`). */
export class PersonLawPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('person-law-page');
  readonly candidates = (): Locator => this.page.getByTestId('person-law-candidate');
  readonly records = (): Locator => this.page.getByTestId('person-law-records');
  readonly tabs = (): Locator => this.page.getByTestId('person-law-tabs');

  /** Search people by name; waits for the namesakes or the empty state. */
  async searchName(name: string, { withRecords = false } = {}) {
    await this.page.getByTestId('person-law-name').fill(name);
    await this.page.getByRole('checkbox', { name: '只看有涉诉记录的人员' }).setChecked(withRecords);
    await this.page.getByTestId('person-law-search').click();
    await expect(this.page.getByTestId('person-law-candidates').or(this.page.getByTestId('empty-state'))).toBeVisible();
  }
}
