import { expect, test } from '@playwright/test';
import { PublicsenPage } from '../../pages/CbaPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

type Page = { total: number; list: { newsId: string; title: string; sentiment: string }[] };

test('企业舆情: a company’s news shows, filtering by sentiment changes the list, and an article opens', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  // A company with negative news and other news, so that the filter has something to change.
  const list = async (body: object) => (await callApi<Page>(page, 'POST', '/esee/cba/publicsen/list', body)).data;
  let chosen: { entId: string; orgName: string; all: number; negative: number } | undefined;
  for (const c of await hotCompanies(page)) {
    const [all, negative] = [
      (await list({ entId: c.entId })).total,
      (await list({ entId: c.entId, sentiment: '负面' })).total,
    ];
    if (negative > 0 && all > negative) {
      chosen = { ...c, all, negative };
      break;
    }
  }
  expect(chosen, 'a hot company with negative and other news').toBeDefined();
  const { entId, orgName, all, negative } = chosen!;

  const news = new PublicsenPage(page);
  // Without a chosen company the page shows the analyst's monitored companies' news, and says how to choose one.
  await news.open();
  await expect(page.getByTestId('publicsen-scope-hint')).toBeVisible();
  await news.open(`?entId=${encodeURIComponent(entId)}&entName=${encodeURIComponent(orgName)}`);
  await expect(page.getByTestId('publicsen-company-chip')).toHaveText(orgName);
  expect(await news.loaded()).toBe(all);
  await expect(page.getByTestId('publicsen-trend-chart')).toBeVisible();

  await page.getByTestId('publicsen-sentiment').getByText('负面', { exact: true }).click();
  await expect(page).toHaveURL(/sentiment=%E8%B4%9F%E9%9D%A2/);
  await expect(news.list()).toHaveAttribute('data-total', String(negative));
  const tags = news.list().getByTestId('publicsen-sentiment-tag');
  await expect(tags.first()).toBeVisible();
  for (const text of await tags.allInnerTexts()) expect(text).toBe('负面');

  const first = news.list().getByTestId('publicsen-title').first();
  const title = await first.innerText();
  await first.click();
  await expect(page.getByTestId('publicsen-detail-title')).toHaveText(title);
  await expect(page.getByTestId('publicsen-detail-body')).not.toBeEmpty();
  // The article in paragraphs (its body), not the one-sentence summary.
  await expect(page.getByTestId('publicsen-detail-body-paragraph').nth(2)).toBeVisible();
  await expect(page.getByTestId('publicsen-related')).toContainText(orgName);
});
