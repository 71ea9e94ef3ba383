import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractPdfText } from '../../../server/src/platform/files/pdf/extract';
import { CreditReportPage } from '../../pages/CreditReportPage';
import { rows } from '../../pages/parts/table';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany } from '../../support/api';

/** What the spec reads of the API's report. */
interface CreditReport {
  score: number;
  grade: string;
  gradeLabel: string;
  findings: { text: string; source: { id: string }; rule: { basis: string }; records: { date: string | null }[] }[];
  dimensions: { dimension: string; checks: { rule: { name: string }; read: number; counted: number }[] }[];
}

test('合作方资信报告: generate a report, see its score and grade, compare with the previous, and the PDF has the same score', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page, 2);

  const credit = new CreditReportPage(page);
  await credit.open();
  await expect(page.getByTestId('empty-state')).toContainText('搜索并选择一家合作方企业');
  await credit.pick(company.orgName);

  await credit.generate().click();
  await expect(credit.report()).toBeVisible();
  const reportId = Number(await credit.report().getAttribute('data-report-id'));
  const api = await callApi<CreditReport>(page, 'POST', '/esee/prma/creditReport/detail', { reportId });
  expect(api.code).toBe(200);
  await expect(credit.score()).toHaveText(String(api.data.score));
  await expect(credit.grade()).toHaveText(api.data.grade);
  await expect(credit.dimensions()).toHaveCount(8);
  await expect(credit.dimensions().first()).toContainText('主体资格');
  // Each finding has its footnote naming the source record.
  await expect(credit.findings()).toHaveCount(api.data.findings.length);
  await expect(credit.footnotes()).toHaveCount(api.data.findings.length);
  if (api.data.findings.length > 0)
    await expect(credit.footnotes().first()).toContainText(`记录编号 ${api.data.findings[0]!.source.id}`);
  // Each finding opens its rule with its basis and its records; each dimension what it checked, rule by rule.
  if (api.data.findings.length > 0) {
    const first = api.data.findings[0]!;
    await credit.findings().first().getByText('规则与来源记录').click();
    await expect(credit.findings().first().getByTestId('credit-finding-rule')).toContainText(first.rule.basis);
    const records = credit.findings().first().getByTestId('credit-finding-records');
    await expect(rows(records)).toHaveCount(first.records.length);
    if (first.records[0]!.date) await expect(records).toContainText(first.records[0]!.date);
  }
  const subject = api.data.dimensions.find((d) => d.dimension === 'subject')!;
  await credit.dimensions().first().locator('.ant-table-row-expand-icon').click();
  const checks = page.getByTestId('credit-checks-subject');
  await expect(checks).toContainText(subject.checks[0]!.rule.name);
  await expect(checks.locator('[data-rule]')).toHaveCount(subject.checks.length);
  await expect(page).toHaveURL(new RegExp(`reportId=${reportId}`));

  // A second report is compared with the first, which the history keeps.
  const before = await credit.history().count();
  await credit.generate().click();
  await expect(credit.history()).toHaveCount(before + 1);
  await expect(credit.comparison()).toContainText(`${api.data.score}分，${api.data.grade}级`);
  await expect(page.getByTestId('credit-score-delta')).toHaveText('0');
  await testInfo.attach('credit-report', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  const downloaded = page.waitForEvent('download');
  await credit.pdf().click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${company.orgName}合作方资信报告.pdf`);
  const text = await extractPdfText(readFileSync(await download.path()));
  expect(text).toContain(company.orgName);
  expect(Number(/综合评分\s*(\d+) 分/.exec(text)?.[1])).toBe(api.data.score);
  expect(text).toContain(`${api.data.grade}（${api.data.gradeLabel}）`);
});
