import { expect, test } from '@playwright/test';
import { callApi, hotCompany } from '../../support/api';
import { ShellPage } from '../../pages/ShellPage';

/** Registered capital as the company detail shows it (stored in 元, shown in 万元). */
const capitalText = (yuan: number, currency: string) =>
  `${(yuan / 10_000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${
    currency === '人民币' ? '万元' : `万${currency}`
  }`;

test('智能助手: the analyst asks a demo company’s 注册资本 and gets the registry value citing the company detail; a question without source is refused', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '智能助手');
  await expect(page.getByTestId('assistant-page')).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);

  const company = await hotCompany(page);
  const info = await callApi<{ name: string; regCapital: number | null; regCapitalCurrency: string }>(
    page,
    'POST',
    '/esee/enterpriseInfo/getEnterpriseInfo',
    { entId: company.entId },
  );
  expect(info.data.regCapital).not.toBeNull();
  const capital = capitalText(info.data.regCapital!, info.data.regCapitalCurrency);

  // A company fact: the value, a citation marker linking to the company detail, the source with its day.
  await page.getByTestId('assistant-input').fill(`${info.data.name}的注册资本是多少？`);
  await page.getByTestId('assistant-ask').click();
  const turn = page.getByTestId('assistant-turn').nth(0);
  const answered = turn.getByTestId('assistant-answered');
  await expect(answered).toBeVisible();
  await expect(answered.getByTestId('assistant-answer-text')).toContainText(capital);
  // Whether the institution has a model connected or not, the answer cites the company detail.
  await expect(answered.getByTestId('assistant-mode')).toHaveText(/检索模式|大模型模式/);
  const source = answered.getByTestId('assistant-source').first();
  await expect(source).toContainText(`${info.data.name} · 注册资本`);
  await expect(source.getByTestId('assistant-source-asof')).toHaveText(/^数据截至 \d{4}-\d{2}-\d{2}$/);
  const cite = answered.getByTestId('assistant-cite').first();
  await expect(cite).toHaveAttribute('href', new RegExp(`/baseinfo/orgdetail/essential\\?eid=${company.entId}`));

  // The question shows in 我的提问.
  await expect(
    page.getByTestId('assistant-history').getByText(`${info.data.name}的注册资本是多少？`).first(),
  ).toBeVisible();

  // Without a source: refused, styled apart, with questions it can answer.
  await page.getByTestId('assistant-input').fill('明天上海的天气怎么样？');
  await page.getByTestId('assistant-input').press('Enter');
  const refused = page.getByTestId('assistant-turn').nth(1).getByTestId('assistant-refused');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('未在平台数据中找到依据，无法回答');
  await expect(refused.getByTestId('assistant-suggestion').first()).toBeVisible();

  // The citation opens the company detail it came from.
  await cite.click();
  await expect(page.getByTestId('company-name')).toHaveText(info.data.name);
});
