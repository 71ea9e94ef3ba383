import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, exactly } from '../support/antd';
import { chooseProjectAndAdd } from './AddToProjectDialog';
import { settled, rows } from './parts/table';

/** A list of the shared table once its load settled; answers its total. */
/** CBA 融资事件 (`/bankAssistant/financingEvent/list`): filters and the event list. */
export class FinancingEventsPage {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-financing-events');
  readonly rows = (): Locator => rows(this.list());
  readonly rounds = (): Locator => this.list().getByTestId('event-round');

  async open() {
    await this.page.goto('/bankAssistant/financingEvent/list');
    await expect(this.page.getByTestId('financing-event-page')).toBeVisible();
  }

  loaded = () => settled(this.list());

  /** Choose one round in the round filter. */
  async filterRound(round: string) {
    await chooseOption(this.page, this.page.getByTestId('filter-round'), exactly(round));
    await this.page.keyboard.press('Escape');
  }
}

/** CBA 投资机构 list and detail. */
export class InvestorPages {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-investors');
  readonly portfolio = (): Locator => this.page.getByTestId('investor-portfolio');
  readonly portfolioRows = (): Locator => rows(this.portfolio());

  async open() {
    await this.page.goto('/bankAssistant/investmentInstitution/list');
    await expect(this.page.getByTestId('investor-page')).toBeVisible();
  }

  loaded = () => settled(this.list());
  portfolioLoaded = () => settled(this.portfolio());

  /** Open the first institution of the list (the busiest). */
  async openFirst(): Promise<string> {
    const link = this.list().getByTestId('investor-name').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(this.page.getByTestId('investor-title')).toHaveText(name);
    return name;
  }

  /** Tick the first `n` portfolio rows and add their companies to the project named. */
  async addToProject(n: number, project: string) {
    for (let i = 0; i < n; i++) await this.portfolioRows().nth(i).locator('input[type=checkbox]').check();
    await this.page.getByTestId('portfolio-add-to-project').click();
    await chooseProjectAndAdd(this.page, project);
  }
}
