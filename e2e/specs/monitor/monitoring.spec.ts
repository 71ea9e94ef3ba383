import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { companyListFile } from '../../support/sheets';
import { MonitoringPage } from '../../pages/MonitorPages';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompanies } from '../../support/api';
import { pinnedToday } from '../../support/clock';
import { deliverRecords } from '../../support/inbox';
import { rows as tableRows } from '../../pages/parts/table';

test('a group gets companies by search and by import, an update file raises an alert, and the list is exported', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  // A retry takes three companies not monitored yet: the first try's stay monitored (the hot list holds ten).
  const first = testInfo.retry ? 5 : 2;
  const [bySearch, ...byImport] = (await hotCompanies(page)).slice(first, first + 3);

  await page.goto('/apps/monitor/enterpriseMonitoring');
  const groups = page.getByTestId('monitor-groups');
  await expect(groups.getByTestId('group-item').first()).toContainText('全部分组');
  await expect(groups).toContainText('默认分组');

  // A new group, chosen at once.
  const groupName = `重点监控${Date.now() % 10000}`;
  await page.getByTestId('group-add').click();
  await page.getByTestId('group-name').fill(groupName);
  await page.getByRole('button', { name: '保 存' }).click();
  const title = page.getByTestId('monitor-group-title');
  await expect(title).toHaveText(`${groupName}（0）`);

  // By 添加监控: the dialog's search, into the group chosen.
  await new MonitoringPage(page).addCompany(bySearch!.orgName);
  const list = page.getByTestId('list-monitored');
  await expect(list).toContainText(bySearch!.orgName);
  await expect(title).toHaveText(`${groupName}（1）`);

  // By import, into the same group.
  const file = testInfo.outputPath('监控名单.xlsx');
  companyListFile(
    file,
    byImport.map((c) => c.orgName),
  );
  await page.getByTestId('monitor-import').click();
  await page.getByTestId('import-choose').locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('import-confirm')).toHaveText('添加监控');
  await page.getByTestId('import-confirm').click();
  await expect(title).toHaveText(`${groupName}（3）`);
  for (const c of byImport) await expect(list).toContainText(c.orgName);

  // The day's data arrives: a new dishonest-debtor record for one of them, and a negative news item.
  await deliverRecords('update', [
    {
      recordId: `e2e-${Date.now()}`,
      companyId: bySearch!.entId,
      kind: 'dishonest',
      date: pinnedToday(),
      caseNo: '（2026）沪0104执9999号',
    },
    {
      recordId: `e2e-news-${Date.now()}`,
      companyId: bySearch!.entId,
      kind: 'news',
      date: pinnedToday(),
      title: 'E2E测试：企业被曝拖欠供应商货款',
      sentiment: '负面',
      source: '证券时报',
    },
  ]);

  // The alert shows on the company row, and in the alert list; opened, it is read. The group alone: other tests
  // signed in as admin monitor companies of their own, whose alerts show in 全部分组.
  await page.reload();
  await page.getByTestId('monitor-groups').getByTestId('group-item').filter({ hasText: groupName }).click();
  await expect(title).toHaveText(`${groupName}（3）`);
  const badged = tableRows(page.getByTestId('list-monitored')).filter({ has: page.locator('.ant-badge') });
  await expect(badged).toHaveCount(1);
  await expect(badged).toContainText(bySearch!.orgName);
  await page.goto('/apps/monitor/optional');
  // Two alerts: the record (高风险) and the negative news (中风险).
  const alerts = page.getByTestId('list-alerts').getByTestId('alert-title').filter({ hasText: bySearch!.orgName });
  await expect(alerts.filter({ hasText: '负面舆情' })).toBeVisible();
  const alert = alerts.filter({ hasText: '失信被执行人' });
  await alert.click();
  const detail = page.getByTestId('alert-detail');
  await expect(detail).toContainText('（2026）沪0104执9999号');
  await expect(detail).toContainText('高风险');
  // The record itself is on the company's 司法风险 tab.
  await expect(detail.getByTestId('alert-record-link')).toHaveAttribute(
    'href',
    new RegExp(`^/baseinfo/orgdetail/judiciary\\?eid=${bySearch!.entId}`),
  );
  await testInfo.attach('alert', { body: await page.screenshot(), contentType: 'image/png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('list-alerts')).toContainText('已读');

  // The negative news is in 风险舆情, and opens.
  await page.goto('/apps/monitor/danger/newsList');
  await page.getByTestId('list-news').getByRole('link', { name: 'E2E测试：企业被曝拖欠供应商货款' }).click();
  await expect(page.getByTestId('news-info')).toContainText(bySearch!.orgName);

  // The group's list as a spreadsheet.
  await page.goto('/apps/monitor/enterpriseMonitoring');
  await page.getByTestId('monitor-groups').getByTestId('group-item').filter({ hasText: groupName }).click();
  await expect(title).toHaveText(`${groupName}（3）`);
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('monitor-export').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`监控企业-${groupName}.xlsx`);
  const sheet = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet.Sheets['监控企业']!);
  expect(rows.map((r) => r['企业名称']).sort()).toEqual([bySearch!, ...byImport].map((c) => c.orgName).sort());

  // Two chosen rows leave monitoring at once.
  const listed = tableRows(page.getByTestId('list-monitored'));
  await listed.nth(0).getByRole('checkbox').check();
  await listed.nth(1).getByRole('checkbox').check();
  await page.getByTestId('monitor-cancel-selected').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(title).toHaveText(`${groupName}（1）`);
  await expect(page.getByTestId('monitor-cancel-selected')).toHaveCount(0);
});
