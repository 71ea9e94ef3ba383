import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption, exactly } from '../../support/antd';
import { expectRealPage, menuLeaves } from '../../support/menu';
import { settled } from '../../pages/parts/table';

/** A list of the shared table once its load settled; answers its total. */
test('研报检索: filter by broker and rating, read a report, open its stock’s consensus', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '研报', '研报检索');
  await expect(page.getByTestId('research-list-page')).toBeVisible();
  const list = page.getByTestId('list-research');
  const all = await settled(list);
  expect(all).toBeGreaterThan(0);

  await chooseOption(page, page.getByTestId('research-broker'), '中信证券', { search: true });
  await expect(page).toHaveURL((url) => url.searchParams.get('broker') === '中信证券');
  await chooseOption(page, page.getByTestId('research-rating-filter'), exactly('买入'));
  await expect(page).toHaveURL((url) => url.searchParams.get('rating') === '买入');
  // Some reports, once the list of both filters is in (a click lost on the way may have listed another rating).
  await expect(list.getByTestId('research-rating').filter({ hasNotText: /^买入$/ })).toHaveCount(0);
  await expect(list).toHaveAttribute('data-total', /^[1-9]\d*$/);
  const filtered = await settled(list);
  expect(filtered).toBeLessThan(all);
  expect(new Set(await list.getByTestId('research-broker-cell').allTextContents())).toEqual(new Set(['中信证券']));
  expect(new Set(await list.getByTestId('research-rating').allTextContents())).toEqual(new Set(['买入']));

  // The abstract opens in full, and the title opens the report.
  await list.getByTestId('research-abstract-cell').first().getByText('展开').click();
  await expect(list.getByTestId('research-abstract-cell').first()).toContainText('评级');
  await list.getByTestId('research-title').first().click();
  await expect(page.getByTestId('research-drawer-title')).toBeVisible();
  await expect(page.getByTestId('research-facts')).toContainText('中信证券');
  await expect(page.getByTestId('research-forecasts')).toBeVisible();

  // Its stock's consensus: the covering brokers, the rating bar, the median target and upside.
  await page.getByTestId('research-drawer-consensus').click();
  await expect(page.getByTestId('research-consensus-page')).toBeVisible();
  await expect(page.getByTestId('consensus-view')).toBeVisible();
  await expect(page.getByTestId('consensus-stock')).toContainText('（');
  const coverage = page.getByTestId('consensus-coverage');
  const brokers = Number(
    (await page.getByTestId('consensus-brokers').locator('.ant-statistic-content-value').textContent())?.trim(),
  );
  if (brokers > 0) {
    await expect(page.getByTestId('consensus-rating-bar')).toHaveAttribute('data-total', String(brokers));
    expect(await settled(coverage)).toBe(brokers);
    await expect(page.getByTestId('consensus-upside')).toContainText('%');
  } else {
    await expect(page.getByText('近 6 个月没有券商评级')).toBeVisible();
  }
  await expect(page.getByTestId('consensus-eps')).toBeVisible();
});

test('一致预期: a covered stock from the suggestions shows its ratings and targets', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '研报', '一致预期');
  await expect(page.getByTestId('research-consensus-page')).toBeVisible();
  // The most covered stock first: a listed company with several brokers in the last six months.
  await page.getByTestId('consensus-suggestion').first().click();
  await expect(page).toHaveURL(/code=/);
  await expect(page.getByTestId('consensus-view')).toBeVisible();
  const bar = page.getByTestId('consensus-rating-bar');
  await expect(bar).toBeVisible();
  const total = Number(await bar.getAttribute('data-total'));
  expect(total).toBeGreaterThan(1);
  const parts = await bar
    .getByTestId('consensus-rating-bar-datum')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
  expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  await expect(page.getByTestId('consensus-target')).toContainText('元');
  expect(await settled(page.getByTestId('consensus-coverage'))).toBe(total);
});

test('分析师排行 ranks by reports and by hit rate, and every 研报 entry is a real page', async ({ page }) => {
  test.setTimeout(120_000); // five more pages opened afresh
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '研报', '分析师排行');
  await expect(page.getByTestId('research-analyst-page')).toBeVisible();
  const list = page.getByTestId('list-analysts');
  expect(await settled(list)).toBeGreaterThan(0);
  await expect(list.getByTestId('analyst-rank').first()).toHaveText('1');
  const counts = (await list.getByTestId('analyst-reports').allTextContents()).map(Number);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  await page.getByTestId('analyst-sort').getByText('评级命中率').click();
  await expect(page).toHaveURL(/sort=hitRate/);
  await expect(page.getByTestId('analyst-method')).toContainText('180 天');
  // The note shows with the new order's first render: from there the list settles on the new rows, not the old.
  expect(await settled(list)).toBeGreaterThan(0);
  await expect(list.getByTestId('analyst-rank').first()).toHaveText('1');

  // An analyst's name opens the list of their reports.
  const name = (await list.getByTestId('analyst-name').first().textContent())!.trim();
  await list.getByTestId('analyst-name').first().click();
  await expect(page.getByTestId('research-list-page')).toBeVisible();
  await expect(page).toHaveURL(/sac=S\d{13}/);
  expect(await settled(page.getByTestId('list-research'))).toBeGreaterThan(0);
  await expect(page.getByTestId('research-analyst')).toContainText(name);

  const leaves = (await menuLeaves(page)).filter((n) => n.group === '研报');
  expect(leaves.map((n) => n.menuName)).toEqual(['研报检索', '一致预期', '券商一览', '券商研究', '分析师排行']);
  for (const entry of leaves) await expectRealPage(page, entry);
  // 券商一览: a broker's card opens its page.
  await page.goto('/investment/researchReport/iconSearch');
  await page.getByTestId('broker-card').filter({ hasText: '华泰证券' }).click();
  await expect(page.getByTestId('broker-name')).toHaveText('华泰证券');
  await expect(page.getByTestId('broker-reports')).toBeVisible();
});
