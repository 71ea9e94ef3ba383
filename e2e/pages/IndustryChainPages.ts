import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, exactly } from '../support/antd';
import { rows } from './parts/table';

/** CBA 产业链找客: the chain page (`/bankAssistant/industryToker`), a segment's page and the report preview. */
export class IndustryChainPages {
  constructor(readonly page: Page) {}

  readonly picker = (): Locator => this.page.getByTestId('chain-picker');
  readonly nodes = (): Locator => this.page.getByTestId('chain-node');
  readonly node = (name: string): Locator =>
    this.nodes().filter({ has: this.page.getByTestId('chain-node-name').getByText(name, { exact: true }) });
  readonly companies = (): Locator => this.page.getByTestId('chain-companies');
  readonly companyRows = (): Locator => rows(this.companies());

  async open() {
    await this.page.goto('/bankAssistant/industryToker');
    await expect(this.page.getByTestId('industry-toker-page')).toBeVisible();
  }

  /** Choose a chain by its name; waits for its tree. */
  async chooseChain(name: string) {
    await this.picker()
      .getByText(new RegExp(`^${name}（\\d+）$`))
      .click();
    await expect(this.page.getByTestId('chain-title')).toHaveText(`${name}产业链`);
  }

  /** The count a segment card shows. */
  async nodeCount(name: string): Promise<number> {
    const text = await this.node(name).getByTestId('chain-node-count').textContent();
    return Number(/\d+/.exec(text ?? '')?.[0]);
  }

  /** The company list's total once its load settled. */
  async companiesLoaded(): Promise<number> {
    await expect(this.companies()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.companies().getAttribute('data-total'));
  }

  /** Choose one value of a filter select (by its test id). */
  async choose(testId: string, value: string) {
    await chooseOption(this.page, this.page.getByTestId(testId), exactly(value));
  }
}
