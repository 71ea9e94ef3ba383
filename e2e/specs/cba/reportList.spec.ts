import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractPdfText } from '../../../server/src/platform/files/pdf/extract';
import { EntSearchPage } from '../../pages/CbaPages';
import { ReportListPage } from '../../pages/ReportListPage';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompany } from '../../support/api';

test('画像生成记录: a report generated from 单企业查询 reaches 成功 on the list, and its PDF names the company', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page, 1);

  const ent = new EntSearchPage(page);
  await ent.open();
  await ent.search(company.orgName);
  await page.getByTestId('ent-generate-report').click();
  await expect(page.getByTestId('report-company')).toHaveText(company.orgName);
  await page.getByTestId('report-template-credit').click();
  await expect(page.getByTestId('report-dialog')).toContainText('关系图');
  await page.getByTestId('report-generate-ok').click();
  await expect(page.getByTestId('report-created')).toContainText(`${company.orgName}企业画像报告（授信尽调版）`);
  await page.getByTestId('report-created-link').click();
  await expect(page).toHaveURL(/\/bankAssistant\/reportList$/);

  // The page follows the report until its PDF is written.
  const reports = new ReportListPage(page);
  await expect(reports.root()).toBeVisible();
  const row = reports.reports(company.orgName).first();
  await expect(reports.state(row)).toHaveText('成功');
  await expect(row).toContainText('授信尽调版');
  await expect(row).toContainText('林晓雯');
  await testInfo.attach('report-list', { body: await page.screenshot(), contentType: 'image/png' });

  const downloaded = page.waitForEvent('download');
  await reports.download(row).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${company.orgName}企业画像报告（授信尽调版）.pdf`);
  const text = await extractPdfText(readFileSync(await download.path()));
  expect(text).toContain(company.orgName);
  expect(text).toMatch(/数据快照时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // 重新生成 adds a new report of the same company, which is made in turn.
  const before = await reports.reports(company.orgName).count();
  await reports.regenerate(row).click();
  await expect(reports.reports(company.orgName)).toHaveCount(before + 1);
  await expect(reports.state(reports.reports(company.orgName).first())).toHaveText('成功');
});
