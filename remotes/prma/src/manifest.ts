import type { RemoteManifestSource } from '@esee/contracts';

const base = '/merchants';
/** The relation due-diligence and key-survey pages keep the spec's /apps/relation paths (spec 1 §2). */
const relation = '/apps/relation';
/** 名单筛查 (issue 42) lives under its own /apps path. */
const screening = '/apps/prma';

/** PRMA, partner risk management assistant (spec 1 §1, §2). */
export const manifest: RemoteManifestSource = {
  name: 'prma',
  title: '合作方风险管理',
  kind: 'solution',
  solution: 'PRMA',
  right: 'app:prma',
  basePaths: [base, relation, screening],
  home: `${base}/home`,
  icon: 'SafetyCertificateOutlined',
  menu: [
    { path: `${base}/home`, title: '首页', icon: 'HomeOutlined' },
    {
      path: `${base}/merchantsSearch`,
      title: '合作方寻源',
      permission: 'app:prma:customerSearch',
      icon: 'SearchOutlined',
    },
    {
      path: `${base}/merchantsCredit`,
      title: '合作方资信报告',
      permission: 'app:prma:creditReport',
      icon: 'FileTextOutlined',
    },
    {
      path: `${base}/screen`,
      title: '围串标核查',
      permission: 'app:prma:bidRigging',
      icon: 'AuditOutlined',
    },
    {
      path: `${base}/relatedRisks`,
      title: '关联风险',
      permission: 'app:prma:relatedRisk',
      icon: 'WarningOutlined',
    },
    { path: `${base}/findRel`, title: '企业关系核查', permission: 'app:prma:relationCheck', icon: 'ApartmentOutlined' },
    {
      path: `${base}/publicsenInformation`,
      title: '合作方舆情',
      permission: 'app:prma:publicsen',
      icon: 'NotificationOutlined',
    },
    {
      path: `${screening}/screening`,
      title: '名单筛查',
      permission: 'app:prma:screening',
      icon: 'FileSearchOutlined',
    },
    {
      path: `${relation}/group`,
      title: '关系尽调',
      icon: 'ClusterOutlined',
      children: [
        { path: `${relation}/relationDD`, title: '重点排查', permission: 'app:prma:keySurvey' },
        { path: `${relation}/uploadedFlag`, title: '已上传名单', permission: 'app:prma:keySurvey' },
        {
          path: `${relation}/enterpriseRelationshipMining`,
          title: '企业关系挖掘',
          permission: 'app:prma:keySurvey',
        },
        {
          path: `${relation}/SupplierRiskInvestigation`,
          title: '供应商风险排查',
          permission: 'app:prma:keySurvey',
        },
        { path: `${relation}/dueDiligence`, title: '尽职调查', permission: 'app:prma:dueDiligence' },
        { path: `${relation}/createReport`, title: '生成尽调报告', permission: 'app:prma:dueDiligence' },
        { path: `${relation}/reportList`, title: '尽调报告记录', permission: 'app:prma:dueDiligence' },
      ],
    },
  ],
};
