import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractPdfText } from '../../../server/src/platform/files/pdf/extract';
import { DdCreateReportPage, DdReportListPage, DueDiligencePage } from '../../pages/DueDiligencePages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

/** What the spec reads of the private sphere. */
interface Sphere {
  name: string;
  grade: string;
  persons: { personId: string; name: string; sphere: { entId: string; name: string }[] }[];
}

test('尽职调查: pick a company, see its key persons and their private sphere; a report finishes in 尽调报告记录 and downloads', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // A hot company one of whose key persons also serves in or holds another company.
  let company: { entId: string; orgName: string } | undefined;
  let sphere: Sphere | undefined;
  const hot = await hotCompanies(page);
  for (const c of hot) {
    const res = await callApi<Sphere>(page, 'POST', `/esee/investigation/privateSphere?entId=${c.entId}`);
    if (res.data.persons.some((p) => p.sphere.length > 0)) {
      company = c;
      sphere = res.data;
      break;
    }
  }
  expect(company, 'a hot company with a key person active elsewhere').toBeDefined();
  const counterpart = hot.find((c) => c.entId !== company!.entId)!;

  const dd = new DueDiligencePage(page);
  await dd.open();
  await expect(page.getByTestId('empty-state')).toContainText('搜索并选择一家企业');
  await dd.pick(company!.orgName);
  await expect(dd.grade()).toHaveAttribute('data-grade', sphere!.grade);
  await expect(dd.persons()).toHaveCount(sphere!.persons.length);
  const person = sphere!.persons.find((p) => p.sphere.length > 0)!;
  await expect(dd.person(person.personId)).toContainText(person.name);
  const links = await dd.sphereOf(person.personId);
  await expect(links.first()).toHaveText(person.sphere[0]!.name);
  await testInfo.attach('due-diligence', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // 生成尽调报告 with the company, two dimensions and a counterpart.
  await dd.createReport().click();
  const create = new DdCreateReportPage(page);
  await expect(create.root()).toBeVisible();
  await expect(create.company()).toHaveText(company!.orgName);
  for (const title of ['疑似关系', '司法风险', '经营风险', '舆情'])
    await create.dimension(title).locator('input').uncheck();
  await create.addCounterpart(counterpart.orgName);
  await create.submit().click();

  const list = new DdReportListPage(page);
  await expect(list.root()).toBeVisible();
  const row = list.rows().filter({ hasText: company!.orgName }).first();
  await expect(row).toContainText('股权关系、任职关系、私域排查');
  await expect(list.state(row)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(list.state(row)).toHaveText('已完成');

  const downloaded = page.waitForEvent('download');
  await list.download(row).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${company!.orgName}尽职调查报告.pdf`);
  const text = await extractPdfText(readFileSync(await download.path()));
  expect(text).toContain(company!.orgName);
  expect(text).toContain('关键人员与私域排查');
  expect(text).toContain(person.name);
  // Table cells wrap long names across lines.
  expect(text.replace(/\n/g, '')).toContain(counterpart.orgName);
});
