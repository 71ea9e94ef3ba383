import {
  FINANCING_EVENT_PERMISSION,
  INDUSTRY_CHAIN_PERMISSION,
  INVESTMENT_INSTITUTION_PERMISSION,
  MAP_SEARCH_PERMISSION,
  NEW_ENT_PERMISSION,
  type RemoteManifestSource,
} from '@esee/contracts';

const base = '/bankAssistant';

/** CBA, corporate banking assistant (spec 1 §1, §2). */
export const manifest: RemoteManifestSource = {
  name: 'cba',
  title: '对公银行助手',
  kind: 'solution',
  solution: 'CBA',
  right: 'app:cba',
  basePaths: [base],
  home: `${base}/home`,
  icon: 'BankOutlined',
  menu: [
    { path: `${base}/home`, title: '首页', icon: 'HomeOutlined' },
    {
      path: `${base}/marketing-group`,
      title: '智能营销',
      icon: 'RiseOutlined',
      children: [
        { path: `${base}/entSearch`, title: '单企业查询', permission: 'app:cba:marketing:entSearch' },
        { path: `${base}/conditionsSearch`, title: '条件找客', permission: 'app:cba:marketing:conditionsSearch' },
        { path: `${base}/mapSearch`, title: '地图找客', permission: MAP_SEARCH_PERMISSION },
        { path: `${base}/batchSearch`, title: '批量查询', permission: 'app:cba:marketing:batchSearch' },
        { path: `${base}/marketing`, title: '关系找客', permission: 'app:cba:marketing:relation' },
        {
          path: `${base}/industryToker`,
          title: '产业链找客',
          permission: INDUSTRY_CHAIN_PERMISSION,
        },
        {
          path: `${base}/garden/tableGarden`,
          title: '园区找客',
          permission: 'app:cba:marketing:industrialPark',
        },
        // Also reached by spec 1 §2's legacy paths /newEnt and /apps/marketing/newEnt (the shell's aliases).
        { path: `${base}/newEnt`, title: '新成立企业', permission: NEW_ENT_PERMISSION },
        {
          path: `${base}/financingEvent/list`,
          title: '融资事件',
          permission: FINANCING_EVENT_PERMISSION,
        },
        {
          path: `${base}/investmentInstitution/list`,
          title: '投资机构',
          permission: INVESTMENT_INSTITUTION_PERMISSION,
        },
        {
          path: `${base}/reportList`,
          title: '画像生成记录',
          permission: 'app:cba:marketing:reportList',
        },
        {
          path: `${base}/exportList`,
          title: '名单导出记录',
          permission: 'app:cba:marketing:exportList',
        },
      ],
    },
    {
      path: `${base}/risk-group`,
      title: '风险监控',
      icon: 'AlertOutlined',
      children: [
        {
          path: `${base}/publicsenInformation`,
          title: '企业舆情',
          permission: 'app:cba:risk:publicsen',
        },
        // The institution's risk-news desk, under the same permission as 企业舆情 (spec 1 §2 danger/*).
        { path: `${base}/danger/newsList`, title: '风险新闻', permission: 'app:cba:risk:publicsen' },
      ],
    },
    // The institution's own blacklist system (spec 1 §7), reached by the /apps layout's publicMarketing/blacklist.
    { path: `${base}/blacklist`, title: '黑名单查询', placement: 'hidden' },
    // Reached from 风险新闻: one company's risk news, and one article.
    { path: `${base}/danger/news`, title: '企业风险新闻', permission: 'app:cba:risk:publicsen', placement: 'hidden' },
    {
      path: `${base}/danger/newsInfo`,
      title: '风险新闻详情',
      permission: 'app:cba:risk:publicsen',
      placement: 'hidden',
    },
    // Reached from 产业链找客: a segment's companies, and the chain report.
    {
      path: `${base}/industryToker/tokerDetail`,
      title: '产业链环节详情',
      permission: INDUSTRY_CHAIN_PERMISSION,
      placement: 'hidden',
    },
    {
      path: `${base}/industryToker/reportPreview`,
      title: '产业链报告预览',
      permission: INDUSTRY_CHAIN_PERMISSION,
      placement: 'hidden',
    },
    // Reached from 园区找客's list: a park (its statistics and companies), and the parks on a map.
    {
      path: `${base}/garden/campusList`,
      title: '园区详情',
      permission: 'app:cba:marketing:industrialPark',
      placement: 'hidden',
    },
    {
      path: `${base}/garden/mapSearch`,
      title: '园区地图',
      permission: 'app:cba:marketing:industrialPark',
      placement: 'hidden',
    },
  ],
};
