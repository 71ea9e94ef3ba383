import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { rows } from '../../pages/parts/table';

test('the header search suggests realistic companies, lists results, and opens a company in a new tab', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const header = page.getByTestId('header-search');
  const input = header.getByTestId('company-search-input');

  // Empty: refused with the spec's message.
  await header.getByTestId('company-search-submit').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '查询内容不能为空' })).toBeVisible();

  // On focus, hot companies; while typing, suggestions containing the text.
  await input.click();
  await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
  await input.fill('科技');
  const option = page.locator('.ant-select-item-option').filter({ hasText: '科技' }).first();
  await expect(option).toBeVisible();
  expect(await option.innerText()).toMatch(/科技.*(公司|合伙企业)/);

  // Query: the results dialog, titled with the count (999+ above 999), paged by 10.
  await header.getByTestId('company-search-submit').click();
  const dialog = page.getByTestId('company-search-results');
  await expect(dialog.getByText('共找到 999+ 家企业')).toBeVisible();
  await expect(rows(dialog)).toHaveCount(10);
  const first = rows(dialog).first();
  const name = (await first.locator('td').first().innerText()).trim();
  expect(name).toContain('科技');
  await expect(first.getByTestId('company-status')).toBeVisible();

  const opened = context.waitForEvent('page');
  await first.click();
  const detail = await opened;
  await detail.waitForLoadState();
  // A company opens its detail, a social organisation (商会, 协会) its own page; which comes first depends on what
  // users viewed (the ranking counts views).
  expect(detail.url()).toMatch(/\/(baseinfo\/orgdetail|apps\/allInfo\/searchAgencyDetails)\?eid=E\d{9}&companyName=/);
  expect(decodeURIComponent(new URL(detail.url()).searchParams.get('companyName')!)).toBe(name);
});

test('the home search box hints when empty and searches by credit code', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const box = page.getByTestId('company-search');
  await box.getByTestId('company-search-submit').click();
  await expect(box.getByTestId('company-search-hint')).toHaveText('企业名称不能为空，请输入准确的企业名称');
  await box.getByTestId('company-search-input').fill('9111');
  await expect(box.getByTestId('company-search-hint')).toHaveCount(0);
  await box.getByTestId('company-search-submit').click();
  const dialog = page.getByTestId('company-search-results');
  await expect(rows(dialog).first()).toContainText('9111');
});

test('an over-long header search is cut at the limit, says so in Chinese, and answers (issue 36)', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const header = page.getByTestId('header-search');
  const input = header.getByTestId('company-search-input');
  // Pasted past the limit: the box keeps 100 characters and says why, in Chinese.
  await input.fill('长'.repeat(120));
  await expect(input).toHaveValue('长'.repeat(100));
  await expect(header.getByTestId('company-search-limit')).toHaveText('企业名称最多 100 个字符');
  // The search answers (no 「entName 不能超过 100 个字符」, no dialog left on 搜索中…).
  await header.getByTestId('company-search-submit').click();
  const dialog = page.getByTestId('company-search-results');
  await expect(dialog.getByText(/^共找到 \d+\+? 家企业$/)).toBeVisible();
  await expect(dialog).not.toContainText('entName');
  await expect(dialog.getByText('搜索中…')).toHaveCount(0);
});
