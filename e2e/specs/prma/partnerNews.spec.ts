import { expect, test } from '@playwright/test';
import { pickCompany } from '../../pages/parts/companySearch';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany } from '../../support/api';
import { pinnedToday } from '../../support/clock';
import { deliverRecords } from '../../support/inbox';

test('合作方舆情: a company made a partner gets negative news, which shows in the list and as an unread alert that is handled', async ({
  page,
}, testInfo) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const company = await hotCompany(page, 4);

  // The partner list through the page: search the company and add it.
  await page.goto('/merchants/publicsenInformation?tab=partners');
  await expect(page.getByTestId('partner-news-page')).toBeVisible();
  await pickCompany(page, 'partner-add-search', company.orgName);
  await expect(page.getByTestId('list-partners').getByTestId('partner-name')).toContainText([company.orgName]);

  // The day's data arrives: a negative item about the partner.
  const today = pinnedToday();
  const title = `E2E合作方舆情：${company.orgName.slice(0, 6)}被曝拖欠供应商货款${Date.now() % 100000}`;
  await deliverRecords('partner-news', [
    {
      recordId: `e2e-partner-news-${Date.now()}`,
      companyId: company.entId,
      kind: 'news',
      date: today,
      publishTime: `${today} 09:30:00`,
      title,
      sentiment: '负面',
      category: '经营',
      source: '证券时报',
      summary: '多家供应商反映该公司长期拖欠货款。',
    },
  ]);

  // 舆情列表 shows the partner's news once the load is in.
  const list = page.getByTestId('list-partner-news');
  await page.goto('/merchants/publicsenInformation');
  await expect(list.getByTestId('publicsen-title').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('publicsen-trend-chart')).toBeVisible();

  // The inbox: the alert, unread, counted on the tab's badge.
  const badge = page.getByTestId('partner-alert-badge');
  await expect(badge).toHaveAttribute('data-count', /^[1-9]\d*$/);
  const unreadBefore = Number(await badge.getAttribute('data-count'));
  await page.getByTestId('partner-tab-alerts').click();
  const row = page
    .getByTestId('list-partner-alerts')
    .locator('tr.ant-table-row')
    .filter({ has: page.getByTestId('partner-alert-title').filter({ hasText: title }) });
  await expect(row.getByTestId('partner-alert-row')).toHaveAttribute('data-read', 'unread');
  await expect(row.getByTestId('partner-alert-status')).toHaveText('待处理');

  // Opened, it is read (the badge goes down) and handled: 开始处理, then 已处理 with a note.
  await row.getByTestId('partner-alert-title').click();
  const drawer = page.getByTestId('partner-alert-drawer');
  await expect(drawer.getByTestId('publicsen-detail-title')).toHaveText(title);
  await expect(badge).toHaveAttribute('data-count', String(unreadBefore - 1));
  await drawer.getByTestId('partner-alert-move-processing').click();
  await expect(drawer.getByTestId('partner-alert-status')).toHaveText('处理中');
  await drawer.getByTestId('partner-alert-note-input').fill('已联系供应商核实，货款纠纷已和解');
  await drawer.getByTestId('partner-alert-move-handled').click();
  await expect(drawer.getByTestId('partner-alert-status')).toHaveText('已处理');
  await expect(drawer.getByTestId('partner-alert-note')).toHaveText('已联系供应商核实，货款纠纷已和解');
  await expect(drawer.getByTestId('partner-alert-handling')).toContainText('林晓雯');
  await testInfo.attach('partner-alert', { body: await page.screenshot(), contentType: 'image/png' });
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('partner-alert-status')).toHaveText('已处理');
  await expect(row.getByTestId('partner-alert-row')).toHaveAttribute('data-read', 'read');

  // The 已处理 filter shows it; the API agrees.
  await page.getByTestId('partner-alert-status-filter').getByText('已处理', { exact: true }).click();
  await expect(page.getByTestId('list-partner-alerts').getByTestId('partner-alert-title')).toContainText([title]);
  const api = await callApi<{ list: { news: { title: string }; status: string; handler: string }[] }>(
    page,
    'POST',
    '/esee/prma/publicsen/alerts',
    { status: 'handled' },
  );
  expect(api.data.list.find((a) => a.news.title === title)).toMatchObject({ status: 'handled', handler: '林晓雯' });
});

test('评分权重: the administrator sets the weights in the drawer, reads them back, and restores the defaults', async ({
  page,
}) => {
  // DEMO2's administrator: DEMO's reports (the 资信报告 spec) keep the default weights meanwhile.
  await new ShellPage(page).signIn('DEMO2', 'admin');
  await page.goto('/merchants/merchantsCredit');
  await page.getByTestId('credit-weights-open').click();
  const drawer = page.getByTestId('credit-weights-drawer');
  await expect(page.getByTestId('credit-weights-default')).toBeVisible();
  await expect(drawer.getByTestId('credit-weights-sum')).toHaveText('100');

  const judicial = drawer.getByTestId('credit-weight-judicial');
  await judicial.fill('45');
  await expect(drawer.getByTestId('credit-weights-sum')).toHaveText('120');
  await drawer.getByTestId('credit-weights-save').click();
  await expect(page.getByTestId('credit-weights-custom')).toBeVisible();
  const saved = await callApi<{ weights: Record<string, number>; custom: boolean }>(
    page,
    'GET',
    '/esee/prma/creditReport/weights',
  );
  expect(saved.data).toMatchObject({ custom: true, weights: { judicial: 45, subject: 15 } });

  await drawer.getByTestId('credit-weights-reset').click();
  await expect(page.getByTestId('credit-weights-default')).toBeVisible();
  await expect(drawer.getByTestId('credit-weight-judicial')).toHaveValue('25');
  const reset = await callApi<{ custom: boolean }>(page, 'GET', '/esee/prma/creditReport/weights');
  expect(reset.data.custom).toBe(false);
});
