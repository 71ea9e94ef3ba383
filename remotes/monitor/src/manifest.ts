import type { RemoteManifestSource } from '@esee/contracts';

const base = '/apps/monitor';

/** Monitoring: groups, monitored companies, alerts, news (spec 2 §2). */
export const manifest: RemoteManifestSource = {
  name: 'monitor',
  title: '企业监控',
  kind: 'app',
  right: 'monitor',
  basePaths: [base, '/monitoring'],
  home: `${base}/enterpriseMonitoring`,
  icon: 'MonitorOutlined',
  menu: [
    { path: `${base}/enterpriseMonitoring`, title: '监控企业', permission: 'monitor:custom', icon: 'MonitorOutlined' },
    { path: `${base}/optional`, title: '监控动态', permission: 'monitor:custom', icon: 'AlertOutlined' },
    { path: `${base}/cases`, title: '案件处置', permission: 'monitor:custom', icon: 'AuditOutlined' },
    { path: `${base}/groupManage/manageList`, title: '分组管理', permission: 'monitor:custom', icon: 'FolderOutlined' },
    { path: `${base}/erlyWarningSetting`, title: '预警设置', permission: 'monitor:custom', icon: 'BellOutlined' },
    { path: `${base}/optionalReport`, title: '监控报告', permission: 'monitor:report', icon: 'FileTextOutlined' },
    { path: '/monitoring/newsList', title: '舆情资讯', permission: 'monitor:brief', icon: 'ReadOutlined' },
    { path: `${base}/danger/newsList`, title: '风险舆情', permission: 'monitor:brief', icon: 'WarningOutlined' },
  ],
};
