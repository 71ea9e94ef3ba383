import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractPdfText } from '../../../server/src/platform/files/pdf/extract';
import { IndustryChainPages } from '../../pages/IndustryChainPages';
import { ShellPage } from '../../pages/ShellPage';
import { rows } from '../../pages/parts/table';

test('a chain shows its segments with counts, a segment its companies, and the report downloads as a PDF', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');

  // The chain page: pick 新能源汽车, its three stages with their segments and counts.
  const chains = new IndustryChainPages(page);
  await chains.open();
  await chains.chooseChain('新能源汽车');
  await expect(page.getByTestId('chain-stage')).toHaveCount(3);
  await expect(page.getByTestId('chain-stage').first()).toContainText('上游');
  await expect(chains.node('正极材料')).toBeVisible();
  await expect(chains.node('正极材料').getByTestId('chain-node-basis')).toHaveText(/^依据：.*正极材料/);
  const count = await chains.nodeCount('正极材料');
  expect(count).toBeGreaterThan(0);

  // Another chain replaces the tree.
  await chains.chooseChain('光伏');
  await expect(chains.node('光伏电站').getByTestId('chain-node-basis')).toContainText('行业代码 D4415');
  await chains.chooseChain('新能源汽车');

  // A segment opens its page: as many companies as its card counted, its provinces and leaders.
  await chains.node('正极材料').click();
  await expect(page).toHaveURL(/\/bankAssistant\/industryToker\/tokerDetail\?chainId=NEV&nodeId=NEV-02/);
  await expect(page.getByTestId('toker-title')).toHaveText('新能源汽车 · 正极材料');
  expect(await chains.companiesLoaded()).toBe(count);
  await expect(chains.companyRows().first()).toContainText('经营范围含「正极材料」');
  await expect(page.getByTestId('toker-provinces')).toBeVisible();
  await expect(page.getByTestId('toker-leader').first()).toBeVisible();

  // The capital filter narrows the list.
  await chains.choose('filter-chain-capital', '100万以下');
  await expect.poll(() => chains.companies().getAttribute('data-total')).not.toBe(String(count));
  expect(await chains.companiesLoaded()).toBeLessThan(count);

  // A company opens on its detail page, in a new tab.
  const company = chains.companyRows().first().getByTestId('chain-company');
  const name = (await company.textContent())!.trim();
  const [detail] = await Promise.all([context.waitForEvent('page'), company.click()]);
  await expect(detail).toHaveURL(/\/baseinfo\/orgdetail\?eid=E\d+/);
  await expect(detail.getByText(name).first()).toBeVisible();
  await detail.close();

  // The report preview, then its PDF: the chain's name and its top company are in the file.
  await chains.open();
  await chains.chooseChain('新能源汽车');
  await page.getByTestId('chain-report').click();
  await expect(page.getByTestId('report-title')).toHaveText('新能源汽车产业链分析报告');
  await expect(rows(page.getByTestId('report-segments'))).toHaveCount(11);
  const top = (await page.getByTestId('report-leader').first().textContent())!.trim();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('新能源汽车产业链分析报告.pdf');
  const text = await extractPdfText(readFileSync((await download.path())!));
  expect(text).toContain('新能源汽车产业链分析报告');
  // A long name wraps in its table cell: compared without the line breaks.
  expect(text.replace(/\s+/g, '')).toContain(top.replace(/\s+/g, ''));
});
