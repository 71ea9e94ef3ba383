/**
 * The records of a company, kind by kind of the column dictionary, as the registers that publish them
 * would: each kind from its authority (the courts, market regulator, tax bureau… of the company's
 * region), as often as a company of its risk tier and size has them, with values in realistic ranges
 * and dates in order. Court cases run as chains (立案 → 开庭 → 文书 → 二审 → 被执行 → 限高/失信 →
 * 终本, 拍卖, 冻结) sharing case numbers and courts.
 */
import { CASE_CLAIMS, NEWS_CATEGORIES } from '@esee/contracts';
import type { CompanyRow } from '../format';
import type { Industry } from '../../core/reference/industries';
import * as au from './authorities';
import type { Place, Court } from './authorities';
import { BANKS, GIVEN_CHARS, SURNAMES, TRADE_CHARS } from './names';
import { isActive } from './companies';
import type { SubjectKind } from './history';
import { newsContent, storyRandom, type ArticleCompany, type NewsEvent, type NewsStory } from './newsArticles';
import { isoDay, Random } from './random';

/** How risky a company is decides how many records of each kind it has (record-kinds §9). */
export type RiskTier = 'normal' | 'warning' | 'risky';

export interface Holder {
  kind: 'C' | 'P';
  id: string;
  name: string;
  ratio: number;
  /** Subscribed capital (元). */
  amount: number | null;
}

export interface StaffMember {
  id: string;
  name: string;
  post: string;
}

/** What records are generated from: the company as it is today. */
export interface CompanyFacts {
  name: string;
  /** The name without its legal form, for news titles. */
  shortName: string;
  /** 字号: the trade name, for trademarks and products ('' for branches). */
  tradeName: string;
  place: Place;
  industry: Industry | null;
  kind: 'company' | 'branch' | 'organisation';
  creditCode: string | null;
  address: string | null;
  website: string | null;
  status: string;
  active: boolean;
  capital: number;
  listed: boolean;
  tags: readonly string[];
  /** Founding day, 00:00 UTC. */
  estMs: number;
  tier: RiskTier;
  legalRep: { id: string; name: string } | null;
  holders: readonly Holder[];
  staff: readonly StaffMember[];
  /** The legal representative's changes: the day, who it was and who it became (news about it follows one). */
  legalRepChanges: readonly { dayMs: number; before: string; after: string }[];
  /** Its financing rounds (融资历程): a story of a new round reports one of them. */
  rounds: readonly { dayMs: number; round: string; amount: number | null; lead: string | null }[];
}

/** What the generator decides about a company beyond its row (for the daily update: what it can tell). */
type OwnFacts = Pick<CompanyFacts, 'tradeName' | 'industry' | 'estMs' | 'tier' | 'holders' | 'staff' | 'legalRepChanges' | 'rounds'>;

/** The facts records are generated from: the row's, and `own`. */
export function companyFacts(
  row: CompanyRow,
  kind: SubjectKind,
  own: OwnFacts,
): CompanyFacts {
  return {
    name: row.name,
    shortName: row.name.replace(/(集团)?(有限责任公司|有限公司|股份有限公司|合伙企业（有限合伙）)$/, ''),
    place: au.placeOf(row.regionCode),
    kind: kind === 'partnership' ? 'company' : kind,
    creditCode: row.creditCode,
    address: row.address ?? null,
    website: row.website ?? null,
    status: row.status,
    active: isActive(row.status),
    capital: row.regCapital ?? 0,
    listed: Boolean(row.listed),
    tags: row.tags ?? [],
    legalRep: row.legalRepId && row.legalRep ? { id: row.legalRepId, name: row.legalRep } : null,
    ...own,
  };
}

export interface RecordContext {
  rng: Random;
  /** Today, 00:00 UTC: records are dated up to it (for a cancelled company, up to its cancellation). */
  todayMs: number;
  company: CompanyFacts;
  /** Another company's full name, as a counterparty. */
  otherCompany: () => string;
}

export type Payload = Record<string, unknown>;

/**
 * Judicial kinds a person can be party to, and how often the legal representative is named with the
 * company. The person pages list these by `personId` (spec 2 §7: personJudicial).
 */
export const PERSON_PARTY_SHARE: Readonly<Record<string, number>> = {
  consumptionLimit: 1,
  dishonest: 0.5,
  executedPerson: 0.4,
  caseFiling: 0.25,
  courtNotice: 0.25,
  judgmentDocument: 0.25,
  courtAnnouncement: 0.25,
};

/** Average count of event kinds per company of each tier, before the size factor. */
const FREQUENCY: Record<string, Partial<Record<RiskTier, number>>> = {
  lawsuit: { normal: 0.5, warning: 2.5, risky: 9 },
  execution: { warning: 1, risky: 6 },
  courtAnnouncement: { normal: 0.1, warning: 0.6, risky: 3 },
  penalty: { normal: 0.2, warning: 1, risky: 3 },
  equityPledge: { normal: 0.1, warning: 0.8, risky: 2 },
  chattelMortgage: { normal: 0.2, warning: 1, risky: 2 },
  landMortgage: { normal: 0.05, warning: 0.3, risky: 1 },
  taxArrears: { warning: 0.3, risky: 1.5 },
  randomCheck: { normal: 0.5, warning: 1, risky: 1 },
  bidding: { normal: 1, warning: 0.6, risky: 0.2 },
  landSupply: { normal: 0.05, warning: 0.05 },
  landTransfer: { normal: 0.04, warning: 0.06, risky: 0.08 },
  jobOffer: { normal: 1.5, warning: 1, risky: 0.2 },
  honor: { normal: 0.3, warning: 0.1 },
  patent: { normal: 1.2, warning: 0.5, risky: 0.2 },
  trademark: { normal: 1, warning: 0.5, risky: 0.3 },
  softwareCopyright: { normal: 0.6, warning: 0.3 },
  icpFiling: { normal: 0.3, warning: 0.2 },
  worksCopyright: { normal: 0.2, warning: 0.1 },
  ipPledge: { normal: 0.05, warning: 0.2, risky: 0.3 },
  news: { normal: 1, warning: 3, risky: 8 },
};

/** Per execution case: how often it leads to each of these, by tier. */
const EXECUTION_STEPS: Record<RiskTier, { dishonest: number; limit: number; final: number; freeze: number; auction: number }> = {
  normal: { dishonest: 0, limit: 0, final: 0.3, freeze: 0, auction: 0 },
  warning: { dishonest: 0, limit: 0, final: 0.15, freeze: 0.3, auction: 0 },
  risky: { dishonest: 0.5, limit: 0.5, final: 0.35, freeze: 0.3, auction: 0.25 },
};

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const iso = isoDay;
const yearOf = (ms: number) => Number(isoDay(ms).slice(0, 4));
const dayOfYear = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

function poisson(r: Random, mean: number): number {
  if (mean <= 0) return 0;
  let n = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  const u = r.next();
  while (u > cumulative && n < 300) {
    n++;
    p *= mean / n;
    cumulative += p;
  }
  return n;
}

/** `k` different items of a list, in random order. */
function distinct<T>(r: Random, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = 0; i < k && i < pool.length; i++) {
    const j = r.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

/** 3.5万元, 8000元. */
function yuan(amount: number): string {
  if (amount >= 10_000) return `${Number((amount / 10_000).toFixed(2))}万元`;
  return `${amount}元`;
}

/** The court fee of a property case (诉讼费用交纳办法 Art. 13), in 元. */
function courtFee(amount: number): number {
  const bands: [number, number][] = [
    [10_000, 0],
    [100_000, 0.025],
    [200_000, 0.02],
    [500_000, 0.015],
    [1_000_000, 0.01],
    [2_000_000, 0.009],
    [5_000_000, 0.008],
    [10_000_000, 0.007],
    [20_000_000, 0.006],
    [Infinity, 0.005],
  ];
  let fee = 50;
  let lower = 10_000;
  for (const [upper, rate] of bands.slice(1)) {
    if (amount <= lower) break;
    fee += (Math.min(amount, upper) - lower) * rate;
    lower = upper;
  }
  return Math.round(fee);
}

/** The check digit of a Chinese patent application number (12 digits). */
function patentCheck(digits: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * weights[i]!;
  const c = sum % 11;
  return c === 10 ? 'X' : String(c);
}

/** Median amount in dispute (元) by cause. */
const REASON_AMOUNT: Record<string, number> = {
  买卖合同纠纷: 300_000,
  金融借款合同纠纷: 3_000_000,
  借款合同纠纷: 300_000,
  劳动争议: 50_000,
  建设工程施工合同纠纷: 2_000_000,
  租赁合同纠纷: 150_000,
  服务合同纠纷: 200_000,
  股权转让纠纷: 2_000_000,
  侵害商标权纠纷: 100_000,
  承揽合同纠纷: 250_000,
};

const ROADS = ['人民路', '中山路', '建设大道', '长江路', '解放路', '科技园路', '滨江路', '创业路', '文化路', '东风路', '新华路', '工业大道'];
const COURTROOMS = ['第一法庭', '第三法庭', '第七法庭', '速裁法庭'];
const HEARING_TIMES = ['09:00:00', '09:30:00', '10:00:00', '14:00:00', '14:30:00', '15:30:00'];

interface Lawsuit {
  reason: string;
  /** The company is the defendant (else the plaintiff). */
  defendant: boolean;
  other: string;
  court: Court;
  caseNo: string;
  amount: number;
  judge: string;
  filingMs: number;
  hearingMs: number | null;
  hearingTime: string;
  courtroom: string;
  judgeMs: number | null;
  docType: '判决书' | '裁定书' | '调解书';
  /** The judgment goes the company's way (for 判决书). */
  companyWins: boolean;
  /** Second instance: the company appealed (it lost the first), and whether the first judgment stood. */
  appellantIsCompany: boolean;
  upheld: boolean;
  firstCaseNo: string;
  /** Second instance, at the intermediate court. */
  appeal: Lawsuit | null;
  secondInstance: boolean;
  executed: boolean;
}

interface Execution {
  caseNo: string;
  court: Court;
  filingMs: number;
  money: number;
  creditor: string;
  reason: string;
  finalMs: number | null;
}

/** Whether the company owes the other party after the case (a judgment or mediation against it). */
const lostAsDefendant = (s: Lawsuit) =>
  s.defendant && s.judgeMs !== null && (s.docType === '调解书' || (s.docType === '判决书' && !s.companyWins));

const PATENT_SUBJECTS: Record<string, { devices: string[]; methods: string[]; designs: [string, string][] }> = {
  C3985: {
    devices: ['电子元器件封装结构', '多层陶瓷电容器', '柔性电路板', '散热模组', '导电胶膜贴合装置'],
    methods: ['电子浆料的制备方法', '芯片封装方法及封装结构', '导电银浆及其制备方法'],
    designs: [['电子元件包装盒', '盛装电子元件'], ['连接器', '电路连接']],
  },
  C3311: {
    devices: ['钢结构连接节点', '焊接夹具', '钢梁支撑装置', '起重吊装装置', '防腐涂装设备'],
    methods: ['钢结构防腐涂装工艺', '大跨度钢桁架的安装方法'],
    designs: [['钢构件连接板', '钢结构连接']],
  },
  C1469: {
    devices: ['发酵罐温控装置', '调味料混合搅拌装置', '酱料灌装设备'],
    methods: ['复合调味酱及其制备方法', '低盐酱油的酿造方法'],
    designs: [['调味品包装瓶', '盛装调味品'], ['包装盒（调味品）', '包装调味品']],
  },
  I: {
    devices: ['数据采集终端', '服务器机柜散热装置', '智能门禁终端'],
    methods: [
      '基于深度学习的数据处理方法及装置',
      '分布式存储系统的数据同步方法',
      '用户行为分析方法、装置、设备及存储介质',
      '智能客服问答方法及系统',
      '数据加密传输方法及系统',
    ],
    designs: [['显示屏幕面板的图形用户界面', '显示信息']],
  },
  M: {
    devices: ['材料性能检测装置', '实验室样品前处理装置', '恒温培养装置'],
    methods: ['复合材料及其制备方法', '改性高分子材料的制备方法', '高产纤维素酶菌株及其应用'],
    designs: [['检测仪', '检测材料性能']],
  },
  D: {
    devices: ['光伏组件清洗装置', '光伏支架', '储能电池箱散热结构'],
    methods: ['储能电池管理方法及系统', '光伏电站发电功率预测方法'],
    designs: [['储能柜', '储存电能']],
  },
  E: {
    devices: ['建筑模板支撑结构', '装配式墙板', '施工用安全防护栏', '市政道路排水结构'],
    methods: ['装配式建筑的施工方法', '沥青路面的施工工艺'],
    designs: [['路灯', '道路照明']],
  },
  other: {
    devices: ['物料输送装置', '多功能收纳装置', '办公用文件柜'],
    methods: ['物料管理方法及系统'],
    designs: [['包装盒', '包装物品']],
  },
};
const DEVICE_ADJECTIVES = ['', '', '新型', '可拆卸式', '节能型', '便于维护的'];
const DEVICE_PARTS = ['底座', '支撑架', '连接件', '固定板', '驱动机构', '控制模块', '壳体', '导轨'];
const BENEFITS = [
  '结构简单，安装方便，能够有效提高生产效率。',
  '能够降低能耗，延长设备使用寿命。',
  '提高了处理效率和准确率，降低了运行成本。',
  '操作简便，运行稳定，适合推广应用。',
];

const SOFTWARE: Record<string, string[]> = {
  I: ['智慧物流管理平台', '企业资源计划管理系统', '数据可视化分析平台', '客户关系管理系统', '移动办公软件', '智能客服系统'],
  C: ['生产设备监控系统', '质量追溯管理系统', '仓储管理系统'],
  F: ['进销存管理系统', '供应链协同平台', '会员管理系统'],
  M: ['实验数据管理系统', '检测报告管理软件'],
  other: ['办公自动化系统', '客户服务管理系统', '财务管理软件'],
};

const TRADEMARK_CLASSES: Record<string, string[]> = {
  I: ['9-科学仪器', '42-设计研究', '38-通讯服务', '35-广告销售'],
  C: ['9-科学仪器', '42-设计研究', '35-广告销售'],
  C1469: ['30-方便食品', '35-广告销售'],
  F: ['35-广告销售', '25-服装鞋帽', '30-方便食品'],
  H: ['30-方便食品', '35-广告销售'],
  M: ['42-设计研究', '9-科学仪器'],
  other: ['35-广告销售', '42-设计研究'],
};

const BIDDING_PROJECTS: Record<string, string[]> = {
  E: ['道路改造工程', '办公楼装修工程', '老旧小区改造工程', '排水管网修复工程'],
  I: ['信息化系统建设项目', '数据中心运维服务项目', '智慧校园平台建设项目'],
  O: ['物业管理服务项目', '保洁服务项目'],
  F: ['办公设备采购项目', '食材配送服务项目', '办公用品采购项目'],
  C: ['设备采购项目', '钢结构材料采购项目'],
  G: ['物流运输服务项目', '仓储配送服务项目'],
  H: ['食堂餐饮服务项目'],
  other: ['咨询服务项目', '课题研究服务项目'],
};

const POSITIONS: Record<string, string[]> = {
  I: ['Java开发工程师', '产品经理', '销售经理', '客户经理'],
  C: ['生产操作工', '销售经理', '财务主管', '行政专员'],
  F: ['销售经理', '客户经理', '行政专员', '财务主管'],
  other: ['销售经理', '行政专员', '财务主管', '客户经理'],
};
const SALARY: Record<string, string[]> = {
  生产操作工: ['4-6K', '6-8K'],
  行政专员: ['4-6K', '6-8K'],
  财务主管: ['8-15K', '15-25K'],
  销售经理: ['6-8K', '8-15K', '15-25K'],
  客户经理: ['6-8K', '8-15K'],
  Java开发工程师: ['8-15K', '15-25K', '25-40K'],
  产品经理: ['15-25K', '25-40K'],
};
const EDUCATION: Record<string, string[]> = {
  生产操作工: ['不限', '大专'],
  行政专员: ['大专', '本科'],
  财务主管: ['大专', '本科'],
  销售经理: ['不限', '大专', '本科'],
  客户经理: ['大专', '本科'],
  Java开发工程师: ['本科', '硕士'],
  产品经理: ['本科', '硕士'],
};

/** License kinds, the industries that need them, and who grants them. */
const LICENSES: { name: string; sections: string[]; codes?: string[] }[] = [
  { name: '食品经营许可证', sections: ['H'], codes: ['F5123', 'F5211', 'C1469'] },
  { name: '道路运输经营许可证', sections: ['G'] },
  { name: '排污许可证', sections: ['C'] },
  { name: '建筑业企业资质证书', sections: ['E'] },
  { name: '增值电信业务经营许可证', sections: ['I'] },
];

type NewsCategory = (typeof NEWS_CATEGORIES)[number];
type NewsItem = { title: string; story: NewsStory; tag: string; category: NewsCategory; summary: string; needs?: 'execution' | 'salesSuit' | 'samrPenalty' | 'legalRep' | 'specialised' };
const NEWS: Record<'正面' | '中性' | '负面', NewsItem[]> = {
  正面: [
    { title: '{n}完成新一轮融资，加码研发投入', story: 'financing', tag: '融资', category: '财务', summary: '{n}宣布完成新一轮融资，资金将主要用于产品研发和市场拓展。' },
    { title: '{n}中标重点项目，订单同比增长', story: 'bid', tag: '中标', category: '经营', summary: '{n}近期中标多个重点项目，在手订单较上年同期增长。' },
    { title: '{n}入选专精特新企业名单', story: 'specialised', tag: '', category: '经营', summary: '{n}入选当地专精特新中小企业名单。', needs: 'specialised' },
    { title: '{n}与多家机构达成战略合作', story: 'partnership', tag: '合作', category: '经营', summary: '{n}与多家机构签署战略合作协议，将在业务和技术方面开展合作。' },
  ],
  中性: [
    { title: '{n}召开年度工作会议', story: 'annualMeeting', tag: '', category: '经营', summary: '{n}召开年度工作会议，总结上年经营情况并部署本年度工作。' },
    { title: '{n}发布新一代产品', story: 'product', tag: '新品发布', category: '经营', summary: '{n}发布新一代产品，在性能和成本方面有所改进。' },
    { title: '{n}变更法定代表人', story: 'legalRep', tag: '高管变动', category: '管理层变动', summary: '工商信息显示，{n}近日变更法定代表人。', needs: 'legalRep' },
    { title: '{n}参加行业博览会', story: 'expo', tag: '', category: '经营', summary: '{n}携主要产品参加行业博览会。' },
    { title: '{n}股东结构调整完成工商变更', story: 'holders', tag: '', category: '股权变动', summary: '工商信息显示，{n}近日完成股东及持股比例变更登记。' },
  ],
  负面: [
    { title: '{n}被列为被执行人，执行标的逾百万元', story: 'execution', tag: '诉讼', category: '法律诉讼', summary: '{n}新增被执行人信息，执行标的超过一百万元。', needs: 'execution' },
    { title: '{n}因逾期付款被供应商起诉', story: 'salesSuit', tag: '诉讼', category: '法律诉讼', summary: '{n}因逾期支付货款被供应商诉至法院。', needs: 'salesSuit' },
    { title: '{n}多名高管离职引关注', story: 'executivesLeave', tag: '高管变动', category: '管理层变动', summary: '{n}近期多名高级管理人员离职，引发市场关注。' },
    { title: '{n}被市场监管部门处以罚款', story: 'samrPenalty', tag: '', category: '监管处罚', summary: '{n}因违法行为被市场监督管理部门处以罚款。', needs: 'samrPenalty' },
    { title: '{n}债务违约风险上升', story: 'debt', tag: '违约', category: '债务违约', summary: '{n}多笔债务逾期，违约风险上升。' },
    { title: '{n}厂区发生安全生产事故被责令停产整改', story: 'safety', tag: '', category: '安全环保', summary: '{n}厂区发生安全生产事故，应急管理部门责令其停产整改。' },
    { title: '{n}产品抽检不合格被通报', story: 'quality', tag: '', category: '产品质量', summary: '{n}部分批次产品在监督抽检中不合格，被市场监管部门通报。' },
  ],
};
/** A stable 32-bit hash (FNV-1a) of a text. */
function storyHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
const NEWS_SOURCES = ['新浪财经', '证券时报', '第一财经', '经济观察报', '21世纪经济报道', '界面新闻'];

/** The years whose annual report was late or is missing, and the listings that follow (经营异常). */
export interface ReportPlan {
  /** Report year → the day it was published late, or null if it never was. */
  late: Map<number, number | null>;
}

/**
 * Records of one company. One instance per company: it remembers the events (cases, penalties) other
 * kinds refer to.
 */
class CompanyRecords {
  private readonly r: Random;
  private readonly c: CompanyFacts;
  private readonly p: Place;
  private readonly today: number;
  /** Events are dated within the last ten years. */
  private readonly from: number;
  private readonly out: Payload[] = [];
  private readonly lawsuits: Lawsuit[] = [];
  private readonly executions: Execution[] = [];
  private readonly samrPenalties: NewsEvent[] = [];
  private bankruptcyCase: { court: Court; caseNo: string; publishMs: number } | null = null;
  private readonly caseNumbers = new Set<string>();
  private newsEvents: Record<string, NewsEvent[]> | null = null;
  private readonly reportedRounds = new Set<number>();
  private icpNumber = 0;
  private icpCount = 0;
  private readonly section: string;
  private readonly code: string;

  constructor(private readonly ctx: RecordContext) {
    this.r = ctx.rng;
    this.c = ctx.company;
    this.p = ctx.company.place;
    this.today = ctx.todayMs;
    this.from = Math.min(this.today, Math.max(this.c.estMs + DAY, this.today - 10 * YEAR));
    this.section = this.c.industry?.section ?? '';
    this.code = this.c.industry?.code ?? '';
  }

  // Helpers.

  /** A day in [a, b]. */
  private between(a: number, b: number): number {
    if (b <= a) return a;
    return a + this.r.int(0, Math.floor((b - a) / DAY)) * DAY;
  }
  private later(ms: number, min: number, max: number): number {
    return ms + this.r.int(min, max) * DAY;
  }
  private weekday(ms: number): number {
    const d = new Date(ms).getUTCDay();
    return d === 6 ? ms + 2 * DAY : d === 0 ? ms + DAY : ms;
  }
  private money(median: number, sigma: number, min: number, max: number, step = 100): number {
    const v = Math.min(max, Math.max(min, this.r.logNormal(median, sigma)));
    return Math.max(step, Math.round(v / step) * step);
  }
  /** Bigger companies have bigger disputes, loans and assets. */
  private get sizeFactor(): number {
    return Math.min(5, Math.max(0.5, Math.pow(this.c.capital / 5_000_000, 0.3)));
  }
  name(): string {
    return this.r.pick(SURNAMES) + Array.from({ length: this.r.chance(0.7) ? 2 : 1 }, () => this.r.pick(GIVEN_CHARS)).join('');
  }
  private trade(): string {
    return this.r.pick(TRADE_CHARS) + this.r.pick(TRADE_CHARS);
  }
  private bank(): string {
    return au.bankBranch(this.r.pick(BANKS), this.p);
  }
  private firm(kind: string): string {
    return `${this.p.cityShort}${this.trade()}${kind}`;
  }
  private pickOf<T>(table: Record<string, T>): T {
    return table[this.code] ?? table[this.section] ?? table.other!;
  }
  private mean(kind: string, volume: number): number {
    return (FREQUENCY[kind]?.[this.c.tier] ?? 0) * volume;
  }
  private personHolder(): Holder | null {
    const people = this.c.holders.filter((h) => h.kind === 'P' && h.amount);
    return people.length ? this.r.pick(people) : null;
  }
  private emit(kind: string, dateMs: number, fields: Payload): Payload {
    const payload: Payload = { kind, date: iso(dateMs), ...fields };
    const share = PERSON_PARTY_SHARE[kind];
    const rep = this.c.legalRep;
    if (share && rep && this.c.tier !== 'normal' && this.r.chance(share)) {
      payload.personId = rep.id;
      payload.personName = rep.name;
    }
    this.out.push(payload);
    return payload;
  }

  // Court cases.

  /**
   * A case's serial number: courts number cases of each type from 1 each year, so a case filed in
   * December has a far higher number than one filed in January at the same court.
   */
  private caseNumber(court: Court, type: string, filingMs: number): string {
    let serial = this.serial(court, type, filingMs);
    let no = au.caseNumber(court, yearOf(filingMs), type, serial);
    while (this.caseNumbers.has(no)) no = au.caseNumber(court, yearOf(filingMs), type, ++serial);
    this.caseNumbers.add(no);
    return no;
  }

  private serial(court: Court, type: string, filingMs: number): number {
    let hash = 0;
    for (const ch of court.code + type) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const yearly =
      type.endsWith('申') ? 60 + (hash % 300) : type === '民终' ? 3_000 + (hash % 12_000) : type === '执' ? 5_000 + (hash % 20_000) : 8_000 + (hash % 30_000);
    const year = yearOf(filingMs);
    const share = (filingMs - Date.UTC(year, 0, 1) + DAY) / YEAR;
    return Math.max(1, Math.round(yearly * share * (0.9 + this.r.next() * 0.2)));
  }

  private plaintiffDefendant(s: Lawsuit): [string, string] {
    return s.defendant ? [s.other, this.c.name] : [this.c.name, s.other];
  }

  /** A first-instance civil case filed on a day, with its hearing and judgment where they are past. */
  lawsuit(filingMs: number, defendant?: boolean): Lawsuit {
    const r = this.r;
    const tier = this.c.tier;
    const isDefendant = defendant ?? r.chance(tier === 'risky' ? 0.8 : tier === 'warning' ? 0.65 : 0.45);
    const reason = r.weighted<string>(
      isDefendant
        ? [
            ['买卖合同纠纷', 25],
            ['金融借款合同纠纷', tier === 'risky' ? 20 : tier === 'warning' ? 10 : 2],
            ['借款合同纠纷', 8],
            ['劳动争议', 10],
            ['建设工程施工合同纠纷', this.section === 'E' ? 20 : 2],
            ['租赁合同纠纷', 8],
            ['服务合同纠纷', 8],
            ['股权转让纠纷', 3],
            ['侵害商标权纠纷', 3],
            ['承揽合同纠纷', this.section === 'C' ? 10 : 3],
          ]
        : [
            ['买卖合同纠纷', 30],
            ['服务合同纠纷', 10],
            ['承揽合同纠纷', this.section === 'C' ? 10 : 3],
            ['租赁合同纠纷', 6],
            ['侵害商标权纠纷', 4],
            ['借款合同纠纷', 4],
            ['建设工程施工合同纠纷', this.section === 'E' ? 15 : 1],
            ['股权转让纠纷', 3],
          ],
    );
    const other =
      reason === '金融借款合同纠纷'
        ? this.bank()
        : reason === '劳动争议'
          ? this.name()
          : reason === '借款合同纠纷' && r.chance(0.5)
            ? r.chance(0.5) ? this.name() : this.firm('小额贷款有限公司')
            : this.ctx.otherCompany();
    const median = REASON_AMOUNT[reason]! * (reason === '劳动争议' ? 1 : this.sizeFactor);
    const amount = this.money(median, 1.1, reason === '劳动争议' ? 5_000 : 10_000, reason === '金融借款合同纠纷' ? 500_000_000 : 50_000_000);
    const court = amount > 50_000_000 ? au.intermediateCourt(this.p) : au.baseCourt(this.p);
    const caseNo = this.caseNumber(court, '民初', filingMs);
    const docType = r.weighted([['判决书', 60], ['裁定书', 20], ['调解书', 20]] as const);
    // A withdrawn case (裁定书) often ends before any hearing.
    const hearing = docType === '裁定书' && r.chance(0.6) ? null : this.weekday(this.later(filingMs, 25, 150));
    const judged = hearing === null ? this.later(filingMs, 10, 60) : docType === '调解书' ? this.later(hearing, 0, 20) : this.later(hearing, 7, 90);
    const hearingMs = hearing !== null && hearing <= this.today ? hearing : null;
    const judgeMs = judged <= this.today && (hearing === null || hearingMs !== null) ? judged : null;
    const s: Lawsuit = {
      reason,
      defendant: isDefendant,
      other,
      court,
      caseNo,
      amount,
      judge: this.name(),
      filingMs,
      hearingMs,
      hearingTime: r.pick(HEARING_TIMES),
      courtroom: r.pick(COURTROOMS),
      judgeMs,
      docType,
      companyWins: docType === '判决书' ? r.chance(isDefendant ? 0.25 : 0.75) : false,
      appellantIsCompany: false,
      upheld: true,
      firstCaseNo: caseNo,
      appeal: null,
      secondInstance: false,
      executed: false,
    };
    // The losing side appeals now and then: second instance at the intermediate court.
    if (docType === '判决书' && judgeMs !== null && r.chance(0.18)) {
      const filing2 = this.later(judgeMs, 20, 60);
      if (filing2 < this.today) {
        const court2 = au.intermediateCourt(this.p);
        const hearing2 = this.weekday(this.later(filing2, 30, 120));
        const judge2 = this.later(hearing2, 10, 60);
        const upheld = r.chance(0.85);
        s.appeal = {
          ...s,
          court: court2,
          caseNo: this.caseNumber(court2, '民终', filing2),
          judge: this.name(),
          filingMs: filing2,
          hearingMs: hearing2 <= this.today ? hearing2 : null,
          hearingTime: r.pick(HEARING_TIMES),
          courtroom: r.pick(COURTROOMS),
          judgeMs: hearing2 <= this.today && judge2 <= this.today ? judge2 : null,
          docType: '判决书',
          // The loser appeals; the first judgment mostly stands (维持原判).
          companyWins: upheld ? s.companyWins : !s.companyWins,
          appellantIsCompany: !s.companyWins,
          upheld,
          appeal: null,
          secondInstance: true,
        };
      }
    }
    return s;
  }

  private judgeResult(s: Lawsuit): string {
    const [pl, def] = this.plaintiffDefendant(s);
    const obj = CASE_CLAIMS[s.reason]!;
    const fee = s.reason === '劳动争议' ? 10 : courtFee(s.amount);
    if (s.secondInstance) {
      const [appellant, appellee] = s.appellantIsCompany ? [this.c.name, s.other] : [s.other, this.c.name];
      return s.upheld
        ? `驳回上诉，维持原判。二审案件受理费${fee}元，由上诉人${appellant}负担。本判决为终审判决。`
        : `撤销${s.firstCaseNo}民事判决，改判支持上诉人${appellant}的上诉请求。一、二审案件受理费共计${fee * 2}元，由被上诉人${appellee}负担。本判决为终审判决。`;
    }
    if (s.docType === '裁定书') return `准许原告${pl}撤回起诉。案件受理费减半收取计${Math.round(fee / 2)}元，由原告${pl}负担。`;
    if (s.docType === '调解书')
      return `经本院主持调解，双方当事人自愿达成如下协议：被告${def}分${this.r.int(2, 6)}期向原告${pl}支付${obj}${yuan(s.amount)}。案件受理费减半收取计${Math.round(fee / 2)}元，由被告${def}负担。`;
    const plaintiffWins = s.defendant !== s.companyWins;
    return plaintiffWins
      ? `被告${def}于本判决生效之日起十日内向原告${pl}支付${obj}${yuan(s.amount)}及逾期付款利息。案件受理费${fee}元，由被告${def}负担。`
      : `驳回原告${pl}的全部诉讼请求。案件受理费${fee}元，由原告${pl}负担。`;
  }

  private caseRole(s: Lawsuit): string {
    if (!s.secondInstance) return s.defendant ? '被告' : '原告';
    return s.appellantIsCompany ? '上诉人' : '被上诉人';
  }

  emitCaseFiling(s: Lawsuit): Payload {
    const [plaintiff, defendant] = this.plaintiffDefendant(s);
    return this.emit('caseFiling', s.filingMs, {
      caseNo: s.caseNo,
      filingDate: iso(s.filingMs),
      caseReason: s.reason,
      plaintiff,
      defendant,
      court: s.court.name,
      caseStatus: s.judgeMs !== null ? '已结案' : '审理中',
      judge: s.judge,
    });
  }

  emitCourtNotice(s: Lawsuit): Payload {
    const [plaintiff, defendant] = this.plaintiffDefendant(s);
    return this.emit('courtNotice', s.hearingMs!, {
      caseNo: s.caseNo,
      caseReason: s.reason,
      startDate: `${iso(s.hearingMs!)} ${s.hearingTime}`,
      plaintiff,
      defendant,
      court: s.court.name,
      chiefJudge: s.judge,
      courtroom: s.courtroom,
    });
  }

  emitJudgment(s: Lawsuit): Payload {
    const [plaintiff, defendant] = this.plaintiffDefendant(s);
    const round = s.secondInstance ? '二审' : '一审';
    return this.emit('judgmentDocument', s.judgeMs!, {
      title: `${plaintiff}与${defendant}${s.reason}${round}民事${s.docType}`,
      caseNo: s.caseNo,
      caseReason: s.reason,
      docType: s.docType,
      role: this.caseRole(s),
      amount: s.amount,
      judgeDate: iso(s.judgeMs!),
      court: s.court.name,
      judgeResult: this.judgeResult(s),
    });
  }

  private emitLawsuit(s: Lawsuit): void {
    for (const stage of s.appeal ? [s, s.appeal] : [s]) {
      if (this.r.chance(0.85)) this.emitCaseFiling(stage);
      if (stage.hearingMs !== null && this.r.chance(0.8)) this.emitCourtNotice(stage);
      if (stage.judgeMs !== null && this.r.chance(0.85)) this.emitJudgment(stage);
    }
  }

  /** An execution case (执) filed on a day, for a lost case or on its own (arbitration, notarised debts). */
  execution(filingMs: number, from: Lawsuit | null): Execution {
    const court = from && from.court.code.length > 4 ? from.court : au.baseCourt(this.p);
    const creditor = from ? from.other : this.r.chance(0.4) ? this.bank() : this.ctx.otherCompany();
    const money = from
      ? Math.round(from.amount * (1 + this.r.int(0, 12) / 100))
      : this.money(200_000 * this.sizeFactor, 1.3, 1_000, 50_000_000);
    return {
      caseNo: this.caseNumber(court, '执', filingMs),
      court,
      filingMs,
      money,
      creditor,
      reason: from?.reason ?? '借款合同纠纷',
      finalMs: null,
    };
  }

  emitExecuted(e: Execution): Payload {
    return this.emit('executedPerson', e.filingMs, {
      caseCode: e.caseNo,
      execMoney: e.money,
      caseCreateTime: iso(e.filingMs),
      execCourtName: e.court.name,
      status: e.finalMs !== null ? '已结案' : '执行中',
    });
  }

  emitDishonest(e: Execution, publishMs: number): Payload {
    return this.emit('dishonest', publishMs, {
      caseCode: e.caseNo,
      execCourt: e.court.name,
      regDate: iso(e.filingMs),
      publishDate: iso(publishMs),
      performance: this.r.chance(0.7) ? '全部未履行' : '部分未履行',
      disruptTypeName: this.r.weighted([
        ['有履行能力而拒不履行生效法律文书确定义务', 60],
        ['违反财产报告制度', 25],
        ['违反限制消费令', 15],
      ] as const),
      amount: e.money,
    });
  }

  emitLimit(e: Execution, publishMs: number): Payload {
    const payload = this.emit('consumptionLimit', publishMs, {
      caseCode: e.caseNo,
      xname: this.c.legalRep?.name ?? this.name(),
      applicant: e.creditor,
      caseCreateTime: iso(e.filingMs),
      publishDate: iso(publishMs),
    });
    return payload;
  }

  emitFinal(e: Execution): Payload {
    return this.emit('finalCase', e.finalMs!, {
      caseCode: e.caseNo,
      caseCreateTime: iso(e.filingMs),
      caseFinalTime: iso(e.finalMs!),
      execMoney: e.money,
      noExecMoney: Math.round((e.money * this.r.int(60, 100)) / 100),
      execCourtName: e.court.name,
    });
  }

  emitFreeze(e: Execution, publishMs: number, holder: Holder): Payload {
    const old = publishMs < this.today - 3 * YEAR;
    return this.emit('equityFreeze', publishMs, {
      executedPerson: holder.name,
      equityAmount: holder.amount,
      executiveCourt: e.court.name,
      executeNoticeNum: `${e.caseNo}之${this.r.pick(['一', '二', '三'])}`,
      typeState: old ? (this.r.chance(0.5) ? '股权冻结-失效' : '股权冻结-解除冻结') : this.r.chance(0.8) ? '股权冻结-冻结' : '股权冻结-解除冻结',
      publishDate: iso(publishMs),
    });
  }

  /** One or two rounds of an auction of the company's assets, the first from `startMs`. */
  emitAuction(e: Execution, startMs: number, single = false): void {
    const r = this.r;
    const asset = r.weighted<string>([
      [`${this.p.local}${r.pick(['人民路', '中山路', '建设大道', '长江路'])}${r.int(1, 300)}号${r.int(1, 20)}幢${r.int(1, 30)}0${r.int(1, 6)}室房产`, 50],
      [`${this.c.name}名下机器设备一批`, this.section === 'C' ? 30 : 10],
      [`${this.p.local}${r.pick(['工业园区', '经济开发区'])}工业厂房及土地使用权`, this.section === 'C' ? 20 : 5],
    ]);
    const median = asset.endsWith('房产') ? 2_000_000 : asset.includes('厂房') ? 15_000_000 : 500_000;
    const price = this.money(median, 0.8, 20_000, 500_000_000, 1_000);
    // A second round follows a first that found no buyer, a month or two later.
    const starts = [startMs];
    if (!single && r.chance(0.4)) starts.push(this.later(startMs, 30, 60));
    const held = starts.filter((ms) => ms <= this.today);
    for (const [i, start] of held.entries()) {
      const last = i === held.length - 1;
      const status = !last
        ? '已流拍'
        : start > this.today - 10 * DAY
          ? '进行中'
          : r.weighted([['已成交', 55], ['已流拍', 35], ['撤回', 10]] as const);
      const round = i === 0 ? '第一次拍卖' : '第二次拍卖';
      this.emit('judicialAuction', start, {
        title: `【${round}】${asset}`,
        court: e.court.name,
        startDate: iso(start),
        consultPrice: price,
        round,
        status,
      });
    }
  }

  private courts(volume: number): void {
    const r = this.r;
    const tier = this.c.tier;
    for (let n = poisson(r, this.mean('lawsuit', volume)); n > 0; n--) {
      const s = this.lawsuit(this.between(this.from, this.today));
      this.lawsuits.push(s);
      this.emitLawsuit(s);
    }
    const steps = EXECUTION_STEPS[tier];
    for (let n = poisson(r, this.mean('execution', volume)); n > 0; n--) {
      // Most follow a case the company lost; the rest rest on an arbitration award or a notarised debt.
      const lost = this.lawsuits.filter((s) => !s.executed && lostAsDefendant(s.appeal?.judgeMs ? s.appeal : s));
      const from = lost.length && r.chance(0.7) ? r.pick(lost) : null;
      const finalJudgment = from ? (from.appeal?.judgeMs ?? from.judgeMs!) : 0;
      let filing = from ? this.later(finalJudgment, 30, 240) : this.between(this.from, this.today);
      if (filing > this.today) filing = this.between(this.from, this.today);
      if (from) from.executed = true;
      const e = this.execution(filing, from && filing > finalJudgment ? from : null);
      if (r.chance(steps.final)) {
        const final = this.later(filing, 90, 540);
        if (final <= this.today) e.finalMs = final;
      }
      this.executions.push(e);
      this.emitExecuted(e);
      if (e.finalMs !== null) this.emitFinal(e);
      if (r.chance(steps.dishonest)) {
        const publish = this.later(filing, 45, 300);
        if (publish <= this.today) this.emitDishonest(e, publish);
      }
      if (r.chance(steps.limit)) {
        const publish = this.later(filing, 15, 200);
        if (publish <= this.today) this.emitLimit(e, publish);
      }
      const holder = r.chance(steps.freeze) ? this.personHolder() : null;
      if (holder) {
        const publish = this.later(filing, 10, 120);
        if (publish <= this.today) this.emitFreeze(e, publish, holder);
      }
      if (r.chance(steps.auction)) this.emitAuction(e, this.later(filing, 150, 600));
    }
    if (tier === 'risky' && r.chance(1 - Math.exp(-0.3))) this.emitBankruptcy(this.between(this.from, this.today));
    for (let n = poisson(r, this.mean('courtAnnouncement', volume)); n > 0; n--) this.announcement();
  }

  emitBankruptcy(publishMs: number): Payload {
    const r = this.r;
    const court = au.intermediateCourt(this.p);
    const caseType = r.weighted([['破产清算', 60], ['破产重整', 25], ['破产和解', 5], ['强制清算', 10]] as const);
    const caseNo = this.caseNumber(court, caseType === '强制清算' ? '清申' : '破申', publishMs);
    this.bankruptcyCase = { court, caseNo, publishMs };
    return this.emit('bankruptcy', publishMs, {
      caseNo,
      caseType,
      applicant: caseType === '强制清算' ? (this.c.holders[0]?.name ?? this.ctx.otherCompany()) : r.chance(0.3) ? this.c.name : r.chance(0.5) ? this.bank() : this.ctx.otherCompany(),
      court: court.name,
      publishDate: iso(publishMs),
      administrator: caseType === '强制清算' ? `${this.c.name}清算组` : this.firm(r.chance(0.7) ? '律师事务所' : '会计师事务所（特殊普通合伙）'),
    });
  }

  /** A court announcement about one of the company's cases (or a public summons it asked for). */
  private announcement(): void {
    const r = this.r;
    const sued = this.lawsuits.filter((s) => s.defendant);
    const choice = r.next();
    if (choice < 0.5 && sued.length) {
      const s = r.pick(sued);
      const [pl] = this.plaintiffDefendant(s);
      if (s.judgeMs !== null && s.docType === '判决书' && r.chance(0.5)) {
        const publish = this.later(s.judgeMs, 10, 60);
        if (publish <= this.today)
          this.emitAnnouncement(publish, '裁判文书', s.court, `${this.c.name}：本院受理原告${pl}诉你公司${s.reason}一案，已审理终结。现依法向你公司公告送达${s.caseNo}民事判决书。自公告之日起六十日内来本院领取民事判决书，逾期则视为送达。如不服本判决，可在公告期满后十五日内向本院递交上诉状及副本，上诉于${au.intermediateCourt(this.p).name}。`);
        return;
      }
      const last = (s.hearingMs ?? this.later(s.filingMs, 90, 120)) - 35 * DAY;
      const publish = this.between(s.filingMs + 5 * DAY, Math.max(s.filingMs + 5 * DAY, last));
      if (publish <= this.today)
        this.emitAnnouncement(publish, '起诉状副本及开庭传票', s.court, `${this.c.name}：本院受理原告${pl}诉你公司${s.reason}一案，现依法向你公司公告送达起诉状副本、应诉通知书、举证通知书及开庭传票。自公告之日起经过三十日即视为送达。提出答辩状和举证的期限分别为公告送达期满后的十五日和三十日内，并定于举证期满后第三日上午9时（遇法定节假日顺延）在本院${s.courtroom}开庭审理，逾期将依法缺席裁判。`);
      return;
    }
    if (choice < 0.85 && this.executions.length) {
      const e = r.pick(this.executions);
      const publish = this.later(e.filingMs, 20, 120);
      if (publish <= this.today)
        this.emitAnnouncement(publish, '执行文书', e.court, `${this.c.name}：本院执行申请执行人${e.creditor}申请执行你公司${e.reason}一案，因你公司下落不明，现依法向你公司公告送达${e.caseNo}执行通知书、报告财产令。自公告之日起经过六十日即视为送达。`);
      return;
    }
    if (this.bankruptcyCase && r.chance(0.7)) {
      const b = this.bankruptcyCase;
      const publish = this.later(b.publishMs, 0, 30);
      if (publish <= this.today)
        this.emitAnnouncement(publish, '破产文书', b.court, `本院根据申请于${iso(b.publishMs)}裁定受理${this.c.name}${b.caseNo.includes('清申') ? '强制清算' : '破产'}一案。${this.c.name}的债权人应自本公告发布之日起三十日内向管理人申报债权，书面说明债权数额、有无财产担保，并提交有关证据。`);
      return;
    }
    const publish = this.between(this.from, this.today);
    const amount = this.money(300_000 * this.sizeFactor, 0.8, 10_000, 20_000_000, 1_000);
    this.emitAnnouncement(publish, '公示催告', au.baseCourt(this.p), `申请人${this.c.name}因遗失银行承兑汇票一张（票面金额${yuan(amount)}），向本院申请公示催告。自公告之日起六十日内，利害关系人应向本院申报权利。`);
  }

  emitAnnouncement(publishMs: number, category: string, court: Court, content: string): Payload {
    return this.emit('courtAnnouncement', publishMs, {
      publishDate: iso(publishMs),
      category,
      party: this.c.name,
      court: court.name,
      content,
      publishedPage: this.r.chance(0.6) ? `人民法院报${this.r.pick(['G', 'H'])}${this.r.int(1, 48)}版` : '人民法院公告网',
    });
  }

  // Registers of the market regulator.

  /** 经营异常: late or missing annual reports, unreachable addresses; removed when put right. */
  private abnormal(plan: ReportPlan): void {
    const r = this.r;
    const c = this.c;
    const listings: { putMs: number; reason: number; removeMs: number | null }[] = [];
    for (const [year, published] of plan.late) {
      const put = dayOfYear(year + 1, 7, r.int(1, 15));
      if (put > this.today) continue;
      listings.push({ putMs: put, reason: 0, removeMs: published !== null ? Math.min(this.today, this.later(published, 1, 10)) : null });
    }
    const unreachable = c.tier === 'risky' ? 0.8 : c.tier === 'warning' ? 0.25 : 0.02;
    let n = poisson(r, unreachable);
    if (c.status.startsWith('吊销') && !n) n = r.chance(0.7) ? 1 : 0;
    for (; n > 0; n--) {
      const put = this.between(this.from, this.today);
      const keep = c.status.startsWith('吊销') || r.chance(c.tier === 'risky' ? 0.6 : c.tier === 'warning' ? 0.3 : 0.05);
      const remove = this.later(put, 20, 500);
      listings.push({ putMs: put, reason: 1, removeMs: keep || remove > this.today ? null : remove });
    }
    if (r.chance(c.tier === 'risky' ? 0.15 : c.tier === 'warning' ? 0.04 : 0.003)) {
      const put = this.between(this.from, this.today);
      const remove = this.later(put, 30, 300);
      listings.push({ putMs: put, reason: 2, removeMs: remove <= this.today && r.chance(0.6) ? remove : null });
    }
    for (const l of listings) this.emitAbnormal(l.putMs, l.reason, l.removeMs);
    // Listed for three years without putting it right: the list of serious violations.
    const stale = listings.filter((l) => l.removeMs === null && l.putMs + 3 * YEAR + 60 * DAY <= this.today).sort((a, b) => a.putMs - b.putMs)[0];
    if (stale) this.emitSerious(this.later(stale.putMs + 3 * YEAR, 0, 60), 0);
    else if (c.tier === 'risky' && r.chance(0.08)) this.emitSerious(this.between(this.from, this.today), 1);
  }

  emitAbnormal(putMs: number, reason: number, removeMs: number | null): Payload {
    const department = au.samrLocal(this.p);
    const reasons = [
      '未按照《企业信息公示暂行条例》第八条规定的期限公示年度报告',
      '通过登记的住所或者经营场所无法联系',
      '公示企业信息隐瞒真实情况、弄虚作假',
    ];
    const removals = ['依法补报了未报年份的年度报告并公示', '依法办理住所或者经营场所变更登记，或者提出通过登记的住所或者经营场所可以重新取得联系', '已更正其公示的信息'];
    return this.emit('abnormalOperation', putMs, {
      putReason: reasons[reason],
      putDate: iso(putMs),
      putDepartment: department,
      removeReason: removeMs !== null ? removals[reason] : '',
      removeDate: removeMs !== null ? iso(removeMs) : '',
      removeDepartment: removeMs !== null ? department : '',
    });
  }

  emitSerious(putMs: number, reason: number): Payload {
    const department = reason === 0 ? au.samrProvince(this.p) : au.samrCity(this.p);
    return this.emit('seriousViolation', putMs, {
      putReason: reason === 0 ? '被列入经营异常名录届满3年仍未履行相关义务的' : '提交虚假材料或者采取其他欺诈手段隐瞒重要事实',
      putDate: iso(putMs),
      putDepartment: department,
      removeReason: '',
      removeDate: '',
      removeDepartment: '',
    });
  }

  private static readonly PENALTIES: Record<string, { authority: 'samr' | 'eco' | 'tax' | 'safety'; content: (fine: string, r: Random) => string }> = {
    虚假宣传: { authority: 'samr', content: (f) => `责令停止发布违法广告，在相应范围内消除影响，罚款${f}` },
    未按规定公示信息: { authority: 'samr', content: (f) => `责令限期改正，罚款${f}` },
    产品质量不合格: { authority: 'samr', content: (f, r) => `没收违法销售的产品，罚款${f}，没收违法所得${r.int(2, 90) * 100}元` },
    违反环境保护规定: { authority: 'eco', content: (f) => `责令改正违法行为，罚款${f}` },
    无照经营: { authority: 'samr', content: (f, r) => `责令停止违法行为，没收违法所得${r.int(5, 200) * 100}元，罚款${f}` },
    价格违法: { authority: 'samr', content: (f) => `警告，罚款${f}` },
    违反税收征收管理规定: { authority: 'tax', content: (f) => `罚款${f}` },
    违反安全生产规定: { authority: 'safety', content: (f) => `责令限期改正，罚款${f}` },
  };

  /** 行政处罚: the department is the one for the offence; the document number is that department's. */
  emitPenalty(dateMs: number): Payload {
    const r = this.r;
    const s = this.section;
    const type = r.weighted<string>([
      ['虚假宣传', ['F', 'H', 'O', 'I'].includes(s) ? 15 : 6],
      ['未按规定公示信息', 8],
      ['产品质量不合格', ['C', 'F'].includes(s) ? 15 : 3],
      ['违反环境保护规定', ['C', 'D', 'A'].includes(s) ? 25 : 3],
      ['无照经营', 4],
      ['价格违法', ['F', 'H', 'K'].includes(s) ? 10 : 3],
      ['违反税收征收管理规定', 10],
      ['违反安全生产规定', ['C', 'E', 'G'].includes(s) ? 15 : 3],
    ]);
    const spec = CompanyRecords.PENALTIES[type]!;
    const year = yearOf(dateMs);
    const heavy = this.c.tier === 'risky' ? 3 : 1;
    const fineMedian =
      spec.authority === 'eco' ? 200_000 : type === '未按规定公示信息' ? 5_000 : spec.authority === 'tax' ? 20_000 : 30_000;
    const fine = this.money(fineMedian * heavy, 0.9, 500, 5_000_000, 100);
    const p = this.p;
    let department: string;
    let docNo: string;
    let source: string;
    const serial = r.int(1, 2_000);
    switch (spec.authority) {
      case 'samr':
        department = au.samrLocal(p);
        docNo = `${p.cityAbbr}${p.district.code === '441900' ? '' : p.districtShort.slice(0, 1)}市监罚〔${year}〕${serial}号`;
        source = r.chance(0.7) ? '工商公示' : '信用中国';
        break;
      case 'eco':
        department = au.ecology(p);
        docNo = `${p.cityAbbr}环罚〔${year}〕${r.int(1, 600)}号`;
        source = r.chance(0.7) ? '环保' : '信用中国';
        break;
      case 'tax': {
        const inspection = fine >= 50_000 || r.chance(0.3);
        const bureau = r.int(1, 3);
        department = inspection ? au.taxInspection(p, bureau) : au.taxLocal(p);
        docNo = inspection
          ? `${p.cityAbbr}税稽${['一', '二', '三'][bureau - 1]}罚〔${year}〕${r.int(1, 900)}号`
          : `${p.cityAbbr}${p.districtShort.slice(0, 1)}税简罚〔${year}〕${r.int(1, 20_000)}号`;
        source = '信用中国';
        break;
      }
      default:
        department = au.emergency(p);
        docNo = `（${p.cityAbbr}${p.districtShort.slice(0, 1)}）应急罚〔${year}〕${r.int(1, 400)}号`;
        source = '信用中国';
    }
    if (spec.authority === 'samr') this.samrPenalties.push({ kind: 'samrPenalty', dayMs: dateMs, department, docNo, penaltyType: type });
    return this.emit('penalty', dateMs, {
      docNo,
      penaltyType: type,
      content: spec.content(yuan(fine), r),
      departmentName: department,
      penaltyDate: iso(dateMs),
      source,
    });
  }

  emitEquityPledge(dateMs: number, holder: Holder): Payload {
    const r = this.r;
    const old = dateMs < this.today - 3 * YEAR;
    const pledgee = r.weighted<string>([
      [this.bank(), 50],
      [this.firm('融资担保有限公司'), 25],
      [this.firm('小额贷款有限公司'), 15],
      [this.ctx.otherCompany(), 10],
    ]);
    return this.emit('equityPledge', dateMs, {
      regNumber: `${this.p.district.code}${yearOf(dateMs)}${String(r.int(1, 99_999)).padStart(6, '0')}`,
      pledgor: holder.name,
      pledgee,
      equityAmount: Math.round((holder.amount! * r.pick([1, 1, 0.8, 0.5, 0.3])) / 100) * 100,
      regDate: iso(dateMs),
      status: old ? (r.chance(0.7) ? '无效' : '有效') : r.chance(0.85) ? '有效' : '无效',
    });
  }

  emitChattelMortgage(dateMs: number): Payload {
    const r = this.r;
    // From 2021 chattel mortgages register with the central bank's registry, before that with the market regulator.
    const central = dateMs >= Date.UTC(2021, 0, 1);
    const termYears = r.int(1, 3);
    const ended = dateMs + termYears * YEAR < this.today;
    return this.emit('chattelMortgage', dateMs, {
      regNum: central
        ? `${yearOf(dateMs)}${String(r.int(1, 99_999_999)).padStart(8, '0')}${String(r.int(0, 99_999_999)).padStart(8, '0')}`
        : `${this.p.district.code}${yearOf(dateMs)}${String(r.int(1, 9_999)).padStart(4, '0')}`,
      regDate: iso(dateMs),
      regDepartment: central ? au.PBOC_REGISTRY : au.samrLocal(this.p),
      amount: this.money(2_000_000 * this.sizeFactor, 1, 50_000, 500_000_000, 10_000),
      status: ended ? (r.chance(0.8) ? '无效' : '有效') : '有效',
      mortgagee: r.chance(0.8) ? this.bank() : this.firm('融资租赁有限公司'),
    });
  }

  private landUse(r: Random = this.r): string {
    const s = this.section;
    return s === 'K' ? r.pick(['住宅用地', '其他商服用地']) : s === 'G' ? '仓储用地' : s === 'C' || s === 'D' ? '工业用地' : r.pick(['工业用地', '其他商服用地', '仓储用地']);
  }

  /** 土地坐落 as land registers write it: 建邺区长江路以东、人民路以北地块. */
  private landAddress(r: Random = this.r): string {
    const [a, b] = distinct(r, ROADS, 2);
    return `${this.p.district.district}${a}以${r.pick(['东', '西'])}、${b}以${r.pick(['南', '北'])}地块`;
  }

  /** 元 per hectare by use. */
  private landPrice(use: string, r: Random = this.r): number {
    const median = use.startsWith('住宅') ? 60_000_000 : use.includes('商服') ? 30_000_000 : use.startsWith('仓储') ? 8_000_000 : 6_000_000;
    return r.logNormal(median, 0.5);
  }

  emitLandMortgage(dateMs: number): Payload {
    const r = this.r;
    const use = this.landUse();
    const area = Math.round(Math.min(20, Math.max(0.1, r.logNormal(1.5, 0.8))) * 10_000) / 10_000;
    return this.emit('landMortgage', dateMs, {
      landAddress: this.landAddress(),
      mortgageArea: area,
      landUse: use,
      mortgageAmount: Math.round((area * this.landPrice(use) * r.int(50, 70)) / 100 / 10_000) * 10_000,
      startDate: iso(dateMs),
      endDate: iso(this.later(dateMs, 365, 5 * 365)),
      mortgagee: this.bank(),
    });
  }

  emitTaxArrears(dateMs: number): Payload {
    return this.emit('taxArrears', dateMs, {
      taxCategory: this.r.weighted([['增值税', 50], ['企业所得税', 25], ['城市维护建设税', 15], ['印花税', 10]] as const),
      ownTaxBalance: this.money(50_000 * this.sizeFactor, 1.2, 1_000, 50_000_000, 1),
      department: au.taxLocal(this.p),
      publishDate: iso(dateMs),
    });
  }

  emitRandomCheck(dateMs: number): Payload {
    const r = this.r;
    const tier = this.c.tier;
    return this.emit('randomCheck', dateMs, {
      executiveOrg: r.chance(0.85) ? au.samrLocal(this.p) : au.samrCity(this.p),
      type: r.weighted([['双随机抽查', 70], ['专项检查', 20], ['即时信息定向', 10]] as const),
      date: iso(dateMs),
      consequence:
        tier === 'normal'
          ? r.chance(0.92) ? '未发现问题' : '未按规定公示应当公示的信息'
          : r.weighted([['未发现问题', 40], ['未按规定公示应当公示的信息', 35], ['责令改正', 25]] as const),
    });
  }

  // Yearly and one-off kinds.

  /** 纳税信用等级: one rating a year for consecutive years, published each April by the provincial bureau. */
  private taxCredit(): void {
    const r = this.r;
    const c = this.c;
    if (c.kind !== 'company' || !r.chance(0.65)) return;
    const todayYear = yearOf(this.today);
    const lastRated = this.today >= dayOfYear(todayYear, 4, 30) ? todayYear - 1 : todayYear - 2;
    const firstYear = yearOf(c.estMs) + 1;
    if (firstYear > lastRated) return;
    const endYear = c.active ? lastRated : Math.min(lastRated, r.int(firstYear, lastRated + 1) - 1);
    if (endYear < firstYear) return;
    const years = Math.min(endYear - firstYear + 1, r.int(1, 6));
    const draw = (): string =>
      c.tier === 'risky'
        ? r.weighted([['A', 2], ['B', 25], ['M', 8], ['C', 35], ['D', 30]] as const)
        : c.tier === 'warning'
          ? r.weighted([['A', 10], ['B', 50], ['M', 15], ['C', 20], ['D', 5]] as const)
          : r.weighted([['A', 35], ['B', 52], ['M', 10], ['C', 2.5], ['D', 0.5]] as const);
    let level = '';
    for (let year = endYear - years + 1; year <= endYear; year++) {
      // A new taxpayer's first full year is rated M; later years keep last year's level more often than not.
      level = year === firstYear ? 'M' : level && level !== 'M' && r.chance(0.6) ? level : draw();
      if (c.tier === 'risky' && year === endYear && level === 'A') level = 'C';
      const published = dayOfYear(year + 1, 4, r.int(1, 28));
      this.emit('taxCredit', published, { year, level, evalOrg: au.taxProvince(this.p) });
    }
  }

  /** 清算信息: a liquidation group for cancelled and winding-up companies. */
  private liquidation(): void {
    const c = this.c;
    const chance = c.status === '清算中' ? 0.9 : c.status === '注销' ? 0.3 : c.status.startsWith('吊销') ? 0.1 : 0;
    if (c.kind === 'branch' || !this.r.chance(chance)) return;
    const people = [...new Set([...c.holders.filter((h) => h.kind === 'P').map((h) => h.name), ...c.staff.map((s) => s.name)])];
    const leader = people[0] ?? c.legalRep?.name ?? this.name();
    const members = people.slice(1, 4);
    while (members.length < 2) members.push(this.name());
    const date = this.between(Math.max(this.from, this.today - 5 * YEAR), this.today);
    this.emit('liquidation', date, { leader, members: members.join('、'), filingDate: iso(date) });
  }

  /** 简易注销: for small cancelled companies; now and then withdrawn or objected to for a live one. */
  private simpleCancellation(): void {
    const c = this.c;
    if (c.kind !== 'company') return;
    let result: string | null = null;
    if (c.status === '注销' && c.capital <= 10_000_000 && this.r.chance(0.35)) result = '准予简易注销';
    else if (c.active && c.tier === 'risky' && this.r.chance(0.05)) result = this.r.chance(0.5) ? '撤销简易注销' : '异议';
    if (!result) return;
    const date = this.between(Math.max(this.from, this.today - 5 * YEAR), this.today - 25 * DAY);
    this.emit('simpleCancellation', date, { regInstitute: au.samrLocal(this.p), noticeApplyDate: iso(date), result });
  }

  /** 行政许可: the licences the industry needs, renewed every five years. */
  private licenses(): void {
    const c = this.c;
    if (c.kind === 'organisation' || !c.active) return;
    for (const license of LICENSES) {
      if (!(license.sections.includes(this.section) || license.codes?.includes(this.code))) continue;
      if (!this.r.chance(c.tier === 'risky' ? 0.4 : 0.75)) continue;
      let from = this.between(c.estMs + 30 * DAY, c.estMs + 400 * DAY);
      while (from + 5 * YEAR < this.today - 5 * YEAR) from += 5 * YEAR;
      for (; from <= this.today; from = dayOfYear(yearOf(from) + 5, new Date(from).getUTCMonth() + 1, new Date(from).getUTCDate())) this.emitLicense(license.name, from);
    }
  }

  emitLicense(name: string, fromMs: number): Payload {
    const r = this.r;
    const p = this.p;
    const year = yearOf(fromMs);
    const to = dayOfYear(year + 5, new Date(fromMs).getUTCMonth() + 1, new Date(fromMs).getUTCDate()) - DAY;
    let licenseNo: string;
    let department: string;
    switch (name) {
      case '食品经营许可证':
        licenseNo = `JY${this.section === 'H' ? 2 : 1}${p.district.code}${String(r.int(0, 999_999)).padStart(6, '0')}${r.int(0, 9)}`;
        department = au.samrLocal(p);
        break;
      case '道路运输经营许可证':
        licenseNo = `${p.courtAbbr}交运管许可${p.cityAbbr}字${p.district.code}${String(r.int(0, 999_999)).padStart(6, '0')}号`;
        department = au.transport(p);
        break;
      case '排污许可证':
        licenseNo = `${this.c.creditCode ?? `91${p.district.code}MA${String(r.int(0, 99_999_999)).padStart(8, '0')}`}001${r.pick(['V', 'Q', 'U'])}`;
        department = au.ecology(p);
        break;
      case '建筑业企业资质证书': {
        const grade = this.c.capital >= 20_000_000 ? 2 : 3;
        licenseNo = `D${grade}${p.district.code.slice(0, 2)}${String(r.int(0, 999_999)).padStart(6, '0')}`;
        department = grade === 2 ? au.housingProvince(p) : au.housingCity(p);
        break;
      }
      default:
        licenseNo = `${p.icpAbbr}B2-${year}${String(r.int(1, 9_999)).padStart(4, '0')}`;
        department = au.telecom(p);
    }
    return this.emit('license', fromMs, { licenseNo, licenseName: name, validFrom: iso(fromMs), validTo: iso(to), department });
  }

  /** 荣誉: the recognitions its tags say it has (高新技术企业 every three years, 专精特新), and a few others. */
  private honors(volume: number): void {
    const c = this.c;
    if (c.kind !== 'company') return;
    const r = this.r;
    const firstYear = yearOf(c.estMs) + 1;
    const thisYear = yearOf(this.today);
    if (c.tags.includes('高新技术企业') && firstYear <= thisYear - 1) {
      for (let year = r.int(Math.max(firstYear, thisYear - 8), thisYear - 1); year <= thisYear - 1; year += 3)
        this.emitHonor('高新技术企业', year);
    }
    if (c.tags.includes('专精特新') && firstYear <= thisYear - 1) {
      const year = r.int(Math.max(firstYear, thisYear - 4), thisYear - 1);
      this.emitHonor('专精特新中小企业', year);
      if (r.chance(0.3) && year < thisYear - 1) this.emitHonor('专精特新"小巨人"企业', r.int(year + 1, thisYear - 1));
    }
    const done = new Set<string>();
    for (let n = poisson(r, this.mean('honor', volume)); n > 0; n--) {
      const honor = ['I', 'M', 'C'].includes(this.section) && r.chance(0.6) ? '科技型中小企业' : '守合同重信用企业';
      const year = r.int(Math.min(thisYear - 1, Math.max(firstYear, thisYear - 8)), thisYear - 1);
      if (done.has(`${honor}${year}`) || year < firstYear) continue;
      done.add(`${honor}${year}`);
      this.emitHonor(honor, year);
    }
  }

  emitHonor(honor: string, year: number, dateMs?: number): Payload {
    const p = this.p;
    const r = this.r;
    const published = dateMs ?? Math.min(this.today, dayOfYear(year, r.int(3, 12), r.int(1, 28)));
    let level = '省级';
    let department: string;
    switch (honor) {
      case '高新技术企业':
        level = '国家级';
        department = '全国高新技术企业认定管理工作领导小组办公室';
        break;
      case '专精特新"小巨人"企业':
        level = '国家级';
        department = '工业和信息化部';
        break;
      case '专精特新中小企业':
        department = au.industryDepartment(p);
        break;
      case '科技型中小企业':
        department = au.scienceDepartment(p);
        break;
      default:
        level = r.chance(0.5) ? '省级' : '市级';
        department = level === '省级' ? au.samrProvince(p) : au.samrCity(p);
    }
    return this.emit('honor', published, { honorName: honor, level, department, publishDate: iso(published) });
  }

  /** 私募基金管理人: investment managers registered with the fund association. */
  private privateFund(): void {
    const c = this.c;
    if (this.code !== 'L7212' || c.kind !== 'company' || c.capital < 10_000_000 || !this.r.chance(c.tier === 'normal' ? 0.1 : 0.03)) return;
    const r = this.r;
    const reg = Math.min(this.today, this.later(c.estMs, 90, 540));
    this.emit('privateFund', reg, {
      regNo: `P10${String(r.int(1, 77_999)).padStart(5, '0')}`,
      managerType: r.pick(['私募证券投资基金管理人', '私募股权、创业投资基金管理人']),
      regDate: iso(reg),
      memberType: r.weighted([['普通会员', 20], ['观察会员', 20], ['非会员', 60]] as const),
      scaleRange: r.weighted([['0-5亿', 75], ['5-10亿', 12], ['10-20亿', 8], ['20-50亿', 5]] as const),
      employeeNum: r.int(5, 40),
      officeAddress: c.address ?? this.p.local,
    });
  }

  // Operations: bids, land, jobs, customers, financing.

  emitBidding(dateMs: number, ownTender = false): Payload {
    const r = this.r;
    const project = r.pick(this.pickOf(BIDDING_PROJECTS));
    const type = ownTender ? '招标公告' : r.chance(0.55) ? '中标公告' : '成交公告';
    const purchaser = ownTender ? this.c.name : this.purchaser();
    const amount = this.money((this.section === 'E' ? 3_000_000 : 500_000) * this.sizeFactor, 1, 20_000, 500_000_000, 100);
    const suffix = type === '招标公告' ? '招标公告' : type === '中标公告' ? '中标结果公告' : '成交结果公告';
    return this.emit('bidding', dateMs, { title: `${purchaser}${project}${suffix}`, type, purchaser, amount, publishDate: iso(dateMs) });
  }

  private purchaser(): string {
    const r = this.r;
    const p = this.p;
    return r.pick([
      () => `${p.local}教育局`,
      () => `${p.local}人民政府${r.pick(['办公室', '机关事务管理中心'])}`,
      () => `${p.city}第${['一', '二', '三', '四', '五', '六'][r.int(0, 5)]}人民医院`,
      () => `${p.local}城市管理局`,
      () => `${p.local}住房和城乡建设局`,
      () => `${p.city}第${r.int(1, 40)}中学`,
    ])();
  }

  emitLandSupply(dateMs: number): Payload {
    const r = this.r;
    const use = this.landUse().replace('其他商服用地', '商服用地');
    const area = Math.round(Math.min(30, Math.max(0.2, r.logNormal(2, 0.8))) * 10_000) / 10_000;
    return this.emit('landSupply', dateMs, {
      landAddress: this.landAddress(),
      landArea: area,
      landUse: use,
      supplyWay: r.weighted([['挂牌出让', 75], ['拍卖出让', 13], ['招标出让', 10], ['划拨', 2]] as const),
      finalPrice: Math.round((area * this.landPrice(use)) / 10_000) * 10_000,
      signedDate: iso(dateMs),
    });
  }

  emitJob(dateMs: number): Payload {
    const r = this.r;
    const position = r.pick(this.pickOf(POSITIONS));
    const salaries = SALARY[position]!;
    // Salaries are higher in the largest cities.
    const big = ['北京市', '上海市', '深圳市', '广州市', '杭州市'].includes(this.p.city);
    const salary = salaries[Math.min(salaries.length - 1, r.int(0, salaries.length - 1) + (big && r.chance(0.4) ? 1 : 0))]!;
    return this.emit('jobOffer', dateMs, { position, salary, education: r.pick(EDUCATION[position]!), publishDate: iso(dateMs) });
  }

  /** Customers from won bids; top suppliers and customers from a listed company's annual reports. */
  private partners(bids: Payload[]): void {
    const r = this.r;
    const c = this.c;
    if (c.listed) {
      const thisYear = yearOf(this.today);
      for (let year = thisYear - r.int(1, 3); year < thisYear; year++) {
        const reportMs = dayOfYear(year, 12, 31);
        if (reportMs <= c.estMs) continue;
        for (const kind of ['supplier', 'customer'] as const) {
          let left = r.int(20, 60);
          for (let i = 0; i < 5 && left > 1; i++) {
            const ratio = i === 4 ? left : Math.max(1, Math.round((left * r.int(25, 45)) / 10) / 10);
            left = Math.round((left - ratio) * 10) / 10;
            this.emit(kind, reportMs, {
              name: this.ctx.otherCompany(),
              ratio,
              amount: this.money(50_000_000 * ratio, 0.3, 100_000, 5_000_000_000, 10_000),
              reportDate: iso(reportMs),
              dataSource: '年报',
            });
          }
        }
      }
      return;
    }
    for (const bid of bids) {
      if (bid.type === '招标公告' || !r.chance(0.3)) continue;
      const ms = Date.parse(`${bid.date as string}T00:00:00Z`);
      this.emit('customer', ms, { name: bid.purchaser, ratio: r.int(200, 3_500) / 100, amount: bid.amount, reportDate: bid.date, dataSource: '中标公告' });
    }
  }

  // Intellectual property.

  emitPatent(dateMs: number): Payload {
    const r = this.r;
    const subjects = PATENT_SUBJECTS[this.code] ?? PATENT_SUBJECTS[this.section] ?? PATENT_SUBJECTS.other!;
    const kind = r.weighted([['invention', 40], ['utility', 50], ['design', 10]] as const);
    const age = this.today - dateMs;
    let patentName: string;
    let patentType: string;
    let lawStatus: string;
    let abstracts: string;
    if (kind === 'design') {
      const [name, use] = r.pick(subjects.designs);
      patentName = name;
      patentType = '外观设计';
      lawStatus = age > 6 * YEAR && r.chance(0.4) ? '权利终止' : '授权';
      abstracts = `本外观设计产品的名称为${name}。本外观设计产品用于${use}。本外观设计的设计要点在于形状。最能表明设计要点的图片或照片为立体图。`;
    } else if (kind === 'utility' || r.chance(0.3)) {
      patentName = `一种${r.pick(DEVICE_ADJECTIVES)}${r.pick(subjects.devices)}`;
      const parts = distinct(r, DEVICE_PARTS, 3);
      if (kind === 'utility') {
        patentType = '实用新型';
        lawStatus = age > 5 * YEAR && r.chance(0.4) ? '权利终止' : '授权';
        abstracts = `本实用新型公开了${patentName}，包括${parts[0]}、${parts[1]}和${parts[2]}，${r.pick(BENEFITS)}`;
      } else {
        [patentType, lawStatus] = this.inventionStatus(age);
        abstracts = `本发明公开了${patentName}，包括${parts[0]}、${parts[1]}和${parts[2]}，${r.pick(BENEFITS)}`;
      }
    } else {
      patentName = `一种${r.pick(subjects.methods)}`;
      [patentType, lawStatus] = this.inventionStatus(age);
      abstracts = `本发明公开了${patentName}，${r.pick(BENEFITS)}`;
    }
    const typeDigit = patentType === '外观设计' ? 3 : patentType === '实用新型' ? 2 : 1;
    const digits = `${yearOf(dateMs)}${typeDigit}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
    const inventors = Array.from({ length: r.int(1, 4) }, () => this.name());
    return this.emit('patent', dateMs, {
      patentName,
      patentType,
      appNumber: `CN${digits}.${patentCheck(digits)}`,
      applicationDate: iso(dateMs),
      lawStatus,
      inventor: [...new Set(inventors)].join('；'),
      abstracts,
    });
  }

  private inventionStatus(age: number): [string, string] {
    const r = this.r;
    if (age < 2 * YEAR) return ['发明公布', '实质审查'];
    if (r.chance(0.65)) return ['发明授权', age > 8 * YEAR && r.chance(0.3) ? '权利终止' : '授权'];
    return ['发明公布', r.chance(0.5) ? '驳回' : '实质审查'];
  }

  emitTrademark(dateMs: number, cls?: string): Payload {
    const r = this.r;
    const year = yearOf(dateMs);
    const age = this.today - dateMs;
    const status = age < 270 * DAY ? '等待实质审查' : age > 10 * YEAR && r.chance(0.5) ? '无效' : r.chance(0.88) ? '注册' : '驳回';
    return this.emit('trademark', dateMs, {
      tmName: this.c.tradeName,
      // Registration numbers grow with the year: about 8 million in 2010, 5 million more a year since.
      regNo: String(year >= 2010 ? 8_000_000 + (year - 2010) * 5_100_000 + r.int(0, 5_000_000) : Math.max(1_000_000, 8_000_000 - (2010 - year) * 450_000 + r.int(0, 400_000))),
      intCls: cls ?? r.pick(this.pickOf(TRADEMARK_CLASSES)),
      appDate: iso(dateMs),
      status,
    });
  }

  emitSoftware(dateMs: number, used: Set<string>): Payload | null {
    const r = this.r;
    const product = r.pick(this.pickOf(SOFTWARE));
    const fullName = `${this.c.tradeName}${product}`;
    const version = (['V1.0', 'V2.0', 'V3.1'] as const).find((v) => !used.has(`${fullName}${v}`));
    if (!version) return null;
    used.add(`${fullName}${version}`);
    return this.emit('softwareCopyright', dateMs, {
      fullName,
      version,
      regNum: `${yearOf(dateMs)}SR${String(r.int(1, 1_999_999)).padStart(7, '0')}`,
      regDate: iso(dateMs),
    });
  }

  emitIcp(dateMs: number): Payload | null {
    const r = this.r;
    if (this.icpCount >= 3) return null;
    if (!this.icpNumber) this.icpNumber = r.int(10_000_000, 99_999_999);
    const first = this.icpCount === 0;
    this.icpCount++;
    const domain =
      first && this.c.website
        ? this.c.website.replace(/^www\./, '')
        : `${Array.from({ length: r.int(4, 8) }, () => r.pick([...'abcdefghkmnprstwyz'])).join('')}.${r.pick(['com', 'cn', 'com.cn'])}`;
    return this.emit('icpFiling', dateMs, {
      webName: first ? `${this.c.tradeName || this.c.shortName}官网` : `${this.c.tradeName || this.c.shortName}${r.pick(['商城', '服务平台', '资讯网'])}`,
      domain,
      icpNo: `${this.p.icpAbbr}ICP备${this.icpNumber}号-${this.icpCount}`,
      auditDate: iso(dateMs),
    });
  }

  emitWork(dateMs: number): Payload | null {
    const r = this.r;
    const [suffix, type, code] = r.weighted<[string, string, string]>([
      [['标志', '美术', 'F'], 40],
      [['卡通形象', '美术', 'F'], 25],
      [['吉祥物设计', '美术', 'F'], 15],
      [['企业宣传文案', '文字', 'A'], 10],
      [['产品摄影作品', '摄影', 'G'], 5],
      [['企业宣传片', '影视', 'I'], 5],
    ] as const);
    const reg = dateMs;
    const finish = reg - r.int(30, 400) * DAY;
    if (finish < this.c.estMs) return null;
    return this.emit('worksCopyright', reg, {
      name: `${this.c.tradeName}${suffix}`,
      type,
      regNum: `国作登字-${yearOf(reg)}-${code}-${String(r.int(1, 9_999_999)).padStart(8, '0')}`,
      finishDate: iso(finish),
      regDate: iso(reg),
    });
  }

  emitIpPledge(dateMs: number): Payload {
    const r = this.r;
    const ipType = r.weighted([['专利', 45], ['商标', 40], ['著作权', 15]] as const);
    const subjects = PATENT_SUBJECTS[this.code] ?? PATENT_SUBJECTS[this.section] ?? PATENT_SUBJECTS.other!;
    const ipName =
      ipType === '商标' && this.c.tradeName
        ? this.c.tradeName
        : ipType === '著作权' && this.c.tradeName
          ? `${this.c.tradeName}${r.pick(this.pickOf(SOFTWARE))}`
          : `一种${r.pick(subjects.devices)}`;
    return this.emit('ipPledge', dateMs, { ipName, ipType: ipName.startsWith('一种') ? '专利' : ipType, pledgor: this.c.name, pledgee: this.bank(), publishDate: iso(dateMs) });
  }

  // News.

  /** What a story's body says about the company. */
  articleCompany(): ArticleCompany {
    const c = this.c;
    return { name: c.name, shortName: c.shortName, city: this.p.city, industry: c.industry?.name ?? null, capital: c.capital, estYear: yearOf(c.estMs) };
  }

  emitNews(dateMs?: number): Payload {
    const r = this.r;
    const c = this.c;
    const sentiment = r.weighted([
      ['正面', c.tier === 'normal' ? 35 : 10],
      ['中性', 50],
      ['负面', c.tier === 'normal' ? 12 : 60],
    ] as const);
    const events = (this.newsEvents ??= {
      execution: this.executions
        .filter((e) => e.money > 1_000_000)
        .map((e) => ({ kind: 'execution', dayMs: e.filingMs, money: yuan(e.money), court: e.court.name, caseNo: e.caseNo, creditor: e.creditor })),
      salesSuit: this.lawsuits
        .filter((s) => s.defendant && s.reason === '买卖合同纠纷')
        .map((s) => ({ kind: 'salesSuit', dayMs: s.filingMs, amount: yuan(s.amount), court: s.court.name, caseNo: s.caseNo, plaintiff: s.other })),
      samrPenalty: [...this.samrPenalties],
      legalRep: c.legalRepChanges.map((l) => ({ kind: 'legalRep', ...l })),
      specialised: c.tags.includes('专精特新') ? [{ kind: 'specialised', dayMs: this.between(this.from, this.today) }] : [],
    });
    // Titles that report an event follow such an event, one report each; the others any day.
    const fits = NEWS[sentiment].filter((n) => !n.needs || (dateMs === undefined && events[n.needs]!.length));
    let item = r.pick(fits);
    let day = dateMs ?? this.between(this.from, this.today);
    let event: NewsEvent | undefined;
    // A new round reports a round of the company's 融资历程, once each, days after it; without one left to report the
    // story is another positive one. Decided without the records' stream, so every other record stays as it was.
    if (item.story === 'financing') {
      const round = dateMs === undefined ? c.rounds.find((x) => x.dayMs <= this.today && !this.reportedRounds.has(x.dayMs)) : undefined;
      if (round) {
        this.reportedRounds.add(round.dayMs);
        const amount = round.amount === null ? null : yuan(round.amount);
        event = { kind: 'financing', dayMs: round.dayMs, round: round.round, amount, lead: round.lead };
        day = Math.min(this.today, round.dayMs + (storyHash(`${c.name}|${round.round}`) % 4) * DAY);
      } else item = NEWS.正面.find((n) => n.story === 'partnership')!;
    }
    if (item.needs && dateMs === undefined) {
      const reported = events[item.needs]!;
      [event] = reported.splice(r.int(0, reported.length - 1), 1);
      day = Math.min(this.today, this.later(event!.dayMs, 0, 15));
    }
    const shortName = c.shortName;
    const title = item.title.replace('{n}', shortName);
    const source = r.pick(NEWS_SOURCES);
    const hour = r.int(7, 22);
    const minute = r.int(0, 59);
    // The body from a stream of the story's own (the records' stream is left as it was); reprints carry it too.
    const content = newsContent(storyRandom(`${c.name}|${title}|${day}|body`), item.story, this.articleCompany(), source, day, sentiment === '负面', event);
    const fields = {
      sentiment,
      tags: item.tag,
      category: item.category,
      summary: item.summary.replace('{n}', shortName),
      content,
      ...(event ? { eventDate: iso(event.dayMs) } : {}),
    };
    const stamp = (ms: number, h: number) => `${iso(ms)} ${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
    const news = this.emit('news', day, { title, source, publishTime: stamp(day, hour), ...fields });
    // Reprints in the data set (not in a day's update): other outlets carry the story within days, some
    // marking it 【转载】. Decided by a hash of the story, not by the generator's stream, so that adding
    // them leaves every other record as it was.
    if (dateMs === undefined) {
      const h = storyHash(`${c.name}|${title}|${day}`);
      const copies = h % 5 === 0 ? 1 + ((h >>> 3) % 3) : 0;
      for (let i = 1; i <= copies; i++) {
        const at = Math.min(this.today, day + ((h >>> (5 + i)) % 3) * DAY);
        const outlet = NEWS_SOURCES[(NEWS_SOURCES.indexOf(source) + i) % NEWS_SOURCES.length]!;
        this.emit('news', at, {
          title: (h >>> (8 + i)) % 2 ? `【转载】${title}` : title,
          source: outlet,
          publishTime: stamp(at, Math.min(23, hour + i)),
          ...fields,
        });
      }
    }
    return news;
  }

  // All of a company's records.

  all(volume: number, plan: ReportPlan): Payload[] {
    const r = this.r;
    const c = this.c;
    const span = (kind: string, fn: (ms: number) => unknown, mean = this.mean(kind, volume)) => {
      for (let n = poisson(r, mean); n > 0; n--) fn(this.between(this.from, this.today));
    };
    const company = c.kind === 'company';
    const s = this.section;
    this.courts(volume);
    this.abnormal(plan);
    span('penalty', (d) => this.emitPenalty(d));
    if (company)
      span('equityPledge', (d) => {
        const h = this.personHolder();
        if (h) this.emitEquityPledge(d, h);
      });
    if (c.kind !== 'organisation') span('chattelMortgage', (d) => this.emitChattelMortgage(d));
    if (company) span('landMortgage', (d) => this.emitLandMortgage(d), this.mean('landMortgage', volume) * (['C', 'K', 'G', 'D'].includes(s) ? 2 : 0.3));
    this.liquidation();
    this.simpleCancellation();
    span('taxArrears', (d) => this.emitTaxArrears(d));
    span('randomCheck', (d) => this.emitRandomCheck(d));
    this.taxCredit();
    this.licenses();
    const bids: Payload[] = [];
    if (c.kind !== 'organisation')
      span('bidding', (d) => bids.push(this.emitBidding(d, r.chance(0.08))), this.mean('bidding', volume) * (['E', 'I', 'O', 'F', 'C', 'G', 'H'].includes(s) ? 1.5 : 0.3));
    if (company) span('landSupply', (d) => this.emitLandSupply(d), this.mean('landSupply', volume) * (['K', 'C', 'G'].includes(s) ? 3 : 0.2));
    if (c.active) {
      // Job offers are current: the last year.
      for (let n = poisson(r, this.mean('jobOffer', volume)); n > 0; n--) this.emitJob(this.between(Math.max(this.from, this.today - YEAR), this.today));
    }
    this.honors(volume);
    this.partners(bids);
    this.privateFund();
    if (company && c.tradeName) {
      const tech = ['C', 'I', 'M', 'D', 'E'].includes(s);
      span('patent', (d) => this.emitPatent(d), this.mean('patent', volume) * (tech ? 2.5 : 0.3));
      span('trademark', (d) => this.emitTrademark(d), this.mean('trademark', volume) * (['F', 'H', 'C'].includes(s) ? 1.5 : 1));
      const used = new Set<string>();
      span('softwareCopyright', (d) => this.emitSoftware(d, used), this.mean('softwareCopyright', volume) * (s === 'I' ? 4 : s === 'M' ? 1.5 : 0.2));
      span('icpFiling', (d) => this.emitIcp(d), this.mean('icpFiling', volume) + (c.website ? 0.7 : 0));
      span('worksCopyright', (d) => this.emitWork(d));
      span('ipPledge', (d) => this.emitIpPledge(d));
    }
    // 融资历程 come from the financing events (generate/financing.ts): they name real institutions.
    for (let n = poisson(r, this.mean('news', volume)); n > 0; n--) this.emitNews();
    // Kinds added later draw from a stream of their own, so every record above stays as it was.
    const later = new Random(storyHash(`${c.name}|${c.estMs}|later kinds`));
    this.exposures(later);
    if (company) for (let n = poisson(later, this.mean('landTransfer', volume) * (['K', 'C', 'G', 'E'].includes(s) ? 3 : 0.3)); n > 0; n--) this.emitLandTransfer(later, this.from + later.int(0, Math.floor((this.today - this.from) / DAY)) * DAY);
    return this.out;
  }

  /**
   * 曝光台: courts publish debtors who do not perform (执行曝光台, their official accounts, screens in public), some
   * months into an execution that has not ended; a risky debtor's cases most often.
   */
  private exposures(x: Random): void {
    const chance = this.c.tier === 'risky' ? 0.35 : this.c.tier === 'warning' ? 0.1 : 0;
    for (const e of this.executions) {
      if (!x.chance(chance)) continue;
      const publish = x.int(60, 400) * DAY + e.filingMs;
      if (publish > this.today || (e.finalMs !== null && e.finalMs < publish)) continue;
      const unperformed = Math.round((e.money * x.int(40, 100)) / 100);
      const exposureType = x.weighted([['失信被执行人', 55], ['拒不履行判决裁定', 30], ['限制消费人员', 15]] as const);
      this.emit('exposure', publish, {
        caseCode: e.caseNo,
        execCourt: e.court.name,
        applicant: e.creditor,
        execMoney: e.money,
        unperformedMoney: unperformed,
        publishDate: iso(publish),
        exposureType,
        channel: x.weighted([['法院执行曝光台', 70], ['法院官方微信公众号', 20], ['户外电子屏', 10]] as const),
        content: `${e.court.name}执行曝光：被执行人${this.c.name}（${exposureType}），案号${e.caseNo}，申请执行人${e.creditor}，执行标的${yuan(e.money)}，尚未履行${yuan(unperformed)}。被执行人未按执行通知履行生效法律文书确定的义务，依法予以曝光。`,
      });
    }
  }

  /** 土地转让: a plot's use right changing hands on the secondary market, the company on either side. */
  emitLandTransfer(x: Random, dateMs: number): Payload {
    const use = this.landUse(x).replace('其他商服用地', '商服用地');
    const area = Math.round(Math.min(15, Math.max(0.1, x.logNormal(1.2, 0.8))) * 10_000) / 10_000;
    const other = `${this.p.cityShort}${x.pick(TRADE_CHARS)}${x.pick(TRADE_CHARS)}${x.pick(['实业有限公司', '置业有限公司', '投资发展有限公司', '物流有限公司', '科技有限公司'])}`;
    const bought = x.chance(0.6);
    const transferMode = x.weighted([['转让', 60], ['出售', 25], ['作价出资', 10], ['赠与', 5]] as const);
    return this.emit('landTransfer', dateMs, {
      landAddress: this.landAddress(x),
      landArea: area,
      landUse: use,
      transferMode,
      transferPrice: transferMode === '赠与' ? null : Math.round((area * this.landPrice(use, x) * x.int(80, 130)) / 100 / 10_000) * 10_000,
      dealingDate: iso(dateMs),
      formerHolder: bought ? other : this.c.name,
      currentHolder: bought ? this.c.name : other,
      landUsageTerm: `${use === '住宅用地' ? x.int(40, 68) : x.int(20, 48)}年`,
      region: this.p.local,
    });
  }

  /**
   * `n` first-instance disputes filed in the last five months (an issuer's 未决诉讼), as far as they have come by
   * today: most are still 审理中.
   */
  pending(n: number): Payload[] {
    for (let i = 0; i < n; i++) {
      const s = this.lawsuit(this.between(Math.max(this.from, this.today - 150 * DAY), Math.max(this.from, this.today - 7 * DAY)));
      this.lawsuits.push(s);
      this.emitLawsuit(s);
    }
    return this.out;
  }

  /** One record of a kind dated `dayMs` (a day's update): earlier dates of its case are before it. */
  ofDay(kind: string, dayMs: number): Payload | null {
    const r = this.r;
    const back = (min: number, max: number) => Math.max(this.c.estMs, dayMs - r.int(min, max) * DAY);
    switch (kind) {
      case 'caseFiling': {
        const s = this.lawsuit(dayMs);
        return this.emitCaseFiling({ ...s, hearingMs: null, judgeMs: null });
      }
      case 'courtNotice': {
        const s = this.lawsuit(back(30, 150));
        return this.emitCourtNotice({ ...s, hearingMs: dayMs });
      }
      case 'judgmentDocument': {
        const s = this.lawsuit(back(60, 300));
        const docType = s.docType;
        return this.emitJudgment({ ...s, docType, hearingMs: dayMs, judgeMs: dayMs });
      }
      case 'executedPerson':
        return this.emitExecuted(this.execution(dayMs, null));
      case 'dishonest':
        return this.emitDishonest(this.execution(back(45, 300), null), dayMs);
      case 'consumptionLimit':
        return this.emitLimit(this.execution(back(15, 200), null), dayMs);
      case 'finalCase': {
        const e = this.execution(back(90, 540), null);
        e.finalMs = dayMs;
        return this.emitFinal(e);
      }
      case 'equityFreeze': {
        const holder = this.personHolder();
        return holder ? this.emitFreeze(this.execution(back(10, 120), null), dayMs, holder) : null;
      }
      case 'judicialAuction':
        this.emitAuction(this.execution(back(150, 600), null), dayMs, true);
        return this.out.at(-1) ?? null;
      case 'courtAnnouncement': {
        const s = this.lawsuit(back(10, 60), true);
        const [pl] = this.plaintiffDefendant(s);
        return this.emitAnnouncement(dayMs, '起诉状副本及开庭传票', s.court, `${this.c.name}：本院受理原告${pl}诉你公司${s.reason}一案，现依法向你公司公告送达起诉状副本、应诉通知书、举证通知书及开庭传票。自公告之日起经过三十日即视为送达。`);
      }
      case 'bankruptcy':
        return this.emitBankruptcy(dayMs);
      case 'abnormalOperation':
        return this.emitAbnormal(dayMs, r.chance(0.8) ? 1 : 2, null);
      case 'seriousViolation':
        return this.emitSerious(dayMs, 1);
      case 'penalty':
        return this.emitPenalty(dayMs);
      case 'equityPledge': {
        const holder = this.personHolder();
        return holder ? this.emitEquityPledge(dayMs, holder) : null;
      }
      case 'chattelMortgage':
        return this.emitChattelMortgage(dayMs);
      case 'landMortgage':
        return this.emitLandMortgage(dayMs);
      case 'taxArrears':
        return this.emitTaxArrears(dayMs);
      case 'randomCheck':
        return this.emitRandomCheck(dayMs);
      case 'bidding':
        return this.emitBidding(dayMs);
      case 'jobOffer':
        return this.emitJob(dayMs);
      case 'patent':
        return this.c.tradeName ? this.emitPatent(dayMs) : null;
      case 'trademark':
        return this.c.tradeName ? this.emitTrademark(dayMs) : null;
      case 'news':
        return this.emitNews(dayMs);
      default:
        return null;
    }
  }
}

/**
 * Annual reports that were late or never came, by year (the others were on time). Listings in the
 * abnormal-operations register follow from them.
 */
export function reportPlan(ctx: RecordContext): ReportPlan {
  const r = ctx.rng;
  const c = ctx.company;
  const late = new Map<number, number | null>();
  if (!c.active || c.kind === 'branch') return { late };
  const lastYear = yearOf(ctx.todayMs) - 1;
  const firstYear = Math.max(yearOf(c.estMs), lastYear - 7);
  const miss = c.tier === 'risky' ? 0.25 : c.tier === 'warning' ? 0.08 : 0.015;
  const catchUp = c.tier === 'risky' ? 0.4 : c.tier === 'warning' ? 0.7 : 0.9;
  for (let year = firstYear; year <= lastYear; year++) {
    const deadline = dayOfYear(year + 1, 6, 30);
    if (deadline >= ctx.todayMs || !r.chance(miss)) continue;
    const published = deadline + r.int(15, 400) * DAY;
    late.set(year, r.chance(catchUp) && published <= ctx.todayMs ? published : null);
  }
  return { late };
}

/** All records of a company, each `{ kind, date, ...columns }`. `volume` scales the event kinds. */
export function companyRecords(ctx: RecordContext, volume: number, plan: ReportPlan): Payload[] {
  return new CompanyRecords(ctx).all(volume, plan);
}

/** `n` recent disputes of a company, mostly still pending (the issuers under review: generate/issuerRisk.ts). */
export function pendingCases(ctx: RecordContext, n: number): Payload[] {
  return new CompanyRecords(ctx).pending(n);
}

/** Kinds a day's update brings, weighted as a risky company has them. */
export const DAILY_KINDS: readonly (readonly [string, number])[] = [
  ['caseFiling', 8],
  ['courtNotice', 8],
  ['judgmentDocument', 10],
  ['executedPerson', 6],
  ['dishonest', 3],
  ['consumptionLimit', 3],
  ['finalCase', 2],
  ['equityFreeze', 2],
  ['judicialAuction', 1.5],
  ['courtAnnouncement', 3],
  ['bankruptcy', 0.3],
  ['abnormalOperation', 2],
  ['seriousViolation', 0.5],
  ['penalty', 3],
  ['equityPledge', 1.5],
  ['chattelMortgage', 2],
  ['landMortgage', 0.5],
  ['taxArrears', 1.5],
  ['randomCheck', 1],
  ['bidding', 1],
  ['jobOffer', 1],
  ['patent', 1],
  ['trademark', 1],
  ['news', 8],
];

/** One record of `kind` dated `dayMs` for a day's update, or null if the company cannot have it. */
export function recordOfDay(ctx: RecordContext, kind: string, dayMs: number): Payload | null {
  return new CompanyRecords(ctx).ofDay(kind, dayMs);
}
