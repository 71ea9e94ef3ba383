import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption } from '../../support/antd';

const ENTRIES = [
  ['IPO反馈意见', 'feedback'],
  ['IPO审核意见', 'auditMind'],
  ['债券发行审核', 'bond'],
  ['并购重组反馈', 'mergers'],
  ['再融资反馈', 'refinance'],
] as const;

const rowsOf = (page: Page) => page.getByTestId('review-row');
/** The number of rows the list says it holds (the pager's total, or the rows of its only page). */
const totalOf = async (page: Page, type: string) => {
  const total = page.getByTestId(`list-review-${type}`).locator('.ant-pagination-total-text');
  if (!(await total.count())) return rowsOf(page).count();
  return Number(/(\d+)/.exec((await total.textContent()) ?? '')?.[1] ?? 0);
};

test('监管动态: each review list opens with rows from the side menu', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  for (const [title, type] of ENTRIES) {
    await shell.openFromMenu('投行助手', '监管动态', title);
    await expect(page.locator(`[data-testid="supervision-page"][data-type="${type}"]`)).toBeVisible();
    await expect(page.getByText('该功能正在建设中')).toHaveCount(0);
    await expect(rowsOf(page).first()).toBeVisible();
    await expect(page.getByTestId('review-status').first()).toBeVisible();
  }
});

test('监管动态: a filter narrows the list; the detail shows milestones, intermediaries, files and questions', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', 'IPO审核意见');
  await expect(rowsOf(page).first()).toBeVisible();
  const before = await totalOf(page, 'auditMind');
  await chooseOption(page, page.getByTestId('review-board-filter'), /^科创板/);
  await page.keyboard.press('Escape');
  await expect(async () => {
    const boards = await page
      .getByTestId(`list-review-auditMind`)
      .locator('tbody tr.ant-table-row td:nth-child(4)')
      .allInnerTexts();
    expect(boards.length).toBeGreaterThan(0);
    expect(boards.every((b) => b.trim() === '科创板')).toBe(true);
  }).toPass({ timeout: 15_000 });
  expect(await totalOf(page, 'auditMind')).toBeLessThanOrEqual(before);

  // An item with inquiry questions (the 问询 stage or later).
  await page.getByRole('tab', { name: '问询问题库' }).click();
  await expect(page.getByTestId('question-row').first()).toBeVisible();
  await page.getByTestId('question-issuer').first().click();
  await expect(page.getByTestId('review-detail-page')).toBeVisible();
  await expect(page.getByTestId('review-milestone').first()).toBeVisible();
  await expect(page.getByTestId('review-signatory').first()).toContainText('保荐代表人');
  await expect(page.getByTestId('review-intermediary').filter({ hasText: '律师事务所' })).toBeVisible();
  await expect(page.getByTestId('review-file-group').filter({ hasText: '招股说明书' })).toBeVisible();
  await expect(page.locator('.icon-Pdf').first()).toBeVisible();
  await expect(page.getByTestId('review-question').first()).toBeVisible();
  await expect(page.getByTestId('review-question-topic').first()).not.toBeEmpty();
});

test('监管动态: the question bank filters by topic and the statistics show days per stage', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', 'IPO反馈意见');
  await page.getByRole('tab', { name: '问询问题库' }).click();
  const topic = page.getByTestId('question-topic').first();
  await expect(topic).toBeVisible();
  const name = ((await topic.textContent()) ?? '').replace(/（\d+）$/, '');
  await topic.click();
  await expect(async () => {
    const tags = await page.getByTestId('question-tag').allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((t) => t.trim() === name)).toBe(true);
  }).toPass({ timeout: 15_000 });

  await page.getByRole('tab', { name: '审核时长统计' }).click();
  await expect(page.getByTestId('stats-items')).toContainText('个项目');
  await expect(page.getByTestId('stats-chart')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('stats-chart-datum').first()).toContainText('天');
  await expect(page.getByTestId('stats-table')).toContainText('天');
});

test('监管动态: a bond detail page highlights 债券发行审核 in the side menu', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', '债券发行审核');
  await expect(rowsOf(page).first()).toBeVisible();
  await rowsOf(page).first().getByTestId('review-link').click();
  await expect(page).toHaveURL(/\/investment\/watch\/detailsList\/bondDetails\?id=/);
  await expect(page.getByTestId('bond-detail-page')).toBeVisible();
  await expect(page.getByTestId('review-milestone').first()).toBeVisible();
  // Issue 36: a bond passes at the exchange, with no listing or issuance committee, and its timeline is in order
  // (newest first on the page).
  const milestones = await page.getByTestId('review-milestone').allInnerTexts();
  expect(milestones.join('\n')).not.toMatch(/上市委|发审委|发审会|重组委/);
  const days = milestones.map((m) => /\d{4}-\d{2}-\d{2}/.exec(m)?.[0] ?? '');
  expect(days.every(Boolean), milestones.join(' | ')).toBe(true);
  expect(days).toEqual([...days].sort().reverse());
  await expect(page.getByTestId('review-files')).toBeVisible();
  const selected = page.locator('.ant-menu-item-selected');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText('债券发行审核');
  // The issuer's items of every type: still under the bond entry.
  await page.getByTestId('review-association-link').click();
  await expect(page.getByTestId('association-page')).toBeVisible();
  await expect(page.getByTestId('association-bond').getByTestId('review-row').first()).toBeVisible();
  await expect(page.locator('.ant-menu-item-selected')).toContainText('债券发行审核');
});
