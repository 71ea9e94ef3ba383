import { FINANCING_ROUNDS } from './financing';

/**
 * The column dictionary: every kind of company record the product lists, its
 * tab, and its columns. One table component renders any kind from this; the
 * generator fills any kind from it; the server refuses a kind not here.
 */
import { NEWS_CATEGORIES } from './publicsen';

export type ColumnType =
  | 'string'
  | 'text'
  | 'date'
  | 'datetime'
  | 'year'
  | 'money'
  | 'percent'
  | 'number'
  | 'enum'
  /** A company's registration status, as a coloured tag. */
  | 'status'
  | 'company'
  | 'person'
  /** A company or a person, as the row's `holderKind` says (C or P). */
  | 'party';

export interface RecordColumn {
  key: string;
  title: string;
  type: ColumnType;
  /** Pixels; absent: shares what is left. */
  width?: number;
  /** The choices of an `enum` column. */
  values?: readonly string[];
  /** Shown in the detail dialog only, not in the list. */
  detailOnly?: boolean;
  /** For a company, person or party: the row's key holding its id, for the link. */
  idKey?: string;
}

export type RecordTab =
  | 'essential'
  | 'informationDisclosure'
  | 'investment'
  | 'judiciary'
  | 'operationalRisk'
  | 'operationalInfo'
  | 'intellectualProperty'
  | 'overview';

export interface RecordKind {
  kind: string;
  title: string;
  tab: RecordTab;
  /** The column holding the record's date: lists sort by it, newest first. */
  dateKey: string;
  /** Whether a row opens a detail dialog with the `detailOnly` columns. */
  detail: boolean;
  /** A risk kind counts in the company's risk summary, with this level. */
  risk?: '高风险' | '中风险' | '警示';
  columns: readonly RecordColumn[];
}

const COURTS = [
  '北京市朝阳区人民法院',
  '上海市浦东新区人民法院',
  '深圳市南山区人民法院',
  '杭州市西湖区人民法院',
  '广州市天河区人民法院',
  '成都市高新技术产业开发区人民法院',
  '南京市建邺区人民法院',
  '武汉市江汉区人民法院',
];
const CASE_REASONS = [
  '买卖合同纠纷',
  '金融借款合同纠纷',
  '借款合同纠纷',
  '劳动争议',
  '建设工程施工合同纠纷',
  '租赁合同纠纷',
  '服务合同纠纷',
  '股权转让纠纷',
  '侵害商标权纠纷',
  '承揽合同纠纷',
];

export const RECORD_KINDS: readonly RecordKind[] = [
  // 司法风险
  {
    kind: 'courtNotice',
    title: '开庭公告',
    tab: 'judiciary',
    dateKey: 'startDate',
    detail: true,
    risk: '警示',
    columns: [
      { key: 'caseNo', title: '案号', type: 'string', width: 200 },
      { key: 'caseReason', title: '案由', type: 'enum', values: CASE_REASONS, width: 160 },
      { key: 'startDate', title: '开庭日期', type: 'datetime', width: 160 },
      { key: 'plaintiff', title: '原告/上诉人', type: 'company' },
      { key: 'defendant', title: '被告/被上诉人', type: 'company' },
      { key: 'court', title: '法院', type: 'enum', values: COURTS, width: 200 },
      { key: 'chiefJudge', title: '审判长', type: 'person', detailOnly: true },
      {
        key: 'courtroom',
        title: '法庭',
        type: 'enum',
        values: ['第一法庭', '第三法庭', '第七法庭', '速裁法庭'],
        detailOnly: true,
      },
    ],
  },
  {
    kind: 'caseFiling',
    title: '立案信息',
    tab: 'judiciary',
    dateKey: 'filingDate',
    detail: true,
    columns: [
      { key: 'caseNo', title: '案号', type: 'string', width: 200 },
      { key: 'filingDate', title: '立案日期', type: 'date', width: 110 },
      { key: 'caseReason', title: '案由', type: 'enum', values: CASE_REASONS, width: 160 },
      { key: 'plaintiff', title: '原告', type: 'company' },
      { key: 'defendant', title: '被告', type: 'company' },
      { key: 'court', title: '法院', type: 'enum', values: COURTS, width: 200 },
      { key: 'caseStatus', title: '案件状态', type: 'enum', values: ['审理中', '已结案'], width: 90 },
      { key: 'judge', title: '承办法官', type: 'person', detailOnly: true },
    ],
  },
  {
    kind: 'judgmentDocument',
    title: '裁判文书',
    tab: 'judiciary',
    dateKey: 'judgeDate',
    detail: true,
    columns: [
      { key: 'title', title: '文书标题', type: 'string' },
      { key: 'caseNo', title: '案号', type: 'string', width: 200 },
      { key: 'caseReason', title: '案由', type: 'enum', values: CASE_REASONS, width: 150 },
      { key: 'docType', title: '文书类型', type: 'enum', values: ['判决书', '裁定书', '调解书', '决定书'], width: 90 },
      { key: 'role', title: '身份', type: 'enum', values: ['原告', '被告', '第三人', '上诉人', '被上诉人'], width: 90 },
      { key: 'amount', title: '涉案金额', type: 'money', width: 120 },
      { key: 'judgeDate', title: '裁判日期', type: 'date', width: 110 },
      { key: 'court', title: '法院', type: 'enum', values: COURTS, detailOnly: true },
      { key: 'judgeResult', title: '裁判结果', type: 'text', detailOnly: true },
    ],
  },
  {
    kind: 'executedPerson',
    title: '被执行人',
    tab: 'judiciary',
    dateKey: 'caseCreateTime',
    detail: true,
    risk: '中风险',
    columns: [
      { key: 'caseCode', title: '案号', type: 'string', width: 200 },
      { key: 'execMoney', title: '执行标的(元)', type: 'money', width: 140 },
      { key: 'caseCreateTime', title: '立案日期', type: 'date', width: 110 },
      { key: 'execCourtName', title: '执行法院', type: 'enum', values: COURTS },
      { key: 'status', title: '案件状态', type: 'enum', values: ['执行中', '已结案'], width: 90 },
    ],
  },
  {
    kind: 'dishonest',
    title: '失信被执行人',
    tab: 'judiciary',
    dateKey: 'publishDate',
    detail: true,
    risk: '高风险',
    columns: [
      { key: 'caseCode', title: '案号', type: 'string', width: 200 },
      { key: 'execCourt', title: '执行法院', type: 'enum', values: COURTS },
      { key: 'regDate', title: '立案日期', type: 'date', width: 110 },
      { key: 'publishDate', title: '发布日期', type: 'date', width: 110 },
      { key: 'performance', title: '履行情况', type: 'enum', values: ['全部未履行', '部分未履行'], width: 110 },
      {
        key: 'disruptTypeName',
        title: '失信行为',
        type: 'enum',
        values: ['有履行能力而拒不履行生效法律文书确定义务', '违反财产报告制度', '违反限制消费令'],
        detailOnly: true,
      },
      { key: 'amount', title: '涉案金额', type: 'money', width: 120 },
    ],
  },
  {
    kind: 'consumptionLimit',
    title: '限制高消费',
    tab: 'judiciary',
    dateKey: 'publishDate',
    detail: false,
    risk: '高风险',
    columns: [
      { key: 'caseCode', title: '案号', type: 'string', width: 200 },
      { key: 'xname', title: '限消令对象人', type: 'person', width: 120 },
      { key: 'applicant', title: '申请人', type: 'company' },
      { key: 'caseCreateTime', title: '立案日期', type: 'date', width: 110 },
      { key: 'publishDate', title: '发布日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'finalCase',
    title: '终本案件',
    tab: 'judiciary',
    dateKey: 'caseFinalTime',
    detail: true,
    risk: '高风险',
    columns: [
      { key: 'caseCode', title: '案号', type: 'string', width: 200 },
      { key: 'caseCreateTime', title: '立案日期', type: 'date', width: 110 },
      { key: 'caseFinalTime', title: '终本日期', type: 'date', width: 110 },
      { key: 'execMoney', title: '执行标的', type: 'money', width: 130 },
      { key: 'noExecMoney', title: '未履行金额', type: 'money', width: 130 },
      { key: 'execCourtName', title: '执行法院', type: 'enum', values: COURTS },
    ],
  },
  {
    kind: 'equityFreeze',
    title: '股权冻结',
    tab: 'judiciary',
    dateKey: 'publishDate',
    detail: true,
    risk: '高风险',
    columns: [
      { key: 'executedPerson', title: '被执行人', type: 'person', width: 110 },
      { key: 'equityAmount', title: '股权数额', type: 'money', width: 130 },
      { key: 'executiveCourt', title: '执行法院', type: 'enum', values: COURTS },
      { key: 'executeNoticeNum', title: '执行通知书文号', type: 'string', width: 200 },
      {
        key: 'typeState',
        title: '类型/状态',
        type: 'enum',
        values: ['股权冻结-冻结', '股权冻结-解除冻结', '股权冻结-失效'],
        width: 140,
      },
      { key: 'publishDate', title: '公示日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'judicialAuction',
    title: '司法拍卖',
    tab: 'judiciary',
    dateKey: 'startDate',
    detail: true,
    risk: '中风险',
    columns: [
      { key: 'title', title: '拍卖标题', type: 'string' },
      { key: 'court', title: '委托法院', type: 'enum', values: COURTS, width: 200 },
      { key: 'startDate', title: '拍卖时间', type: 'date', width: 110 },
      { key: 'consultPrice', title: '评估价', type: 'money', width: 130 },
      { key: 'round', title: '轮次', type: 'enum', values: ['第一次拍卖', '第二次拍卖', '变卖'], width: 100 },
      { key: 'status', title: '状态', type: 'enum', values: ['已成交', '已流拍', '进行中', '撤回'], width: 90 },
    ],
  },
  {
    kind: 'courtAnnouncement',
    title: '法院公告',
    tab: 'judiciary',
    dateKey: 'publishDate',
    detail: true,
    risk: '警示',
    columns: [
      { key: 'publishDate', title: '刊登日期', type: 'date', width: 110 },
      {
        key: 'category',
        title: '公告类型',
        type: 'enum',
        values: ['起诉状副本及开庭传票', '裁判文书', '执行文书', '破产文书', '公示催告'],
        width: 170,
      },
      { key: 'party', title: '当事人', type: 'company' },
      { key: 'court', title: '公告人', type: 'enum', values: COURTS, width: 200 },
      { key: 'content', title: '内容', type: 'text', detailOnly: true },
      { key: 'publishedPage', title: '刊登版面', type: 'string', detailOnly: true },
    ],
  },
  {
    kind: 'bankruptcy',
    title: '破产重整',
    tab: 'judiciary',
    dateKey: 'publishDate',
    detail: true,
    risk: '高风险',
    columns: [
      { key: 'caseNo', title: '案号', type: 'string', width: 200 },
      {
        key: 'caseType',
        title: '案件类型',
        type: 'enum',
        values: ['破产清算', '破产重整', '破产和解', '强制清算'],
        width: 110,
      },
      { key: 'applicant', title: '申请人', type: 'company' },
      { key: 'court', title: '经办法院', type: 'enum', values: COURTS, width: 200 },
      { key: 'publishDate', title: '公开日期', type: 'date', width: 110 },
      { key: 'administrator', title: '管理人', type: 'company', detailOnly: true },
    ],
  },
  // 经营风险
  {
    kind: 'abnormalOperation',
    title: '经营异常',
    tab: 'operationalRisk',
    dateKey: 'putDate',
    detail: false,
    risk: '中风险',
    columns: [
      {
        key: 'putReason',
        title: '列入原因',
        type: 'enum',
        values: [
          '未按照《企业信息公示暂行条例》第八条规定的期限公示年度报告',
          '通过登记的住所或者经营场所无法联系',
          '公示企业信息隐瞒真实情况、弄虚作假',
        ],
      },
      { key: 'putDate', title: '列入日期', type: 'date', width: 110 },
      { key: 'putDepartment', title: '作出决定机关', type: 'string', width: 220 },
      { key: 'removeReason', title: '移出原因', type: 'string' },
      { key: 'removeDate', title: '移出日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'seriousViolation',
    title: '严重违法',
    tab: 'operationalRisk',
    dateKey: 'putDate',
    detail: false,
    risk: '高风险',
    columns: [
      {
        key: 'putReason',
        title: '列入原因',
        type: 'enum',
        values: ['被列入经营异常名录届满3年仍未履行相关义务的', '提交虚假材料或者采取其他欺诈手段隐瞒重要事实'],
      },
      { key: 'putDate', title: '列入日期', type: 'date', width: 110 },
      { key: 'putDepartment', title: '作出决定机关', type: 'string', width: 220 },
    ],
  },
  {
    kind: 'penalty',
    title: '行政处罚',
    tab: 'operationalRisk',
    dateKey: 'penaltyDate',
    detail: true,
    risk: '中风险',
    columns: [
      { key: 'docNo', title: '决定文书号', type: 'string', width: 200 },
      {
        key: 'penaltyType',
        title: '违法行为类型',
        type: 'enum',
        values: [
          '虚假宣传',
          '未按规定公示信息',
          '产品质量不合格',
          '违反环境保护规定',
          '无照经营',
          '价格违法',
          '违反税收征收管理规定',
          '违反安全生产规定',
          // The securities regulators' (证监会 and its bureaus, the exchanges): an issuer's or a listed company's.
          '信息披露违规',
          '财务会计不规范',
          '内部控制缺陷',
          '欺诈发行',
          '资金占用',
          '违规担保',
          '募集资金违规使用',
        ],
      },
      { key: 'content', title: '处罚内容', type: 'string' },
      { key: 'departmentName', title: '决定机关', type: 'string', width: 200 },
      { key: 'penaltyDate', title: '处罚日期', type: 'date', width: 110 },
      {
        key: 'source',
        title: '来源',
        type: 'enum',
        values: ['工商公示', '信用中国', '环保', '证监会', '证券交易所'],
        detailOnly: true,
      },
    ],
  },
  {
    kind: 'equityPledge',
    title: '股权出质',
    tab: 'operationalRisk',
    dateKey: 'regDate',
    detail: true,
    risk: '警示',
    columns: [
      { key: 'regNumber', title: '登记编号', type: 'string', width: 140 },
      { key: 'pledgor', title: '出质人', type: 'person', width: 110 },
      { key: 'pledgee', title: '质权人', type: 'company' },
      { key: 'equityAmount', title: '出质股权数额', type: 'money', width: 140 },
      { key: 'regDate', title: '登记日期', type: 'date', width: 110 },
      { key: 'status', title: '状态', type: 'enum', values: ['有效', '无效'], width: 80 },
    ],
  },
  {
    kind: 'chattelMortgage',
    title: '动产抵押',
    tab: 'operationalRisk',
    dateKey: 'regDate',
    detail: true,
    risk: '警示',
    columns: [
      { key: 'regNum', title: '登记编号', type: 'string', width: 160 },
      { key: 'regDate', title: '登记日期', type: 'date', width: 110 },
      { key: 'regDepartment', title: '登记机关', type: 'string' },
      { key: 'amount', title: '被担保债权数额', type: 'money', width: 150 },
      { key: 'status', title: '状态', type: 'enum', values: ['有效', '无效'], width: 80 },
      { key: 'mortgagee', title: '抵押权人', type: 'company', detailOnly: true },
    ],
  },
  {
    kind: 'taxArrears',
    title: '欠税公告',
    tab: 'operationalRisk',
    dateKey: 'publishDate',
    detail: false,
    risk: '中风险',
    columns: [
      {
        key: 'taxCategory',
        title: '欠税税种',
        type: 'enum',
        values: ['增值税', '企业所得税', '城市维护建设税', '印花税'],
        width: 130,
      },
      { key: 'ownTaxBalance', title: '欠税余额', type: 'money', width: 130 },
      { key: 'department', title: '税务机关', type: 'string' },
      { key: 'publishDate', title: '发布日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'randomCheck',
    title: '抽查检查',
    tab: 'operationalRisk',
    dateKey: 'date',
    detail: false,
    columns: [
      { key: 'executiveOrg', title: '检查实施机关', type: 'string' },
      { key: 'type', title: '类型', type: 'enum', values: ['双随机抽查', '专项检查', '即时信息定向'], width: 130 },
      { key: 'date', title: '日期', type: 'date', width: 110 },
      {
        key: 'consequence',
        title: '结果',
        type: 'enum',
        values: ['未发现问题', '未按规定公示应当公示的信息', '责令改正'],
        width: 200,
      },
    ],
  },
  {
    kind: 'landMortgage',
    title: '土地抵押',
    tab: 'operationalRisk',
    dateKey: 'startDate',
    detail: true,
    columns: [
      { key: 'landAddress', title: '土地坐落', type: 'string' },
      { key: 'mortgageArea', title: '抵押面积(公顷)', type: 'number', width: 130 },
      {
        key: 'landUse',
        title: '用途',
        type: 'enum',
        values: ['工业用地', '其他商服用地', '住宅用地', '仓储用地'],
        width: 120,
      },
      { key: 'mortgageAmount', title: '抵押金额', type: 'money', width: 130 },
      { key: 'startDate', title: '抵押起始日期', type: 'date', width: 120 },
      { key: 'endDate', title: '抵押结束日期', type: 'date', width: 120, detailOnly: true },
      { key: 'mortgagee', title: '抵押权人', type: 'company', detailOnly: true },
    ],
  },
  {
    kind: 'liquidation',
    title: '清算信息',
    tab: 'operationalRisk',
    dateKey: 'filingDate',
    detail: false,
    risk: '高风险',
    columns: [
      { key: 'leader', title: '清算组负责人', type: 'person', width: 140 },
      { key: 'members', title: '清算组成员', type: 'string' },
      { key: 'filingDate', title: '备案日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'simpleCancellation',
    title: '简易注销',
    tab: 'operationalRisk',
    dateKey: 'noticeApplyDate',
    detail: false,
    risk: '警示',
    columns: [
      { key: 'regInstitute', title: '登记机关', type: 'string' },
      { key: 'noticeApplyDate', title: '公告申请日期', type: 'date', width: 130 },
      {
        key: 'result',
        title: '简易注销结果',
        type: 'enum',
        values: ['准予简易注销', '撤销简易注销', '异议'],
        width: 140,
      },
    ],
  },
  // 经营信息
  {
    kind: 'taxCredit',
    title: '纳税信用等级',
    tab: 'operationalInfo',
    dateKey: 'year',
    detail: false,
    columns: [
      { key: 'year', title: '评价年度', type: 'year', width: 100 },
      { key: 'level', title: '纳税信用等级', type: 'enum', values: ['A', 'B', 'M', 'C', 'D'], width: 120 },
      { key: 'evalOrg', title: '评价单位', type: 'string' },
    ],
  },
  {
    kind: 'license',
    title: '行政许可',
    tab: 'operationalInfo',
    dateKey: 'validFrom',
    detail: true,
    columns: [
      { key: 'licenseNo', title: '许可文件编号', type: 'string', width: 180 },
      {
        key: 'licenseName',
        title: '许可文件名称',
        type: 'enum',
        values: ['食品经营许可证', '道路运输经营许可证', '排污许可证', '建筑业企业资质证书', '增值电信业务经营许可证'],
      },
      { key: 'validFrom', title: '有效期自', type: 'date', width: 110 },
      { key: 'validTo', title: '有效期至', type: 'date', width: 110 },
      { key: 'department', title: '许可机关', type: 'string', width: 200 },
    ],
  },
  {
    kind: 'bidding',
    title: '招投标',
    tab: 'operationalInfo',
    dateKey: 'publishDate',
    detail: true,
    columns: [
      { key: 'title', title: '标题', type: 'string' },
      { key: 'type', title: '公告类型', type: 'enum', values: ['招标公告', '中标公告', '成交公告'], width: 100 },
      { key: 'purchaser', title: '采购人', type: 'company', width: 220 },
      { key: 'amount', title: '中标金额', type: 'money', width: 130 },
      { key: 'publishDate', title: '发布日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'landSupply',
    title: '购地信息',
    tab: 'operationalInfo',
    dateKey: 'signedDate',
    detail: true,
    columns: [
      { key: 'landAddress', title: '土地坐落', type: 'string' },
      { key: 'landArea', title: '面积(公顷)', type: 'number', width: 110 },
      {
        key: 'landUse',
        title: '用途',
        type: 'enum',
        values: ['工业用地', '商服用地', '住宅用地', '仓储用地'],
        width: 100,
      },
      {
        key: 'supplyWay',
        title: '供地方式',
        type: 'enum',
        values: ['挂牌出让', '拍卖出让', '招标出让', '划拨'],
        width: 100,
      },
      { key: 'finalPrice', title: '成交价款', type: 'money', width: 130 },
      { key: 'signedDate', title: '签订日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'jobOffer',
    title: '招聘',
    tab: 'operationalInfo',
    dateKey: 'publishDate',
    detail: false,
    columns: [
      {
        key: 'position',
        title: '职位名称',
        type: 'enum',
        values: ['销售经理', 'Java开发工程师', '财务主管', '行政专员', '生产操作工', '客户经理', '产品经理'],
      },
      { key: 'salary', title: '薪资', type: 'enum', values: ['4-6K', '6-8K', '8-15K', '15-25K', '25-40K'], width: 100 },
      { key: 'education', title: '学历', type: 'enum', values: ['不限', '大专', '本科', '硕士'], width: 80 },
      { key: 'publishDate', title: '发布日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'honor',
    title: '荣誉',
    tab: 'operationalInfo',
    dateKey: 'publishDate',
    detail: false,
    columns: [
      {
        key: 'honorName',
        title: '荣誉名称',
        type: 'enum',
        values: ['高新技术企业', '专精特新中小企业', '科技型中小企业', '守合同重信用企业', '专精特新"小巨人"企业'],
      },
      { key: 'level', title: '级别', type: 'enum', values: ['国家级', '省级', '市级'], width: 90 },
      { key: 'department', title: '发布单位', type: 'string' },
      { key: 'publishDate', title: '发布日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'supplier',
    title: '供应商',
    tab: 'operationalInfo',
    dateKey: 'reportDate',
    detail: false,
    columns: [
      { key: 'name', title: '供应商', type: 'company' },
      { key: 'ratio', title: '采购占比', type: 'percent', width: 100 },
      { key: 'amount', title: '采购金额', type: 'money', width: 130 },
      { key: 'reportDate', title: '报告期', type: 'date', width: 110 },
      { key: 'dataSource', title: '数据来源', type: 'enum', values: ['年报', '招股书', '中标公告'], width: 100 },
    ],
  },
  {
    kind: 'customer',
    title: '客户',
    tab: 'operationalInfo',
    dateKey: 'reportDate',
    detail: false,
    columns: [
      { key: 'name', title: '客户', type: 'company' },
      { key: 'ratio', title: '销售占比', type: 'percent', width: 100 },
      { key: 'amount', title: '销售金额', type: 'money', width: 130 },
      { key: 'reportDate', title: '报告期', type: 'date', width: 110 },
      { key: 'dataSource', title: '数据来源', type: 'enum', values: ['年报', '招股书', '中标公告'], width: 100 },
    ],
  },
  // 信息披露
  {
    kind: 'privateFund',
    title: '私募基金管理人',
    tab: 'informationDisclosure',
    dateKey: 'regDate',
    detail: true,
    columns: [
      { key: 'regNo', title: '登记编号', type: 'string', width: 130 },
      {
        key: 'managerType',
        title: '机构类型',
        type: 'enum',
        values: ['私募证券投资基金管理人', '私募股权、创业投资基金管理人'],
      },
      { key: 'regDate', title: '登记时间', type: 'date', width: 110 },
      { key: 'memberType', title: '会员类型', type: 'enum', values: ['普通会员', '观察会员', '非会员'], width: 100 },
      {
        key: 'scaleRange',
        title: '管理规模区间',
        type: 'enum',
        values: ['0-5亿', '5-10亿', '10-20亿', '20-50亿'],
        width: 120,
      },
      { key: 'employeeNum', title: '全职员工人数', type: 'number', detailOnly: true },
      { key: 'officeAddress', title: '办公地址', type: 'string', detailOnly: true },
    ],
  },
  // 知识产权
  {
    kind: 'patent',
    title: '专利',
    tab: 'intellectualProperty',
    dateKey: 'applicationDate',
    detail: true,
    columns: [
      { key: 'patentName', title: '专利名称', type: 'string' },
      {
        key: 'patentType',
        title: '专利类型',
        type: 'enum',
        values: ['发明公布', '发明授权', '实用新型', '外观设计'],
        width: 100,
      },
      { key: 'appNumber', title: '申请号', type: 'string', width: 170 },
      { key: 'applicationDate', title: '申请日', type: 'date', width: 110 },
      {
        key: 'lawStatus',
        title: '法律状态',
        type: 'enum',
        values: ['授权', '实质审查', '驳回', '权利终止'],
        width: 90,
      },
      { key: 'inventor', title: '发明人', type: 'person', detailOnly: true },
      { key: 'abstracts', title: '摘要', type: 'text', detailOnly: true },
    ],
  },
  {
    kind: 'trademark',
    title: '商标',
    tab: 'intellectualProperty',
    dateKey: 'appDate',
    detail: true,
    columns: [
      { key: 'tmName', title: '商标名称', type: 'string' },
      { key: 'regNo', title: '注册号', type: 'string', width: 120 },
      {
        key: 'intCls',
        title: '国际分类',
        type: 'enum',
        values: ['9-科学仪器', '35-广告销售', '42-设计研究', '38-通讯服务', '30-方便食品', '25-服装鞋帽'],
        width: 130,
      },
      { key: 'appDate', title: '申请日期', type: 'date', width: 110 },
      { key: 'status', title: '商标状态', type: 'enum', values: ['注册', '等待实质审查', '驳回', '无效'], width: 120 },
    ],
  },
  {
    kind: 'softwareCopyright',
    title: '软件著作权',
    tab: 'intellectualProperty',
    dateKey: 'regDate',
    detail: false,
    columns: [
      { key: 'fullName', title: '软件全称', type: 'string' },
      { key: 'version', title: '版本号', type: 'enum', values: ['V1.0', 'V2.0', 'V3.1'], width: 80 },
      { key: 'regNum', title: '登记号', type: 'string', width: 150 },
      { key: 'regDate', title: '登记日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'icpFiling',
    title: '网站备案',
    tab: 'intellectualProperty',
    dateKey: 'auditDate',
    detail: false,
    columns: [
      { key: 'webName', title: '网站名称', type: 'string' },
      { key: 'domain', title: '域名', type: 'string', width: 180 },
      { key: 'icpNo', title: '备案号', type: 'string', width: 200 },
      { key: 'auditDate', title: '审核日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'worksCopyright',
    title: '作品著作权',
    tab: 'intellectualProperty',
    dateKey: 'regDate',
    detail: false,
    columns: [
      { key: 'name', title: '作品名称', type: 'string' },
      { key: 'type', title: '作品类别', type: 'enum', values: ['美术', '文字', '摄影', '影视'], width: 100 },
      { key: 'regNum', title: '登记号', type: 'string', width: 220 },
      { key: 'finishDate', title: '创作完成日期', type: 'date', width: 120 },
      { key: 'regDate', title: '登记日期', type: 'date', width: 110 },
    ],
  },
  {
    kind: 'ipPledge',
    title: '知识产权出质',
    tab: 'intellectualProperty',
    dateKey: 'publishDate',
    detail: false,
    columns: [
      { key: 'ipName', title: '名称', type: 'string' },
      { key: 'ipType', title: '种类', type: 'enum', values: ['专利', '商标', '著作权'], width: 90 },
      { key: 'pledgor', title: '出质人', type: 'company' },
      { key: 'pledgee', title: '质权人', type: 'company' },
      { key: 'publishDate', title: '公示日期', type: 'date', width: 110 },
    ],
  },
  // 概览：融资与舆情
  {
    kind: 'financing',
    title: '融资历程',
    tab: 'overview',
    dateKey: 'date',
    detail: false,
    columns: [
      { key: 'date', title: '披露日期', type: 'date', width: 110 },
      { key: 'round', title: '轮次', type: 'enum', values: FINANCING_ROUNDS, width: 100 },
      // 元 in `amount` (null when undisclosed); the text as the news gave it, 未披露 included.
      { key: 'amountText', title: '金额', type: 'string', width: 150 },
      // Investment institutions, lead first: not companies (their funds are), so plain names.
      { key: 'investors', title: '投资方', type: 'string' },
    ],
  },
  {
    kind: 'news',
    title: '新闻舆情',
    tab: 'overview',
    dateKey: 'publishTime',
    detail: true,
    columns: [
      { key: 'title', title: '标题', type: 'string' },
      {
        key: 'source',
        title: '来源',
        type: 'enum',
        values: ['新浪财经', '证券时报', '第一财经', '经济观察报', '21世纪经济报道', '界面新闻'],
        width: 120,
      },
      { key: 'publishTime', title: '发布时间', type: 'datetime', width: 160 },
      { key: 'sentiment', title: '情感', type: 'enum', values: ['正面', '中性', '负面'], width: 80 },
      {
        key: 'tags',
        title: '标签',
        type: 'enum',
        values: ['融资', '中标', '诉讼', '违约', '高管变动', '裁员', '新品发布', '合作'],
        width: 100,
      },
      {
        key: 'category',
        title: '分类',
        type: 'enum',
        values: NEWS_CATEGORIES,
        width: 100,
      },
      { key: 'summary', title: '摘要', type: 'text', detailOnly: true },
    ],
  },
];

export const RECORD_KIND_BY_KEY: ReadonlyMap<string, RecordKind> = new Map(RECORD_KINDS.map((k) => [k.kind, k]));

/**
 * The record endpoints: `/esee/microDetail/<name>` lists a kind, `<name>Detail` gives one record with its
 * detail columns (spec 2 §7: company detail tables).
 */
export const RECORD_ENDPOINTS: Readonly<Record<string, string>> = {
  courtNotice: 'queryCourtNotice',
  caseFiling: 'queryCaseFilingInfo',
  judgmentDocument: 'queryJudgmentDocuments',
  executedPerson: 'queryPersonExecuted',
  dishonest: 'queryUntrustworthyInfo',
  consumptionLimit: 'queryLimitHighConsumption',
  finalCase: 'queryFinalCase',
  equityFreeze: 'queryEquityFreeze',
  judicialAuction: 'queryJudicialAuction',
  courtAnnouncement: 'queryCourtAnnouncement',
  bankruptcy: 'queryBankruptcyReorganize',
  abnormalOperation: 'queryAbnormalOperation',
  seriousViolation: 'querySeriousViolation',
  penalty: 'queryPenalty',
  equityPledge: 'queryEquityPledge',
  chattelMortgage: 'queryChattelMortgage',
  landMortgage: 'queryLandMortgage',
  liquidation: 'queryLiquidation',
  simpleCancellation: 'querySimpleCancellation',
  taxArrears: 'queryTaxArrears',
  randomCheck: 'queryRandomCheck',
  taxCredit: 'queryTaxCredit',
  license: 'queryLicense',
  bidding: 'queryBidding',
  landSupply: 'queryLandSupply',
  jobOffer: 'queryJobOffer',
  honor: 'queryHonor',
  supplier: 'querySupplier',
  customer: 'queryCustomer',
  privateFund: 'queryPrivateFund',
  patent: 'queryPatent',
  trademark: 'queryBrand',
  softwareCopyright: 'querySoftCopyright',
  icpFiling: 'queryIcpFiling',
  worksCopyright: 'queryWorksCopyright',
  ipPledge: 'queryIpPledge',
  financing: 'queryFinancing',
  news: 'queryNews',
};
