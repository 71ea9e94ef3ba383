import type { RemoteManifestSource } from '@esee/contracts';

const base = '/investment';

/** IBA, investment banking assistant (spec 1 §1, §2). */
export const manifest: RemoteManifestSource = {
  name: 'iba',
  title: '投行助手',
  kind: 'solution',
  solution: 'IBA',
  right: 'app:iba',
  basePaths: [base],
  home: `${base}/home`,
  icon: 'FundOutlined',
  menu: [
    { path: `${base}/home`, title: '首页', icon: 'HomeOutlined' },
    {
      path: `${base}/goal-group`,
      title: '目标企业查询',
      icon: 'AimOutlined',
      children: [
        { path: `${base}/allInfo/advSearch`, title: '高级搜索', permission: 'app:iba:goal:complex' },
        { path: `${base}/allInfo/entAbroad`, title: '境外企业', permission: 'app:iba:goal:abroad' },
        {
          path: `${base}/allInfo/intelProperty`,
          title: '知识产权查询',
          permission: 'app:iba:goal:intelProperty',
        },
        { path: `${base}/allInfo/organization`, title: '机构查询', permission: 'app:iba:goal:organization' },
      ],
    },
    {
      path: `${base}/due-group`,
      title: '尽调工具',
      icon: 'ToolOutlined',
      children: [
        { path: `${base}/allInfo/personPost`, title: '人员投资任职', permission: 'app:iba:due:personPost' },
        { path: `${base}/allInfo/personLaw`, title: '人员涉诉查询', permission: 'app:iba:due:personLaw' },
        { path: `${base}/relation/findRel`, title: '关系发现', permission: 'app:iba:due:findRel' },
        { path: `${base}/relation/screen`, title: '关系核查', permission: 'app:iba:due:relationCheck' },
        { path: `${base}/relation/stock-right`, title: '股权穿透图', permission: 'app:iba:due:stockRight' },
        { path: `${base}/relation/frameworkTree`, title: '企业图谱', permission: 'app:iba:due:frameworkTree' },
        { path: `${base}/relation/benifit`, title: '受益所有人图', permission: 'app:iba:due:benifit' },
        { path: `${base}/relation/controller`, title: '实际控制人图', permission: 'app:iba:due:controller' },
        {
          path: `${base}/relation/groupRelationship`,
          title: '集团关系图',
          permission: 'app:iba:due:groupRelationship',
        },
        { path: `${base}/bank/flow`, title: '银行流水分析', permission: 'app:iba:due:bankStatement' },
        {
          path: `${base}/allInfo/publicsenInformation`,
          title: '舆情信息',
          permission: 'app:iba:due:publicsen',
        },
      ],
    },
    {
      path: `${base}/supervision-group`,
      title: '监管动态',
      icon: 'EyeOutlined',
      children: [
        {
          path: `${base}/watch/feedback`,
          title: 'IPO反馈意见',
          permission: 'app:iba:supervision:ipoFeedback',
        },
        {
          path: `${base}/watch/auditMind`,
          title: 'IPO审核意见',
          permission: 'app:iba:supervision:auditMind',
        },
        {
          path: `${base}/watch/detailsList`,
          title: '债券发行审核',
          permission: 'app:iba:supervision:bond',
        },
        {
          path: `${base}/watch/mergers`,
          title: '并购重组反馈',
          permission: 'app:iba:supervision:mergers',
        },
        {
          path: `${base}/watch/refinance`,
          title: '再融资反馈',
          permission: 'app:iba:supervision:refinance',
        },
        {
          path: `${base}/watch/justiceRisk`,
          title: '发行人司法风险',
          permission: 'app:iba:supervision:justiceRisk',
        },
        { path: `${base}/watch/punish`, title: '监管处罚', permission: 'app:iba:supervision:punish' },
        { path: `${base}/watch/law`, title: '法律法规库', permission: 'app:iba:supervision:law' },
      ],
    },
    {
      path: `${base}/research-group`,
      title: '研报',
      icon: 'ReadOutlined',
      children: [
        { path: `${base}/researchReport`, title: '研报检索', permission: 'app:iba:research:report' },
        { path: `${base}/researchReport/consensus`, title: '一致预期', permission: 'app:iba:research:consensus' },
        { path: `${base}/researchReport/iconSearch`, title: '券商一览', permission: 'app:iba:research:broker' },
        { path: `${base}/researchReport/broker`, title: '券商研究', permission: 'app:iba:research:broker' },
        { path: `${base}/researchReport/analyst`, title: '分析师排行', permission: 'app:iba:research:analyst' },
      ],
    },
    {
      path: `${base}/smartText/proList`,
      title: '智能文档审核',
      permission: 'app:iba:smartText',
      icon: 'FileSearchOutlined',
    },
    // Reached from 智能文档审核's task list: a checked prospectus or bond prospectus, and the two comparisons.
    {
      path: `${base}/smartText/proCheck`,
      title: '招股说明书审核',
      permission: 'app:iba:smartText',
      placement: 'hidden',
    },
    {
      path: `${base}/smartText/bondProCheck`,
      title: '债券募集说明书审核',
      permission: 'app:iba:smartText',
      placement: 'hidden',
    },
    {
      path: `${base}/smartText/multiFileCheck`,
      title: '多文件比对',
      permission: 'app:iba:smartText',
      placement: 'hidden',
    },
    {
      path: `${base}/smartText/compareHistory`,
      title: '版本对比',
      permission: 'app:iba:smartText',
      placement: 'hidden',
    },
    { path: `${base}/modelAI`, title: '智能助手', permission: 'app:iba:modelAI', icon: 'ProfileOutlined' },
    // Where 高级搜索's exports are collected (issue 36): the same right as the page that starts them.
    { path: `${base}/exportList`, title: '名单导出记录', permission: 'app:iba:goal:complex', placement: 'page' },
  ],
};
