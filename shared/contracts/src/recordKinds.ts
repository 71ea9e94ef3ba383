import { col } from './columns';
import { FINANCING_ROUNDS } from './financing';
import type { MoneyUnit } from './money';

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
  /** A `money` column's unit in the API: always 元 (`col` sets it); the cell shows 万元 (`formatMoney`). */
  unit?: MoneyUnit;
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
  /** A row opens its document (查看原文: the judgment, the decision) as a PDF, `RECORD_DOCUMENT_URL`. */
  document?: boolean;
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
/** What a suit of each 案由 claims (货款 of a 买卖合同纠纷): the generator's amounts and the documents' wording. */
export const CASE_CLAIMS: Readonly<Record<string, string>> = {
  买卖合同纠纷: '货款',
  金融借款合同纠纷: '借款本金及利息',
  借款合同纠纷: '借款本金',
  劳动争议: '工资及经济补偿金',
  建设工程施工合同纠纷: '工程款',
  租赁合同纠纷: '租金',
  服务合同纠纷: '服务费',
  股权转让纠纷: '股权转让款',
  侵害商标权纠纷: '经济损失及合理开支',
  承揽合同纠纷: '加工费',
};
const CASE_REASONS = Object.keys(CASE_CLAIMS);

/**
 * A listed company's announcements the platform holds (公司公告): the annual report, the board meeting that adopts
 * it, the notice of the annual general meeting and its resolutions.
 */
export const ANNOUNCEMENT_CATEGORIES = ['年度报告', '董事会决议公告', '股东大会通知', '股东大会决议公告'] as const;

type KindOfTab = Omit<RecordKind, 'tab'>;
/** A kind of a tab: its name, title, date column, whether it opens a dialog and its risk level, then its columns. */
const kind = (
  name: string,
  title: string,
  dateKey: string,
  flags: Pick<RecordKind, 'detail' | 'risk' | 'document'>,
  columns: readonly RecordColumn[],
): KindOfTab => ({ kind: name, title, dateKey, ...flags, columns });
/** The kinds of one tab, in the order the tab lists them. */
const inTab = (tab: RecordTab, kinds: readonly KindOfTab[]): RecordKind[] =>
  kinds.map(({ kind: name, title, ...rest }) => ({ kind: name, title, tab, ...rest }));

export const RECORD_KINDS: readonly RecordKind[] = [
  // 司法风险
  ...inTab('judiciary', [
    kind('courtNotice', '开庭公告', 'startDate', { detail: true, risk: '警示' }, [
      col('caseNo', '案号', 'string', { width: 200 }),
      col('caseReason', '案由', 'enum', { values: CASE_REASONS, width: 160 }),
      col('startDate', '开庭日期', 'datetime', { width: 160 }),
      col('plaintiff', '原告/上诉人', 'company'),
      col('defendant', '被告/被上诉人', 'company'),
      col('court', '法院', 'enum', { values: COURTS, width: 200 }),
      col('chiefJudge', '审判长', 'person', { detailOnly: true }),
      col('courtroom', '法庭', 'enum', { values: ['第一法庭', '第三法庭', '第七法庭', '速裁法庭'], detailOnly: true }),
    ]),
    kind('caseFiling', '立案信息', 'filingDate', { detail: true }, [
      col('caseNo', '案号', 'string', { width: 200 }),
      col('filingDate', '立案日期', 'date', { width: 110 }),
      col('caseReason', '案由', 'enum', { values: CASE_REASONS, width: 160 }),
      col('plaintiff', '原告', 'company'),
      col('defendant', '被告', 'company'),
      col('court', '法院', 'enum', { values: COURTS, width: 200 }),
      col('caseStatus', '案件状态', 'enum', { values: ['审理中', '已结案'], width: 90 }),
      col('judge', '承办法官', 'person', { detailOnly: true }),
    ]),
    kind('judgmentDocument', '裁判文书', 'judgeDate', { detail: true, document: true }, [
      col('title', '文书标题', 'string'),
      col('caseNo', '案号', 'string', { width: 200 }),
      col('caseReason', '案由', 'enum', { values: CASE_REASONS, width: 150 }),
      col('docType', '文书类型', 'enum', { values: ['判决书', '裁定书', '调解书', '决定书'], width: 90 }),
      col('role', '身份', 'enum', { values: ['原告', '被告', '第三人', '上诉人', '被上诉人'], width: 90 }),
      col('amount', '涉案金额', 'money', { width: 120 }),
      col('judgeDate', '裁判日期', 'date', { width: 110 }),
      col('court', '法院', 'enum', { values: COURTS, detailOnly: true }),
      col('judgeResult', '裁判结果', 'text', { detailOnly: true }),
    ]),
    kind('executedPerson', '被执行人', 'caseCreateTime', { detail: true, risk: '中风险' }, [
      col('caseCode', '案号', 'string', { width: 200 }),
      col('execMoney', '执行标的', 'money', { width: 140 }),
      col('caseCreateTime', '立案日期', 'date', { width: 110 }),
      col('execCourtName', '执行法院', 'enum', { values: COURTS }),
      col('status', '案件状态', 'enum', { values: ['执行中', '已结案'], width: 90 }),
    ]),
    kind('dishonest', '失信被执行人', 'publishDate', { detail: true, risk: '高风险' }, [
      col('caseCode', '案号', 'string', { width: 200 }),
      col('execCourt', '执行法院', 'enum', { values: COURTS }),
      col('regDate', '立案日期', 'date', { width: 110 }),
      col('publishDate', '发布日期', 'date', { width: 110 }),
      col('performance', '履行情况', 'enum', { values: ['全部未履行', '部分未履行'], width: 110 }),
      col('disruptTypeName', '失信行为', 'enum', {
        values: ['有履行能力而拒不履行生效法律文书确定义务', '违反财产报告制度', '违反限制消费令'],
        detailOnly: true,
      }),
      col('amount', '涉案金额', 'money', { width: 120 }),
    ]),
    kind('consumptionLimit', '限制高消费', 'publishDate', { detail: false, risk: '高风险' }, [
      col('caseCode', '案号', 'string', { width: 200 }),
      col('xname', '限消令对象人', 'person', { width: 120 }),
      col('applicant', '申请人', 'company'),
      col('caseCreateTime', '立案日期', 'date', { width: 110 }),
      col('publishDate', '发布日期', 'date', { width: 110 }),
    ]),
    // 曝光台: a court publishing a debtor who does not perform (法院执行曝光台), one of its execution cases.
    kind('exposure', '曝光台', 'publishDate', { detail: true }, [
      col('caseCode', '案号', 'string', { width: 200 }),
      col('execCourt', '执行法院', 'enum', { values: COURTS }),
      col('applicant', '申请执行人', 'company'),
      col('execMoney', '执行标的', 'money', { width: 130 }),
      col('unperformedMoney', '未履行金额', 'money', { width: 130 }),
      col('publishDate', '曝光日期', 'date', { width: 110 }),
      col('exposureType', '曝光类型', 'enum', {
        values: ['失信被执行人', '限制消费人员', '拒不履行判决裁定'],
        detailOnly: true,
      }),
      col('channel', '发布渠道', 'enum', {
        values: ['法院执行曝光台', '法院官方微信公众号', '户外电子屏'],
        detailOnly: true,
      }),
      col('content', '曝光内容', 'text', { detailOnly: true }),
    ]),
    kind('finalCase', '终本案件', 'caseFinalTime', { detail: true, risk: '高风险' }, [
      col('caseCode', '案号', 'string', { width: 200 }),
      col('caseCreateTime', '立案日期', 'date', { width: 110 }),
      col('caseFinalTime', '终本日期', 'date', { width: 110 }),
      col('execMoney', '执行标的', 'money', { width: 130 }),
      col('noExecMoney', '未履行金额', 'money', { width: 130 }),
      col('execCourtName', '执行法院', 'enum', { values: COURTS }),
    ]),
    kind('equityFreeze', '股权冻结', 'publishDate', { detail: true, risk: '高风险' }, [
      col('executedPerson', '被执行人', 'person', { width: 110 }),
      col('equityAmount', '股权数额', 'money', { width: 130 }),
      col('executiveCourt', '执行法院', 'enum', { values: COURTS }),
      col('executeNoticeNum', '执行通知书文号', 'string', { width: 200 }),
      col('typeState', '类型/状态', 'enum', {
        values: ['股权冻结-冻结', '股权冻结-解除冻结', '股权冻结-失效'],
        width: 140,
      }),
      col('publishDate', '公示日期', 'date', { width: 110 }),
    ]),
    kind('judicialAuction', '司法拍卖', 'startDate', { detail: true, risk: '中风险' }, [
      col('title', '拍卖标题', 'string'),
      col('court', '委托法院', 'enum', { values: COURTS, width: 200 }),
      col('startDate', '拍卖时间', 'date', { width: 110 }),
      col('consultPrice', '评估价', 'money', { width: 130 }),
      col('round', '轮次', 'enum', { values: ['第一次拍卖', '第二次拍卖', '变卖'], width: 100 }),
      col('status', '状态', 'enum', { values: ['已成交', '已流拍', '进行中', '撤回'], width: 90 }),
    ]),
    kind('courtAnnouncement', '法院公告', 'publishDate', { detail: true, risk: '警示' }, [
      col('publishDate', '刊登日期', 'date', { width: 110 }),
      col('category', '公告类型', 'enum', {
        values: ['起诉状副本及开庭传票', '裁判文书', '执行文书', '破产文书', '公示催告'],
        width: 170,
      }),
      col('party', '当事人', 'company'),
      col('court', '公告人', 'enum', { values: COURTS, width: 200 }),
      col('content', '内容', 'text', { detailOnly: true }),
      col('publishedPage', '刊登版面', 'string', { detailOnly: true }),
    ]),
    kind('bankruptcy', '破产重整', 'publishDate', { detail: true, risk: '高风险' }, [
      col('caseNo', '案号', 'string', { width: 200 }),
      col('caseType', '案件类型', 'enum', { values: ['破产清算', '破产重整', '破产和解', '强制清算'], width: 110 }),
      col('applicant', '申请人', 'company'),
      col('court', '经办法院', 'enum', { values: COURTS, width: 200 }),
      col('publishDate', '公开日期', 'date', { width: 110 }),
      col('administrator', '管理人', 'company', { detailOnly: true }),
    ]),
  ]),
  // 经营风险
  ...inTab('operationalRisk', [
    kind('abnormalOperation', '经营异常', 'putDate', { detail: false, risk: '中风险' }, [
      col('putReason', '列入原因', 'enum', {
        values: [
          '未按照《企业信息公示暂行条例》第八条规定的期限公示年度报告',
          '通过登记的住所或者经营场所无法联系',
          '公示企业信息隐瞒真实情况、弄虚作假',
        ],
      }),
      col('putDate', '列入日期', 'date', { width: 110 }),
      col('putDepartment', '作出决定机关', 'string', { width: 220 }),
      col('removeReason', '移出原因', 'string'),
      col('removeDate', '移出日期', 'date', { width: 110 }),
    ]),
    kind('seriousViolation', '严重违法', 'putDate', { detail: false, risk: '高风险' }, [
      col('putReason', '列入原因', 'enum', {
        values: ['被列入经营异常名录届满3年仍未履行相关义务的', '提交虚假材料或者采取其他欺诈手段隐瞒重要事实'],
      }),
      col('putDate', '列入日期', 'date', { width: 110 }),
      col('putDepartment', '作出决定机关', 'string', { width: 220 }),
    ]),
    kind('penalty', '行政处罚', 'penaltyDate', { detail: true, risk: '中风险', document: true }, [
      col('docNo', '决定文书号', 'string', { width: 200 }),
      col('penaltyType', '违法行为类型', 'enum', {
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
      }),
      col('content', '处罚内容', 'string'),
      col('departmentName', '决定机关', 'string', { width: 200 }),
      col('penaltyDate', '处罚日期', 'date', { width: 110 }),
      col('source', '来源', 'enum', {
        values: ['工商公示', '信用中国', '环保', '证监会', '证券交易所'],
        detailOnly: true,
      }),
    ]),
    kind('equityPledge', '股权出质', 'regDate', { detail: true, risk: '警示' }, [
      col('regNumber', '登记编号', 'string', { width: 140 }),
      col('pledgor', '出质人', 'person', { width: 110 }),
      col('pledgee', '质权人', 'company'),
      col('equityAmount', '出质股权数额', 'money', { width: 140 }),
      col('regDate', '登记日期', 'date', { width: 110 }),
      col('status', '状态', 'enum', { values: ['有效', '无效'], width: 80 }),
    ]),
    kind('chattelMortgage', '动产抵押', 'regDate', { detail: true, risk: '警示' }, [
      col('regNum', '登记编号', 'string', { width: 160 }),
      col('regDate', '登记日期', 'date', { width: 110 }),
      col('regDepartment', '登记机关', 'string'),
      col('amount', '被担保债权数额', 'money', { width: 150 }),
      col('status', '状态', 'enum', { values: ['有效', '无效'], width: 80 }),
      col('mortgagee', '抵押权人', 'company', { detailOnly: true }),
    ]),
    kind('taxArrears', '欠税公告', 'publishDate', { detail: false, risk: '中风险' }, [
      col('taxCategory', '欠税税种', 'enum', {
        values: ['增值税', '企业所得税', '城市维护建设税', '印花税'],
        width: 130,
      }),
      col('ownTaxBalance', '欠税余额', 'money', { width: 130 }),
      col('department', '税务机关', 'string'),
      col('publishDate', '发布日期', 'date', { width: 110 }),
    ]),
    kind('randomCheck', '抽查检查', 'date', { detail: false }, [
      col('executiveOrg', '检查实施机关', 'string'),
      col('type', '类型', 'enum', { values: ['双随机抽查', '专项检查', '即时信息定向'], width: 130 }),
      col('date', '日期', 'date', { width: 110 }),
      col('consequence', '结果', 'enum', {
        values: ['未发现问题', '未按规定公示应当公示的信息', '责令改正'],
        width: 200,
      }),
    ]),
    kind('landMortgage', '土地抵押', 'startDate', { detail: true }, [
      col('landAddress', '土地坐落', 'string'),
      col('mortgageArea', '抵押面积(公顷)', 'number', { width: 130 }),
      col('landUse', '用途', 'enum', { values: ['工业用地', '其他商服用地', '住宅用地', '仓储用地'], width: 120 }),
      col('mortgageAmount', '抵押金额', 'money', { width: 130 }),
      col('startDate', '抵押起始日期', 'date', { width: 120 }),
      col('endDate', '抵押结束日期', 'date', { width: 120, detailOnly: true }),
      col('mortgagee', '抵押权人', 'company', { detailOnly: true }),
    ]),
    kind('liquidation', '清算信息', 'filingDate', { detail: false, risk: '高风险' }, [
      col('leader', '清算组负责人', 'person', { width: 140 }),
      col('members', '清算组成员', 'string'),
      col('filingDate', '备案日期', 'date', { width: 110 }),
    ]),
    kind('simpleCancellation', '简易注销', 'noticeApplyDate', { detail: false, risk: '警示' }, [
      col('regInstitute', '登记机关', 'string'),
      col('noticeApplyDate', '公告申请日期', 'date', { width: 130 }),
      col('result', '简易注销结果', 'enum', { values: ['准予简易注销', '撤销简易注销', '异议'], width: 140 }),
    ]),
  ]),
  // 经营信息
  ...inTab('operationalInfo', [
    kind('taxCredit', '纳税信用等级', 'year', { detail: false }, [
      col('year', '评价年度', 'year', { width: 100 }),
      col('level', '纳税信用等级', 'enum', { values: ['A', 'B', 'M', 'C', 'D'], width: 120 }),
      col('evalOrg', '评价单位', 'string'),
    ]),
    kind('license', '行政许可', 'validFrom', { detail: true }, [
      col('licenseNo', '许可文件编号', 'string', { width: 180 }),
      col('licenseName', '许可文件名称', 'enum', {
        values: ['食品经营许可证', '道路运输经营许可证', '排污许可证', '建筑业企业资质证书', '增值电信业务经营许可证'],
      }),
      col('validFrom', '有效期自', 'date', { width: 110 }),
      col('validTo', '有效期至', 'date', { width: 110 }),
      col('department', '许可机关', 'string', { width: 200 }),
    ]),
    kind('bidding', '招投标', 'publishDate', { detail: true }, [
      col('title', '标题', 'string'),
      col('type', '公告类型', 'enum', { values: ['招标公告', '中标公告', '成交公告'], width: 100 }),
      col('purchaser', '采购人', 'company', { width: 220 }),
      col('amount', '中标金额', 'money', { width: 130 }),
      col('publishDate', '发布日期', 'date', { width: 110 }),
    ]),
    kind('landSupply', '购地信息', 'signedDate', { detail: true }, [
      col('landAddress', '土地坐落', 'string'),
      col('landArea', '面积(公顷)', 'number', { width: 110 }),
      col('landUse', '用途', 'enum', { values: ['工业用地', '商服用地', '住宅用地', '仓储用地'], width: 100 }),
      col('supplyWay', '供地方式', 'enum', { values: ['挂牌出让', '拍卖出让', '招标出让', '划拨'], width: 100 }),
      col('finalPrice', '成交价款', 'money', { width: 130 }),
      col('signedDate', '签订日期', 'date', { width: 110 }),
    ]),
    kind('landTransfer', '土地转让', 'dealingDate', { detail: true }, [
      col('landAddress', '土地坐落', 'string'),
      col('landArea', '面积(公顷)', 'number', { width: 110 }),
      col('landUse', '用途', 'enum', { values: ['工业用地', '商服用地', '住宅用地', '仓储用地'], width: 100 }),
      col('transferMode', '转让方式', 'enum', { values: ['转让', '出售', '作价出资', '赠与'], width: 100 }),
      col('transferPrice', '转让价格', 'money', { width: 130 }),
      col('dealingDate', '成交日期', 'date', { width: 110 }),
      col('formerHolder', '原土地使用权人', 'company', { detailOnly: true }),
      col('currentHolder', '现土地使用权人', 'company', { detailOnly: true }),
      col('landUsageTerm', '剩余使用年限', 'string', { detailOnly: true }),
      col('region', '行政区', 'string', { detailOnly: true }),
    ]),
    kind('jobOffer', '招聘', 'publishDate', { detail: false }, [
      col('position', '职位名称', 'enum', {
        values: ['销售经理', 'Java开发工程师', '财务主管', '行政专员', '生产操作工', '客户经理', '产品经理'],
      }),
      col('salary', '薪资', 'enum', { values: ['4-6K', '6-8K', '8-15K', '15-25K', '25-40K'], width: 100 }),
      col('education', '学历', 'enum', { values: ['不限', '大专', '本科', '硕士'], width: 80 }),
      col('publishDate', '发布日期', 'date', { width: 110 }),
    ]),
    kind('honor', '荣誉', 'publishDate', { detail: false }, [
      col('honorName', '荣誉名称', 'enum', {
        values: ['高新技术企业', '专精特新中小企业', '科技型中小企业', '守合同重信用企业', '专精特新"小巨人"企业'],
      }),
      col('level', '级别', 'enum', { values: ['国家级', '省级', '市级'], width: 90 }),
      col('department', '发布单位', 'string'),
      col('publishDate', '发布日期', 'date', { width: 110 }),
    ]),
    kind('supplier', '供应商', 'reportDate', { detail: false }, [
      col('name', '供应商', 'company'),
      col('ratio', '采购占比', 'percent', { width: 100 }),
      col('amount', '采购金额', 'money', { width: 130 }),
      col('reportDate', '报告期', 'date', { width: 110 }),
      col('dataSource', '数据来源', 'enum', { values: ['年报', '招股书', '中标公告'], width: 100 }),
    ]),
    kind('customer', '客户', 'reportDate', { detail: false }, [
      col('name', '客户', 'company'),
      col('ratio', '销售占比', 'percent', { width: 100 }),
      col('amount', '销售金额', 'money', { width: 130 }),
      col('reportDate', '报告期', 'date', { width: 110 }),
      col('dataSource', '数据来源', 'enum', { values: ['年报', '招股书', '中标公告'], width: 100 }),
    ]),
  ]),
  // 信息披露
  ...inTab('informationDisclosure', [
    // A listed company's announcements on the exchange (定期报告 and the meetings that adopt them); `fiscalYear` in
    // the payload names the year they are about.
    kind('announcement', '公司公告', 'publishDate', { detail: false, document: true }, [
      col('title', '公告标题', 'string'),
      col('category', '公告类型', 'enum', { values: ANNOUNCEMENT_CATEGORIES, width: 130 }),
      col('stockCode', '证券代码', 'string', { width: 100 }),
      col('publishDate', '公告日期', 'date', { width: 110 }),
    ]),
    kind('privateFund', '私募基金管理人', 'regDate', { detail: true }, [
      col('regNo', '登记编号', 'string', { width: 130 }),
      col('managerType', '机构类型', 'enum', { values: ['私募证券投资基金管理人', '私募股权、创业投资基金管理人'] }),
      col('regDate', '登记时间', 'date', { width: 110 }),
      col('memberType', '会员类型', 'enum', { values: ['普通会员', '观察会员', '非会员'], width: 100 }),
      col('scaleRange', '管理规模区间', 'enum', { values: ['0-5亿', '5-10亿', '10-20亿', '20-50亿'], width: 120 }),
      col('employeeNum', '全职员工人数', 'number', { detailOnly: true }),
      col('officeAddress', '办公地址', 'string', { detailOnly: true }),
    ]),
  ]),
  // 知识产权
  ...inTab('intellectualProperty', [
    kind('patent', '专利', 'applicationDate', { detail: true }, [
      col('patentName', '专利名称', 'string'),
      col('patentType', '专利类型', 'enum', { values: ['发明公布', '发明授权', '实用新型', '外观设计'], width: 100 }),
      col('appNumber', '申请号', 'string', { width: 170 }),
      col('applicationDate', '申请日', 'date', { width: 110 }),
      col('lawStatus', '法律状态', 'enum', { values: ['授权', '实质审查', '驳回', '权利终止'], width: 90 }),
      col('inventor', '发明人', 'person', { detailOnly: true }),
      col('abstracts', '摘要', 'text', { detailOnly: true }),
    ]),
    kind('trademark', '商标', 'appDate', { detail: true }, [
      col('tmName', '商标名称', 'string'),
      col('regNo', '注册号', 'string', { width: 120 }),
      col('intCls', '国际分类', 'enum', {
        values: ['9-科学仪器', '35-广告销售', '42-设计研究', '38-通讯服务', '30-方便食品', '25-服装鞋帽'],
        width: 130,
      }),
      col('appDate', '申请日期', 'date', { width: 110 }),
      col('status', '商标状态', 'enum', { values: ['注册', '等待实质审查', '驳回', '无效'], width: 120 }),
    ]),
    kind('softwareCopyright', '软件著作权', 'regDate', { detail: false }, [
      col('fullName', '软件全称', 'string'),
      col('version', '版本号', 'enum', { values: ['V1.0', 'V2.0', 'V3.1'], width: 80 }),
      col('regNum', '登记号', 'string', { width: 150 }),
      col('regDate', '登记日期', 'date', { width: 110 }),
    ]),
    kind('icpFiling', '网站备案', 'auditDate', { detail: false }, [
      col('webName', '网站名称', 'string'),
      col('domain', '域名', 'string', { width: 180 }),
      col('icpNo', '备案号', 'string', { width: 200 }),
      col('auditDate', '审核日期', 'date', { width: 110 }),
    ]),
    kind('worksCopyright', '作品著作权', 'regDate', { detail: false }, [
      col('name', '作品名称', 'string'),
      col('type', '作品类别', 'enum', { values: ['美术', '文字', '摄影', '影视'], width: 100 }),
      col('regNum', '登记号', 'string', { width: 220 }),
      col('finishDate', '创作完成日期', 'date', { width: 120 }),
      col('regDate', '登记日期', 'date', { width: 110 }),
    ]),
    kind('ipPledge', '知识产权出质', 'publishDate', { detail: false }, [
      col('ipName', '名称', 'string'),
      col('ipType', '种类', 'enum', { values: ['专利', '商标', '著作权'], width: 90 }),
      col('pledgor', '出质人', 'company'),
      col('pledgee', '质权人', 'company'),
      col('publishDate', '公示日期', 'date', { width: 110 }),
    ]),
  ]),
  // 概览：融资与舆情
  ...inTab('overview', [
    kind('financing', '融资历程', 'date', { detail: false }, [
      col('date', '披露日期', 'date', { width: 110 }),
      col('round', '轮次', 'enum', { values: FINANCING_ROUNDS, width: 100 }),
      // 元 in `amount` (null when undisclosed); the text as the news gave it, 未披露 included.
      col('amountText', '金额', 'string', { width: 150 }),
      // Investment institutions, lead first: not companies (their funds are), so plain names.
      col('investors', '投资方', 'string'),
    ]),
    kind('news', '新闻舆情', 'publishTime', { detail: true }, [
      col('title', '标题', 'string'),
      col('source', '来源', 'enum', {
        values: ['新浪财经', '证券时报', '第一财经', '经济观察报', '21世纪经济报道', '界面新闻'],
        width: 120,
      }),
      col('publishTime', '发布时间', 'datetime', { width: 160 }),
      col('sentiment', '情感', 'enum', { values: ['正面', '中性', '负面'], width: 80 }),
      col('tags', '标签', 'enum', {
        values: ['融资', '中标', '诉讼', '违约', '高管变动', '裁员', '新品发布', '合作'],
        width: 100,
      }),
      col('category', '分类', 'enum', { values: NEWS_CATEGORIES, width: 100 }),
      col('summary', '摘要', 'text', { detailOnly: true }),
    ]),
  ]),
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
  exposure: 'queryExposureTable',
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
  landTransfer: 'queryLandTransfer',
  jobOffer: 'queryJobOffer',
  honor: 'queryHonor',
  supplier: 'querySupplier',
  customer: 'queryCustomer',
  announcement: 'queryAnnouncement',
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
