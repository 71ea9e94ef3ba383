import type { SolutionKey } from '@esee/contracts';

/** What each solution does, in a sentence and its main pages (spec 1 §1), for the product's own pages. */
export const SOLUTION_PITCH: Record<SolutionKey, { pitch: string; features: string[] }> = {
  CBA: {
    pitch: '对公客户营销与风险监测：从条件、地图、关系、产业链和园区中找到客户。',
    features: ['单企业查询', '条件找客', '地图找客', '批量查询', '关系找客', '产业链找客', '园区找客', '企业舆情'],
  },
  PRMA: {
    pitch: '合作方全周期风险管理：寻源、资信评估、围串标核查与关联风险。',
    features: ['合作方寻源', '合作方资信报告', '围串标核查', '关联风险', '企业关系核查', '合作方舆情'],
  },
  IBA: {
    pitch: '投行业务助手：目标企业、尽职调查、监管动态与智能文档审核。',
    features: ['高级搜索', '关系发现', '股权穿透图', '银行流水分析', '监管动态', '法律法规库', '智能文档审核', '研报'],
  },
  SCS: {
    pitch: '同一客户识别与统一授信：按规则识别集团客户，挖掘关系，预警风险。',
    features: ['单一客户', '同一客户识别', '关系挖掘', '统一授信', '风险预警', '规则配置', '数据维护'],
  },
};
