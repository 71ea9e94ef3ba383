import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('法律法规库: search 保荐 with the hits marked, a repealed rule warns and links its replacement, versions side by side, citation copied', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', '法律法规库');
  await expect(page.getByTestId('law-page')).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);
  const rows = page.getByTestId('law-row');
  await expect(rows.first()).toBeVisible();

  // Full-text search: titles with 保荐 first, the word marked in titles and in the matching articles.
  await page.getByTestId('law-keyword').locator('input').fill('保荐');
  await page.getByTestId('law-keyword').locator('input').press('Enter');
  await expect(page).toHaveURL(/kw=%E4%BF%9D%E8%8D%90/);
  await expect(rows.first().getByTestId('law-title').locator('mark')).toHaveText('保荐');
  const snippetMarks = page.getByTestId('law-snippet').locator('mark');
  await expect(snippetMarks.first()).toHaveText('保荐');
  // The latest version of the repealed rule (its older version follows, marked with its label).
  const repealedLine = page
    .locator('tr')
    .filter({ has: page.getByTestId('law-title').getByText('首次公开发行股票并上市管理办法', { exact: true }) })
    .first();
  const repealedRow = repealedLine.getByTestId('law-row');
  await expect(repealedRow.getByTestId('law-snippet').first()).toContainText('保荐');
  await expect(repealedLine.getByTestId('law-validity')).toHaveText('失效/已废止');

  // A repealed rule: the warning names its replacement; the search words stay marked in its articles.
  await repealedRow.getByTestId('law-title').click();
  await expect(page.getByTestId('law-detail-page')).toBeVisible();
  await expect(page.getByTestId('law-detail-title')).toContainText('首次公开发行股票并上市管理办法');
  const warning = page.getByTestId('law-warning');
  await expect(warning).toContainText('已失效/已废止');
  await expect(warning).toContainText('《首次公开发行股票注册管理办法》');
  await expect(page.getByTestId('law-articles').locator('mark').first()).toHaveText('保荐');
  await expect(page.getByTestId('law-anchors')).toContainText('第一章 总则');

  // 复制引用: 《标题》第X条 on the clipboard, and a success message.
  const first = page.getByTestId('law-article').first();
  await expect(first).toContainText('第一条');
  await first.getByTestId('law-copy-citation').click();
  await expect(page.getByText('已复制引用：《首次公开发行股票并上市管理办法》第一条')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('《首次公开发行股票并上市管理办法》第一条');

  // 版本历史: both versions, and the article the 2020 amendment changed, old and new side by side.
  await page.getByRole('tab', { name: /版本历史/ }).click();
  await expect(page.getByTestId('law-version-item')).toHaveCount(2);
  const change = page.getByTestId('law-change').filter({ hasText: '第五十五条' });
  await expect(change.getByTestId('law-change-old').getByTestId('law-del').first()).toBeVisible();
  await expect(change.getByTestId('law-change-new').getByTestId('law-ins').first()).toContainText('第一百八十一条');
  await expect(page.getByTestId('law-version-counts')).toContainText('修改');

  // The replacement is in force: no warning.
  await page.getByTestId('law-replaced-by').click();
  await expect(page.getByTestId('law-detail-title')).toHaveText('首次公开发行股票注册管理办法');
  await expect(page.getByTestId('law-detail-tags').getByTestId('law-validity')).toHaveText('现行有效');
  await expect(page.getByTestId('law-warning')).toHaveCount(0);
});
