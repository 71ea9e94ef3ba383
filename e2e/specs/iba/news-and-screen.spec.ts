import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pickCompany } from '../../pages/parts/companySearch';
import { RelationScreenPage } from '../../pages/RelationScreenPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, controlPair, hotCompanies } from '../../support/api';

interface IbaNewsSummary {
  companies: { entId: string; negative: number; total: number }[];
}

interface RelationScreenResult {
  pairs: { a: number; b: number; level: string }[];
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('舆情信息 of a company with news shows its sentiment summary, the list and an article', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A hot company with news (reprints folded), found through the page's own summary call.
  let company: { entId: string; orgName: string; negative: number; total: number } | undefined;
  for (const c of (await hotCompanies(page)).slice(0, 10)) {
    const summary = await callApi<IbaNewsSummary>(page, 'POST', '/esee/iba/publicsen/summary', { entId: c.entId });
    const row = summary.data.companies[0];
    if (row && row.total > 0) {
      company = { ...c, negative: row.negative, total: row.total };
      break;
    }
  }
  expect(company, 'a hot company with news').toBeDefined();

  await shell.openFromMenu('投行助手', '尽调工具', '舆情信息');
  await expect(page.getByTestId('iba-publicsen-page')).toBeVisible();
  await expect(page.getByText('选择一个项目，或搜索一家企业')).toBeVisible();
  await page.getByTestId('iba-news-scope-mode').getByText('按企业').click();
  await pickCompany(page, 'iba-news-company', company!.orgName);
  await expect(page.getByTestId('iba-news-company-picked')).toHaveText(company!.orgName);

  const summary = page.getByTestId('iba-news-summary');
  await expect(summary.getByTestId('iba-news-summary-company')).toHaveText([company!.orgName]);
  await expect(summary.getByTestId('iba-news-summary-negative')).toHaveText(String(company!.negative));
  const list = page.getByTestId('list-iba-news');
  await expect(list.getByTestId('publicsen-title').first()).toBeVisible();
  await expect(page.getByTestId('publicsen-trend-chart')).toBeVisible();
  await snapshot(page, testInfo, 'iba-publicsen');

  // The article opens in a drawer over the list, and the address keeps it.
  const title = (await list.getByTestId('publicsen-title').first().textContent())!;
  await list.getByTestId('publicsen-title').first().click();
  await expect(page.getByTestId('publicsen-detail-title')).toHaveText(title);
  await expect(page).toHaveURL(/newsId=/);
  await expect(page.getByTestId('publicsen-related')).toContainText(company!.orgName);
});

test("关系核查 of a group head, a company it controls, an unrelated one and the controlled company's legal representative shows the related pairs with their evidence", async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const hot = await hotCompanies(page);
  const pair = await controlPair(page, hot);
  expect(pair, 'a hot company holding over half of another').toBeDefined();
  // A third company related to neither, as the check itself says.
  let other: { entId: string; orgName: string } | undefined;
  for (const c of hot.filter((h) => h.entId !== pair!.headId && h.entId !== pair!.heldId).reverse()) {
    const check = await callApi<RelationScreenResult>(page, 'POST', '/esee/iba/relation/screen', {
      parties: [
        { entId: pair!.headId, name: pair!.head },
        { entId: pair!.heldId, name: pair!.held },
        { entId: c.entId, name: c.orgName },
      ],
    });
    if (check.code === 200 && !check.data.pairs.some((p) => p.b === 2)) {
      other = c;
      break;
    }
  }
  expect(other, 'a hot company related to neither').toBeDefined();
  // A natural person: the held company's legal representative, named with that company.
  const info = await callApi<{ legalRep: string | null }>(page, 'POST', '/esee/enterpriseInfo/getEnterpriseInfo', {
    entId: pair!.heldId,
  });
  const rep = info.data.legalRep!;
  expect(rep, 'the held company has a legal representative').toBeTruthy();

  await shell.openFromMenu('投行助手', '尽调工具', '关系核查');
  await expect(page.getByTestId('relation-screen-page')).toBeVisible();
  await expect(page.getByTestId('relation-run')).toBeDisabled();
  await pickCompany(page, 'relation-search', pair!.head);
  await page.getByText('批量粘贴交易各方').click();
  await page.getByTestId('relation-paste').fill([`${pair!.held},发行人`, `${other!.orgName},中介机构`].join('\n'));
  await page.getByTestId('relation-paste-add').click();
  await expect(page.getByTestId('relation-party-name')).toHaveCount(3);
  await new RelationScreenPage(page).addPerson(rep, pair!.held);
  await expect(page.getByTestId('relation-party-name')).toHaveCount(4);
  await page.getByTestId('relation-run').click();

  const matrix = page.getByTestId('relation-heatmap');
  await expect(matrix.locator('tbody tr')).toHaveCount(4);
  // The person is the held company's legal representative: 关键管理人员, a related party.
  await expect(page.getByTestId('heat-cell-1-3')).toHaveAttribute('data-level', 'high');
  await expect(page.getByTestId('heat-cell-0-1')).toHaveAttribute('data-level', 'high');
  await expect(page.getByTestId('heat-cell-0-2')).toHaveAttribute('data-level', 'none');
  await expect(page.getByTestId('heat-cell-1-2')).toHaveAttribute('data-level', 'none');
  await expect(page.getByTestId('relation-level')).toContainText('构成关联方');

  // The worst pair's evidence is open: control, with what was found and the rule it rests on.
  await expect(page.getByTestId('relation-evidence-title')).toContainText(`${pair!.head} × ${pair!.held}`);
  const control = page.getByTestId('relation-evidence-item').filter({ hasText: '控制关系' }).first();
  await expect(control).toContainText(`${pair!.head}持有${pair!.held}`);
  await expect(control.getByTestId('relation-basis')).toContainText('企业会计准则第36号');
  await expect(page.getByTestId('relation-clusters')).not.toContainText(other!.orgName);
  await expect(page.getByTestId('relation-not-covered')).toContainText('家庭成员');
  await page.getByTestId('heat-cell-1-3').click();
  await expect(page.getByTestId('relation-evidence-title')).toContainText(`${rep}（自然人）`);
  const officer = page.getByTestId('relation-evidence-item').filter({ hasText: `${rep}任${pair!.held}法定代表人` });
  await expect(officer.first()).toContainText('关键管理人员');
  await snapshot(page, testInfo, 'iba-relation-screen');
});
