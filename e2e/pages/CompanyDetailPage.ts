import { expect, type Locator, type Page } from '@playwright/test';

/** The company detail (`/baseinfo/orgdetail/{tab}`): header card, tabs, sections. */
export class CompanyDetailPage {
  constructor(readonly page: Page) {}

  readonly header = (): Locator => this.page.getByTestId('company-header');
  readonly name = (): Locator => this.page.getByTestId('company-name');
  readonly section = (id: string): Locator => this.page.getByTestId(`section-${id}`);

  async open(query: Record<string, string>, tab = '') {
    await this.page.goto(`/baseinfo/orgdetail${tab ? `/${tab}` : ''}?${new URLSearchParams(query).toString()}`);
    await expect(this.header()).toBeVisible();
  }

  /** Click a tab by its key and wait for its panel. */
  async openTab(key: string): Promise<Locator> {
    await this.page.getByTestId(`tab-label-${key}`).click();
    const panel = this.page.getByTestId(`tab-${key}`);
    await expect(panel).toBeVisible();
    return panel;
  }

  /** The rows of a section's table, loaded (the table says its total once its load settled). */
  async loadedTable(section: Locator): Promise<Locator> {
    const table = section.locator('[data-total]').first();
    await expect(table).toBeVisible();
    return table;
  }
}
