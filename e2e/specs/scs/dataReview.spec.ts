import { expect, test } from '@playwright/test';
import { DataReviewPages } from '../../pages/DataReviewPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

type Page = Parameters<typeof callApi>[0];

/**
 * Two people of the register, each the only one of that name, not in a family tie yet (other specs and earlier runs on
 * a reused server add ties): the officers of the hot companies.
 */
async function untiedPeople(page: Page): Promise<[string, string]> {
  const names: string[] = [];
  for (const company of await hotCompanies(page)) {
    const people = await callApi<{ list: { name: string; personId?: string }[] }>(
      page,
      'POST',
      '/esee/microDetail/queryPeople',
      { entId: company.entId, pageNo: 1, pageSize: 20 },
    );
    for (const { name } of people.data.list) {
      if (names.includes(name)) continue;
      const q = encodeURIComponent(name);
      const same = await callApi<{ total: number }>(page, 'GET', `/esee/scs/maintenance/personSuggest?persName=${q}`);
      const tied = await callApi<{ total: number }>(page, 'GET', `/esee/scs/maintenance/family?keyword=${q}`);
      if (same.data.total === 1 && tied.data.total === 0) names.push(name);
      if (names.length === 2) return [names[0]!, names[1]!];
    }
  }
  throw new Error('no two untied people among the hot companies’ officers');
}

test('数据维护 → 数据复核: a family tie added by one user, refused to its maker, approved by another role', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const scs = new DataReviewPages(page);
  await shell.signIn('DEMO', 'analyst');
  // Ties are between people of the register, picked by identity.
  const [a, b] = await untiedPeople(page);
  await shell.openFromMenu('同一客户管理', '数据管理', '数据维护');
  await expect(scs.maintenance()).toBeVisible();
  await scs.addFamily(a, b, '配偶', '客户经理上门核实，户口本为证');
  // Not written yet: shown as waiting for review.
  await expect(scs.pendingAdds()).toContainText(`${a}与${b}：配偶`);
  await expect(scs.pendingAdds()).toContainText('待复核');
  await expect(scs.familyRow(a)).toHaveCount(0);

  // The maker cannot approve it: the button is disabled with the reason.
  await shell.openFromMenu('同一客户管理', '数据管理', '数据复核');
  await expect(scs.review()).toBeVisible();
  await scs.openChange(a);
  await expect(scs.cannotDecide()).toHaveText('不能复核本人提交的变更');
  await expect(scs.approve()).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(scs.drawer()).toBeHidden();

  // An administrator (another role) approves it.
  await shell.signIn('DEMO', 'admin');
  await shell.openFromMenu('同一客户管理', '数据管理', '数据复核');
  await scs.openChange(a);
  await expect(scs.drawer().getByTestId('scs-change-reason')).toHaveText('客户经理上门核实，户口本为证');
  await expect(scs.approve()).toBeEnabled();
  await scs.approve().click();
  await expect(scs.drawer()).toBeHidden();
  await expect(scs.changeRow(a)).toHaveCount(0);

  // The history: before (none) and after side by side, who approved.
  await scs.tab('已通过');
  await scs.openChange(a);
  await expect(scs.drawer().getByTestId('scs-change-status')).toHaveText('已通过');
  await expect(scs.before()).toHaveText('（无）');
  await expect(scs.after()).toContainText(a);
  await expect(scs.after()).toContainText('配偶');
  await expect(scs.drawer().getByTestId('scs-change-checker')).not.toHaveText('-');
  await page.keyboard.press('Escape');
  await expect(scs.drawer()).toBeHidden();

  // The tie is in force in 数据维护.
  await shell.openFromMenu('同一客户管理', '数据管理', '数据维护');
  await expect(scs.familyRow(a)).toContainText(b);
  await expect(scs.familyRow(a)).toContainText('配偶');
  await expect(scs.familyRow(a).getByTestId('scs-pending')).toHaveCount(0);
});
