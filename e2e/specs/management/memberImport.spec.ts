import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { ShellPage } from '../../pages/ShellPage';

/** An .xlsx as the template asks, built with the library the server reads it with. */
function membersFile(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  const header = ['用户名', '姓名', '部门', '角色', '手机', '邮箱', '初始密码'];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), '成员');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('a manager imports members from an .xlsx: a bad file is refused with its rows, a good one fills the table', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  const username = `imp${stamp}`;
  await new ShellPage(page).signIn('DEMO', 'admin');
  await page.goto('/management/memberList');
  await expect(page.getByTestId('member-list-page')).toBeVisible();
  await page.getByTestId('member-import').click();
  const dialog = page.getByRole('dialog', { name: '导入成员' });
  const choose = dialog.locator('input[type=file]');
  const upload = (rows: string[][]) =>
    choose.setInputFiles({
      name: 'members.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: membersFile(rows),
    });
  const good = [username, '导入测试', '总行/风险管理部', '业务人员', '', '', 'Welcome@2026'];

  // One bad row: nothing is created, the row is listed.
  await upload([good, [`${username}x`, '导入测试', '总行/无此部门', '业务人员', '', '', 'Welcome@2026']]);
  await dialog.getByTestId('member-import-submit').click();
  await expect(dialog.getByTestId('member-import-errors')).toContainText('第3行：部门不存在：总行/无此部门');

  await upload([good]);
  await dialog.getByTestId('member-import-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已导入1名成员')).toBeVisible();
  await page.getByTestId('member-search').locator('input').fill(username);
  await page.getByTestId('member-search').locator('input').press('Enter');
  await expect(page.getByTestId('member-table')).toContainText(username);
});
