import type { RemoteManifestSource } from '@esee/contracts';

const base = '/sameCustomerSystem';
const app = `${base}/applicationService`;

/** SCS, same-customer system (spec 1 §1, §2). */
export const manifest: RemoteManifestSource = {
  name: 'scs',
  title: '同一客户管理',
  kind: 'solution',
  solution: 'SCS',
  right: 'app:scs',
  basePaths: [base],
  home: `${base}/home`,
  icon: 'TeamOutlined',
  menu: [
    { path: `${base}/home`, title: '首页', icon: 'HomeOutlined' },
    {
      path: `${base}/singleCustomer`,
      title: '单一客户',
      permission: 'app:scs:singleCustomer',
      icon: 'UserOutlined',
    },
    {
      path: `${base}/sameCustomer`,
      title: '同一客户',
      permission: 'app:scs:sameCustomer',
      icon: 'UsergroupAddOutlined',
    },
    {
      path: `${base}/applicationService-group`,
      title: '应用服务',
      icon: 'AppstoreOutlined',
      children: [
        {
          path: `${app}/enterpriseRelationshipMining`,
          title: '关系挖掘',
          permission: 'app:scs:app:relationMining',
        },
        { path: `${app}/stock-right`, title: '股权穿透图', permission: 'app:scs:app:stockRight' },
        { path: `${app}/frameworkTree`, title: '企业图谱', permission: 'app:scs:app:frameworkTree' },
        { path: `${app}/benifit`, title: '受益所有人图', permission: 'app:scs:app:benifit' },
        { path: `${app}/controller`, title: '实际控制人图', permission: 'app:scs:app:controller' },
        { path: `${app}/groupRelationship`, title: '集团关系图', permission: 'app:scs:app:groupRelationship' },
        { path: `${app}/unifiedCredit`, title: '统一授信', permission: 'app:scs:app:unifiedCredit' },
        { path: `${app}/riskWarning`, title: '风险预警', permission: 'app:scs:app:riskWarning' },
      ],
    },
    {
      path: `${base}/ruleConfiguration-group`,
      title: '规则配置',
      icon: 'SettingOutlined',
      children: [
        {
          path: `${base}/ruleConfiguration/labelRules`,
          title: '标签规则',
          permission: 'app:scs:rule:label',
        },
        {
          path: `${base}/ruleConfiguration/groupRules`,
          title: '同一客户分组规则',
          permission: 'app:scs:rule:group',
        },
      ],
    },
    {
      path: `${base}/dataManagement-group`,
      title: '数据管理',
      icon: 'DatabaseOutlined',
      children: [
        {
          path: `${base}/dataManagement/dataMaintenance`,
          title: '数据维护',
          permission: 'app:scs:data:maintenance',
        },
        {
          path: `${base}/dataManagement/dataReview`,
          title: '数据复核',
          permission: 'app:scs:data:review',
        },
      ],
    },
  ],
};
