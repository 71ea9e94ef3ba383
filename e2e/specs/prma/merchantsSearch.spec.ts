import { expect, test, type Page } from '@playwright/test';
import { MerchantsSearchPage } from '../../pages/PrmaSourcingPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

interface Merchant {
  entId: string;
  orgName: string;
  wins36: number;
  riskGrade: string;
}
const search = async (page: Page, body: object) =>
  (await callApi<{ total: number; list: Merchant[] }>(page, 'POST', '/esee/prma/merchantsSearch/search', body)).data;

test('partners found with their won bids and risk grade, shortlisted, and compared side by side', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // Start from an empty shortlist (the server is shared by the run's specs).
  const mine = await callApi<Merchant[]>(page, 'GET', '/esee/prma/shortlist/list');
  for (const m of mine.data) await callApi(page, 'POST', '/esee/prma/shortlist/remove', { entId: m.entId });

  await shell.openFromMenu('合作方风险管理', '合作方寻源');
  const sourcing = new MerchantsSearchPage(page);
  await expect(sourcing.root()).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);

  // The count and the first rows are the server's: the most wins in 36 months first, with a risk grade each.
  const all = await search(page, { conditions: {}, pageSize: 10 });
  expect(await sourcing.settledTotal()).toBe(all.total);
  const top = all.list[0]!;
  await expect(sourcing.rows().first()).toContainText(top.orgName);
  await expect(sourcing.rows().first()).toContainText(`${top.wins36} 次`);
  await expect(sourcing.rows().first().getByTestId('risk-grade')).toHaveAttribute('data-grade', top.riskGrade);
  await expect(sourcing.shortlist()).toHaveCount(0);
  await expect(page.getByTestId('shortlist').getByTestId('empty-state')).toBeVisible();

  // Won a bid in the last 12 months: fewer companies, each showing its wins.
  await sourcing.bidWindow('近12个月');
  const won = await search(page, { conditions: {}, bidWins: { years: 1, minWins: 1 }, pageSize: 10 });
  expect(won.total).toBeLessThan(all.total);
  await expect(sourcing.count()).toHaveAttribute('data-total', String(won.total));
  expect(await sourcing.settledTotal()).toBe(won.total);

  // Three on the shortlist; two of them compared.
  const names = won.list.slice(0, 3).map((m) => m.orgName);
  for (const name of names) await sourcing.addToShortlist(name);
  await expect(sourcing.shortlist()).toHaveCount(3);
  await expect(sourcing.compareButton()).toBeDisabled();
  await sourcing.pick(names[0]!);
  await sourcing.pick(names[1]!);
  await expect(sourcing.compareButton()).toBeEnabled();
  await sourcing.compareButton().click();
  await expect(sourcing.compareTable().getByTestId('compare-company')).toHaveText([names[0]!, names[1]!]);
  await expect(sourcing.compareTable().getByTestId('compare-row').filter({ hasText: '近12个月中标' })).toContainText(
    '次',
  );
  await expect(sourcing.compareTable().getByTestId('risk-grade')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(sourcing.compareTable()).toBeHidden();

  // Taken off again: the list and the row follow.
  await sourcing.shortlist().filter({ hasText: names[2]! }).getByTestId('shortlist-remove').click();
  await expect(sourcing.shortlist()).toHaveCount(2);
  await expect(sourcing.row(names[2]!).getByTestId('add-shortlist')).toBeVisible();
});
