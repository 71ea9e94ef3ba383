import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { deliverFiles } from '../../support/inbox';
import { firstUnmonitored } from '../../support/monitoring';
import { demoRows, type Holding } from '../../support/demoData';

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * Demo companies held by people only, one of whom (under 25%) can be raised to 31% by taking it from a holder who
 * keeps more than half: a new beneficial owner, the seller's share moved, and the same controller.
 */
function raisableHoldings() {
  const byCompany = new Map<string, Holding[]>();
  for (const h of demoRows<Holding>('shareholdings.jsonl'))
    byCompany.set(h.companyId, [...(byCompany.get(h.companyId) ?? []), h]);
  const found: { person: Holding; from: Holding }[] = [];
  for (const holders of byCompany.values()) {
    if (!holders.every((h) => h.holderKind === 'P')) continue;
    const person = holders.find((h) => h.ratio >= 0.05 && h.ratio <= 0.24);
    const from = person && holders.find((h) => h !== person && h.ratio - (0.31 - person.ratio) > 0.51);
    if (person && from) found.push({ person, from });
  }
  const companies = new Map(
    demoRows<{ entId: string; name: string }>('companies.jsonl').map((c) => [c.entId, c] as const),
  );
  const people = new Map(demoRows<{ personId: string; name: string }>('people.jsonl').map((p) => [p.personId, p.name]));
  return found.map(({ person, from }) => ({
    company: companies.get(person.companyId)!,
    person,
    from,
    name: people.get(person.holderId)!,
    fromName: people.get(from.holderId)!,
  }));
}

test('a day that raises a holder over 25% raises 新增受益所有人 in 监控动态, with the path and records on its detail', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  // The first such company the admin does not monitor yet (a retry's first try changed and monitors its own).
  const { company, person, from, name, fromName } = await firstUnmonitored(
    page,
    raisableHoldings(),
    (c) => c.company.entId,
  );
  expect((await callApi(page, 'POST', '/esee/monitorManage/addMonitorObj', { entIds: [company.entId] })).code).toBe(
    200,
  );
  // The platform computes the company's conclusions when it is first monitored (silently): wait until it has.
  await expect
    .poll(
      async () =>
        (
          (await callApi<{ list: unknown[] }>(page, 'POST', '/esee/monitorDerived/status', { entId: company.entId }))
            .data.list ?? []
        ).length,
      { message: 'the baseline of the company monitored', timeout: 120_000 },
    )
    // 受益所有人, 实际控制人, 集团 and 关联方.
    .toBe(4);

  // The day's update: the person takes the difference up to 31% from the majority holder.
  const sold = Math.round((from.ratio - (0.31 - person.ratio)) * 10000) / 10000;
  await deliverFiles('holding', {
    'shareholdings.jsonl': [
      { ...person, ratio: 0.31, subscribedDate: '2026-06-29' },
      { ...from, ratio: sold },
    ],
  });
  // The seller, an owner too, is the second change: 「新增受益所有人：… 31.00% 等 2 项」.
  const title = `新增受益所有人：${name} 31.00% 等 2 项`;
  // The derived alert is written by a job after the load: wait for it to be there, then look.
  await expect
    .poll(
      async () =>
        (
          await callApi<{ list: { title: string }[] }>(page, 'POST', '/esee/monitorAlert/list', {
            entId: company.entId,
          })
        ).data.list.map((a) => a.title),
      { message: 'the derived alert', timeout: 120_000 },
    )
    .toContain(title);

  // 监控动态 lists it.
  await page.goto('/apps/monitor/optional');
  const alert = page
    .getByTestId('list-alerts')
    .getByTestId('alert-title')
    .filter({ hasText: company.name })
    .filter({ hasText: title });
  await expect(alert).toBeVisible();
  await alert.click();
  // The list's dialog shows the alert's facts (the summary: the owners after and before), then its evidence.
  const facts = page.getByTestId('alert-detail');
  await expect(facts).toContainText(`${name} 31.00%`);
  await expect(facts).toContainText(`此前（持股 25% 及以上）：${fromName} ${percent(from.ratio)}`);
  await expect(facts.getByTestId('derived-after')).toContainText(`${name} —31.00%→ ${company.name}`);
  await page.keyboard.press('Escape');

  // The alert's own page: before (without the person), after (with the path), the record with its date.
  const list = await callApi<{ list: { alertId: number; title: string }[] }>(page, 'POST', '/esee/monitorAlert/list', {
    entId: company.entId,
  });
  const alertId = list.data.list.find((a) => a.title === title)!.alertId;
  await page.goto(`/apps/monitor/optionalDetail?id=${alertId}`);
  const detail = page.getByTestId('derived-evidence');
  await expect(detail).toContainText(`${name}：- → 31.00%`);
  await expect(detail).toContainText(`${fromName}：${percent(from.ratio)} → ${percent(sold)}`);
  await expect(detail.getByTestId('derived-after').getByTestId('derived-path').first()).toBeVisible();
  await expect(detail.getByTestId('derived-after')).toContainText(`${name} —31.00%→ ${company.name}`);
  await expect(detail.getByTestId('derived-before')).not.toContainText(name);
  await expect(detail.getByTestId('derived-after')).toContainText(`${name} 31.00%`);
  await expect(detail.getByTestId('derived-records')).toContainText('2026-06-29');
  await testInfo.attach('derived alert', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});
