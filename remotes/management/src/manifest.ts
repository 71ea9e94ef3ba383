import type { RemoteManifestSource } from '@esee/contracts';

/**
 * Institution management back office, personal centre, statistics and system
 * monitoring (spec 1 §2). Everyone signed in loads it (personal centre); the
 * management pages need the fmk rights.
 */
export const manifest: RemoteManifestSource = {
  name: 'management',
  title: '机构管理',
  kind: 'app',
  basePaths: ['/management', '/personalCenter', '/systemMonitoring', '/operatingStatistics', '/pfb'],
  home: '/management/home',
  icon: 'SettingOutlined',
  menu: [
    { path: '/management/home', title: '机构管理', permission: 'fmk', placement: 'user', icon: 'SettingOutlined' },
    { path: '/systemMonitoring/user', title: '个人信息', placement: 'user', icon: 'UserOutlined' },
    { path: '/personalCenter/changePassword', title: '修改密码', placement: 'user', icon: 'LockOutlined' },
    { path: '/management/memberList', title: '成员管理', permission: 'fmk:org:emp', placement: 'page' },
    {
      path: '/management/memberDepartments',
      title: '部门管理',
      permission: 'fmk:org:unit',
      placement: 'page',
    },
    {
      path: '/management/userGroup',
      title: '用户组管理',
      permission: 'fmk:org:team',
      placement: 'page',
    },
    {
      path: '/management/roleManagement',
      title: '角色管理',
      permission: 'fmk:right',
      placement: 'page',
    },
    { path: '/management/onlineList', title: '在线用户', permission: 'fmk', placement: 'page', planned: true },
    { path: '/management/loginLog', title: '登录日志', permission: 'fmk', placement: 'page', planned: true },
    { path: '/operatingStatistics', title: '运营统计', permission: 'fmk', placement: 'page', planned: true },
    { path: '/systemMonitoring/operation', title: '系统监控', permission: 'fmk', placement: 'page', planned: true },
    // A developer's tool: offered only where the server runs with DIAGNOSTICS=on.
    {
      path: '/systemMonitoring/diagnostics',
      title: '接口诊断',
      permission: 'fmk',
      placement: 'page',
      feature: 'diagnostics',
    },
    { path: '/pfb/csa', title: '意见反馈管理', permission: 'feedback:managerlist', placement: 'hidden', planned: true },
    { path: '/pfb/customer', title: '意见反馈', placement: 'hidden', planned: true },
  ],
};
