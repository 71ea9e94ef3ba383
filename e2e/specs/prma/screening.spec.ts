import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractPdfText } from '../../../server/src/platform/files/pdf/extract';
import { ScreeningPage, ScreeningRunPage } from '../../pages/ScreeningPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany } from '../../support/api';

test('名单筛查: load a list, screen a demo company, see its hits, download and regenerate the report, re-run as of today side by side', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  // A list of this run's own, naming the company in another writing (a space, full-width brackets): a name-only hit.
  const listName = `测试名单${testInfo.workerIndex}${testInfo.retry}${testInfo.testId.slice(0, 4)}`;
  const written = company.orgName
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/^(.{2})/, '$1 ');
  const csv = [
    '名称,类型,证件号码/统一社会信用代码,列入原因,列入日期',
    `${written},企业,,涉嫌违规经营,2026-01-15`,
  ].join('\r\n');

  // A grey entry of the company left by an earlier attempt on this server would be in the first run already.
  const grey = await callApi<{ id: number; name: string }[]>(page, 'GET', '/esee/prma/screening/grey');
  for (const g of grey.data.filter((e) => e.name === company.orgName))
    await callApi(page, 'POST', '/esee/prma/screening/grey/remove', { id: g.id });

  const screening = new ScreeningPage(page);
  await screening.open();
  await screening.loadList(listName, { name: '名单.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const listed = screening.lists().filter({ hasText: listName });
  // The file is read on the job system, in a worker: the first job of a freshly seeded server waits for the pool.
  await expect(listed).toContainText('第1版', { timeout: 60_000 });

  await screening.screen(company.orgName);
  const run = new ScreeningRunPage(page);
  await expect(run.root()).toBeVisible();
  await run.done();
  const hit = run.hits().filter({ hasText: `名单：${listName}` });
  await expect(hit).toContainText(company.orgName);
  await expect(hit).toContainText('仅名称一致');
  await expect(hit).toContainText('涉嫌违规经营');
  await testInfo.attach('screening-run', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // The report: its SHA-256 is the one the page shows, and it prints the snapshot's checksum.
  const snapshotSha = (await run.snapshotSha().innerText()).trim();
  const pdfSha = (await run.pdfSha().innerText()).trim();
  const downloaded = page.waitForEvent('download');
  await run.download().click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^名单筛查报告_\d+\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(pdfSha);
  const text = (await extractPdfText(bytes)).replace(/\s+/g, '');
  expect(text).toContain('校验码');
  expect(text).toContain(snapshotSha);

  await run.regenerate().click();
  await expect(run.regenerated()).toContainText('匹配：重新生成的报告与原报告逐字节一致');

  // The grey list gains the company; the re-run as of today shows it as a hit added beside the first run.
  const added = await callApi(page, 'POST', '/esee/prma/screening/grey/add', {
    name: company.orgName,
    kind: 'company',
    reason: '内部关注',
  });
  expect(added.code).toBe(200);
  const firstUrl = page.url();
  await run.rerun().click();
  await expect(page).not.toHaveURL(firstUrl);
  await run.done();
  await expect(run.comparison()).toContainText('原筛查');
  await expect(run.comparison()).toContainText('本次筛查');
  await expect(run.comparison().getByRole('tab', { name: /新增 [1-9]/ })).toBeVisible();
  await expect(page.getByTestId('screening-added')).toContainText('灰名单');
  await expect(page.getByTestId('screening-added')).toContainText(company.orgName);
  await testInfo.attach('screening-comparison', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
