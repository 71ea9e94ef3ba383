import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, exactly } from '../support/antd';
import { rows, settled } from './parts/table';

/** A list of the shared table once its load settled; answers its total. */
/** IBA 境外企业: the list (`/investment/allInfo/entAbroad`) and a company's page (`.../detail?id=`). */
export class EntAbroadPages {
  constructor(readonly page: Page) {}

  readonly listPage = (): Locator => this.page.getByTestId('ent-abroad-page');
  readonly list = (): Locator => this.page.getByTestId('list-ent-abroad');
  readonly jurisdictionCells = (): Locator => this.list().getByTestId('ent-abroad-jurisdiction-cell');

  readonly detail = (): Locator => this.page.getByTestId('overseas-detail');
  readonly title = (): Locator => this.page.getByTestId('overseas-title');
  readonly basic = (): Locator => this.page.getByTestId('overseas-basic');
  readonly officerRows = (): Locator => rows(this.page.getByTestId('overseas-officers'));
  readonly holderRows = (): Locator => rows(this.page.getByTestId('overseas-holders'));
  readonly mainlandRows = (): Locator => rows(this.page.getByTestId('overseas-mainland'));
  readonly mainlandLinks = (): Locator => this.page.getByTestId('overseas-mainland-link');
  readonly subsidiaryRows = (): Locator => rows(this.page.getByTestId('overseas-subsidiaries'));

  loaded = () => settled(this.list());

  /** Choose one value of a filter select (by its test id). */
  async choose(testId: string, value: string) {
    await chooseOption(this.page, this.page.getByTestId(testId), exactly(value));
  }

  /** Open the first company of the list; answers its name. */
  async openFirst(): Promise<string> {
    const link = this.list().getByTestId('ent-abroad-name').first();
    const name = (await link.getByTestId('ent-abroad-en').textContent())!.trim();
    await link.click();
    await expect(this.detail()).toBeVisible();
    await expect(this.title()).toHaveText(name);
    return name;
  }
}
