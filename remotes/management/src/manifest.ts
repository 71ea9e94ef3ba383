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
    { path: '/management/roleObject', title: '角色对象', permission: 'fmk:right', placement: 'page' },
    {
      path: '/management/roleManagementSeparate',
      title: '三员分立角色管理',
      permission: 'fmk:right',
      placement: 'page',
    },
    { path: '/management/administrators', title: '管理员', permission: 'fmk:org:emp', placement: 'page' },
    // 三员分立: the pages that read what members did need the auditor's key (fmk whole includes it).
    { path: '/management/onlineList', title: '在线用户', permission: 'fmk:audit', placement: 'page' },
    { path: '/management/loginLog', title: '登录日志', permission: 'fmk:audit', placement: 'page' },
    { path: '/management/institutionQuotaSet', title: '机构额度', permission: 'super', placement: 'page' },
    { path: '/management/quotaSet', title: '成员额度', permission: 'fmk', placement: 'page' },
    { path: '/management/rsageRecord', title: '使用记录', permission: 'fmk:audit', placement: 'page' },
    { path: '/systemMonitoring/consumption', title: '消费统计', permission: 'fmk:audit', placement: 'page' },
    // The change logs: the auditor's, and without separation also fmk:org's and fmk:right's (CHANGE_LOG_RIGHTS).
    {
      path: '/management/architectureChange',
      title: '架构变更',
      permission: 'fmk:audit:orgLog',
      placement: 'page',
    },
    {
      path: '/management/permissionChange',
      title: '权限变更',
      permission: 'fmk:audit:rightLog',
      placement: 'page',
    },
    { path: '/management/rightNameSet', title: '权限名称设置', permission: 'fmk:right', placement: 'page' },
    { path: '/management/abbreviationConfig', title: '简称配置', permission: 'fmk', placement: 'page' },
    { path: '/management/institutionSetting', title: '机构设置', permission: 'fmk', placement: 'page' },
    { path: '/management/remoteVersions', title: '应用版本管理', permission: 'super', placement: 'page' },
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
    { path: '/management/addProduct', title: '新增机构', permission: 'super', placement: 'hidden' },
    { path: '/management/modelSet', title: '功能模型设置', permission: 'super', placement: 'page' },
    { path: '/management/modelManage', title: '功能模型管理', permission: 'super', placement: 'page' },
    { path: '/management/globalParameter', title: '全局参数', permission: 'super', placement: 'page' },
    { path: '/management/globalSetting', title: '全局设置', permission: 'super', placement: 'page' },
    { path: '/management/gateway', title: '网关设置', permission: 'super', placement: 'page' },
    { path: '/management/authManagement', title: '授权管理', permission: 'super', placement: 'page' },
    // 运营统计 opens on the institution's own view; the platform's view is the platform administrator's.
    { path: '/operatingStatistics', title: '运营统计', permission: 'fmk:audit', placement: 'page' },
    {
      path: '/operatingStatistics/enterpriseOperation',
      title: '机构运营统计',
      permission: 'fmk:audit',
      placement: 'hidden',
    },
    { path: '/operatingStatistics/detail', title: '成员明细', permission: 'fmk:audit', placement: 'hidden' },
    {
      path: '/operatingStatistics/adminOperation',
      title: '平台运营统计',
      permission: 'super',
      placement: 'page',
    },
    { path: '/systemMonitoring/operation', title: '操作统计', permission: 'fmk:audit', placement: 'page' },
    { path: '/systemMonitoring/his', title: '访问轨迹', permission: 'fmk:audit', placement: 'page' },
    { path: '/systemMonitoring/org', title: '部门统计', permission: 'fmk:audit', placement: 'page' },
    // 埋点 (issue 21): the platform keeps the catalogue; an institution's managers read the counts.
    { path: '/management/pointManage', title: '埋点管理', permission: 'super', placement: 'page' },
    { path: '/management/point', title: '埋点统计', permission: 'fmk:audit', placement: 'page' },
    // A developer's tool: offered only where the server runs with DIAGNOSTICS=on.
    {
      path: '/systemMonitoring/diagnostics',
      title: '接口诊断',
      permission: 'fmk',
      placement: 'page',
      feature: 'diagnostics',
    },
    // 意见反馈 (issue 23): opened from the user dropdown (the shell's AppHeader), so hidden from the menus.
    { path: '/pfb/csa', title: '意见反馈管理', permission: 'feedback:managerlist', placement: 'hidden' },
    { path: '/pfb/customer', title: '意见反馈', placement: 'hidden' },
    // The platform's desk for every institution's feedback: a tile on the platform administrator's home.
    { path: '/management/csa', title: '客户服务', permission: 'super', placement: 'page' },
  ],
};
