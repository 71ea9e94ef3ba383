import { expect, test } from '@playwright/test';
import { PublicsenPage } from '../../pages/CbaPages';
import { DangerNewsPages, NewsListDetailPage } from '../../pages/NewsPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

type Desk = { total: number; unread: number; list: { newsId: string; entId: string; title: string }[] };

// DEMO2's manager, so that the companies monitored here change no other test's monitoring list.
test('风险新闻: the desk lists a monitored company’s risk news, marks read, and opens the company and an article', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO2', 'admin');
  // A hot company with negative news, monitored by the institution.
  let chosen: { entId: string; orgName: string } | undefined;
  for (const c of await hotCompanies(page)) {
    const negative = await callApi<{ total: number }>(page, 'POST', '/esee/cba/publicsen/list', {
      entId: c.entId,
      sentiment: '负面',
    });
    if (negative.data.total > 1) {
      chosen = c;
      break;
    }
  }
  expect(chosen, 'a hot company with negative news').toBeDefined();
  const { entId, orgName } = chosen!;
  expect((await callApi(page, 'POST', '/esee/monitorManage/addMonitorObj', { entIds: [entId] })).code).toBe(200);
  const own = await callApi<Desk>(page, 'POST', '/esee/cba/danger/newsList', { entId, pageSize: 50 });
  expect(own.data.total).toBeGreaterThan(1);

  // Reached from the side menu under 风险监控.
  await page.goto('/bankAssistant/home');
  await shell.openFromMenu('对公银行助手', '风险监控', '风险新闻');
  const desk = new DangerNewsPages(page);
  await expect(page.getByTestId('danger-news-list-page')).toBeVisible();
  expect(await desk.loaded()).toBeGreaterThanOrEqual(own.data.total);
  await expect(desk.list()).toContainText(orgName);

  // The company's page: its count, its categories, its stories only.
  await desk.list().getByTestId('danger-company').filter({ hasText: orgName }).first().click();
  await expect(page.getByTestId('danger-company-name')).toHaveText(orgName);
  await expect(page.getByTestId('danger-company-chart')).toBeVisible();
  expect(await desk.loaded()).toBe(own.data.total);
  const unread = await desk.unreadCount();

  // Marking a story read moves it out of 未读 and counts down.
  const first = desk.rows().first().getByTestId('danger-title');
  const title = await first.innerText();
  await expect(first).toHaveAttribute('data-read', 'false');
  await desk.rows().first().getByTestId('danger-mark').click();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(desk.unread()).toHaveText(`未读 ${unread - 1} 条`);
  await desk.showOnly('未读');
  await expect(desk.list()).toHaveAttribute('data-total', String(unread - 1));
  await expect(desk.list().getByTestId('danger-title').filter({ hasText: title })).toHaveCount(0);

  // An unread article opens read, with the companies it concerns and their risks.
  const next = desk.rows().first().getByTestId('danger-title');
  const nextTitle = await next.innerText();
  const marked = page.waitForResponse((r) => r.url().includes('/esee/cba/danger/read'));
  await next.click();
  await marked;
  await expect(page.getByTestId('danger-news-title')).toHaveText(nextTitle);
  await expect(page.getByTestId('danger-news-body')).not.toBeEmpty();
  await expect(page.getByTestId('danger-news-body-paragraph').nth(2)).toBeVisible();
  await expect(page.getByTestId('danger-read-tag')).toHaveText('已读');
  await expect(desk.related()).toContainText(orgName);
  await expect(desk.related()).toContainText('主体企业');
  await page.getByTestId('back-bar').getByRole('link', { name: orgName }).click();
  await expect(page.getByTestId('danger-company-name')).toHaveText(orgName);
  await expect(desk.unread()).toHaveText(`未读 ${unread - 2} 条`);
});

test('风险新闻: an article of a company the institution does not monitor is not found', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO2', 'admin');
  await page.goto('/bankAssistant/danger/newsInfo?newsId=no-such-news');
  await expect(page.getByTestId('danger-news-not-found')).toContainText('资讯不存在');
  await page.goto('/bankAssistant/danger/news?entId=no-such-company');
  await expect(page.getByTestId('danger-company-not-found')).toContainText('未找到该企业');
});

test('舆情全文: a company’s stories in full, with related companies and every reprint', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  // A hot company with a reprinted story.
  let chosen: { entId: string; orgName: string; total: number; rawTotal: number } | undefined;
  for (const c of await hotCompanies(page)) {
    const all = await callApi<{ total: number; rawTotal: number }>(page, 'POST', '/esee/cba/publicsen/list', {
      entId: c.entId,
    });
    if (all.data.total > 0 && all.data.rawTotal > all.data.total) {
      chosen = { ...c, ...all.data };
      break;
    }
  }
  expect(chosen, 'a hot company with reprints').toBeDefined();
  const { entId, orgName, total, rawTotal } = chosen!;

  const news = new PublicsenPage(page);
  await news.open(`?entId=${encodeURIComponent(entId)}&entName=${encodeURIComponent(orgName)}`);
  await page.getByTestId('publicsen-full-list').click();
  const full = new NewsListDetailPage(page);
  await expect(page.getByTestId('news-list-detail-scope')).toHaveText(`${orgName}的舆情全文`);
  expect(await full.loaded()).toBe(total);
  await expect(full.rows().first()).toContainText('主体企业');
  await expect(full.rows().first()).toContainText(orgName);
  // Every story with its reprints spelled out: as many lines as the company has records.
  let lines = 0;
  let firstPage: { reprints: unknown[] }[] = [];
  for (let pageNum = 1; (pageNum - 1) * 50 < total; pageNum++) {
    const answer = await callApi<{ list: { reprints: unknown[] }[] }>(page, 'POST', '/esee/cba/publicsen/listDetail', {
      entId,
      pageNum,
      pageSize: 50,
    });
    if (pageNum === 1) firstPage = answer.data.list;
    lines += answer.data.list.reduce((n, s) => n + 1 + s.reprints.length, 0);
  }
  expect(lines).toBe(rawTotal);
  // The page shows the reprints of its stories, one line each.
  const shown = await full.rows().count();
  const reprints = firstPage.slice(0, shown).reduce((n, s) => n + s.reprints.length, 0);
  await expect(full.list().getByTestId('news-reprint')).toHaveCount(reprints);

  // A story opens whole over the list: its body's paragraphs, where the row shows the summary.
  await full.rows().first().getByTestId('news-story-title').click();
  const body = full.article().getByTestId('publicsen-detail-body');
  await expect(full.article().getByTestId('publicsen-detail-title')).toHaveText(
    await full.rows().first().getByTestId('news-story-title').innerText(),
  );
  await expect(body).toHaveAttribute('data-paragraphs', /^([3-9]|\d\d+)$/);
  await expect(body.getByTestId('publicsen-detail-body-paragraph')).toHaveCount(
    Number(await body.getAttribute('data-paragraphs')),
  );
  await expect(page).toHaveURL(/\/listDetail/);
});
