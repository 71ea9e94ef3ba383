import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompanies } from '../../support/api';
import { companyListFile } from '../../support/sheets';

test('a list is uploaded, a failed row is matched by hand, the result file is read back, and the list is saved', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const [first, second, third] = await hotCompanies(page);
  const unknown = '查无此企业星河云帆科技有限公司';
  const file = testInfo.outputPath('客户名单.xlsx');
  // The second written with half-width brackets and spaces, as often typed.
  companyListFile(file, [first!.orgName, ` ${second!.orgName.replace('（', '(').replace('）', ')')} `, unknown]);

  await page.goto('/bankAssistant/batchSearch');
  await page.getByTestId('batch-search-upload').click();
  await page.getByTestId('import-choose').locator('input[type=file]').setInputFiles(file);

  // Failures first: the failed tab is open, with the unknown row.
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('共 3 条，匹配成功 2 条，匹配失败 1 条');
  await expect(page.getByRole('tab', { name: '匹配失败（1）' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('import-failed')).toContainText(unknown);
  const confirm = page.getByTestId('import-confirm');
  await expect(confirm).toHaveText('忽略匹配失败数据，保存查询');
  await expect(confirm).toBeEnabled();

  // Matched by hand: search by name, the companies already matched are taken, pick the third.
  await page.getByTestId('import-match-by-hand').click();
  const search = page.getByRole('dialog', { name: /手动匹配/ }).getByRole('searchbox');
  await search.fill('某');
  await search.press('Enter');
  await expect(page.getByText('搜索内容不能少于2个字符')).toBeVisible();
  await search.fill(first!.orgName);
  await search.press('Enter');
  const taken = page.getByTestId('match-search-item').filter({ hasText: first!.orgName }).first();
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await expect(taken).toContainText('已匹配');
  // A common word finds over 999: the count says 999+, and scrolling near the end loads the next page.
  await search.fill('科技');
  await search.press('Enter');
  await expect(page.getByTestId('match-search-count')).toHaveText('共找到 999+ 家企业');
  const items = page.getByTestId('match-search-item');
  await expect(items).toHaveCount(10);
  await page.getByTestId('match-search-results').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(items).toHaveCount(20);
  await search.fill(third!.orgName);
  await search.press('Enter');
  await expect(page.getByTestId('match-search-count')).toContainText('共找到');
  await page.getByTestId('match-search-item').filter({ hasText: third!.orgName }).first().click();
  await expect(page.getByRole('tab', { name: '匹配失败（0）' })).toBeVisible();
  // The summary counts the rows as they are now: it and the tabs say the same.
  await expect(summary).toContainText('共 3 条，匹配成功 3 条，匹配失败 0 条');
  await expect(confirm).toHaveText('保存查询');
  await page.getByRole('tab', { name: '匹配成功（3）' }).click();
  await expect(page.getByTestId('import-matched')).toContainText('手动匹配');
  // Why each row matched, and how sure: the first was typed exactly.
  await expect(page.getByTestId('import-match-reason').first()).toHaveText('名称完全一致 · 100分');
  await testInfo.attach('import-result', { body: await page.screenshot(), contentType: 'image/png' });

  // The result file says what each row became.
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('import-download-result').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('客户名单_匹配结果.xlsx');
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['匹配结果']!);
  expect(rows.map((r) => [r['上传数据'], r['匹配企业']])).toEqual([
    [first!.orgName, first!.orgName],
    [` ${second!.orgName.replace('（', '(').replace('）', ')')} `.trim(), second!.orgName],
    [unknown, third!.orgName],
  ]);
  expect(rows[2]!['匹配结果']).toBe('手动匹配');

  // Saved: the list opens with its three companies.
  await confirm.click();
  await expect(page.getByTestId('batch-file-name')).toHaveText('客户名单.xlsx');
  const companies = page.getByTestId('list-batch-companies');
  for (const c of [first!, second!, third!]) await expect(companies).toContainText(c.orgName);
  await testInfo.attach('batch-file', { body: await page.screenshot(), contentType: 'image/png' });

  // Back on the list page it is the newest file.
  await page.getByRole('link', { name: '批量查询' }).first().click();
  await expect(page.getByTestId('list-batch-files')).toContainText('客户名单.xlsx');
});

test('a file that is not a spreadsheet is refused with a warning, and the dialog stays ready', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const file = testInfo.outputPath('名单.xlsx');
  writeFileSync(file, '这不是Excel文件\n某某公司\n');
  await page.goto('/bankAssistant/batchSearch');
  await page.getByTestId('batch-search-upload').click();
  await page.getByTestId('import-choose').locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('文件已损坏或不是有效的Excel文件')).toBeVisible();
  await expect(page.getByTestId('import-choose')).toBeVisible();
});

test('closer-bank matching keeps the region and the result file says which companies are in it', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const names = (await hotCompanies(page)).slice(0, 5).map((c) => c.orgName);
  const file = testInfo.outputPath('就近名单.xlsx');
  companyListFile(file, names);

  await page.goto('/bankAssistant/batchSearch?tab=closerBank');
  await expect(page.getByTestId('closer-bank-upload')).toBeDisabled();
  await page.getByTestId('closer-bank-region').click();
  await page.locator('.ant-cascader-menu').first().getByText('上海市', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('closer-bank-upload').click();
  await page.getByTestId('import-choose').locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('import-confirm')).toHaveText('保存匹配');
  await page.getByTestId('import-confirm').click();

  const row = page.getByTestId('list-closer-bank-files').getByRole('row').filter({ hasText: '就近名单.xlsx' }).first();
  await expect(row).toContainText('上海市');
  const downloaded = page.waitForEvent('download');
  await row.getByText('下载结果').click();
  const book = XLSX.read(readFileSync(await (await downloaded).path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
  expect(rows.map((r) => r['企业名称']).sort()).toEqual([...names].sort());
  // Those in the region come first, and the column agrees with each company's region.
  const flags = rows.map((r) => r['是否属于上海市']);
  expect(flags).toEqual([...flags].sort((a, b) => (a === b ? 0 : a === '是' ? -1 : 1)));
  for (const r of rows) expect(r['是否属于上海市']).toBe(r['所属地区']!.startsWith('上海市') ? '是' : '否');
});
