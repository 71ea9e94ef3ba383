import { expect, test } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { EntSearchPage } from '../../pages/CbaPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

/** What the page's risk call answers, as far as the test reads it. */
interface RiskChecklist {
  items: { kind: string; count: number; recent: number }[];
  total: number;
  recent: number;
  window: { days: number };
  statusFlag: string | null;
  watch: { newRisks: number };
}

test('单企业查询: a company is searched, its card and risk strip show the counts of its records, and its detail opens', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  // A company with risk records, so that the strip has counts to show.
  let chosen: { company: { entId: string; orgName: string }; checklist: RiskChecklist } | undefined;
  for (const company of await hotCompanies(page)) {
    const res = await callApi<RiskChecklist>(page, 'POST', '/esee/cba/entSearch/riskChecklist', {
      entId: company.entId,
    });
    expect(res.code).toBe(200);
    chosen ??= { company, checklist: res.data };
    if (res.data.items.some((i) => i.count > 0)) {
      chosen = { company, checklist: res.data };
      break;
    }
  }
  const { company, checklist } = chosen!;

  const ent = new EntSearchPage(page);
  await ent.open();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await ent.search(company.orgName);
  await expect(page).toHaveURL(new RegExp(`entId=${encodeURIComponent(company.entId)}`));
  await expect(ent.card().getByTestId('company-status')).toBeVisible();
  await expect(page.getByTestId('ent-card-facts')).toContainText('统一社会信用代码');

  await expect(ent.riskStrip()).toBeVisible();
  for (const item of checklist.items)
    await expect(ent.riskItem(item.kind).getByTestId('risk-count')).toHaveText(String(item.count));
  const flagged = checklist.items.filter((i) => i.count > 0).length + (checklist.statusFlag ? 1 : 0);
  await expect(page.getByTestId('risk-summary')).toHaveText(flagged ? `${flagged} 项风险提示` : '未发现风险提示');
  await expect(page.getByTestId('watch-new-risks')).toContainText(`近90天新增风险 ${checklist.watch.newRisks} 条`);
  expect(checklist.watch.newRisks).toBe(checklist.recent);

  await page.getByTestId('ent-open-detail').click();
  await expect(page).toHaveURL(/\/baseinfo\/orgdetail/);
  const detail = new CompanyDetailPage(page);
  await expect(detail.name()).toHaveText(company.orgName);
  // The detail page's 近期风险 says what the strip says: the same kinds, records and new ones (one risk summary).
  await detail.openTab('overview');
  const summary = page.getByTestId('recent-risks').getByTestId('risk-summary-text');
  const kinds = checklist.items.filter((i) => i.count > 0).length;
  await expect(summary).toContainText(
    checklist.total
      ? `发现 ${kinds} 类风险信息，共 ${checklist.total} 条，其中近${checklist.window.days}天新增 ${checklist.recent} 条`
      : '未发现司法与经营风险信息',
  );
  for (const item of checklist.items.filter((i) => i.count > 0))
    await expect(page.getByTestId('recent-risks').getByTestId(`risk-kind-${item.kind}`)).toContainText(
      String(item.count),
    );
});
