import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** CBA 地图找客 (`/bankAssistant/mapSearch`): the map, its toolbar and the result beside it. */
export class MapSearchPage {
  constructor(readonly page: Page) {}

  readonly canvas = (): Locator => this.page.getByTestId('map-canvas');
  readonly total = (): Locator => this.page.getByTestId('map-total');
  readonly list = (): Locator => this.page.getByTestId('map-companies');
  readonly rows = (): Locator => rows(this.list());
  /** A province's (or the inset's) name written on the map, and a district's once zoomed in to its city. */
  readonly provinceName = (name: string): Locator =>
    this.page.getByTestId('map-names').getByText(name, { exact: true });
  readonly districtName = (name: string): Locator =>
    this.page.getByTestId('map-district-names').getByText(name, { exact: true });

  /** Opens the page and waits for the map to be drawn with its density. */
  async open() {
    await this.page.goto('/bankAssistant/mapSearch');
    await expect(this.page.getByTestId('map-search-page')).toBeVisible();
    // The map library (its own chunk) and a software WebGL context take a while on a busy machine.
    await expect(this.canvas()).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(this.canvas()).toHaveAttribute('data-density', /heat|points/);
  }

  /** The count the result shows once its search settled. */
  async settledTotal(): Promise<number> {
    await expect(this.list()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.list().getAttribute('data-total'));
  }

  async tool(label: '浏览' | '画圆' | '矩形' | '多边形') {
    await this.page.getByTestId('map-tools').getByText(label, { exact: true }).click();
  }

  async radius(km: number) {
    await this.page.getByTestId('map-radius').getByText(`${km} 公里`, { exact: true }).click();
  }

  /** Chooses a region through the cascader: 上海市 → 上海市, or one level only. */
  async region(...names: string[]) {
    await this.page.getByTestId('map-region').click();
    for (const [i, name] of names.entries()) {
      await this.page.locator('.ant-cascader-menu').nth(i).getByText(name, { exact: true }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  /** A click at a fraction of the map's width and height. */
  async clickMap(x: number, y: number) {
    const box = (await this.canvas().boundingBox())!;
    await this.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
}
