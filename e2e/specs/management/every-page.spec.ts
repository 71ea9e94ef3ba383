import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { homeEntries } from '../../support/menu';

test('every management entry is offered and none is 建设中 (every-route opens each)', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'admin');
  const entries = await homeEntries(page, '/management/home', 'management');
  expect(entries.map((e) => e.menuName)).toEqual(
    expect.arrayContaining([
      '成员管理',
      '部门管理',
      '用户组管理',
      '角色管理',
      '角色对象',
      '三员分立角色管理',
      '管理员',
      '在线用户',
      '登录日志',
      '架构变更',
      '权限变更',
      '权限名称设置',
      '简称配置',
      '机构设置',
      '成员额度',
      '使用记录',
      '消费统计',
      '操作统计',
      '访问轨迹',
      '部门统计',
      '运营统计',
      '埋点统计',
    ]),
  );
  // Nothing on the management home is still being built.
  await expect(page.getByTestId('planned-tile')).toHaveCount(0);
});

test('every platform-administration page is offered to the platform administrator (every-route opens each)', async ({
  page,
}) => {
  await new ShellPage(page).signIn('PLATFORM', 'ops');
  const entries = await homeEntries(page, '/management/home', 'management');
  expect(entries.map((e) => e.menuName)).toEqual(
    expect.arrayContaining([
      '平台运营',
      '机构额度',
      '应用版本管理',
      '功能模型设置',
      '功能模型管理',
      '全局参数',
      '全局设置',
      '平台运营统计',
      '埋点管理',
    ]),
  );
  await expect(page.getByTestId('planned-tile')).toHaveCount(0);
});
