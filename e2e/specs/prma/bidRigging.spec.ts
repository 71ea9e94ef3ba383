import { expect, test } from '@playwright/test';
import { BidRiggingPage } from '../../pages/BidRiggingPage';
import { ShellPage } from '../../pages/ShellPage';
import { rows } from '../../pages/parts/table';
import { callApi, controlPair, hotCompanies } from '../../support/api';

test('a bid-rigging check of four bidders shows the linked pair on the heat map, with its evidence and article', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A hot company (a group head) and a company it holds over half of: a control relation (Art. 34).
  const hot = await hotCompanies(page);
  const pair = await controlPair(page, hot);
  expect(pair, 'a hot company holding over half of another').toBeDefined();
  const others = hot.filter((c) => c.entId !== pair!.headId && c.entId !== pair!.heldId).slice(0, 2);

  await shell.openFromMenu('合作方风险管理', '围串标核查');
  const screen = new BidRiggingPage(page);
  await expect(screen.root()).toBeVisible();
  await expect(page.getByTestId('bid-run')).toBeDisabled();
  await expect(page.getByText('添加至少两家投标人后开始核查')).toBeVisible();

  await screen.pick(pair!.head);
  // 1,300,000 is 1.56% above 1,280,000: close, not within the ±1% of Art. 40 (4), a near miss.
  await screen.paste([`${pair!.held},1280000`, `${others[0]!.orgName},1300000`, `${others[1]!.orgName}`]);
  await expect(screen.bidderNames()).toHaveCount(4);
  await screen.run();

  // 4×4: the diagonal is blank, the pair's cell carries a score, the same on both sides of it.
  await expect(screen.heatMap().locator('tbody tr')).toHaveCount(4);
  const cell = screen.cell(0, 1);
  await expect(cell).toHaveText(/^\d+$/);
  await expect(screen.cell(1, 0)).toHaveText((await cell.textContent())!);

  await cell.click();
  await expect(page.getByTestId('bid-evidence-title')).toContainText(`${pair!.head} × ${pair!.held}`);
  const control = screen.evidenceItems().filter({ hasText: '控股或管理关系' }).first();
  await expect(control).toContainText(`${pair!.head}持有${pair!.held}`);
  await expect(control.getByTestId('bid-basis')).toContainText('《招标投标法实施条例》第三十四条');
  // Explained: the holding path, its record with its date, and the article in its own words.
  await expect(control.getByTestId('bid-paths')).toContainText(`${pair!.head} →`);
  await expect(control.getByTestId('bid-paths')).toContainText(`→ ${pair!.held}`);
  await expect(control.getByTestId('bid-records')).toContainText(`${pair!.head} 持股`);
  await expect(control.getByTestId('bid-articles')).toContainText(
    '单位负责人为同一人或者存在控股、管理关系的不同单位，不得参加同一标段投标',
  );
  await expect(cell).toHaveAttribute('data-level', 'high');
  await expect(page.getByTestId('bid-level')).toContainText('高风险');
  // What was checked and did not count: the two prices 1.56% apart, with both prices and why.
  const near = page.getByTestId('bid-near-misses');
  await expect(near).toContainText('已核查未计入的关联');
  await near.getByText('已核查未计入的关联').click();
  const prices = rows(near).filter({ hasText: '报价相差1.56%' });
  await expect(prices).toHaveCount(1);
  await expect(prices).toContainText('超出±1%');
  await expect(prices).toContainText('投标报价 1,280,000 元');

  // The bidders panel has its own path and keeps the run.
  await page.getByRole('tab', { name: '主体企业' }).click();
  await expect(page).toHaveURL(/\/merchants\/screen\/mainEnt$/);
  await expect(rows(page.getByTestId('bid-main-ent'))).toHaveCount(4);
  await expect(page.getByTestId('bid-main-ent')).toContainText('1,280,000');
});

interface TenderBid {
  entId: string;
  name: string;
  price: number | null;
  preparer: string | null;
  agentName: string | null;
  projectManager: string | null;
  depositAccount: string | null;
  fileMachineCode: string | null;
}

test('a tender imported from the register fills the bidders and prices, and its bid documents show an Art. 40 finding', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A tender of the demo data whose bids share a preparer, agent, manager, account or machine: found through the API.
  const fields = ['preparer', 'agentName', 'projectManager', 'depositAccount', 'fileMachineCode'] as const;
  let found: { title: string; openDate: string; bids: TenderBid[]; a: number; b: number } | undefined;
  // About one tender in 25 hides collusion, not all of it in the documents: a few pages hold some.
  for (let pageNo = 1; pageNo <= 10 && !found; pageNo++) {
    const list = await callApi<{ list: { tenderId: string }[] }>(page, 'POST', '/esee/bidRigging/tenders', {
      pageNo,
      pageSize: 50,
    });
    for (const row of list.data.list) {
      const detail = await callApi<{ title: string; openDate: string; bids: TenderBid[] }>(
        page,
        'GET',
        `/esee/bidRigging/tender?tenderId=${row.tenderId}`,
      );
      const bids = detail.data.bids;
      for (let a = 0; a < bids.length && !found; a++)
        for (let b = a + 1; b < bids.length && !found; b++)
          if (fields.some((f) => bids[a]![f] && bids[a]![f] === bids[b]![f])) found = { ...detail.data, a, b };
      if (found) break;
    }
  }
  expect(found, 'a demo tender whose bids share a bid document field').toBeDefined();
  const { title, openDate, bids, a, b } = found!;

  await shell.openFromMenu('合作方风险管理', '围串标核查');
  const screen = new BidRiggingPage(page);
  await expect(screen.root()).toBeVisible();
  await screen.importTender(title);

  // The form holds the tender: its title, opening day, bidders in order and their prices.
  await expect(page.getByTestId('bid-project-name')).toHaveValue(title.slice(0, 100));
  await expect(page.getByTestId('bid-tender-date')).toHaveValue(openDate);
  await expect(screen.bidderNames()).toHaveText(bids.map((x) => x.name));
  await screen.run();
  await expect(page.getByText(`${title.slice(0, 100)} · 开标日期 ${openDate}`)).toBeVisible();

  await screen.cell(a, b).click();
  await expect(page.getByTestId('bid-evidence-title')).toContainText(`${bids[a]!.name} × ${bids[b]!.name}`);
  const finding = screen
    .evidenceItems()
    .filter({ hasText: '《招标投标法实施条例》第四十条' })
    .filter({ hasText: '法定' });
  await expect(finding.first()).toBeVisible();
  await expect(screen.cell(a, b)).toHaveAttribute('data-level', 'high');

  // The prices came with the bidders.
  await page.getByRole('tab', { name: '主体企业' }).click();
  await expect(rows(page.getByTestId('bid-main-ent'))).toHaveCount(bids.length);
  await expect(page.getByTestId('bid-main-ent')).toContainText(bids[0]!.price!.toLocaleString('en-US'));
});
