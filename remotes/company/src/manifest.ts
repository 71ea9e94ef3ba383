import type { RemoteManifestSource } from '@esee/contracts';

/** Company and person detail, and project management (spec 2 §2). */
export const manifest: RemoteManifestSource = {
  name: 'company',
  title: '企业与项目',
  kind: 'app',
  basePaths: [
    '/baseinfo',
    '/projectManage',
    '/personPost',
    '/apps/allInfo/searchAgencyDetails',
    '/EntCharts',
    '/EntChartsNew',
  ],
  home: '/projectManage',
  icon: 'ProjectOutlined',
  menu: [
    { path: '/projectManage', title: '项目管理', icon: 'ProjectOutlined' },
    { path: '/baseinfo/orgdetail', title: '企业详情', placement: 'hidden' },
    { path: '/baseinfo/persondetail', title: '人员详情', placement: 'hidden' },
  ],
};
