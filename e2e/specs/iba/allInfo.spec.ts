import { expect, test, type Page } from '@playwright/test';
import { IntelPropertyPage, OrganizationPage, PersonLawPage } from '../../pages/AllInfoPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { rows } from '../../pages/parts/table';
import { closeDialog, dialog } from '../../pages/parts/dialog';

/**
 * Words of the patent titles on screen that some patents match, fewer than the count's cap, and no kind reaches
 * the cap (so that the holders rank): the generated titles share their common words (一种, 装置, 方法 …) with
 * thousands of others, so four characters are tried first.
 */
async function wordOf(page: Page, titles: string[]): Promise<string | undefined> {
  for (const length of [4, 3, 5, 2])
    for (const title of titles.slice(0, 3)) {
      const chars = [...title];
      for (let i = 0; i + length <= chars.length; i += length) {
        const word = chars.slice(i, i + length).join('');
        const summary = await callApi<{ counts: Record<string, number>; capped: string[] }>(
          page,
          'POST',
          '/esee/iba/intelProperty/summary',
          { keyword: word },
        );
        const n = summary.data.counts.patent ?? 0;
        if (!summary.data.capped.length && n >= 3) return word;
      }
    }
  return undefined;
}

interface Candidates {
  total: number;
  withRecords: number;
  list: { personId: string; recordTotal: number; counts: Record<string, number> }[];
}

test('知识产权查询: words of a title narrow the patents, the holders rank, a region narrows again, a record opens, a failed load recovers', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const ip = new IntelPropertyPage(page);
  await shell.signIn('DEMO', 'admin');
  await shell.openFromMenu('投行助手', '目标企业查询', '知识产权查询');
  await expect(ip.root()).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);
  const all = await ip.total('patent');
  expect(all).toBeGreaterThan(100);
  await expect(ip.tab('patent')).toContainText(/专利 \d+\+?/);

  // Two characters of a patent's title on screen (those matching most patents under the count's cap): fewer
  // patents, each title holding them.
  const word = await wordOf(page, await ip.titles('patent', 0));
  expect(word, 'words of a patent title on screen that fewer than 1000 patents have').toBeDefined();
  await ip.search(word!);
  const found = await ip.totalChangedFrom('patent', all);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  const titles = await ip.titles('patent', 0);
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toContain(word!);
  await expect(ip.tab('patent')).toContainText(`专利 ${found}`);
  await expect(ip.listRows('patent').first().getByTestId('ip-holder')).toHaveAttribute(
    'href',
    /^\/baseinfo\/orgdetail\?eid=/,
  );

  // The holders with most matches, most first.
  await expect(ip.holderRows().first()).toBeVisible();
  const totals = (await ip.holders().getByTestId('ip-holder-total').allInnerTexts()).map(Number);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  expect(totals[0]).toBeGreaterThan(0);

  // The top holder's province: the patents narrow again, every holder of the ranking is there.
  const region = (await ip.holderRows().first().locator('td').nth(2).innerText()).trim();
  const options = await callApi<{ regions: { name: string }[] }>(page, 'GET', '/esee/iba/intelProperty/options');
  const province = options.data.regions.map((r) => r.name).find((name) => region.startsWith(name))!;
  expect(province).toBeTruthy();
  await ip.region([province]);
  await expect(page).toHaveURL(/region=\d{2}(&|$)/);
  const inProvince = await ip.totalChangedFrom('patent', found);
  expect(inProvince).toBeLessThanOrEqual(found);
  expect(inProvince).toBeGreaterThan(0);
  await expect(ip.holderRows().first()).toBeVisible();
  for (const cell of await ip.holderRows().locator('td:nth-child(3)').allInnerTexts())
    expect(cell.trim().startsWith(province)).toBe(true);

  // A patent in full: its inventors and abstract.
  await ip.listRows('patent').first().getByText('详情').click();
  const patent = dialog(page, '专利详情');
  await expect(patent.getByTestId('record-detail')).toContainText('发明人');
  await expect(patent.getByTestId('record-detail')).toContainText('摘要');
  await closeDialog(patent);
  await expect(patent).toBeHidden();

  // Another kind: its own columns.
  await ip.tab('trademark').click();
  await expect(page).toHaveURL(/kind=trademark/);
  await ip.total('trademark');
  await expect(ip.list('trademark').locator('thead')).toContainText('商标名称');

  // A list that fails inside the server shows the failed state; 重新刷新 loads it.
  const armed = await callApi(page, 'POST', '/framework/api/ops/diagnostics/fault', {
    pathPrefix: '/esee/iba/intelProperty/search',
    times: 1,
  });
  expect(armed.code).toBe(200);
  await page.getByTestId('ip-reset').click();
  const failed = page.getByTestId('failed-state');
  await expect(failed).toContainText('数据刷新失败，请重新刷新');
  await failed.getByRole('button', { name: '重新刷新' }).click();
  expect(await ip.total('trademark')).toBeGreaterThan(0);
  await expect(failed).toHaveCount(0);

  // Words nothing has: the empty state, and no ranking.
  await ip.search('没有这样的知识产权');
  await expect(ip.list('trademark')).toHaveAttribute('data-total', '0');
  await expect(ip.list('trademark').getByTestId('empty-state')).toBeVisible();
  await expect(ip.ranking().getByText('没有匹配的知识产权')).toBeVisible();
});

test('机构查询: organisations only, narrowed by kind and name, each opening its agency page', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  const orgs = new OrganizationPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '目标企业查询', '机构查询');
  await expect(orgs.root()).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);
  const all = await orgs.total();
  expect(all).toBeGreaterThan(20);
  const kinds = new Set((await orgs.kinds().allInnerTexts()).map((t) => t.trim()));
  expect(kinds.size).toBeGreaterThan(1);

  // One kind: fewer, each of that kind.
  await orgs.chooseKind(/^基金会（\d+）$/);
  await expect(page).toHaveURL(/kinds=53/);
  const foundations = await orgs.totalChangedFrom(all);
  expect(foundations).toBeGreaterThan(0);
  expect(foundations).toBeLessThan(all);
  expect(new Set((await orgs.kinds().allInnerTexts()).map((t) => t.trim()))).toEqual(new Set(['基金会']));

  // Its own name finds it first; it opens the agency page in a new tab.
  const name = (await orgs.names().first().innerText()).trim();
  await orgs.search(name);
  await expect(orgs.names().first()).toHaveText(name);
  const link = orgs.names().first();
  await expect(link).toHaveAttribute('href', /^\/apps\/allInfo\/searchAgencyDetails\?eid=/);
  await expect(link).toHaveAttribute('target', '_blank');
  const opened = context.waitForEvent('page');
  await link.click();
  const agency = await opened;
  await expect(agency.getByTestId('agency-page')).toBeVisible();
  await expect(agency.getByTestId('company-name')).toHaveText(name);
  await expect(agency.getByTestId('agency-kind')).toHaveText('基金会');
  await agency.close();

  // A name no organisation has (an enterprise's words): the empty state.
  await orgs.search('有限公司没有这样的机构');
  await expect(orgs.list()).toHaveAttribute('data-total', '0');
  await expect(orgs.list().getByTestId('empty-state')).toBeVisible();
});

/** A name several people of the demo data bear, one of them named in judicial records. */
async function sharedNameWithRecords(page: Page) {
  const surnames = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'];
  const given = [...'伟芳娜敏静丽强磊军洋勇艳杰涛明超'];
  for (const s of surnames)
    for (const g of given) {
      const name = s + g;
      const found = await callApi<Candidates>(
        page,
        'GET',
        `/esee/iba/personLaw/suggest?${new URLSearchParams({ persName: name })}`,
      );
      if (found.data.total >= 2 && found.data.withRecords >= 1) return { name, found: found.data };
    }
  return undefined;
}

test('人员涉诉查询: a shared name, the namesake named in records picked by the page, their records kind by kind', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const law = new PersonLawPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '尽调工具', '人员涉诉查询');
  await expect(law.root()).toBeVisible();
  await expect(page.getByText('输入人员姓名开始查询')).toBeVisible();
  const shared = await sharedNameWithRecords(page);
  expect(shared, 'a name several people of the demo data bear, one with records').toBeDefined();
  const { name, found } = shared!;

  // The namesakes: those named in records first, each with companies and record counts.
  await law.searchName(name);
  await expect(page.getByTestId('person-law-total')).toHaveText(String(found.total));
  expect(await law.candidates().count()).toBe(found.list.length);
  const first = law.candidates().first();
  await expect(first.getByTestId('person-law-count').first()).toBeVisible();
  await expect(law.candidates().last()).toBeVisible();

  // Picked: the records, the tab of the first kind with records open, as many rows as its count says.
  await first.getByTestId('person-law-pick').click();
  await expect(page).toHaveURL(/personId=/);
  await expect(law.records()).toBeVisible();
  await expect(page.getByTestId('person-law-person-name')).toHaveText(name);
  const person = found.list[0]!;
  const kind = Object.keys(person.counts).find((k) => person.counts[k])!;
  const table = page.getByTestId(`records-${kind}`);
  await expect(table).toHaveAttribute('data-total', String(person.counts[kind]));
  await expect(rows(table).first()).toBeVisible();
  await expect(table.getByTestId('person-law-record-company').first()).toHaveAttribute(
    'href',
    /^\/baseinfo\/orgdetail\?eid=/,
  );
  await expect(page.getByTestId('person-law-profile')).toHaveAttribute(
    'href',
    `/baseinfo/persondetail?personId=${person.personId}`,
  );

  // Back to the namesakes; only those named in records.
  await page.getByTestId('person-law-back').click();
  await expect(law.candidates().first()).toBeVisible();
  await law.searchName(name, { withRecords: true });
  await expect(page.getByTestId('person-law-total')).toHaveText(String(found.withRecords));
  expect(await law.candidates().count()).toBe(Math.min(found.withRecords, 20));
  for (const card of await law.candidates().all())
    await expect(card.getByTestId('person-law-count').first()).toBeVisible();

  // A name nobody bears.
  await law.searchName('无此姓名者');
  await expect(page.getByText('未找到名为「无此姓名者」的人员')).toBeVisible();
});
