import { expect, test } from '@playwright/test';
import { RelationProspectPage } from '../../pages/RelationProspectPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanyWhere } from '../../support/api';

test('a hot company as seed finds prospects with their paths; one opens, two join a project', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A seed whose second hop reaches further than its first (as the form asks by default: every kind, 5 % at least).
  const reach = async (entId: string, depth: 1 | 2) =>
    (
      await callApi<{ total: number }>(page, 'POST', '/esee/marketing/relation/search', {
        entIds: [entId],
        types: ['invest', 'holder', 'sibling', 'executive', 'legalRep', 'branch'],
        depth,
        minRatio: 0.05,
        pageNo: 1,
        pageSize: 10,
      })
    ).data.total;
  const seed = await hotCompanyWhere(page, 'reaches further at two hops', async ({ entId }) => {
    const near = await reach(entId, 1);
    return near > 0 && (await reach(entId, 2)) > near;
  });
  const projectName = `关系找客-${Date.now()}`;
  const created = await callApi<{ id: number }>(page, 'POST', '/esee/projectManage/create', { name: projectName });
  expect(created.code).toBe(200);

  await shell.openFromMenu('对公银行助手', '智能营销', '关系找客');
  const relation = new RelationProspectPage(page);
  await expect(relation.root()).toBeVisible();
  await expect(page.getByTestId('relation-run')).toBeDisabled();
  await relation.addSeed(seed.orgName);

  // One hop: prospects, each with a path that starts at the seed; the seed itself is not one of them.
  await relation.depth(1);
  const near = await relation.run();
  expect(near).toBeGreaterThan(0);
  await expect(page.getByTestId('relation-count')).toContainText(`共找到 ${near} 家`);
  await expect(relation.paths().first()).toContainText(seed.orgName);
  await expect(relation.paths().first()).toHaveText(/[—←].+[→—]/);
  await expect(
    relation
      .list()
      .getByTestId('prospect-name')
      .filter({ hasText: new RegExp(`^${seed.orgName}$`) }),
  ).toHaveCount(0);

  // The run says which hubs it left out (none, or each with its reason).
  await expect(page.getByText(/^已排除的枢纽节点（\d+）/)).toBeVisible();

  // 注册资本 is the API's 元 shown in 万元 (issue 36: a company of 10,000 万元 read 100,000,000.00).
  const firstPage = await callApi<{
    list: { orgName: string; regCapital: number | null; regCapitalCurrency: string }[];
  }>(page, 'POST', '/esee/marketing/relation/search', {
    entIds: [seed.entId],
    types: ['invest', 'holder', 'sibling', 'executive', 'legalRep', 'branch'],
    depth: 1,
    minRatio: 0.05,
    pageNo: 1,
    pageSize: 10,
  });
  const capital = firstPage.data.list.find((p) => p.regCapital && ['', '人民币'].includes(p.regCapitalCurrency));
  if (capital) {
    const wan = (capital.regCapital! / 10_000).toLocaleString('zh-CN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(relation.rows().filter({ hasText: capital.orgName }).first()).toContainText(`${wan}万元`);
  }

  // Two hops reach further.
  await relation.depth(2);
  await page.getByTestId('relation-run').click();
  await expect.poll(async () => Number(await relation.list().getAttribute('data-total'))).toBeGreaterThan(near);

  // A prospect opens on its detail page, in a new tab.
  const first = relation.rows().first().getByTestId('prospect-name');
  const name = (await first.textContent())!.trim();
  const [detail] = await Promise.all([context.waitForEvent('page'), first.click()]);
  await expect(detail).toHaveURL(/\/baseinfo\/orgdetail\?eid=/);
  await expect(detail.getByText(name).first()).toBeVisible();
  await detail.close();

  // Two prospects join the project.
  await relation.addToProject(2, projectName);
  const project = await callApi<{ project: { companyCount: number } }>(
    page,
    'GET',
    `/esee/projectManage/detail?id=${created.data.id}`,
  );
  expect(project.data.project.companyCount).toBe(2);
});
