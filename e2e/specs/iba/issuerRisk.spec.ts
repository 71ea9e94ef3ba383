import { expect, test } from '@playwright/test';
import { IssuerRiskPages } from '../../pages/IssuerRiskPages';
import { ShellPage } from '../../pages/ShellPage';
import { rows } from '../../pages/parts/table';
import { closeDialog, dialog } from '../../pages/parts/dialog';

test('发行人司法风险: issuers with their records by kind and open cases; filters narrow; a row opens its records', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const risk = new IssuerRiskPages(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', '发行人司法风险');
  await expect(page).toHaveURL(/\/investment\/watch\/justiceRisk$/);
  await expect(risk.justice()).toBeVisible();
  await expect(page.getByTestId('justice-coverage')).toContainText(/在审发行人 \d+ 家，其中 \d+ 家有司法记录/);
  const first = risk.justiceRows().first();
  await expect(first.getByTestId('justice-kind').first()).toBeVisible();
  await expect(first.getByTestId('justice-cases')).toBeVisible();
  await expect(first.getByTestId('justice-company')).toHaveAttribute('href', /eid=E\d+/);
  await expect(first.getByTestId('issuer-review-link').first()).toHaveAttribute(
    'href',
    /\/investment\/watch\/(feedback|auditMind|mergers|refinance)\/detail\?id=|\/investment\/watch\/detailsList\/bondDetails\?id=/,
  );
  const everyone = await risk.totalOf(risk.justiceTable());

  // Only the issuers with a case still open.
  await page.getByTestId('justice-open-only').click();
  await risk.everyRow(risk.justiceRows(), async (row) => (await row.getByTestId('justice-open').count()) === 1);
  expect(await risk.totalOf(risk.justiceTable())).toBeLessThan(everyone);
  await page.getByTestId('justice-open-only').click();

  // One kind of record: the rows count that kind only.
  await risk.filter('justice-kind-filter', /^立案信息/);
  await risk.everyRow(risk.justiceRows(), async (row) => {
    const kinds = await row
      .getByTestId('justice-kind')
      .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-kind')));
    return kinds.length > 0 && kinds.every((k) => k === 'caseFiling');
  });
  expect(await risk.totalOf(risk.justiceTable())).toBeLessThanOrEqual(everyone);

  // A row opens the issuer's records, kind by kind, and a record its details.
  const row = risk.justiceRows().first();
  const name = (await row.getByTestId('justice-company').textContent())!.trim();
  await row.getByTestId('justice-open-records').click();
  const drawer = risk.issuerDrawer();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-drawer-title')).toContainText(name);
  await expect(drawer.getByTestId('justice-issuer-total')).toContainText('条');
  await expect(drawer.getByTestId('justice-issuer-open')).toContainText('件');
  await drawer.getByRole('tab', { name: /^立案信息/ }).click();
  const records = drawer.getByTestId('records-caseFiling');
  await expect(rows(records).first()).toBeVisible();
  await expect(rows(records).first()).toContainText(/（\d{4}）/);
  await records.getByText('详情').first().click();
  await expect(page.getByTestId('record-detail')).toContainText('承办法官');
});

test('监管处罚: penalties by authority with yearly counts; the CSRC and exchanges apart; a row links to its review item', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const risk = new IssuerRiskPages(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', '监管处罚');
  await expect(page).toHaveURL(/\/investment\/watch\/punish$/);
  await expect(risk.punish()).toBeVisible();
  await expect(risk.summary().getByTestId('punish-summary-total')).toContainText(/\d+ 条/);
  await expect(risk.summary().getByTestId('punish-years-chart')).toBeVisible();
  await expect(risk.punishRows().first().getByTestId('punish-authority')).not.toBeEmpty();
  const everyone = await risk.totalOf(risk.punishTable());

  // The securities regulators only: the CSRC and its bureaus.
  await risk.filter('punish-class-filter', /^证监会及派出机构/);
  // Read at once, never waited for: a row of the list before the filter may be gone when it is read.
  await risk.everyRow(risk.punishRows(), async (row) => {
    const classes = await row
      .getByTestId('punish-class')
      .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-class')));
    return classes.length > 0 && classes.every((c) => c === 'csrc');
  });
  const csrc = await risk.totalOf(risk.punishTable());
  expect(csrc).toBeLessThan(everyone);
  await expect(risk.summary().getByTestId('punish-summary-total')).toHaveText(`${csrc} 条`);
  await expect(risk.summary().getByTestId('punish-summary-other')).toHaveText('0 条');
  await expect(risk.punishRows().first().getByTestId('punish-authority')).toContainText('中国证券监督管理委员会');

  // A record's details, then the issuer's review item.
  const row = risk.punishRows().first();
  await row.getByTestId('punish-detail-link').click();
  const detail = page.getByTestId('punish-detail');
  await expect(detail).toContainText('决定文书号');
  await expect(detail).toContainText('中国证券监督管理委员会');
  await closeDialog(dialog(page, detail));
  await expect(detail).toBeHidden();
  await row.getByTestId('issuer-review-link').first().click();
  await expect(page).toHaveURL(/\/investment\/watch\/.+(detail|bondDetails)\?id=/);
  await expect(page.getByTestId('review-milestone').first()).toBeVisible();
});
