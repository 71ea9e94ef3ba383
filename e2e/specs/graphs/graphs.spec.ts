import { expect, test, type Page } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { rows } from '../../pages/parts/table';
import { callApi, hotCompanies, hotCompany, hotCompanyWhere } from '../../support/api';

const GRAPHS = [
  ['stock-right', '股权穿透图'],
  ['frameworkTree', '企业图谱'],
  ['benifit', '受益所有人图'],
  ['controller', '实际控制人图'],
  ['groupRelationship', '集团关系图'],
] as const;

/** How many pixels the graph's canvases have drawn: a blank canvas has none. */
const drawnPixels = (page: Page) =>
  page.getByTestId('graph-canvas').evaluate((el) =>
    [...el.querySelectorAll('canvas')].reduce((sum, canvas) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; data && i < data.length; i += 4) if (data[i]! > 0) n++;
      return sum + n;
    }, 0),
  );

/** The first hot company whose penetration one level down has a node with more below it. */
async function companyWithGrandchildren(page: Page) {
  for (const company of await hotCompanies(page)) {
    const tree = await callApi<{ root: { children: { more?: true }[] } }>(
      page,
      'GET',
      `/esee/graph/stockRight?direction=down&depth=1&entId=${company.entId}`,
    );
    if (tree.data.root.children.some((c) => c.more)) return company;
  }
  throw new Error('no hot company holds a company that holds others');
}

interface Penetration {
  direction: 'up' | 'down';
  counts: { holders: number; holdings: number };
  root: { children: { entity: { id: string; name: string }; more?: true; cycle?: true }[] };
}

/** A company a hot company holds that holds nothing itself (its data is its shareholders), with that holder. */
async function subsidiaryWithoutInvestments(page: Page) {
  for (const company of await hotCompanies(page)) {
    const down = await callApi<Penetration>(
      page,
      'GET',
      `/esee/graph/stockRight?direction=down&depth=1&entId=${company.entId}`,
    );
    for (const child of down.data.root.children.filter((c) => !c.more && !c.cycle)) {
      const opened = await callApi<Penetration>(page, 'GET', `/esee/graph/stockRight?entId=${child.entity.id}`);
      // At most 12 shareholders: each is drawn, none summed into 「其余 N 家」.
      if (opened.data.direction === 'up' && opened.data.counts.holdings === 0 && opened.data.counts.holders <= 12)
        return { holder: company, company: child.entity, holders: opened.data.counts.holders };
    }
  }
  throw new Error('no company held by a hot company holds nothing itself');
}

/**
 * Whether the drawing stays inside its canvas: no pixel within a few pixels of the canvas's edge differs
 * from the corner's (the background). A graph not fitted draws nodes and edges across the edge.
 */
const drawsInsideCanvas = (page: Page) =>
  page.getByTestId('graph-canvas').evaluate((el) =>
    [...el.querySelectorAll('canvas')].every((canvas) => {
      const band = Math.round(4 * devicePixelRatio);
      const { width, height } = canvas;
      const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
      const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 4).join();
      const background = at(0, 0);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if ((x < band || y < band || x >= width - band || y >= height - band) && at(x, y) !== background)
            return false;
      return true;
    }),
  );

/** The zoom the graph opened at: fitted to the canvas, but never below the readable 0.75 (issue 41). */
const READABLE_ZOOM = 0.75;

test('the graphs are fitted to their canvas on first draw, at a readable size, and the page keeps its tools apart', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  for (const kind of ['frameworkTree', 'groupRelationship', 'stock-right']) {
    await page.goto(`/investment/relation/${kind}?entId=${company.entId}`);
    const canvas = page.getByTestId('graph-canvas');
    await expect(canvas).toHaveAttribute('data-drawn', 'true');
    // Labels of 12 px never shrink under 9 px: a graph too large to fit opens readable around its root instead.
    const zoom = Number(await canvas.getAttribute('data-zoom'));
    expect(zoom, kind).toBeGreaterThanOrEqual(READABLE_ZOOM);
    if (zoom > READABLE_ZOOM) expect(await drawsInsideCanvas(page), kind).toBe(true);
  }
  // The search box and the full-screen link stand side by side, neither over the other.
  const search = (await page.getByTestId('graph-company-search').boundingBox())!;
  const fullScreen = (await page.getByRole('link', { name: /全屏查看/ }).boundingBox())!;
  expect(search.x + search.width).toBeLessThanOrEqual(fullScreen.x);
  // The full-screen page is as wide as the window, its 查询 button inside it.
  const [full] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /全屏查看/ }).click(),
  ]);
  await expect(full.getByTestId('graph-canvas')).toHaveAttribute('data-drawn', 'true');
  expect(await full.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expect(full.getByTestId('graph-company-search').getByTestId('company-search-submit')).toBeInViewport({
    ratio: 1,
  });
});

test('each company graph of IBA draws its graph, with what it found in words', async ({ page }, testInfo) => {
  test.slow(); // five graphs
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  for (const [kind, title] of GRAPHS) {
    await page.goto(`/investment/relation/${kind}?entId=${company.entId}`);
    await expect(page.getByTestId('graph-page')).toContainText(title);
    await expect(page.getByTestId('graph-company')).toHaveText(company.orgName);
    await expect(page.getByTestId('graph-node-list')).toContainText(company.orgName);
    await expect(page.getByTestId('graph-legend')).toContainText('自然人');
    await expect.poll(() => drawnPixels(page)).toBeGreaterThan(2000);
    if (kind === 'benifit') await expect(page.getByTestId('graph-summary')).toContainText('持股阈值 25.00%');
    if (kind === 'controller') {
      await expect(page.getByTestId('graph-summary')).toContainText(/实际控制人|无实际控制人/);
      // How control was decided, link by link, with who else was checked.
      const answer = await callApi<{
        chain: { company: { name: string } }[];
        undecided: { holders: unknown[] } | null;
      }>(page, 'GET', `/esee/graph/controller?entId=${company.entId}`);
      const checks = page.getByTestId('graph-control-checks');
      if (answer.data.chain.length || answer.data.undecided?.holders.length)
        await expect(checks).toContainText(answer.data.chain[0]?.company.name ?? company.orgName);
      else await expect(page.getByTestId('graph-summary')).toContainText('无登记股东');
    }
    await testInfo.attach(`${kind}.png`, { body: await page.screenshot(), contentType: 'image/png' });
  }
});

test('a penetration node expands lazily, and its card opens the company', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A company whose subsidiaries hold companies of their own: one level shows them marked expandable.
  const company = await companyWithGrandchildren(page);
  await page.goto(`/investment/relation/stock-right?entId=${company.entId}`);
  await page.getByRole('combobox', { name: '穿透层数' }).click();
  await page.getByTitle('穿透1层').click();
  const list = page.getByTestId('graph-node-list');
  // One level: the subsidiaries with more below them are marked expandable.
  const expandable = list
    .getByRole('button')
    .filter({ has: page.locator('.anticon-expand') })
    .first();
  await expect(expandable).toBeVisible();
  const before = await list.getByRole('button').count();
  const name = (await expandable.innerText()).split(' · ')[0]!;
  await expandable.click();
  const card = page.getByTestId('graph-node-card');
  await expect(card).toContainText(name);
  await expect(card).toContainText('法定代表人');
  await card.getByTestId('graph-node-toggle').click();
  await expect.poll(() => list.getByRole('button').count()).toBeGreaterThan(before);
  await expect(page.getByTestId('graph-summary')).toContainText('共');

  await card.getByTestId('graph-node-open').click();
  await expect(new CompanyDetailPage(page).name()).toHaveText(name);
});

test('a company detail opens its graphs full screen in a new tab', async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: company.entId });
  // The graph menu opens on hover. While the page is still settling (sections loading below), a menu opened
  // too early can be scrolled under the sticky header; hover and click again until the click lands.
  const link = page.getByRole('link', { name: '股权穿透图' });
  const opened = context.waitForEvent('page');
  await expect(async () => {
    await page.getByTestId('company-graphs').hover();
    await expect(link).toBeVisible({ timeout: 1000 });
    await link.click({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`/EntChartsNew/stock-right\\?entId=${company.entId}`));
  await expect(tab.getByTestId('graph-company')).toHaveText(company.orgName);
  await expect(tab.getByTestId('side-menu')).toHaveCount(0);
});

test('the full-screen graph pages hide the left menu and the contact card', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  await page.goto(`/investment/EntChartsNew/controller?entId=${company.entId}`);
  await expect(page.getByTestId('graph-page')).toContainText('实际控制人图');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.goto(`/EntCharts/frameworkTree?entId=${company.entId}`);
  await expect(page.getByTestId('graph-node-list')).toContainText('法定代表人');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('contact-button')).toHaveCount(0);
});

test('relationship discovery finds how a group head and its subsidiary are linked, and adds a company by search', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const head = await hotCompany(page);
  const down = await callApi<{ root: { children: { entity: { id: string; name: string } }[] } }>(
    page,
    'GET',
    `/esee/graph/stockRight?entId=${head.entId}&direction=down&depth=1`,
  );
  const subsidiary = down.data.root.children[0]!.entity;
  await page.goto(`/merchants/findRel?entIds=${head.entId},${subsidiary.id}&maxHops=6`);
  await expect(page.getByTestId('relationship-entity')).toHaveCount(2);
  const path = page.getByTestId('relationship-path').first();
  await expect(path).toContainText(head.orgName);
  await expect(path).toContainText(subsidiary.name);
  await expect(path).toContainText('持股');
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);

  // A third company, picked with the search box, is asked about too.
  const other = await hotCompany(page, 1);
  const input = page.getByTestId('relationship-company-search').getByTestId('company-search-input');
  await input.fill(other.orgName.slice(0, 6));
  await page.locator('.ant-select-item-option').filter({ hasText: other.orgName }).first().click();
  await expect(page.getByTestId('relationship-entity')).toHaveCount(3);
  await expect(page.getByTestId('relationship-pair')).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(other.entId));
});

/** A share as the graph pages write it: 18.00%. */
const percent = (ratio: number) => `${(Math.round(ratio * 10000) / 100).toFixed(2)}%`;

test('受益所有人 lists the people checked and not named, each with the share, its calculation and why', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  type Owners = {
    threshold: number;
    nearMisses: { person: { name: string }; share: number; calculation: string }[];
  };
  let answer: Owners | undefined;
  const company = await hotCompanyWhere(page, 'has people up its chains below the threshold', async (c) => {
    answer = (await callApi<Owners>(page, 'GET', `/esee/graph/benifit?entId=${c.entId}`)).data;
    return answer.nearMisses.length > 0;
  });
  await page.goto(`/investment/relation/benifit?entId=${company.entId}`);
  await expect(page.getByTestId('graph-summary')).toContainText(`持股阈值 ${percent(answer!.threshold)}`);
  const near = page.getByTestId('graph-near-misses');
  await expect(near).toContainText(`已核查但未认定的自然人（${answer!.nearMisses.length}）`);
  await near.getByText('已核查但未认定的自然人').click();
  const first = answer!.nearMisses[0]!;
  const row = rows(near).filter({ hasText: first.person.name }).first();
  await expect(row).toContainText(percent(first.share));
  await expect(row).toContainText(first.calculation);
  await expect(row).toContainText(`未达到持股阈值 ${percent(answer!.threshold)}`);
  await expect(rows(near)).toHaveCount(answer!.nearMisses.length);
});

test('集团关系 says why each member is in, with its control chain and dated records, and who was checked and left out', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  type Node = {
    entity: { name: string };
    control?: { basis: string };
    record?: { date: string | null } | null;
    children: Node[];
  };
  type Group = {
    root: Node;
    nearMisses: { company: { name: string }; reason: string; record: { date: string | null } | null }[];
    nearMissTotal: number;
  };
  let group: Group | undefined;
  const company = await hotCompanyWhere(page, 'is in a group that holds companies it does not control', async (c) => {
    group = (await callApi<Group>(page, 'GET', `/esee/graph/groupRelationship?entId=${c.entId}`)).data;
    return group.root.children.length > 0 && group.nearMisses.length > 0;
  });
  await page.goto(`/investment/relation/groupRelationship?entId=${company.entId}`);
  await expect(page.getByTestId('graph-summary')).toContainText('逐层认定');
  // Folded above the graph: 成员认定 and 已核查但未纳入的企业, each with its count.
  const explained = page.getByTestId('graph-group-explained');
  await expect(explained).toContainText(`已核查但未纳入的企业（${group!.nearMissTotal}）`);
  // The first member: under the top, its chain from the top and why its parent controls it.
  await explained.getByText('成员认定').click();
  const member = group!.root.children[0]!;
  const row = rows(page.getByTestId('graph-group-members')).filter({ hasText: member.entity.name }).first();
  await expect(row).toContainText(`${group!.root.entity.name} →`);
  await expect(row).toContainText(member.control?.basis === 'majority' ? '上层持股过半数' : '上层为唯一第一大股东');
  if (member.record?.date) await expect(row).toContainText(`${member.record.date}（认缴出资日期）`);
  // Who was checked and left out, with why.
  await explained.getByText('已核查但未纳入的企业').click();
  const miss = group!.nearMisses[0]!;
  const missRow = rows(page.getByTestId('graph-group-near-misses')).filter({ hasText: miss.company.name }).first();
  await expect(missRow).toContainText(miss.reason);
  if (miss.record?.date) await expect(missRow).toContainText(miss.record.date);
});

test('股权穿透图 opens on the side with data: a company without investments on its shareholders, 直接持股 (issue 36)', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const { holder, company, holders } = await subsidiaryWithoutInvestments(page);
  await page.goto(`/investment/relation/stock-right?entId=${company.id}`);
  await expect(page.getByTestId('graph-company')).toHaveText(company.name);
  // Not 「向下：对外投资」 with the company alone: its shareholders, and the page says why.
  await expect(page.getByTestId('stock-direction').locator('.ant-segmented-item-selected')).toHaveText(
    `向上：股东（${holders}）`,
  );
  await expect(page.getByTestId('graph-summary')).toContainText('无对外投资，已显示股东');
  // The hot company holds it directly: one link is 直接持股, never 间接持股.
  await expect(page.getByTestId('graph-node-list')).toContainText(`${holder.orgName} · 直接持股`);
});
