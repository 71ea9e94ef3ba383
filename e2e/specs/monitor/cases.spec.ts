import { expect, test } from '@playwright/test';
import { AlertListPage, CaseDetailPage, CaseQueuePage } from '../../pages/CasePages';
import { ShellPage } from '../../pages/ShellPage';
import { rows } from '../../pages/parts/table';
import { callApi, hotCompanies } from '../../support/api';
import { pinnedToday } from '../../support/clock';
import { deliverRecords } from '../../support/inbox';

test('an alert becomes a case: assigned, closed as 误报 with its reason, the alert list says 已忽略（误报）, and the case is in 我的案件', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A company the analyst monitors (添加监控 is monitoring.spec's subject); a retry takes another.
  const company = (await hotCompanies(page))[6 + testInfo.retry]!;
  const added = await callApi(page, 'POST', '/esee/monitorManage/addMonitorObj', { entIds: [company.entId] });
  expect(added.code).toBe(200);
  const caseNo = `（2026）沪0115执${Date.now() % 100000}号`;
  await deliverRecords('cases', [
    { recordId: `e2e-case-${Date.now()}`, companyId: company.entId, kind: 'dishonest', date: pinnedToday(), caseNo },
  ]);

  // 转为案件 from the company's alerts, assigned to the analyst by name.
  const alerts = new AlertListPage(page);
  await alerts.openCompany(company.entId);
  await expect(alerts.row(caseNo)).toContainText('未读');
  await alerts.openCase(caseNo, '林晓雯');
  const detail = new CaseDetailPage(page);
  await expect(detail.status()).toHaveText('待处理');
  await expect(detail.facts()).toContainText('林晓雯');
  await expect(detail.facts()).toContainText(company.orgName);
  await expect(page.getByTestId('case-alerts')).toContainText(caseNo);
  await expect(detail.history()).toContainText('创建案件');

  // 误报, with its reason: the decision and the history say so.
  const reason = '经核实为同名企业的执行案件，数据有误';
  await detail.decide('误报', reason);
  await expect(detail.facts()).toContainText(reason);
  await expect(detail.history()).toContainText(`待处理 → 误报；理由：${reason}`);
  await testInfo.attach('case', { body: await page.screenshot(), contentType: 'image/png' });

  // The alert list shows the alert as ignored, with the way to its case.
  await alerts.openCompany(company.entId);
  await expect(alerts.row(caseNo)).toContainText('已忽略（误报）');
  await expect(alerts.row(caseNo).getByTestId('alert-case-link')).toBeVisible();

  // 我的案件 lists it, as 误报; it opens the case.
  const queue = new CaseQueuePage(page);
  await queue.open('我的案件');
  const row = rows(queue.list()).filter({ hasText: company.orgName }).filter({ hasText: '误报' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('case-link').click();
  await expect(detail.status()).toHaveText('误报');
});
