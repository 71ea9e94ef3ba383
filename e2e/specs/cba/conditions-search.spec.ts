import { expect, test } from '@playwright/test';
import { ConditionsSearchPage } from '../../pages/ConditionsSearchPage';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { openAsAnalyst } from '../../support/menu';
import { pinnedToday } from '../../support/clock';
import { deliverRecords } from '../../support/inbox';
import { companyListFile } from '../../support/sheets';

/** The conditions and answer of the search call, as far as this test reads them. */
type Conditions = Record<string, unknown>;
interface ConditionSearchResult {
  total: number;
  list: { entId: string; orgName: string; techTags: string[] }[];
}

const search = (page: import('@playwright/test').Page, conditions: Conditions) =>
  callApi<ConditionSearchResult>(page, 'POST', '/esee/marketing/conditionSearch/search', {
    conditions,
    pageSize: 50,
  });

test('filters narrow the count and rows, a company opens, and a saved 方案 reruns with its new company marked', async ({
  page,
}, testInfo) => {
  const conditions = await openAsAnalyst(page, ConditionsSearchPage, '对公银行助手', '智能营销', '条件找客');

  // Active companies first; each filter narrows the count, and the table follows it.
  const all = await conditions.settledTotal();
  expect(all).toBeGreaterThan(1000);
  const byCapital = await conditions.narrowedFrom(all, () => conditions.check('filter-capital', '1000-5000万'));
  await expect(conditions.chips()).toHaveText(['注册资本：1000-5000万']);
  const withPhone = await conditions.narrowedFrom(byCapital, () => conditions.flag('hasPhone'));
  const certified = await conditions.narrowedFrom(withPhone, () => conditions.check('filter-tags', '高新技术企业'));
  await expect(conditions.chips()).toHaveText(['注册资本：1000-5000万', '科技标签：高新技术企业', '有联系电话']);
  await expect(conditions.rows().first()).toContainText('高新技术企业');
  const rowsShown = Math.min(10, certified);
  await expect(conditions.rows()).toHaveCount(rowsShown);
  for (let i = 0; i < rowsShown; i++) await expect(conditions.rows().nth(i)).toContainText('高新技术企业');

  // A chip removes its filter: the count goes back.
  await conditions.chips().filter({ hasText: '有联系电话' }).locator('.anticon-close').click();
  await expect(conditions.count()).toHaveAttribute('data-total', String(await conditionsTotal(byCapitalAndTag())));
  await conditions.flag('hasPhone');
  await expect(conditions.count()).toHaveAttribute('data-total', String(certified));

  // A company opens in its detail page.
  const first = conditions.rows().first().getByTestId('prospect-name');
  const name = (await first.textContent())!;
  const [detail] = await Promise.all([page.waitForEvent('popup'), first.click()]);
  await expect(new CompanyDetailPage(detail).name()).toHaveText(name);
  await detail.close();

  // With software copyrights too, saved as a 方案.
  const copyrighted = await conditions.narrowedFrom(certified, () => conditions.flag('hasSoftwareCopyright'));
  const setName = `高企软著${Date.now() % 100000}`;
  await conditions.saveSet(setName);

  // The day's data gives a software copyright to the newest company that lacked one: it now matches.
  const base: Conditions = { capitalBands: ['1000to5000'], hasPhone: true, techTags: ['高新技术企业'] };
  const rows = (await search(page, base)).data.list;
  const newcomer = await firstWithout(rows);
  await deliverRecords('conditions', [
    {
      recordId: `e2e-soft-${Date.now()}`,
      companyId: newcomer.entId,
      kind: 'softwareCopyright',
      date: pinnedToday(),
      fullName: '对公客户营销分析系统',
      version: 'V1.0',
      regNum: '2026SR0999999',
    },
  ]);
  // The search follows the load a moment later: its index is rebuilt when it sees a new load.
  await expect
    .poll(async () => (await search(page, { ...base, hasSoftwareCopyright: true })).data.total, { timeout: 30_000 })
    .toBe(copyrighted + 1);

  // Rerun: one new company, marked in the table.
  await conditions.sets().filter({ hasText: setName }).getByTestId('set-rerun').click();
  await expect(page.getByTestId('set-run-summary')).toContainText(`共 ${copyrighted + 1} 家，较上次运行新增 1 家`);
  await expect(conditions.count()).toHaveAttribute('data-total', String(copyrighted + 1));
  const marked = conditions.rows().filter({ has: page.getByTestId('prospect-new') });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(newcomer.orgName);
  await testInfo.attach('rerun', { body: await page.screenshot(), contentType: 'image/png' });

  /** The newest of the base matches without a software copyright: it lands on the first page of the set once it has one. */
  async function firstWithout(list: typeof rows) {
    const withCopyright = new Set(
      (await search(page, { ...base, hasSoftwareCopyright: true })).data.list.map((r) => r.entId),
    );
    const index = list.findIndex((r) => !withCopyright.has(r.entId));
    // Its place in the rerun table is the number of newer companies that had one already.
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(10);
    return list[index]!;
  }
  function byCapitalAndTag(): Conditions {
    return { capitalBands: ['1000to5000'], techTags: ['高新技术企业'] };
  }
  async function conditionsTotal(c: Conditions) {
    return (await search(page, c)).data.total;
  }
});

test("an administrator imports customers into the institution's book: 条件找客 marks them and can leave them out", async ({
  page,
}, testInfo) => {
  // DEMO2: its book is its own, so no other test's counts move.
  const shell = new ShellPage(page);
  await shell.signIn('DEMO2', 'admin');
  await page.goto('/bankAssistant/conditionsSearch');
  const conditions = new ConditionsSearchPage(page);
  const bookCount = page.getByTestId('customer-book-count');
  await expect(bookCount).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await bookCount.getAttribute('data-count'));

  // Three companies that are not customers yet, imported from a spreadsheet.
  const fresh = (
    await callApi<ConditionSearchResult>(page, 'POST', '/esee/marketing/conditionSearch/search', {
      conditions: { excludeCustomers: true, capitalBands: ['ge5000'] },
      sort: 'capitalDesc',
      pageSize: 3,
    })
  ).data.list;
  expect(fresh).toHaveLength(3);
  const file = testInfo.outputPath('本行客户.xlsx');
  companyListFile(
    file,
    fresh.map((c) => c.orgName),
    '客户名称',
  );
  await page.getByTestId('customer-book-import').click();
  await page.getByTestId('import-choose').locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('import-summary')).toContainText('共 3 条，匹配成功 3 条');
  await page.getByTestId('import-confirm').click();
  await expect(bookCount).toHaveAttribute('data-count', String(before + 3));

  // The first of them, found by its name, is marked 本行客户; leaving customers out leaves nothing.
  await page.getByTestId('filter-keyword').getByRole('searchbox').fill(fresh[0]!.orgName);
  await page.getByTestId('filter-keyword').getByRole('searchbox').press('Enter');
  await expect(conditions.count()).toHaveAttribute('data-total', '1');
  await expect(conditions.rows().first().getByTestId('prospect-customer')).toHaveText('本行客户');
  await conditions.flag('excludeCustomers');
  await expect(conditions.chips().filter({ hasText: '排除本行客户' })).toBeVisible();
  await expect(conditions.count()).toHaveAttribute('data-total', '0');
  await testInfo.attach('customers', { body: await page.screenshot(), contentType: 'image/png' });
});
