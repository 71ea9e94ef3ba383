import { expect, test } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany } from '../../support/api';
import { useSession } from '../../support/sessions';

/**
 * 数据纠错 (issue 42): a member files one from a record's detail; another member of the institution sees it on the
 * company with the platform's answer.
 */
test('a correction filed on a record is answered by the platform and seen by the institution', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page, 1);
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: company.entId }, 'judiciary');
  const tab = page.getByTestId('tab-judiciary');
  await tab.getByText('详情', { exact: true }).first().click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
  await page.getByTestId('record-correct').click();
  const dialog = page.getByTestId('correction-dialog');
  // Nothing said yet: the form says what is missing and files nothing.
  await dialog.getByRole('button', { name: '提 交' }).click();
  await expect(dialog.getByText('请说明哪里有误')).toBeVisible();
  const stamp = String(Date.now());
  const said = `该案件已结案撤诉，请核实（${stamp}）`;
  await dialog.getByTestId('correction-content').fill(said);
  await dialog.getByRole('button', { name: '提 交' }).click();
  await expect(dialog).toBeHidden();

  // The platform's desk answers it.
  const platform = await page.context().browser()!.newContext();
  const desk = await platform.newPage();
  await useSession(desk, 'ops');
  await desk.goto('/main');
  const list = await callApi<{ list: { id: number; entId: string; recordTitle: string | null }[] }>(
    desk,
    'POST',
    '/esee/feedback/list',
    { desk: 'platform', type: 'DATA', keyword: stamp },
  );
  const filed = list.data.list.find((f) => f.entId === company.entId)!;
  expect(filed.recordTitle).not.toBeNull();
  const reply = await callApi(desk, 'POST', '/esee/feedback/reply', {
    desk: 'platform',
    id: filed.id,
    content: '已核实，将于下次更新更正',
  });
  expect(reply.code).toBe(200);
  await platform.close();

  // Another member of the bank sees it on the company, with the answer.
  await shell.signIn('DEMO', 'admin');
  await detail.open({ eid: company.entId });
  await page.getByTestId('corrections-open').click();
  const item = page.getByTestId('correction-item').filter({ hasText: said });
  await expect(item).toBeVisible();
  await expect(item).toContainText('已回复');
  await expect(item.getByTestId('correction-reply')).toContainText('平台客服');
  await expect(item.getByTestId('correction-reply')).toContainText('已核实，将于下次更新更正');
});
