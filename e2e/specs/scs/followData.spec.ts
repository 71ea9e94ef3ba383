import { expect, test, type Page } from '@playwright/test';
import { ScsApplicationPages } from '../../pages/ScsApplicationPages';
import { SameCustomerPages } from '../../pages/SameCustomerPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { chooseOption, escapeRegExp } from '../../support/antd';
import { deliverFiles } from '../../support/inbox';
import { demoRows, type Holding } from '../../support/demoData';

interface Group {
  groupId: number;
  name: string;
  coreEntId: string;
  memberCount: number;
}
interface Customer {
  entId: string;
  entName: string;
  groupId: number | null;
}

/**
 * The largest group of the latest run (familyTies.spec joins the smallest ones in parallel), and a customer of
 * the book in no group that holds no company and is no branch or head office, with its holders (the register's
 * companies nearly all have some).
 */
async function candidates(page: Page) {
  const groups = (await callApi<{ list: Group[] }>(page, 'GET', '/esee/scs/sameCustomer/groups?pageNum=1&pageSize=50'))
    .data.list;
  const group = [...groups].sort((a, b) => b.memberCount - a.memberCount)[0]!;
  const holdersOf = new Map<string, Holding[]>();
  const holdersAll = new Set<string>();
  for (const h of demoRows<Holding>('shareholdings.jsonl')) {
    holdersOf.set(h.companyId, [...(holdersOf.get(h.companyId) ?? []), h]);
    holdersAll.add(h.holderId);
  }
  const branches = new Set<string>();
  for (const b of demoRows<{ branchId: string; parentId: string }>('branches.jsonl'))
    branches.add(b.branchId).add(b.parentId);
  for (let pageNum = 1; ; pageNum++) {
    const { list } = (
      await callApi<{ list: Customer[] }>(page, 'GET', `/esee/scs/singleCustomer/list?pageNum=${pageNum}&pageSize=50`)
    ).data;
    const lone = list.find((c) => c.groupId === null && !holdersAll.has(c.entId) && !branches.has(c.entId));
    if (lone) return { group, lone, holders: holdersOf.get(lone.entId) ?? [] };
    if (!list.length) throw new Error('no customer of the book stands alone');
  }
}

test('同一客户 follows the data: a delivered holding starts the next identification, and the changed group is a 风险预警', async ({
  page,
}) => {
  test.slow(); // a delivery through the data inbox, then a run on the job system
  const shell = new ShellPage(page);
  const scs = new SameCustomerPages(page);
  await shell.signIn('DEMO', 'analyst');
  await page.goto('/sameCustomerSystem/sameCustomer');
  await scs.runIdentification();
  const { group, lone, holders } = await candidates(page);

  // The vendor's day: the group's core company takes 60% of the lone customer, its holders keep 40% between them.
  await deliverFiles('scs-follow', {
    'shareholdings.jsonl': [
      ...holders.map((h) => ({ ...h, ratio: Math.max(0.0001, Math.floor(h.ratio * 4000) / 10000) })),
      { companyId: lone.entId, holderKind: 'C', holderId: group.coreEntId, ratio: 0.6, subscribedDate: '2026-06-28' },
    ],
  });
  // The run the load started, on the job system (a state of the server, asked as the page asks it).
  await expect
    .poll(
      async () =>
        (await callApi<{ run: { createdBy: string | null } | null }>(page, 'GET', '/esee/scs/sameCustomer/groups')).data
          .run?.createdBy,
      { timeout: 120_000 },
    )
    .toBe('数据更新后系统自动识别');
  // The page shows the latest run: the follower's, unless another spec of the institution ran one meanwhile (the
  // latest asked before and after the page loaded: the same run both times, the page read that one).
  const latest = async () =>
    (
      await callApi<{ run: { runId: number; createdBy: string | null } | null }>(
        page,
        'GET',
        '/esee/scs/sameCustomer/groups',
      )
    ).data.run;
  const before = await latest();
  await page.reload();
  await expect(scs.runSummary()).toBeVisible();
  const after = await latest();
  if (before?.runId === after?.runId && after?.createdBy === '数据更新后系统自动识别')
    await expect(scs.runSummary()).toContainText('数据更新后系统自动识别');

  // The group's warning of its own says who joined.
  await shell.openFromMenu('同一客户管理', '应用服务', '风险预警');
  const app = new ScsApplicationPages(page);
  await expect(app.warningPage()).toBeVisible();
  await chooseOption(page, page.getByTestId('scs-warning-group'), group.name, { search: true });
  await app.filterWarnings('scs-warning-severity', '黄');
  // The warning that names this lone customer (a retry's group has the first try's warning too). Other specs
  // deliver data to the same register in parallel, so a run may add their companies as well: the lone customer is
  // among the new members, wherever it stands in the list.
  const row = app.warningRows().filter({ hasText: '数据更新后集团成员变动' }).filter({ hasText: lone.entName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(new RegExp(`新增成员：[^：]*${escapeRegExp(lone.entName)}`));
});
