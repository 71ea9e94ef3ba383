import type { MenuEntry, RemoteManifestSource } from '@esee/contracts';

/** An entry listed on the remote's home (`page`), or opened only from another page (`hidden`). */
const entry =
  (placement: 'page' | 'hidden') =>
  (path: string, title: string, permission: string): MenuEntry => ({ path, title, permission, placement });
const page = entry('page');
const hidden = entry('hidden');

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
    // The personal centre: no group in the user dropdown, so its pages are listed there one by one.
    { path: '/personalCenter/departmentList', title: '部门成员', placement: 'user', icon: 'TeamOutlined' },
    { path: '/personalCenter/userList', title: '用户列表', placement: 'user', icon: 'UsergroupAddOutlined' },
    {
      path: '/personalCenter/mechanismList',
      title: '机构信息',
      permission: 'fmk',
      placement: 'user',
      icon: 'BankOutlined',
    },
    {
      path: '/personalCenter/organizationAuthority',
      title: '组织权限',
      permission: 'fmk:org',
      placement: 'user',
      icon: 'SafetyCertificateOutlined',
    },
    page('/management/memberList', '成员管理', 'fmk:org:emp'),
    page('/management/memberDepartments', '部门管理', 'fmk:org:unit'),
    page('/management/userGroup', '用户组管理', 'fmk:org:team'),
    page('/management/roleManagement', '角色管理', 'fmk:right'),
    page('/management/roleObject', '角色对象', 'fmk:right'),
    page('/management/roleManagementSeparate', '三员分立角色管理', 'fmk:right'),
    page('/management/administrators', '管理员', 'fmk:org:emp'),
    // 三员分立: the pages that read what members did need the auditor's key (fmk whole includes it).
    page('/management/onlineList', '在线用户', 'fmk:audit'),
    page('/management/loginLog', '登录日志', 'fmk:audit'),
    page('/management/institutionQuotaSet', '机构额度', 'super'),
    page('/management/quotaSet', '成员额度', 'fmk'),
    page('/management/rsageRecord', '使用记录', 'fmk:audit'),
    page('/systemMonitoring/consumption', '消费统计', 'fmk:audit'),
    // The change logs: the auditor's, and without separation also fmk:org's and fmk:right's (CHANGE_LOG_RIGHTS).
    page('/management/architectureChange', '架构变更', 'fmk:audit:orgLog'),
    page('/management/permissionChange', '权限变更', 'fmk:audit:rightLog'),
    page('/management/rightNameSet', '权限名称设置', 'fmk:right'),
    page('/management/abbreviationConfig', '简称配置', 'fmk'),
    page('/management/institutionSetting', '机构设置', 'fmk'),
    page('/management/relatedParties', '关联方名单', 'fmk'),
    page('/management/remoteVersions', '应用版本管理', 'super'),
    // Platform administration (issue 21): the user dropdown's 平台运营 opens the institution list.
    {
      path: '/management/productList',
      title: '平台运营',
      permission: 'super',
      placement: 'user',
      icon: 'ClusterOutlined',
      // The platform administrator's home starts from the institution list as well.
      tile: true,
    },
    hidden('/management/addProduct', '新增机构', 'super'),
    page('/management/modelSet', '功能模型设置', 'super'),
    page('/management/modelManage', '功能模型管理', 'super'),
    page('/management/globalParameter', '全局参数', 'super'),
    page('/management/globalSetting', '全局设置', 'super'),
    page('/management/gateway', '网关设置', 'super'),
    page('/management/authManagement', '授权管理', 'super'),
    // 运营统计 opens on the institution's own view; the platform's view is the platform administrator's.
    page('/operatingStatistics', '运营统计', 'fmk:audit'),
    hidden('/operatingStatistics/enterpriseOperation', '机构运营统计', 'fmk:audit'),
    hidden('/operatingStatistics/detail', '成员明细', 'fmk:audit'),
    page('/operatingStatistics/adminOperation', '平台运营统计', 'super'),
    page('/systemMonitoring/operation', '操作统计', 'fmk:audit'),
    page('/systemMonitoring/his', '访问轨迹', 'fmk:audit'),
    page('/systemMonitoring/org', '部门统计', 'fmk:audit'),
    // 埋点 (issue 21): the platform keeps the catalogue; an institution's managers read the counts.
    page('/management/pointManage', '埋点管理', 'super'),
    page('/management/point', '埋点统计', 'fmk:audit'),
    // A developer's tool: offered only where the server runs with DIAGNOSTICS=on.
    {
      path: '/systemMonitoring/diagnostics',
      title: '接口诊断',
      permission: 'fmk',
      placement: 'page',
      feature: 'diagnostics',
    },
    // 意见反馈 (issue 23): opened from the user dropdown (the shell's AppHeader), so hidden from the menus.
    hidden('/pfb/csa', '意见反馈管理', 'feedback:managerlist'),
    { path: '/pfb/customer', title: '意见反馈', placement: 'hidden' },
    // The platform's desk for every institution's feedback: a tile on the platform administrator's home.
    page('/management/csa', '客户服务', 'super'),
  ],
};
