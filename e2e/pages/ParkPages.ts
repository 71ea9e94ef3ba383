import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, exactly } from '../support/antd';
import { settled, rows } from './parts/table';

/** A list of the shared table once its load settled; answers its total. */
/** CBA 园区找客: the park list (`/bankAssistant/garden/tableGarden`) and a park's page. */
export class ParkPages {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-parks');
  readonly levels = (): Locator => this.list().getByTestId('park-level');
  readonly companies = (): Locator => this.page.getByTestId('park-companies');
  readonly companyRows = (): Locator => rows(this.companies());

  async open() {
    await this.page.goto('/bankAssistant/garden/tableGarden');
    await expect(this.page.getByTestId('park-page')).toBeVisible();
  }

  loaded = () => settled(this.list());
  companiesLoaded = () => settled(this.companies());

  /** Choose one value of a filter select (by its test id). */
  async choose(testId: string, value: string) {
    await chooseOption(this.page, this.page.getByTestId(testId), exactly(value));
  }

  /** Open the first park of the list; answers its name. */
  async openFirst(): Promise<string> {
    const link = this.list().getByTestId('park-name').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(this.page.getByTestId('park-title')).toHaveText(name);
    return name;
  }
}
