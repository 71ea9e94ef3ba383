import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany, hotCompanyWhere } from '../../support/api';
import { COMPANY_TABS } from '../../support/specRoutes';
import { hotCompanyDetail } from '../../support/company';
import { rows } from '../../pages/parts/table';
import { closeDialog, dialog } from '../../pages/parts/dialog';

test('a company found from the header opens in a new tab; every tab shows its sections', async ({ page, context }) => {
  test.slow(); // nine tabs, each with its lists
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');

  // The header search: hot companies on focus (listed groups first); choosing one opens its detail in a new tab.
  const input = page.getByTestId('header-search').getByTestId('company-search-input');
  await input.click();
  const option = page.locator('.ant-select-item-option').first();
  await expect(option).toBeVisible();
  const name = (await option.innerText()).trim();
  const opened = context.waitForEvent('page');
  await option.click();
  const tab = await opened;
  const detail = new CompanyDetailPage(tab);

  // The new tab has the session (the login was not remembered) and shows the company.
  await expect(detail.header()).toBeVisible();
  await expect(detail.name()).toHaveText(name);
  // The first option may be a company the analyst viewed lately (最近浏览), in business or not.
  await expect(detail.header().getByTestId('company-status')).toHaveText(/存续|在营|开业|注销|吊销|迁出|停业|清算/);
  await expect(detail.header()).toContainText('统一社会信用代码');
  await expect(tab).toHaveTitle(new RegExp(name.replace(/[()（）]/g, '.')));

  // 基本信息 is the default tab: the business facts as a key-value list, then the lists.
  await expect(tab.getByTestId('tab-essential')).toBeVisible();
  await expect(detail.section('businessInfo').getByTestId('business-info')).toContainText(name);

  // Every tab opens and each of its sections settles: rows, 暂无数据, or a key-value list.
  for (const key of COMPANY_TABS) {
    const panel = await detail.openTab(key);
    await expect(tab).toHaveURL(new RegExp(`/baseinfo/orgdetail/${key}\\?`));
    const sections = panel.locator('[data-testid^="section-"]');
    await expect(sections.first()).toBeVisible();
    await expect(panel.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(panel.getByTestId('failed-state')).toHaveCount(0);
  }

  // The overview: counts linking to sections, the ownership graph, recent risks.
  await detail.openTab('overview');
  await expect(tab.getByTestId('section-counts')).toBeVisible();
  await expect(tab.getByTestId('structure-graph')).toContainText(name.slice(0, 4));
  await tab.getByTestId('count-changes').click();
  await expect(tab).toHaveURL(/\/baseinfo\/orgdetail\/essential\?.*#changes$/);
  await expect(detail.section('changes')).toBeInViewport();
});

test('a long table pages by ten, a record opens in a dialog, an empty list says so', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A hot company with more than ten changes.
  const { entId } = await hotCompanyWhere(page, 'has more than ten changes', async (company) => {
    const changes = await callApi<{ total: number }>(page, 'POST', '/esee/alter/queryAlterInfoPage', {
      entId: company.entId,
      pageNo: 1,
      pageSize: 10,
    });
    return changes.data.total > 10;
  });
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: entId });

  // 变更记录: more than ten rows, so paged; page 2 starts at row 11.
  const changes = detail.section('changes');
  const table = await detail.loadedTable(changes);
  const total = Number(await table.getAttribute('data-total'));
  expect(total).toBeGreaterThan(10);
  await expect(rows(changes)).toHaveCount(10);
  await expect(changes.locator('.ant-pagination-total-text')).toHaveText(`共 ${total} 条`);
  await changes.locator('.ant-pagination-item-2').click();
  await expect(table).toHaveAttribute('data-page', '2');
  await expect(rows(changes).first().locator('td').first()).toHaveText('11');

  // A section with fewer than eleven rows has no pagination; an empty one reads 暂无数据.
  const shareholders = detail.section('shareholders');
  const few = await detail.loadedTable(shareholders);
  expect(Number(await few.getAttribute('data-total'))).toBeLessThanOrEqual(10);
  await expect(shareholders.locator('.ant-pagination')).toHaveCount(0);
  const judiciary = await detail.openTab('judiciary');
  await expect(judiciary.getByTestId('empty-state').first().locator('.ant-empty-description')).toHaveText('暂无数据');

  // A record with details opens in a dialog with every column.
  const panel = await detail.openTab('operationalRisk');
  const link = panel.getByText('详情', { exact: true }).first();
  await expect(link).toBeVisible();
  await link.click();
  const record = dialog(page, page.getByTestId('record-detail'));
  await expect(record).toBeVisible();
  await expect(record.getByTestId('record-detail')).toContainText('涉及企业');
  await closeDialog(record);
  await expect(record).toBeHidden();
});

test('a list whose load fails inside the server shows the failed state, and 重新刷新 loads it', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const { entId } = await hotCompany(page);
  // A real server error: the next shareholder list request of this user fails inside the server.
  const armed = await callApi(page, 'POST', '/framework/api/ops/diagnostics/fault', {
    pathPrefix: '/esee/microDetail/queryShareholders',
    times: 1,
  });
  expect(armed.code).toBe(200);
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: entId });
  const shareholders = detail.section('shareholders');
  const failed = shareholders.getByTestId('failed-state');
  await expect(failed).toContainText('数据刷新失败，请重新刷新');
  // The other sections are unaffected.
  await expect(rows(detail.section('changes')).first()).toBeVisible();
  await failed.getByRole('button', { name: '重新刷新' }).click();
  await expect(rows(shareholders).first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('the basic information exports as an .xlsx workbook that opens', async ({ page }) => {
  const { company } = await hotCompanyDetail(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-base-info').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${company.orgName}-基本信息.xlsx`);
  const book = XLSX.read(readFileSync((await download.path())!));
  expect(book.SheetNames).toEqual(['工商信息', '股东信息', '主要人员', '变更记录', '分支机构', '对外投资']);
  const facts = XLSX.utils.sheet_to_json<string[]>(book.Sheets['工商信息']!, { header: 1 });
  expect(facts).toContainEqual(['企业名称', company.orgName]);
  // The export counts as the point 导出企业报告 (埋点) of this company, in the member's own hits.
  await expect
    .poll(async () => {
      const hits = await callApi<{ list: { entId: string | null }[] }>(
        page,
        'POST',
        '/esee/cms/point/personal/qryList',
        {
          pointId: 'detail.export',
          pageSize: 50,
        },
      );
      return hits.data.list.some((h) => h.entId === company.entId);
    })
    .toBe(true);
});

test('a company that does not exist shows the not-found page', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await page.goto('/baseinfo/orgdetail?companyName=不存在的某某科技有限公司');
  await expect(page.getByTestId('company-not-found')).toContainText('未找到该企业');
});

test('the sub-pages: an annual report by year, the credit page, an intellectual-property record on its own page', async ({
  page,
}) => {
  const { company, detail } = await hotCompanyDetail(page);

  // 企业年报 → the report of that year, with the back bar to the company.
  await detail.section('annualReports').getByRole('link', { name: '查看年报' }).first().click();
  await expect(page).toHaveURL(/\/baseinfo\/orgdetail\/annualReport\?/);
  await expect(page.getByTestId('back-bar')).toContainText(company.orgName);
  await expect(page.getByTestId('company-sub-page')).toContainText('企业基本信息');
  await page.getByTestId('back-bar').getByRole('button', { name: '返回' }).click();
  await expect(detail.header()).toBeVisible();

  // An intellectual-property record opens on its own page (the tab and the page differ only in case).
  const ip = await detail.openTab('intellectualProperty');
  await ip.getByRole('link', { name: '详情页' }).first().click();
  await expect(page).toHaveURL(/\/baseinfo\/orgdetail\/intellectualproperty\?/);
  await expect(page.getByTestId('company-sub-page').getByTestId('key-values')).toBeVisible();

  await page.goto(`/baseinfo/orgdetail/credit?eid=${company.entId}`);
  await expect(page.getByTestId('credit-page')).toContainText('信用概况');
  await expect(page.getByTestId('section-taxCredit')).toBeVisible();
});
