import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanyWhere } from '../../support/api';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { extractPdfText } from '../../../server/src/platform/files/pdf/extract';

/** What the spec reads of a research report from the API. */
interface ResearchReport {
  title: string;
  broker: string;
  publishDate: string;
  rating: string | null;
}

/** A document's text without white space: a wrapped line reads whole. */
const flatText = async (response: Response) => (await extractPdfText(await response.body())).replace(/\s/g, '');
/** A day as the documents date it: 2024年3月5日. */
const cnDate = (day: string) => day.replace(/^(\d{4})-0?(\d+)-0?(\d+)$/, '$1年$2月$3日');

/**
 * Click what opens a document: a new tab opens at once, the file comes from `path` as a PDF to show (inline),
 * and the tab is sent to it. Answers the file's response.
 */
async function openDocument(page: Page, click: () => Promise<void>, path: string): Promise<Response> {
  // The tab is sent to the file's blob: URL: a browser with a PDF viewer shows it there; a headless shell has none,
  // so its navigation turns into saving the file (and waiting for the URL fails: only the download tells). Both are
  // waited for as soon as the tab opens: the download can come before the file's response is read here.
  const never = new Promise<string>(() => {});
  const shownIn = (popup: Page) =>
    Promise.race([
      popup.waitForURL(/^blob:/).then(
        () => popup.url(),
        () => never,
      ),
      popup.waitForEvent('download').then((download) => download.url()),
    ]);
  const [{ popup, shown }, response] = await Promise.all([
    page.waitForEvent('popup').then((popup) => ({ popup, shown: shownIn(popup) })),
    page.waitForResponse((r) => new URL(r.url()).pathname === path),
    click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline; filename=/);
  expect(await shown).toMatch(/^blob:/);
  await popup.close();
  return response;
}

test('监管动态: a review item’s 问询函 opens as a PDF holding the issuer, the round and its date', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '监管动态', 'IPO审核意见');
  // An item with inquiry letters: from the question bank.
  await page.getByRole('tab', { name: '问询问题库' }).click();
  await page.getByTestId('question-issuer').first().click();
  await expect(page.getByTestId('review-detail-page')).toBeVisible();
  const issuer = (await page.getByTestId('review-detail-title').textContent())!.trim();
  const letters = page.getByTestId('review-file-group').filter({ hasText: /^问询函（/ });
  const file = letters.getByTestId('review-file').first();
  const when = (await file.textContent())!;
  const [, round, day] = /第(\d+)轮 · (\d{4}-\d{2}-\d{2})/.exec(when)!;
  const response = await openDocument(
    page,
    () => file.getByTestId('review-file-open').click(),
    '/esee/watch/auditMind/file',
  );
  const text = await flatText(response);
  expect(text).toContain(issuer);
  expect(text).toContain(`问询轮次第${round}轮`);
  expect(text).toContain(cnDate(day!));
  await expect(file.getByTestId('review-file-open')).not.toHaveClass(/ant-btn-loading/);
});

/** What the spec reads of a review item's detail. */
interface ReviewDetailData {
  issuer: string;
  fileGroups: { files: { name: string; icon: string | null; openable: boolean }[] }[];
}

test('监管动态: a 主要财务指标明细表 is saved as the spreadsheet it is listed as, with the issuer’s figures', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  // An item listing one: from the lists, then the detail of each until one does.
  let found: { type: string; reviewId: string; issuer: string; name: string } | undefined;
  for (const type of ['auditMind', 'feedback', 'refinance']) {
    const { data: items } = await callApi<{ list: { reviewId: string }[] }>(page, 'POST', `/esee/watch/${type}/list`, {
      pageNo: 1,
      pageSize: 50,
    });
    for (const { reviewId } of items.list) {
      const { data } = await callApi<ReviewDetailData>(page, 'GET', `/esee/watch/${type}/detail?reviewId=${reviewId}`);
      const sheet = data.fileGroups.flatMap((g) => g.files).find((f) => /主要财务指标明细表\.xlsx?$/.test(f.name));
      if (sheet && !found) found = { type, reviewId, issuer: data.issuer, name: sheet.name };
    }
    if (found) break;
  }
  expect(found, 'a review item listing 主要财务指标明细表.xls(x)').toBeDefined();
  await page.goto(`/investment/watch/${found!.type}/detail?id=${encodeURIComponent(found!.reviewId)}`);
  const file = page.getByTestId('review-file').filter({ hasText: found!.name });
  // The icon and the action say what it is: a spreadsheet, saved rather than shown in a tab.
  await expect(file.getByTestId('review-file-icon')).toHaveAttribute('data-icon', 'Xls');
  await expect(file.getByTestId('review-file-action')).toHaveAttribute('data-action', 'save');
  const [download] = await Promise.all([page.waitForEvent('download'), file.getByTestId('review-file-open').click()]);
  expect(download.suggestedFilename()).toBe(found!.name);
  const book = XLSX.read(readFileSync((await download.path())!));
  expect(book.SheetNames).toEqual(['主要财务指标']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['主要财务指标']!, { header: 1 });
  expect(String(rows[1]![0])).toContain(`发行人：${found!.issuer}`);
  await expect(file.getByTestId('review-file-open')).not.toHaveClass(/ant-btn-loading/);
});

test('研报: 查看原文 PDF opens the report as a PDF with its title, broker, rating and date', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '研报', '研报检索');
  await page.getByTestId('list-research').getByTestId('research-title').first().click();
  await expect(page.getByTestId('research-drawer-title')).toBeVisible();
  const response = await openDocument(page, () => page.getByTestId('research-pdf').click(), '/esee/researchReport/pdf');
  const reportId = new URL(response.url()).searchParams.get('reportId')!;
  const { data: report } = await callApi<ResearchReport>(
    page,
    'GET',
    `/esee/researchReport/detail?reportId=${reportId}`,
  );
  await expect(page.getByTestId('research-drawer-title')).toContainText(report.title);
  const text = await flatText(response);
  expect(text).toContain(report.title.replace(/\s/g, ''));
  expect(text).toContain(`发布机构${report.broker}`);
  expect(text).toContain(`发布日期${report.publishDate}`);
  if (report.rating) expect(text).toContain(`投资评级${report.rating}`);
});

/** A record of a company's list, as the company calls answer it. */
interface RecordRow {
  id: string;
  caseNo?: string;
  docNo?: string;
  court?: string;
  departmentName?: string;
}

test('企业详情: a 裁判文书’s and a 行政处罚’s 查看原文 open the judgment and the decision as PDFs', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const first = async (entId: string, endpoint: string) =>
    (await callApi<{ list: RecordRow[] }>(page, 'POST', `/esee/microDetail/${endpoint}`, { entId, pageNo: 1 })).data
      .list[0];
  const cases: [tab: string, kind: string, endpoint: string, number: (r: RecordRow) => string][] = [
    ['judiciary', 'judgmentDocument', 'queryJudgmentDocuments', (r) => r.caseNo!],
    ['operationalRisk', 'penalty', 'queryPenalty', (r) => r.docNo!],
  ];
  for (const [tab, kind, endpoint, number] of cases) {
    const company = await hotCompanyWhere(page, `with a ${kind} record`, async (c) =>
      Boolean(await first(c.entId, endpoint)),
    );
    const record = (await first(company.entId, endpoint))!;
    const detail = new CompanyDetailPage(page);
    await detail.open({ eid: company.entId, companyName: company.orgName }, tab);
    const table = await detail.loadedTable(detail.section(kind));
    const row = table
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: number(record) })
      .first();
    const response = await openDocument(
      page,
      () => row.getByTestId('record-document').click(),
      '/esee/recordDocument/pdf',
    );
    expect(new URL(response.url()).searchParams.get('id')).toBe(record.id);
    const text = await flatText(response);
    expect(text).toContain(number(record).replace(/\s/g, ''));
    expect(text).toContain(company.orgName.replace(/\s/g, ''));
    // The court or the authority, of the record's detail (the list leaves the court out).
    const { data: full } = await callApi<RecordRow>(page, 'POST', `/esee/microDetail/${endpoint}Detail`, {
      id: record.id,
    });
    expect(text).toContain((full.court ?? full.departmentName)!.replace(/\s/g, ''));
  }
});

test('企业详情: a listed company’s 公司公告 lists its annual cycle, and its 年度报告 opens with the statements’ figures', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const announcements = async (entId: string) =>
    (
      await callApi<{ total: number; list: { title: string; category: string }[] }>(
        page,
        'POST',
        '/esee/microDetail/queryAnnouncement',
        { entId, pageNo: 1 },
      )
    ).data;
  const company = await hotCompanyWhere(
    page,
    'with announcements',
    async (c) => (await announcements(c.entId)).total > 0,
  );
  const report = (await announcements(company.entId)).list.find((a) => a.category === '年度报告')!;
  const year = Number(/(\d{4})年年度报告$/.exec(report.title)![1]);
  const { data: statements } = await callApi<{ years: { fiscalYear: number; incomeStatement: { revenue: number } }[] }>(
    page,
    'POST',
    '/esee/enterpriseInfo/getFinancialStatements',
    { entId: company.entId },
  );
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: company.entId, companyName: company.orgName }, 'informationDisclosure');
  const table = await detail.loadedTable(detail.section('announcement'));
  const row = table.locator('tbody tr.ant-table-row').filter({ hasText: report.title }).first();
  await expect(row).toContainText('年度报告');
  const response = await openDocument(
    page,
    () => row.getByTestId('record-document').click(),
    '/esee/recordDocument/pdf',
  );
  const text = await flatText(response);
  expect(text).toContain(report.title);
  expect(text).toContain('第三节主要会计数据和财务指标');
  const own = statements.years.find((y) => y.fiscalYear === year);
  if (own)
    expect(text).toContain(
      `营业收入${own.incomeStatement.revenue.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
});
