import { expect, test } from '@playwright/test';
import { AdvSearchPage } from '../../pages/AdvSearchPage';
import { ExportListPage } from '../../pages/ExportListPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

const STAGES = ['辅导备案', '已受理', '问询', '上市委会议', '提交注册', '注册生效', '终止'];

test('高级搜索: a board and an IPO stage narrow the rows that carry them, a saved 方案 applies after a reload, the export starts', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const adv = new AdvSearchPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '目标企业查询', '高级搜索');
  await expect(adv.root()).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);
  const all = await adv.settledTotal();
  expect(all).toBeGreaterThan(100);

  // 新三板 companies head for 北交所: pick the stage the demo data has most of them at.
  const counts = await Promise.all(
    STAGES.map(async (stage) => {
      const res = await callApi<{ total: number }>(page, 'POST', '/esee/iba/advSearch/search', {
        conditions: {},
        finance: { boards: ['新三板'], ipoStages: [stage] },
        pageSize: 10,
      });
      return res.data.total;
    }),
  );
  const stage = STAGES[counts.indexOf(Math.max(...counts))]!;
  expect(Math.max(...counts)).toBeGreaterThan(0);

  const quoted = await adv.changedFrom(all, () => adv.check('filter-board', '新三板'));
  expect(quoted).toBeLessThan(all);
  expect(new Set(await adv.boards())).toEqual(new Set(['新三板']));
  const staged = await adv.changedFrom(quoted, () => adv.check('filter-ipo-stage', stage));
  expect(staged).toBeLessThan(quoted);
  await expect(adv.chips()).toHaveText(['上市板块：新三板', `IPO状态：${stage}`]);
  expect(new Set(await adv.boards())).toEqual(new Set(['新三板']));
  expect(new Set(await adv.stages())).toEqual(new Set([stage]));
  await expect(adv.rows().first().getByTestId('adv-name')).toHaveAttribute('href', /^\/baseinfo\/orgdetail\?eid=/);

  // Saved, then applied on a fresh page: the same filters and count.
  const name = `新三板${stage}${Date.now() % 100000}`;
  await adv.saveSet(name);
  await page.reload();
  await expect(adv.root()).toBeVisible();
  expect(await adv.settledTotal()).toBe(all);
  await adv.applySet(name);
  await expect(adv.chips()).toHaveText(['上市板块：新三板', `IPO状态：${stage}`]);
  await expect(adv.count()).toHaveAttribute('data-total', String(staged));
  expect(new Set(await adv.stages())).toEqual(new Set([stage]));

  // Deleted, it is gone from the list.
  await adv.sets().filter({ hasText: name }).getByTestId('adv-set-delete').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删 除' }).click();
  await expect(adv.sets().filter({ hasText: name })).toHaveCount(0);

  // The export starts as a job with the table's rows, collected where it was started (issue 36): the notice leads
  // to IBA's own 名单导出记录, not to 对公银行助手's, which an IBA-only member cannot open.
  await page.getByTestId('adv-export').click();
  const created = page.getByTestId('export-created');
  await expect(created).toContainText(`（${staged} 条）`);
  const job = /「(.+)」/.exec((await created.textContent()) ?? '')![1]!;
  await page.getByTestId('export-created-link').click();
  await expect(page).toHaveURL(/\/investment\/exportList$/);
  const exports = new ExportListPage(page);
  await expect(exports.root()).toBeVisible();
  await expect(exports.job(job)).toContainText('高级搜索');
  await expect(exports.state(job)).toHaveText('已完成');
});
