import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { ConditionsSearchPage } from '../../pages/ConditionsSearchPage';
import { ExportListPage } from '../../pages/ExportListPage';
import { callApi } from '../../support/api';
import { openAsAnalyst } from '../../support/menu';

test('a condition search is exported as a job that reaches 已完成 on 名单导出记录, and its file is the watermarked result', async ({
  page,
}, testInfo) => {
  const conditions = await openAsAnalyst(page, ConditionsSearchPage, '对公银行助手', '智能营销', '条件找客');

  // A narrow list (the daily export quota counts rows).
  const all = await conditions.settledTotal();
  const byCapital = await conditions.narrowedFrom(all, () => conditions.check('filter-capital', '1000-5000万'));
  const total = await conditions.narrowedFrom(byCapital, () => conditions.check('filter-tags', '高新技术企业'));
  expect(total).toBeGreaterThan(0);

  await page.getByTestId('conditions-export').click();
  const created = page.getByTestId('export-created');
  await expect(created).toContainText(`（${total} 条）`);
  const name = /「(.+)」/.exec((await created.textContent()) ?? '')![1]!;
  await page.getByTestId('export-created-link').click();
  await expect(page).toHaveURL(/\/bankAssistant\/exportList$/);

  // The page follows the job until its file is written.
  const exports = new ExportListPage(page);
  await expect(exports.root()).toBeVisible();
  await expect(exports.state(name)).toHaveText('已完成');
  const row = exports.job(name);
  await expect(row).toContainText('条件找客');
  await expect(row).toContainText('林晓雯');
  await expect(row.getByTestId('export-filters')).toContainText('注册资本：1000-5000万');
  await testInfo.attach('export-list', { body: await page.screenshot(), contentType: 'image/png' });

  const downloaded = page.waitForEvent('download');
  await exports.download(name).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${name}.xlsx`);
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows[0]![0]).toMatch(
    /^导出人：林晓雯（analyst） {2}机构：示范银行股份有限公司 {2}导出时间：\d{4}-\d{2}-\d{2} /,
  );
  expect(rows[1]![0]).toBe('企业名称');

  // The rows are the search's, in the page's order.
  const expected: string[] = [];
  for (let pageNo = 1; expected.length < total; pageNo++) {
    const answer = await callApi<{ list: { orgName: string }[] }>(
      page,
      'POST',
      '/esee/marketing/conditionSearch/search',
      {
        conditions: { capitalBands: ['1000to5000'], techTags: ['高新技术企业'] },
        sort: 'estDateDesc',
        pageNo,
        pageSize: 50,
      },
    );
    expect(answer.code).toBe(200);
    expected.push(...answer.data.list.map((p) => p.orgName));
  }
  expect(rows.slice(2).map((r) => r[0])).toEqual(expected);
});
