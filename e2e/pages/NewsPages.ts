import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** CBA 风险新闻 (`/bankAssistant/danger/*`): the desk's list, one company's page, one article. */
export class DangerNewsPages {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-danger-news');
  readonly rows = (): Locator => rows(this.list());
  readonly unread = (): Locator => this.page.getByTestId('danger-unread');
  readonly related = (): Locator => this.page.getByTestId('danger-related');

  async open() {
    await this.page.goto('/bankAssistant/danger/newsList');
    await expect(this.page.getByTestId('danger-news-list-page')).toBeVisible();
  }

  /** The list once its load settled (the table says its total). */
  async loaded(): Promise<number> {
    await expect(this.list()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.list().getAttribute('data-total'));
  }

  /** The unread count the page shows (未读 N 条). */
  async unreadCount(): Promise<number> {
    await expect(this.unread()).toHaveText(/未读 \d+ 条/);
    return Number((await this.unread().innerText()).match(/\d+/)![0]);
  }

  /** The read-state switch: 全部, 未读 or 已读. */
  async showOnly(state: '全部' | '未读' | '已读') {
    await this.page.getByTestId('danger-read-state').getByText(state, { exact: true }).click();
  }
}

/** 舆情全文 (`/bankAssistant/publicsenInformation/listDetail`): every story of a scope in full. */
export class NewsListDetailPage {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-news-articles');
  readonly rows = (): Locator => rows(this.list());
  /** The drawer a story's title opens over the list: the article whole. */
  readonly article = (): Locator => this.page.getByTestId('news-article-drawer');

  async loaded(): Promise<number> {
    await expect(this.list()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.list().getAttribute('data-total'));
  }
}
