import { RECORD_KINDS, type RecordColumn, type RecordKind } from '@esee/contracts';
import type { Random } from './random';

/** Province abbreviations by the first two digits of a region code, for case numbers. */
const PROVINCE_ABBR: Record<string, string> = {
  '11': '京', '12': '津', '13': '冀', '15': '蒙', '21': '辽', '22': '吉', '23': '黑', '31': '沪', '32': '苏', '33': '浙', '34': '皖',
  '35': '闽', '36': '赣', '37': '鲁', '41': '豫', '42': '鄂', '43': '湘', '44': '粤', '45': '桂', '46': '琼', '50': '渝', '51': '川',
  '52': '贵', '53': '云', '61': '陕', '62': '甘', '65': '新',
};

/** How risky a company is decides how many records of each kind it has (record-kinds §9). */
export type RiskTier = 'normal' | 'warning' | 'risky';

/** Average count of each kind, per tier. Kinds not listed: none. */
const FREQUENCY: Record<string, Partial<Record<RiskTier, number>>> = {
  courtNotice: { normal: 0.4, warning: 2, risky: 8 },
  caseFiling: { normal: 0.4, warning: 2, risky: 8 },
  judgmentDocument: { normal: 0.8, warning: 3, risky: 12 },
  executedPerson: { warning: 1, risky: 6 },
  dishonest: { risky: 3 },
  consumptionLimit: { risky: 3 },
  finalCase: { risky: 2 },
  equityFreeze: { warning: 0.3, risky: 2 },
  judicialAuction: { risky: 1.5 },
  courtAnnouncement: { normal: 0.1, warning: 0.6, risky: 3 },
  bankruptcy: { risky: 0.3 },
  abnormalOperation: { normal: 0.1, warning: 1, risky: 3 },
  seriousViolation: { risky: 0.8 },
  penalty: { normal: 0.2, warning: 1, risky: 3 },
  equityPledge: { normal: 0.1, warning: 0.8, risky: 2 },
  chattelMortgage: { normal: 0.2, warning: 1, risky: 2 },
  landMortgage: { normal: 0.05, warning: 0.3, risky: 1 },
  liquidation: { risky: 0.2 },
  simpleCancellation: { risky: 0.1 },
  taxArrears: { warning: 0.3, risky: 1.5 },
  randomCheck: { normal: 0.5, warning: 1, risky: 1 },
  taxCredit: { normal: 2, warning: 2, risky: 1 },
  license: { normal: 0.8, warning: 0.8, risky: 0.3 },
  bidding: { normal: 1, warning: 0.6, risky: 0.2 },
  landSupply: { normal: 0.05, warning: 0.05 },
  jobOffer: { normal: 1.5, warning: 1, risky: 0.2 },
  honor: { normal: 0.3, warning: 0.1 },
  supplier: { normal: 0.3, warning: 0.2 },
  customer: { normal: 0.3, warning: 0.2 },
  privateFund: { normal: 0.01 },
  patent: { normal: 1.2, warning: 0.5, risky: 0.2 },
  trademark: { normal: 1, warning: 0.5, risky: 0.3 },
  softwareCopyright: { normal: 0.6, warning: 0.3 },
  icpFiling: { normal: 0.3, warning: 0.2 },
  worksCopyright: { normal: 0.2, warning: 0.1 },
  ipPledge: { normal: 0.05, warning: 0.2, risky: 0.3 },
  financing: { normal: 0.05 },
  news: { normal: 1, warning: 3, risky: 8 },
};

const NEWS_TITLES = {
  正面: ['{n}完成新一轮融资，加码研发投入', '{n}中标重点项目，订单同比增长', '{n}入选专精特新企业名单', '{n}与多家机构达成战略合作'],
  中性: ['{n}召开年度工作会议', '{n}发布新一代产品', '{n}变更法定代表人', '{n}参加行业博览会'],
  负面: ['{n}被列为被执行人，执行标的逾百万元', '{n}因逾期付款被供应商起诉', '{n}多名高管离职引关注', '{n}被市场监管部门处以罚款', '{n}债务违约风险上升'],
} as const;

export interface RecordContext {
  rng: Random;
  /** The company's short name, region code and founding time. */
  companyName: string;
  regionCode: string;
  estMs: number;
  todayMs: number;
  tier: RiskTier;
  /** A company name to appear as the other party; a person's name. */
  otherCompany: () => string;
  person: () => string;
  /** The legal representative: named with the company in some cases (guarantor, 限高 order). */
  legalRep: { id: string; name: string } | null;
}

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

const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

function caseNo(ctx: RecordContext, year: number, type: string): string {
  const abbr = PROVINCE_ABBR[ctx.regionCode.slice(0, 2)] ?? '京';
  return `（${year}）${abbr}${ctx.regionCode.slice(2, 4)}${String(ctx.rng.int(1, 99)).padStart(2, '0')}${type}${ctx.rng.int(100, 39_999)}号`;
}

/** The value of one column of a record. */
function value(ctx: RecordContext, kind: RecordKind, column: RecordColumn, date: string): unknown {
  const r = ctx.rng;
  const year = Number(date.slice(0, 4));
  switch (column.key) {
    case 'caseNo':
    case 'caseCode':
      return caseNo(ctx, year, kind.kind === 'caseFiling' || kind.kind === 'courtNotice' || kind.kind === 'judgmentDocument' ? r.pick(['民初', '民终']) : '执');
    case 'executeNoticeNum':
      return `${caseNo(ctx, year, '执')}之${r.pick(['一', '二', '三'])}`;
    case 'title':
      if (kind.kind === 'judgmentDocument') return `${ctx.companyName}与${ctx.otherCompany()}${r.pick(['买卖合同纠纷', '借款合同纠纷', '租赁合同纠纷'])}一审民事${r.pick(['判决书', '裁定书'])}`;
      if (kind.kind === 'judicialAuction') return `【${r.pick(['第一次拍卖', '第二次拍卖'])}】${ctx.companyName}名下${r.pick(['房产', '土地使用权', '机器设备一批', '车辆'])}`;
      if (kind.kind === 'bidding') return `${ctx.otherCompany()}${r.pick(['办公设备采购', '信息化建设', '物业服务', '工程施工'])}项目${r.pick(['招标公告', '中标结果公告', '成交公告'])}`;
      if (kind.kind === 'news') return '';
      return `${ctx.companyName}${kind.title}`;
    case 'regNumber':
    case 'regNum':
    case 'regNo':
      if (kind.kind === 'privateFund') return `P10${r.int(10_000, 99_999)}`;
      if (kind.kind === 'worksCopyright') return `国作登字-${year}-F-${r.int(10_000_000, 99_999_999)}`;
      return String(r.int(100_000_000, 999_999_999_999));
    case 'appNumber':
      return `CN${year}${r.int(10_000_000, 99_999_999)}.${r.int(0, 9)}`;
    case 'licenseNo':
      return `${r.pick(['JY', 'SC', '交运管许可'])}${r.int(1_000_000, 9_999_999)}`;
    case 'docNo':
      return `${r.pick(['市监处罚', '税稽罚', '环罚'])}〔${year}〕${r.int(1, 999)}号`;
    case 'icpNo':
      return `${r.pick(['京', '沪', '粤', '浙', '苏'])}ICP备${r.int(10_000_000, 99_999_999)}号-${r.int(1, 3)}`;
    case 'domain':
      return `${Array.from({ length: r.int(4, 8) }, () => r.pick([...'abcdefghkmnprstwxyz'])).join('')}.com`;
    case 'putDepartment':
    case 'departmentName':
    case 'regDepartment':
    case 'department':
    case 'executiveOrg':
    case 'evalOrg':
      return r.pick(['市市场监督管理局', '区市场监督管理局', '国家税务总局区税务局', '市生态环境局', '市交通运输局']);
    case 'removeReason':
      return r.chance(0.5) ? '依法补报了未报年份的年度报告并公示' : '';
    case 'removeDate':
      return r.chance(0.5) ? date : '';
    case 'content':
      return `罚款${r.int(1, 50)}万元；${r.pick(['警告', '没收违法所得', '责令改正'])}`;
    case 'fullName':
      return `${ctx.companyName.slice(0, 4)}${r.pick(['智能管理系统', '数据分析平台', '客户服务软件', '供应链协同平台'])}`;
    case 'patentName':
      return `一种${r.pick(['基于深度学习的', '高效节能的', '可拆卸式', '智能化'])}${r.pick(['数据处理方法及装置', '检测设备', '生产工艺', '控制系统'])}`;
    case 'tmName':
      return ctx.companyName.slice(2, 4);
    case 'webName':
      return `${ctx.companyName.slice(0, 6)}官网`;
    case 'landAddress':
      return `${r.pick(['高新区', '经济开发区', '新城区'])}${r.int(1, 60)}-${r.int(1, 9)}地块`;
    case 'judgeResult':
      return `判决被告于本判决生效之日起十日内支付原告货款及利息。案件受理费由被告负担。`;
    case 'abstracts':
      return '本发明公开了一种方法及装置，能够提高处理效率，降低成本，适用于多种应用场景。';
    case 'members':
      return Array.from({ length: r.int(2, 4) }, () => ctx.person()).join('、');
    case 'ipName':
      return `${ctx.companyName}${r.pick(['商标', '发明专利', '软件著作权'])}`;
    case 'name':
      if (kind.kind === 'worksCopyright') return `${ctx.companyName}${r.pick(['标识设计', '宣传画册', '产品图集'])}`;
      break;
    case 'officeAddress':
      return `${ctx.companyName}办公楼`;
    case 'summary':
      return `${ctx.companyName}相关报道摘要。`;
  }
  switch (column.type) {
    case 'date':
      return date;
    case 'datetime':
      return `${date} ${String(r.int(8, 17)).padStart(2, '0')}:${r.pick(['00', '30'])}:00`;
    case 'money':
      return Math.round(r.logNormal(kind.risk === '高风险' ? 500_000 : 200_000, 1.3));
    case 'percent':
      return Math.round(r.next() * 10000) / 100;
    case 'number':
      return column.key === 'year' ? year : Math.round(r.logNormal(3, 0.8) * 100) / 100;
    case 'enum':
      return r.pick(column.values ?? ['']);
    case 'company':
      return r.chance(0.5) ? ctx.companyName : ctx.otherCompany();
    case 'person':
      return ctx.person();
    case 'text':
    case 'string':
      return `${ctx.companyName}${column.title}`;
    case 'year':
      return year;
    case 'status':
      return '存续';
    case 'party':
      return ctx.otherCompany();
  }
}

/** How many records of a kind: a Poisson-like draw around the tier's average. */
function count(rng: Random, mean: number): number {
  let n = 0;
  let p = Math.exp(-mean);
  const u = rng.next();
  let cumulative = p;
  while (u > cumulative && n < 200) {
    n++;
    p *= mean / n;
    cumulative += p;
  }
  return n;
}

/** The records of one company, kind by kind, dated after its founding. */
export function* companyRecords(ctx: RecordContext, scale: number): Generator<Record<string, unknown>> {
  const from = Math.max(ctx.estMs, ctx.todayMs - TEN_YEARS_MS);
  for (const kind of RECORD_KINDS) {
    const mean = (FREQUENCY[kind.kind]?.[ctx.tier] ?? 0) * scale;
    if (!mean) continue;
    for (let i = count(ctx.rng, mean); i > 0; i--) {
      const date = ctx.rng.date(from, ctx.todayMs);
      const payload: Record<string, unknown> = { kind: kind.kind, date };
      for (const column of kind.columns) payload[column.key] = value(ctx, kind, column, date);
      if (kind.kind === 'news') {
        const sentiment = ctx.rng.weighted([
          ['正面', ctx.tier === 'normal' ? 35 : 10],
          ['中性', 50],
          ['负面', ctx.tier === 'normal' ? 12 : 60],
        ] as const);
        payload.sentiment = sentiment;
        payload.title = ctx.rng.pick(NEWS_TITLES[sentiment]).replace('{n}', ctx.companyName);
      }
      const share = PERSON_PARTY_SHARE[kind.kind];
      if (share && ctx.legalRep && ctx.tier !== 'normal' && ctx.rng.chance(share)) {
        payload.personId = ctx.legalRep.id;
        payload.personName = ctx.legalRep.name;
        if (kind.kind === 'consumptionLimit') payload.xname = ctx.legalRep.name;
      }
      if (kind.kind === 'taxCredit') payload.level = ctx.tier === 'risky' ? 'D' : ctx.rng.pick(['A', 'A', 'B', 'B', 'M']);
      yield payload;
    }
  }
}
