import { expect, type Locator, type Page } from '@playwright/test';
import { chooseProjectAndAdd } from './AddToProjectDialog';
import { rows } from './parts/table';
import { pickCompany } from './parts/companySearch';

/** CBA 关系找客 (`/bankAssistant/marketing`): seeds, relation kinds, depth, the ranked prospects. */
export class RelationProspectPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('relation-prospect-page');
  readonly seeds = (): Locator => this.page.getByTestId('seed-chip');
  readonly list = (): Locator => this.page.getByTestId('relation-prospects');
  readonly rows = (): Locator => rows(this.list());
  readonly paths = (): Locator => this.list().getByTestId('prospect-path');
  readonly hubs = (): Locator => this.page.getByTestId('relation-hub');

  async open() {
    await this.page.goto('/bankAssistant/marketing');
    await expect(this.root()).toBeVisible();
  }

  /** Type a seed's name and pick it from the type-ahead: it joins the chips. */
  async addSeed(name: string) {
    await pickCompany(this.page, 'relation-seed-search', name);
    await expect(this.seeds().filter({ hasText: name })).toBeVisible();
  }

  async depth(hops: 1 | 2) {
    await this.page
      .getByTestId('relation-depth')
      .getByText(hops === 1 ? '一跳' : '两跳')
      .click();
  }

  /** Run and wait for the table to settle; answers the count. */
  async run(): Promise<number> {
    await this.page.getByTestId('relation-run').click();
    await expect(this.list()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.list().getAttribute('data-total'));
  }

  /** Tick the first `n` prospects and add them to the project named. */
  async addToProject(n: number, project: string) {
    for (let i = 0; i < n; i++) await this.rows().nth(i).locator('input[type=checkbox]').check();
    await this.page.getByTestId('relation-add-to-project').click();
    await chooseProjectAndAdd(this.page, project);
  }
}
