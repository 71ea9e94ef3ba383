import { expect, test } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompany } from '../../support/api';
import { hotCompanyDetail } from '../../support/company';
import { rows } from '../../pages/parts/table';

test('the legal representative opens their person page: companies by role, judicial records', async ({
  page,
  context,
}) => {
  const { company, detail } = await hotCompanyDetail(page);

  const rep = detail.header().getByRole('link').first();
  const repName = (await rep.innerText()).trim();
  const opened = context.waitForEvent('page');
  await rep.click();
  const person = await opened;
  await expect(person.getByTestId('person-name')).toHaveText(repName);
  // They represent this company: it is in their list, with a link back to it.
  const legalRep = person.getByTestId('section-legalRep');
  await expect(legalRep.getByRole('link', { name: company.orgName })).toBeVisible();
  await expect(person.getByTestId('person-judicial-summary')).toContainText('被执行人');

  // 司法风险: one tab per kind, each list settles (rows or 暂无数据).
  await person.getByRole('link', { name: '司法风险' }).first().click();
  await expect(person).toHaveURL(/\/baseinfo\?personId=/);
  await expect(person.getByRole('tab', { name: /被执行人/ }).first()).toBeVisible();
  await expect(person.locator('[data-testid^="records-"][data-total]').first()).toBeVisible();

  // 任职与投资 by name and company.
  await person.goto(`/personPost/list?${new URLSearchParams({ persName: repName, entName: company.orgName })}`);
  await expect(person.getByTestId('person-name')).toHaveText(repName);
  await expect(person.getByTestId('section-posts')).toBeVisible();
});

test('a project is created, gets a company by search, opens it inside project management, and is deleted', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page, 1);
  const projectName = `授信尽调-${Date.now()}`;

  await page.goto('/projectManage');
  await page.getByTestId('new-project').click();
  const dialog = page.getByTestId('project-dialog');
  await dialog.getByLabel('项目名称').fill(projectName);
  await dialog.getByLabel('备注').fill('年度授信客户名单');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: `已新建项目「${projectName}」` })).toBeVisible();

  // A second project of the same name is refused by the server, with its message.
  await page.getByTestId('new-project').click();
  await page.getByTestId('project-dialog').getByLabel('项目名称').fill(projectName);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '项目名称已存在' })).toBeVisible();
  await page.getByRole('button', { name: '取 消' }).click();

  await page.getByRole('link', { name: projectName }).click();
  await expect(page.getByTestId('project-name')).toHaveText(projectName);
  const companies = page.getByTestId('list-project-companies');
  await expect(companies.getByTestId('empty-state')).toBeVisible();

  // Add a company by search: the results dialog, pick it.
  const search = page.getByTestId('project-add-company');
  await search.getByTestId('company-search-input').fill(company.orgName);
  await search.getByTestId('company-search-submit').click();
  const results = page.getByTestId('company-search-results');
  await rows(results).filter({ hasText: company.orgName }).first().click();
  await expect(companies.getByRole('link', { name: company.orgName })).toBeVisible();
  await expect(page.getByTestId('project-detail')).toContainText('1 家企业');

  // Inside project management the company detail has the project's back bar and breadcrumb.
  await companies.getByRole('link', { name: company.orgName }).click();
  await expect(page).toHaveURL(/\/projectManage\/baseinfo\/orgdetail\/essential\?/);
  const detail = new CompanyDetailPage(page);
  await expect(detail.name()).toHaveText(company.orgName);
  const backBar = page.getByTestId('back-bar');
  await expect(backBar).toContainText('项目管理');
  await expect(backBar).toContainText('项目详情');
  await page.getByTestId('tab-label-judiciary').click();
  await expect(page).toHaveURL(/\/projectManage\/baseinfo\/orgdetail\/judiciary\?/);
  await backBar.getByRole('button', { name: '返回' }).click();
  await expect(page.getByTestId('project-name')).toHaveText(projectName);

  // Remove the company, then delete the project.
  await companies.getByText('移除').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '移 除' }).click();
  await expect(companies.getByTestId('empty-state')).toBeVisible();
  await page.goto('/projectManage');
  const row = page.getByTestId('list-projects').locator('tr', { hasText: projectName });
  await row.getByText('删除').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删 除' }).click();
  await expect(page.getByTestId('list-projects').getByText(projectName)).toHaveCount(0);
});
