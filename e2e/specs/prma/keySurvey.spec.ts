import { expect, test } from '@playwright/test';
import { KeySurveyListPages, KeySurveyPage } from '../../pages/KeySurveyPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { companyListFile } from '../../support/sheets';

test.describe.configure({ mode: 'serial' });

/** What the test reads of `enhanceList`. */
interface Member {
  entId: string;
  name: string;
}
interface KeySurveyResult {
  groups: { members: Member[]; paths: { from: string; to: string; hops: number }[] }[];
  unrelated: Member[];
}

/** Two related companies and two unrelated ones, found through the API: the example list's first group and its loners. */
async function knownCompanies(page: import('@playwright/test').Page) {
  const example = (await callApi<KeySurveyResult>(page, 'POST', '/esee/example/keySurvey/enhanceList')).data;
  const group = example.groups[0]!;
  const path = group.paths.find((p) => p.hops === 1) ?? group.paths[0]!;
  const name = (id: string) => group.members.find((m) => m.entId === id)!.name;
  return {
    related: [name(path.from), name(path.to)],
    unrelated: example.unrelated.slice(0, 2).map((m) => m.name),
  };
}

let fileId = 0;
let related: string[] = [];

test('an uploaded list shows 集团1 with both related companies and the path, the others apart', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const known = await knownCompanies(page);
  related = known.related;
  const file = testInfo.outputPath('供应商重点排查.xlsx');
  companyListFile(file, [known.related[0]!, known.unrelated[0]!, known.related[1]!, known.unrelated[1]!]);

  const survey = new KeySurveyPage(page);
  await survey.open();
  // Before any upload of its own the page shows something: the example or an earlier list.
  await expect(survey.result()).toBeVisible();
  await expect(survey.limit()).toContainText(/已上传 \d+\/\d+/);
  await survey.upload(file, 4);

  await expect(survey.page.getByTestId('key-survey-file-picker')).toContainText('供应商重点排查.xlsx');
  await expect(survey.page.getByTestId('key-survey-summary')).toContainText(
    '共 4 家企业，发现 1 个集团，2 家未发现关联',
  );
  const group = survey.group('集团1');
  await expect(group).toBeVisible();
  for (const name of known.related) await expect(group.getByTestId('key-survey-member')).toContainText([name]);
  const paths = group.getByTestId('key-survey-paths');
  await expect(paths).toContainText(known.related[0]!);
  await expect(paths).toContainText(known.related[1]!);
  await expect(paths).toContainText(/—.+→|←.+—/);
  for (const name of known.unrelated) await expect(survey.unrelated()).toContainText(name);
  fileId = Number(new URL(page.url()).searchParams.get('fileId'));
  expect(fileId).toBeGreaterThan(0);
  await testInfo.attach('key-survey', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // The export names the group's members.
  const downloaded = page.waitForEvent('download');
  await survey.page.getByTestId('key-survey-export').click();
  expect((await downloaded).suggestedFilename()).toBe('供应商重点排查_重点排查结果.xlsx');
});

test('the uploaded list, its suspected relations and its supplier risks show on the other three pages', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const pages = new KeySurveyListPages(page);

  const files = await pages.openUploaded();
  const row = files.getByRole('row').filter({ hasText: '供应商重点排查.xlsx' });
  await expect(row).toContainText('有效');
  await expect(row).toContainText('4');

  const pairs = await pages.openMining(fileId);
  // Either pairs or the designed empty text: the table has settled on this list.
  await expect(pairs.locator('tbody')).toContainText(/相同|未发现疑似关系/);

  const risks = await pages.openSupplierRisk(fileId);
  for (const name of related) await expect(risks).toContainText(name);
  await expect(risks.getByTestId('supplier-group')).toHaveCount(2);
  await expect(risks.getByTestId('risk-grade').first()).toBeVisible();
});
