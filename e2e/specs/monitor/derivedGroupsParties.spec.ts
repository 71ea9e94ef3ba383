import { expect, test, type Page } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanyWhere } from '../../support/api';
import { deliverFiles } from '../../support/inbox';
import { firstUnmonitored } from '../../support/monitoring';
import { demoRows, type Holding } from '../../support/demoData';

interface Post {
  companyId: string;
  personId: string;
  post: string;
}

/** The holder that controls a company, as the product decides it: over half, else the only largest holder. */
function controller(holders: Holding[]): Holding | undefined {
  const sorted = [...holders].sort((a, b) => b.ratio - a.ratio);
  const [top, second] = sorted;
  if (!top) return undefined;
  if (top.ratio > 0.5) return top;
  return second && second.ratio === top.ratio ? undefined : top;
}

/**
 * Demo companies for the main path: X, controlled by a person P who controls nothing else, and Y, held by people,
 * where P holds a minority that can be raised to 55% from Y's controlling holder (X then joins P's group); and Z, an
 * officer of X (董事, 监事 or a manager) other than P, with at most three companies, who controls none.
 */
function candidates() {
  const byCompany = new Map<string, Holding[]>();
  for (const h of demoRows<Holding>('shareholdings.jsonl'))
    byCompany.set(h.companyId, [...(byCompany.get(h.companyId) ?? []), h]);
  const controls = new Map<string, string[]>();
  for (const [companyId, holders] of byCompany) {
    const c = controller(holders);
    if (c) controls.set(c.holderId, [...(controls.get(c.holderId) ?? []), companyId]);
  }
  const posts = demoRows<Post>('executives.jsonl');
  const companiesOf = new Map<string, Set<string>>();
  for (const p of posts) companiesOf.set(p.personId, (companiesOf.get(p.personId) ?? new Set()).add(p.companyId));
  for (const holders of byCompany.values())
    for (const h of holders)
      if (h.holderKind === 'P')
        companiesOf.set(h.holderId, (companiesOf.get(h.holderId) ?? new Set()).add(h.companyId));
  const companies = new Map(demoRows<{ entId: string; name: string }>('companies.jsonl').map((c) => [c.entId, c.name]));
  const people = new Map(demoRows<{ personId: string; name: string }>('people.jsonl').map((p) => [p.personId, p.name]));
  const found = [];
  for (const [p, controlled] of controls) {
    if (controlled.length !== 1 || !people.has(p)) continue;
    const x = controlled[0]!;
    if (controls.has(x)) continue;
    for (const [y, holders] of byCompany) {
      const mine = holders.find((h) => h.holderKind === 'P' && h.holderId === p);
      const top = controller(holders);
      if (y === x || !mine || !top || top === mine || !holders.every((h) => h.holderKind === 'P')) continue;
      const rest = Math.round((top.ratio - (0.55 - mine.ratio)) * 10000) / 10000;
      if (rest < 0.01) continue;
      const officer = posts.find(
        (o) =>
          o.companyId === x &&
          o.personId !== p &&
          /董事|监事|经理/.test(o.post) &&
          !controls.has(o.personId) &&
          (companiesOf.get(o.personId)?.size ?? 0) <= 3,
      );
      if (!officer) continue;
      found.push({
        x: { entId: x, name: companies.get(x)! },
        y: { entId: y, name: companies.get(y)! },
        p: { id: p, name: people.get(p)! },
        mine,
        top: { ...top, ratio: rest },
        z: { id: officer.personId, name: people.get(officer.personId)!, post: officer.post },
      });
      break;
    }
  }
  return found;
}

const alertTitles = async (page: Page, entId: string) =>
  (await callApi<{ list: { alertId: number; title: string }[] }>(page, 'POST', '/esee/monitorAlert/list', { entId }))
    .data.list;

test('a group joined and a related party flagged: 集团归属变更 with its chain and members, 关联方变更 with its article, and 客户中的关联方', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  // The first such company the admin does not monitor yet (a rerun on the same platform takes another).
  const { x, y, p, mine, top, z } = await firstUnmonitored(page, candidates(), (c) => c.x.entId);
  expect((await callApi(page, 'POST', '/esee/monitorManage/addMonitorObj', { entIds: [x.entId] })).code).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await callApi<{ list: unknown[] }>(page, 'POST', '/esee/monitorDerived/status', { entId: x.entId })).data
            .list ?? []
        ).length,
      { message: 'the baseline of the company monitored', timeout: 120_000 },
    )
    .toBe(4);

  // 关联方名单: the manager registers Z, an officer of X, as a person deciding credit.
  await page.goto('/management/relatedParties');
  const list = page.getByTestId('related-party-list');
  await expect(list).toBeVisible();
  await page.getByTestId('related-party-add').click();
  await page.getByTestId('related-party-category').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '有权决定或参与授信的人员' }).click();
  await page.getByTestId('related-party-name').fill(z.name);
  await page.getByTestId('related-party-lookup').click();
  // Namesakes are told apart by their companies: the one at X.
  await page.getByTestId('related-party-matches').getByText(x.name).click();
  await page.getByTestId('related-party-save').click();
  await expect(list.getByText(z.name).first()).toBeVisible();
  await expect(list).toContainText('有权决定或参与授信的人员');

  // The platform derives X as related (第八条第（四）项: a listed insider's post) and alerts the admin.
  const relatedTitle = `关联方变更：成为本机构关联方（第八条第（四）项（可以认定）：${z.name}任${z.post}）`;
  await expect
    .poll(async () => (await alertTitles(page, x.entId)).map((a) => a.title), {
      message: 'the 关联方变更 alert',
      timeout: 120_000,
    })
    .toContain(relatedTitle);
  // 客户中的关联方 shows X with its article, and the reason when opened.
  await page.reload();
  await page.getByRole('tab', { name: '客户中的关联方' }).click();
  const customers = page.getByTestId('related-customers');
  const row = customers.locator('tr').filter({ hasText: x.name });
  await expect(row.getByTestId('related-article')).toContainText('第八条第（四）项');
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(customers.getByTestId('related-reason').filter({ hasText: z.name })).toContainText(`任${z.post}`);

  // The day's update: P takes 55% of Y from its controlling holder; X joins the group P controls.
  await deliverFiles('group', {
    'shareholdings.jsonl': [
      { ...mine, ratio: 0.55, subscribedDate: '2026-06-29' },
      { ...top, ratio: top.ratio },
    ],
  });
  const prefix = `集团归属变更：加入${p.name}控制的集团`;
  await expect
    .poll(async () => (await alertTitles(page, x.entId)).map((a) => a.title).find((t) => t.startsWith(prefix)), {
      message: 'the 集团归属变更 alert',
      timeout: 120_000,
    })
    .toBeTruthy();
  const alert = (await alertTitles(page, x.entId)).find((a) => a.title.startsWith(prefix))!;

  // 监控动态 lists it; its page shows the chain, the members with who holds them, and the dated record.
  await page.goto('/apps/monitor/optional');
  await expect(
    page.getByTestId('list-alerts').getByTestId('alert-title').filter({ hasText: x.name }).filter({ hasText: prefix }),
  ).toBeVisible();
  await page.goto(`/apps/monitor/optionalDetail?id=${alert.alertId}`);
  const evidence = page.getByTestId('derived-evidence');
  await expect(evidence.getByTestId('derived-before')).toContainText('不属于集团');
  const after = evidence.getByTestId('derived-after');
  await expect(after).toContainText(`${p.name} 控制的集团`);
  await expect(after.getByTestId('derived-path')).toContainText(`${p.name} —`);
  await expect(after.getByTestId('derived-path')).toContainText(x.name);
  await expect(after.getByTestId('derived-group-members')).toContainText(`${y.name}（${p.name} 55.00%）`);
  await expect(evidence.getByTestId('derived-records')).toContainText('2026-06-29');
  await testInfo.attach('group alert', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // The related-party alert's page: the article with the party and the post.
  const related = (await alertTitles(page, x.entId)).find((a) => a.title === relatedTitle)!;
  await page.goto(`/apps/monitor/optionalDetail?id=${related.alertId}`);
  await expect(page.getByTestId('derived-after').getByTestId('derived-related-reason')).toContainText(
    `第八条第（四）项（可以认定）：${z.name}`,
  );
  await expect(page.getByTestId('derived-before')).toContainText('非本机构关联方');
});

interface PartyEntry {
  category: string;
  subjectKind: 'P' | 'C';
  name: string;
  registerId: string | null;
}
interface FlaggedCustomer {
  entId: string;
  entName: string;
  inBook: boolean;
  value: { reasons: { article: string; party: { id: string } }[] };
}

test('「本行关联方」 on the page of a customer the demo 关联方名单 makes related, with the reason and its article; none on an unrelated company', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  // The demo list's 主要股东 (seeded at first start) and a customer it controls, as 客户中的关联方 lists it once the
  // first refresh has run.
  const entries = (await callApi<{ list: PartyEntry[] }>(page, 'GET', '/framework/api/org/relatedParty/list')).data
    .list;
  const holder = entries.find((e) => e.category === 'majorShareholder' && e.subjectKind === 'C')!;
  const controlled = async () =>
    (
      await callApi<{ list: FlaggedCustomer[] }>(page, 'GET', '/framework/api/org/relatedParty/customers')
    ).data.list.find(
      (c) => c.inBook && c.value.reasons.some((r) => r.article === '7.3' && r.party.id === holder.registerId),
    );
  await expect
    .poll(async () => (await controlled())?.entId, { message: 'the customer among 客户中的关联方', timeout: 120_000 })
    .toBeTruthy();
  const customer = (await controlled())!;

  // The manager sees the tag, the reason with its article and words, and the way to the list.
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: customer.entId });
  const tag = detail.header().getByTestId('related-party-tag');
  await expect(tag).toHaveText('本行关联方');
  await tag.hover();
  const reasons = page.getByTestId('related-party-reasons');
  const reason = reasons.getByTestId('related-reason').filter({ hasText: holder.name });
  await expect(reason).toContainText(`应认定第七条第（三）项：${holder.name}（主要股东`);
  await expect(reason).toContainText(customer.entName);
  await expect(reason).toContainText('本条第（二）项所列关联方控制的法人或非法人组织');
  await reasons.getByTestId('related-party-list-link').click();
  await expect(page).toHaveURL(/\/management\/relatedParties$/);
  await expect(page.getByTestId('related-party-list')).toContainText(holder.name);

  // A member without the list's right sees the tag and the reason, not the link.
  await shell.signIn('DEMO', 'analyst');
  await detail.open({ eid: customer.entId });
  await detail.header().getByTestId('related-party-tag').hover();
  await expect(page.getByTestId('related-party-reasons').getByTestId('related-reason').first()).toContainText(
    '第七条第（三）项',
  );
  await expect(page.getByTestId('related-party-list-link')).toHaveCount(0);

  // A hot company no party reaches: once its status is answered, the header shows no tag.
  const unrelated = await hotCompanyWhere(
    page,
    'that is no related party of DEMO',
    async (c) =>
      !(
        await callApi<{ related: boolean }>(
          page,
          'GET',
          `/framework/api/org/relatedParty/company?entId=${encodeURIComponent(c.entId)}`,
        )
      ).data.related,
  );
  const answered = page.waitForResponse((r) => r.url().includes('/framework/api/org/relatedParty/company'));
  await detail.open({ eid: unrelated.entId });
  expect(((await (await answered).json()) as { data: { related: boolean } }).data.related).toBe(false);
  await expect(detail.name()).toHaveText(unrelated.orgName);
  await expect(detail.header().getByTestId('related-party-tag')).toHaveCount(0);
});
