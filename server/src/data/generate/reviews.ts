/**
 * 监管动态: review items of the data set's own companies, consistent with their listings.
 *
 * - IPO审核意见 (注册制, `auditMind`): every company in an A-share IPO past its tutoring (listings.jsonl: its board,
 *   sponsor, acceptance and stage days, the stage as the exchange labels it), and companies listed on a
 *   registration board since it opened (科创板 2019, 创业板 2020, 北交所 2021, 主板 2023), registered a month or two
 *   before their listing day.
 * - IPO反馈意见 (核准制, `feedback`): companies listed on 主板 or 创业板 from 2016 to early 2023 went through the
 *   CSRC's 发审委 (已受理, 反馈意见, 已反馈, 预先披露更新, 已通过发审会); some 股份有限公司 of those years stopped
 *   (中止审查, 终止审查, 未通过发审会).
 * - 债券发行审核 (`bond`): 公司债 of listed companies and larger 股份有限公司 at the SSE or SZSE (已受理, 已反馈,
 *   已接收反馈意见, 通过, 提交注册, 注册生效, 终止).
 * - 并购重组 (`mergers`) and 再融资 (`refinance`): A-share companies buying another company of the data set or
 *   raising money (定增, 可转债, 配股), through the exchange's review.
 *
 * Each item has its sponsor (the listings' sponsors, real names) or financial adviser, a law firm and an
 * accounting firm (real names), an appraiser for a deal, generated signatories; milestones in order; files by
 * type; inquiry letters by round with questions tagged by topic, naming the issuer, and an answer summary.
 * The same seed and day give the same items.
 */
import { exchangeOfBoard, REGISTRATION_SINCE, reviewEraOf, reviewPath, type ReviewProduct } from '@esee/contracts';
import type { ListingRow, ReviewRow } from '../format';
import type { CompanyDraft } from './companies';
import { SPONSORS } from './listings';
import { GIVEN_CHARS, SURNAMES } from './names';
import { isoDay, type Random } from './random';
import { shortName } from './researchReports';
import { expectedReviews } from './reviewRates';
import { ISSUER_LEAST_CAPITAL, listingBoardOf } from '../rules/issuerCapital';

const DAY = 86_400_000;
/**
 * Three years of business before an application: 首次公开发行股票注册管理办法 (2023) 第十条 (持续经营三年以上); a bond's
 * issuer shows three years of profits (公司债券发行与交易管理办法 (2023) 第十四条, 最近三年平均可分配利润).
 */
const THREE_YEARS = 3 * 365 * DAY;
/** At most this many bond items (the IPO, refinancing and M&A items follow the exchanges' rates: reviewRates.ts). */
const PER_TYPE = 90;
/** The 核准制 IPO items are of applications accepted from this day. */
const LEGACY_FROM = '2016-01-01';
/** Refinancing and M&A items end within this many days of today. */
const RECENT_DAYS = 900;

const LAW_FIRMS: readonly string[] = [
  '北京市金杜律师事务所',
  '北京市中伦律师事务所',
  '上海市锦天城律师事务所',
  '北京国枫律师事务所',
  '国浩律师（上海）事务所',
  '北京市君合律师事务所',
  '北京德恒律师事务所',
  '北京市竞天公诚律师事务所',
  '广东信达律师事务所',
  '北京市康达律师事务所',
  '上海市通力律师事务所',
  '北京大成律师事务所',
];
const ACCOUNTING_FIRMS: readonly string[] = [
  '天健会计师事务所（特殊普通合伙）',
  '立信会计师事务所（特殊普通合伙）',
  '容诚会计师事务所（特殊普通合伙）',
  '大华会计师事务所（特殊普通合伙）',
  '信永中和会计师事务所（特殊普通合伙）',
  '致同会计师事务所（特殊普通合伙）',
  '中汇会计师事务所（特殊普通合伙）',
  '天职国际会计师事务所（特殊普通合伙）',
  '安永华明会计师事务所（特殊普通合伙）',
  '毕马威华振会计师事务所（特殊普通合伙）',
  '普华永道中天会计师事务所（特殊普通合伙）',
  '中审众环会计师事务所（特殊普通合伙）',
];
const APPRAISERS: readonly string[] = [
  '中联资产评估集团有限公司',
  '北京中企华资产评估有限责任公司',
  '坤元资产评估有限公司',
  '上海东洲资产评估有限公司',
  '银信资产评估有限公司',
  '北京天健兴业资产评估有限公司',
];

/** The listings' stages as the number of registration-era steps reached (终止: an ended item). */
const LISTING_STEP: Record<string, number> = { 已受理: 0, 问询: 1, 上市委会议: 2, 提交注册: 3, 注册生效: 4 };

/**
 * The labels of an item of `product` on `board` accepted at `startMs`, by the review rules (its era's path at its
 * exchange); null when the board had not opened then.
 */
function pathOf(product: ReviewProduct, board: string, startMs: number) {
  const era = reviewEraOf(product, board, isoDay(startMs));
  return era ? reviewPath(product, era, exchangeOfBoard(board)) : null;
}
/** The last day before a board's 注册制: a 核准制 item is accepted before it. */
const approvalEnd = (board: string) => dayMs(REGISTRATION_SINCE[board as keyof typeof REGISTRATION_SINCE]) - DAY;

const BOARD_NAME: Record<string, string> = { 沪主板: '主板', 深主板: '主板', 科创板: '科创板', 创业板: '创业板', 北交所: '北京证券交易所' };

/** Question templates by topic: `{n}` the issuer's short name, `{y}` a year of the reporting period. */
const QUESTIONS: Record<string, { q: string[]; a: string }> = {
  收入确认: {
    q: [
      '请{n}说明报告期内各类业务收入确认的具体时点和依据，是否存在提前确认收入的情形，第四季度收入占比较高的原因及合理性。',
      '申报材料显示，{n}{y}年前五大客户收入占比较高。请说明主要客户的获取方式、交易的真实性，是否存在经销商压货或突击确认收入的情形。',
    ],
    a: '发行人已结合合同条款说明收入确认时点，第四季度收入占比较高系行业季节性所致；保荐机构与申报会计师核查了合同、验收单和回款，认为收入确认真实、准确。',
  },
  关联交易: {
    q: [
      '请{n}说明报告期内关联采购和关联销售的必要性、定价公允性，是否存在通过关联交易调节利润的情形，以及减少关联交易的措施。',
      '申报材料显示，{n}与控股股东控制的企业存在资金拆借。请说明拆借的背景、利率及清理情况，相关内部控制是否健全有效。',
    ],
    a: '发行人说明关联交易具有商业合理性，价格参照市场价格确定；资金拆借已于申报前全部清理并按同期贷款利率计息，相关制度已完善。',
  },
  资金流水: {
    q: [
      '请保荐机构和申报会计师说明对{n}及其控股股东、实际控制人、董监高、关键岗位人员银行流水的核查范围、核查标准和核查结论，是否存在体外资金循环。',
      '请说明{n}实际控制人报告期内大额资金往来的对象、用途，是否存在代{n}支付成本费用或与客户、供应商存在异常资金往来的情形。',
    ],
    a: '中介机构核查了相关人员的全部银行账户及5万元以上的流水，大额往来主要为家庭消费、理财和购房，未发现体外资金循环或代垫成本费用的情形。',
  },
  股权代持: {
    q: [
      '请{n}说明历史沿革中股权代持的形成原因、演变及解除过程，代持解除是否真实、彻底，是否存在纠纷或潜在纠纷。',
      '请说明{n}员工持股平台的人员构成、出资来源，是否存在代持或其他利益安排。',
    ],
    a: '发行人说明代持已于申报前通过股权转让解除，取得了代持双方的确认文件并经访谈确认，不存在纠纷或潜在纠纷。',
  },
  持续经营: {
    q: [
      '{n}报告期内业绩波动较大。请结合行业发展趋势、在手订单和主要产品价格变化，说明经营业绩是否存在持续下滑的风险，是否对持续经营能力构成重大不利影响。',
      '请{n}说明主要产品所处行业的政策变化及市场竞争格局，核心技术是否存在被替代的风险。',
    ],
    a: '发行人已结合在手订单、期后业绩和行业数据说明业绩波动的原因，相关不利因素已消除，持续经营能力不存在重大不确定性，并已在招股说明书中补充风险提示。',
  },
  毛利率: {
    q: [
      '{n}主营业务毛利率高于同行业可比公司平均水平。请结合产品结构、定价方式和成本构成，说明毛利率较高的原因及可持续性。',
      '请说明{n}{y}年毛利率大幅变动的原因，与同行业可比公司变动趋势是否一致。',
    ],
    a: '发行人说明毛利率较高主要源于产品结构中高附加值产品占比提升和规模效应，与可比公司的差异具有合理性，已补充毛利率下降的敏感性分析。',
  },
  应收账款: {
    q: [
      '{n}报告期末应收账款余额较大且逐年增长。请说明信用政策是否发生变化、账龄结构、期后回款情况，坏账准备计提是否充分。',
      '请说明{n}逾期应收账款的金额、主要客户及其经营状况，是否存在放宽信用期增加收入的情形。',
    ],
    a: '发行人说明信用政策未发生重大变化，应收账款增长与收入增长相匹配，期后回款比例较高，坏账准备计提政策与同行业公司一致且计提充分。',
  },
  研发投入: {
    q: [
      '请{n}说明研发费用的归集范围和核算方法，研发人员的认定标准，是否存在将生产人员薪酬计入研发费用的情形。',
      '请说明{n}核心技术的来源、研发投入占营业收入的比例是否符合科创属性评价指标的要求。',
    ],
    a: '发行人已说明研发项目的立项、归集和核算流程，研发人员均专职从事研发活动，研发费用归集准确，符合相关指标要求。',
  },
  募投项目: {
    q: [
      '请{n}说明本次募投项目与现有业务的关系，新增产能的消化措施，募投项目实施后新增折旧对经营业绩的影响。',
      '请说明{n}补充流动资金的测算依据及规模的合理性。',
    ],
    a: '发行人说明募投项目围绕主营业务展开，新增产能已有意向订单支撑，新增折旧占预计收入的比例较低，不会对经营业绩构成重大不利影响。',
  },
  内控: {
    q: [
      '申报材料显示，{n}报告期内存在转贷、第三方回款和个人卡收付款的情形。请说明相关情形的整改情况，内部控制制度是否健全并有效执行。',
      '请说明{n}财务人员的独立性，报告期内是否存在财务内控不规范的情形。',
    ],
    a: '发行人说明相关不规范情形已于报告期内整改完毕，申报会计师出具了无保留结论的内部控制鉴证报告，整改后内部控制有效运行。',
  },
  存货: {
    q: ['请{n}说明报告期末存货余额较大的原因、库龄结构及跌价准备计提的充分性，发出商品的盘点及确认情况。'],
    a: '发行人说明存货余额与订单规模相匹配，库龄主要在一年以内，跌价准备计提充分；中介机构执行了监盘和函证程序。',
  },
  同业竞争: {
    q: ['请说明{n}控股股东、实际控制人控制的其他企业是否从事相同或相似业务，是否构成重大不利影响的同业竞争。'],
    a: '发行人说明相关企业与发行人在产品、客户和技术方面存在明显区别，不构成重大不利影响的同业竞争，实际控制人已出具避免同业竞争的承诺。',
  },
  实际控制人: {
    q: ['请{n}说明实际控制人认定的依据，一致行动协议的主要内容及期限，最近两年实际控制人是否发生变更。'],
    a: '发行人说明实际控制人通过直接和间接方式合计控制发行人过半数表决权，一致行动协议在上市后三十六个月内有效，最近两年未发生变更。',
  },
  业绩承诺: {
    q: ['请{n}说明标的资产业绩承诺的可实现性，补偿安排是否足额覆盖，业绩承诺方的履约能力。'],
    a: '上市公司说明业绩承诺基于标的资产在手订单和历史增长确定，补偿安排覆盖全部交易对价，业绩承诺方具备履约能力。',
  },
  标的估值: {
    q: ['请{n}说明本次交易标的资产评估增值率较高的原因，收益法预测参数的选取依据及合理性，是否充分考虑了行业风险。'],
    a: '上市公司结合标的资产的技术优势、客户资源和可比交易案例说明增值率的合理性，评估机构补充了参数的敏感性分析。',
  },
  偿债能力: {
    q: ['请{n}结合有息负债规模、债务期限结构和经营活动现金流，说明本期债券的偿债保障措施是否充分，是否存在集中兑付风险。'],
    a: '发行人说明有息负债以长期借款为主，经营活动现金流充裕，授信额度充足，并制定了专项偿债账户等保障措施。',
  },
};
const IPO_TOPICS = ['收入确认', '关联交易', '资金流水', '股权代持', '持续经营', '毛利率', '应收账款', '研发投入', '募投项目', '内控', '存货', '同业竞争', '实际控制人'];
const BOND_TOPICS = ['偿债能力', '关联交易', '募投项目', '内控', '应收账款', '持续经营'];
const DEAL_TOPICS = ['标的估值', '业绩承诺', '关联交易', '同业竞争', '持续经营', '毛利率', '收入确认', '募投项目'];

interface Candidate {
  entId: string;
  name: string;
  tradeName: string;
  province: string;
  industryCode: string;
  industryName: string;
  /** The founding: an issuer applies after three years of business. */
  estMs: number;
  /** 元 */
  regCapital: number;
}

/** The companies that may apply (listed, or going 股份有限公司), then their listings. */
export class ReviewPool {
  private readonly candidates = new Map<string, Candidate>();
  /** Companies in an IPO past tutoring, with their listing row. */
  readonly ipo: { c: Candidate; listing: ListingRow }[] = [];
  /** A-share listed companies with their board as the exchange names it and their listing day. */
  readonly listed: { c: Candidate; board: string; listDate: string }[] = [];
  /** Going 股份有限公司 not listed (bond issuers, legacy applicants, deal targets). */
  readonly others: Candidate[] = [];
  private readonly inListings = new Set<string>();

  addCompany(draft: CompanyDraft): void {
    const row = draft.row;
    this.candidates.set(row.entId, {
      entId: row.entId,
      name: row.name,
      tradeName: draft.tradeName,
      province: draft.district.province,
      industryCode: draft.industry.code,
      industryName: draft.industry.name,
      estMs: draft.estMs,
      regCapital: row.regCapital ?? 0,
    });
  }

  addListing(listing: ListingRow): void {
    this.inListings.add(listing.companyId);
    const c = this.candidates.get(listing.companyId);
    if (!c) return;
    if (listing.ipoStage && listing.ipoStage !== '辅导备案' && listing.acceptedDate) this.ipo.push({ c, listing });
    const board = listing.board;
    if (board && listing.stockCode && listing.listDate && ['主板', '科创板', '创业板', '北交所'].includes(board))
      this.listed.push({ c, board: board === '主板' ? (listing.stockCode.endsWith('.SH') ? '沪主板' : '深主板') : board, listDate: listing.listDate });
  }

  /** Once the listings are in: the going 股份有限公司 neither listed nor quoted nor in an IPO. */
  finish(): void {
    for (const c of this.candidates.values()) if (!this.inListings.has(c.entId) && this.others.length < 3000) this.others.push(c);
  }
}

/** A copy of `items` in a random order (Fisher–Yates). */
function shuffled<T>(r: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const person = (r: Random) => r.pick(SURNAMES) + Array.from({ length: r.chance(0.7) ? 2 : 1 }, () => r.pick(GIVEN_CHARS)).join('');
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const yi = (r: Random, min: number, max: number) => Math.round(r.logNormal(Math.sqrt(min * max), 0.5) * 100) / 100;
const clampYi = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * Days of `labels`, from `startMs` to `endMs`, in order: each step a share of the time with some jitter, two days
 * apart at least where the time allows, the first inquiry within twenty working days of the acceptance
 * (rules/reviewTimeline.ts).
 */
function datesOf(r: Random, labels: readonly string[], startMs: number, endMs: number): number[] {
  const n = labels.length;
  if (n <= 1) return [startMs].slice(0, n);
  const span = endMs - startMs;
  const dates = [startMs];
  for (let i = 1; i < n - 1; i++) dates.push(startMs + Math.floor((span * (i + (r.next() - 0.5) * 0.6)) / (n - 1) / DAY) * DAY);
  dates.push(endMs);
  if (n > 2 && /^(已问询|反馈意见|已反馈)$/.test(labels[1]!)) dates[1] = Math.min(dates[1]!, startMs + r.int(10, 28) * DAY);
  const gap = Math.min(2 * DAY, Math.floor(span / (n - 1) / DAY) * DAY);
  for (let i = 1; i < n - 1; i++) dates[i] = Math.min(Math.max(dates[i]!, dates[i - 1]! + gap), endMs - gap * (n - 1 - i));
  return dates;
}

interface Plan {
  type: ReviewRow['reviewType'];
  c: Candidate;
  board: string;
  /** Milestone labels, oldest first; the last is the status. */
  labels: string[];
  startMs: number;
  endMs: number;
  lead: { role: string; name: string };
  amount: number | null;
  title: string | null;
  dealType: string | null;
  target: string | null;
}

/** The intermediaries of an item, each with its signatories. */
function intermediaries(r: Random, p: Plan): ReviewRow['intermediaries'] {
  const sign = (title: string, n: number) => Array.from({ length: n }, () => ({ title, name: person(r) }));
  const leadTitle = p.lead.role === '保荐机构' ? '保荐代表人' : p.lead.role === '独立财务顾问' ? '财务顾问主办人' : '项目负责人';
  const list = [
    { role: p.lead.role, name: p.lead.name, signatories: sign(leadTitle, 2) },
    { role: '律师事务所', name: r.pick(LAW_FIRMS), signatories: sign('签字律师', r.int(2, 3)) },
    { role: '会计师事务所', name: r.pick(ACCOUNTING_FIRMS), signatories: sign('签字会计师', 2) },
  ];
  if (p.type === 'mergers') list.push({ role: '评估机构', name: r.pick(APPRAISERS), signatories: sign('评估师', 2) });
  return list;
}

/** What the application is, as its documents call it. */
function applicationOf(p: Plan): string {
  if (p.type === 'bond') return `${p.title ?? '公司债券'}`;
  if (p.type === 'mergers') return `${p.dealType ?? '重大资产重组'}`;
  if (p.type === 'refinance') return `${p.dealType ?? '再融资'}`;
  if (p.type === 'feedback') return '首次公开发行股票';
  return `首次公开发行股票并在${BOARD_NAME[p.board]}上市`;
}

/** The milestones, files and letters of a planned item. */
function build(r: Random, p: Plan, id: string): ReviewRow {
  const dates = datesOf(r, p.labels, p.startMs, p.endMs);
  const milestones = p.labels.map((label, i) => ({ date: isoDay(dates[i]!), label }));
  const status = p.labels[p.labels.length - 1]!;
  const app = applicationOf(p);
  const n = shortName(p.c);
  const files: ReviewRow['files'] = [];
  const file = (fileType: string, name: string, ms: number, round: number | null = null) =>
    files.push({ fileType, name, date: isoDay(Math.min(ms, p.endMs)), round });
  const start = p.startMs;
  const prospectus = p.type === 'bond' || p.type === 'refinance' ? '募集说明书' : p.type === 'mergers' ? '重组报告书' : '招股说明书';
  const prospectusName = p.type === 'mergers' ? `${n}${app}报告书（草案）` : `${p.c.name}${p.type === 'bond' ? '' : app}${prospectus}`;
  file(prospectus, `${prospectusName}（申报稿）.pdf`, start);
  if (p.type !== 'mergers' && p.type !== 'bond') file('发行保荐书', `${p.lead.name}关于${p.c.name}${app}之发行保荐书.pdf`, start);
  if (p.type === 'auditMind') file('上市保荐书', `${p.lead.name}关于${p.c.name}${app}之上市保荐书.pdf`, start);
  file('审计报告', r.chance(0.2) ? `${p.c.name}审计报告及财务报表.zip` : `${p.c.name}审计报告.pdf`, start);
  if (r.chance(0.35)) file('审计报告', `${p.c.name}主要财务指标明细表.${r.chance(0.5) ? 'xls' : 'xlsx'}`, start);
  file('法律意见书', `关于${p.c.name}${app}的法律意见书.pdf`, start);
  // Inquiry letters: after the step that asks (已问询, 反馈意见, 已反馈 for a bond), before the committee.
  const askAt = p.labels.findIndex((l) => l === '已问询' || l === '反馈意见' || l === '已反馈');
  const letters: ReviewRow['letters'] = [];
  if (askAt > 0) {
    const askMs = dates[askAt]!;
    const nextMs = askAt + 1 < dates.length ? dates[askAt + 1]! : p.endMs;
    const rounds = p.type === 'bond' ? 1 : r.int(1, nextMs - askMs > 120 * DAY ? 3 : 2);
    const topics = p.type === 'bond' ? BOND_TOPICS : p.type === 'mergers' ? DEAL_TOPICS : IPO_TOPICS;
    const span = Math.max(0, nextMs - askMs);
    const letterName = p.type === 'feedback' ? '反馈意见' : p.type === 'bond' ? '反馈意见' : '审核问询函';
    for (let round = 1; round <= rounds; round++) {
      const dateMs = askMs + Math.floor((span * (round - 1)) / rounds / DAY) * DAY;
      const replyMs = askMs + Math.floor((span * round) / rounds / DAY) * DAY - (round === rounds ? DAY : 0);
      const replied = replyMs > dateMs && replyMs <= p.endMs && (askAt + 1 < dates.length || round < rounds);
      const count = r.int(round === 1 ? 5 : 3, round === 1 ? 10 : 6);
      const chosen = shuffled(r, topics).slice(0, count);
      const year = new Date(dateMs).getUTCFullYear() - r.int(1, 3);
      const roundWord = ['', '', '第二轮', '第三轮'][round] ?? `第${round}轮`;
      const title = `关于${p.c.name}${app}申请文件的${roundWord}${letterName}`;
      letters.push({
        round,
        title,
        date: isoDay(dateMs),
        replyDate: replied ? isoDay(replyMs) : null,
        questions: chosen.map((topic, i) => {
          const t = QUESTIONS[topic]!;
          return { no: i + 1, topic, text: r.pick(t.q).replaceAll('{n}', n).replaceAll('{y}', String(year)), answer: replied ? t.a : '' };
        }),
      });
      file('问询函', `${title}.pdf`, dateMs, round);
      if (replied) file('问询回复', `${title.replace(/^关于/, '关于《')}》的回复${r.chance(0.15) ? '.docx' : '.pdf'}`, replyMs, round);
    }
  }
  const committee = p.labels.findIndex((l) => /会议|发审会/.test(l));
  if (committee > 0 && p.type !== 'bond') {
    const ms = dates[committee]!;
    const label = p.labels[committee]!;
    const body = label.includes('发审会') ? '第十八届发审委' : /重组委/.test(label) ? '并购重组审核委员会' : `${BOARD_NAME[p.board]}上市委`;
    file('上市委会议结果', `${body}${new Date(ms).getUTCFullYear()}年第${r.int(1, 90)}次审议会议结果公告.pdf`, ms);
    // The 上会稿 follows the last reply, shortly before the meeting (never before the acceptance).
    const lastReply = Math.max(0, ...letters.map((l) => (l.replyDate ? Date.parse(`${l.replyDate}T00:00:00Z`) : 0)));
    if (prospectus === '招股说明书')
      file(prospectus, `${prospectusName}（上会稿）.pdf`, Math.min(ms, Math.max(dates[committee - 1]!, ms - 10 * DAY, lastReply)));
  }
  const registered = p.labels.findIndex((l) => /注册生效|核准/.test(l));
  if (registered > 0) {
    // 核准制: the CSRC's 核准 reply; 注册制: its consent to the registration.
    const reply = /核准/.test(p.labels[registered]!) ? `关于核准${p.c.name}${app}的批复` : `关于同意${p.c.name}${app}注册的批复`;
    file('注册结果', `${reply}.pdf`, dates[registered]!);
    if (prospectus === '招股说明书') file(prospectus, `${prospectusName}（注册稿）.pdf`, dates[registered - 1]!);
  }
  if (/终止/.test(status)) file('终止通知', `关于终止对${p.c.name}${app}审核的决定.pdf`, p.endMs);
  files.sort((a, b) => a.date.localeCompare(b.date));
  return {
    reviewId: id,
    reviewType: p.type,
    companyId: p.c.entId,
    issuer: p.c.name,
    title: p.title,
    board: p.board,
    status,
    province: p.c.province,
    industryCode: p.c.industryCode,
    industryName: p.c.industryName,
    acceptedDate: isoDay(p.startMs),
    updatedDate: isoDay(p.endMs),
    amount: p.amount,
    dealType: p.dealType,
    target: p.target,
    intermediaries: intermediaries(r, { ...p }),
    milestones,
    files,
    letters,
  };
}

/** An ended or stopped item: some of the steps, then how it stopped. */
function stopped(r: Random, steps: string[], stop: string): string[] {
  return [...steps.slice(0, r.int(1, Math.max(1, steps.length - 2))), stop];
}

/** What sizes an issuer's application: its 归母权益 at the end of a year (its statements' path), null when unknown. */
export type EquityOf = (entId: string, year: number) => number | null;

/** The review items of a data set, and how many of each kind the rates asked for. */
export function planReviews(r: Random, pool: ReviewPool, todayMs: number, id: (n: number) => string, equityOf: EquityOf = () => null): ReviewRow[] {
  pool.finish();
  const plans: Plan[] = [];
  const sponsor = () => ({ role: '保荐机构', name: r.weighted(SPONSORS) });
  const boardOf = (ipoBoard: string) => (ipoBoard === '主板' ? (r.chance(0.55) ? '沪主板' : '深主板') : ipoBoard);
  // The set's A-share listed companies: the exchanges' rates are per thousand of them (reviewRates.ts).
  const listedCount = pool.listed.length;
  /**
   * What an IPO asks to raise (拟募集资金): one to three times the issuer's 归母权益 at the end of the year before
   * its acceptance, as a sponsor sizes it (rules/issuerCapital.ts bounds it); `fallback` 亿 when the path is unknown.
   */
  const raise = (c: Candidate, startMs: number, fallback: number) => {
    const equity = equityOf(c.entId, new Date(startMs).getUTCFullYear() - 1);
    const multiple = Math.min(3, Math.max(0.8, r.logNormal(1.6, 0.35)));
    return equity !== null && equity > 0 ? equity * multiple : fallback * 1e8;
  };

  // 注册制 IPOs: the companies in an IPO now (accepted under 注册制), then those listed through the exchanges' review.
  const audit: Plan[] = [];
  for (const { c, listing } of pool.ipo) {
    const board = boardOf(listing.ipoBoard ?? '主板');
    const startMs = dayMs(listing.acceptedDate!);
    const labels = reviewEraOf('ipo', board, listing.acceptedDate!) === 'registration' ? pathOf('ipo', board, startMs) : null;
    if (!labels) continue;
    const stage = listing.ipoStage!;
    // A stopped item reached the steps its time allows: a month a step (rules/reviewTimeline.ts).
    const months = Math.floor((dayMs(listing.stageDate ?? listing.acceptedDate!) - startMs) / (30 * DAY));
    const seq =
      stage === '终止'
        ? stopped(r, labels.steps, labels.terminated).filter((_, i, all) => i === all.length - 1 || i <= months)
        : labels.steps.slice(0, (LISTING_STEP[stage] ?? 1) + 1).concat(stage === '问询' && r.chance(0.15) ? [labels.suspended] : []);
    const endMs = Math.max(startMs, dayMs(listing.stageDate ?? listing.acceptedDate!));
    audit.push({ type: 'auditMind', c, board, labels: seq, startMs, endMs, lead: { role: '保荐机构', name: listing.sponsor ?? sponsor().name }, amount: raise(c, startMs, clampYi(yi(r, 3, 15), 1, 80)), title: null, dealType: null, target: null });
  }
  // Every A-share company listed since its board's 注册制 went through the exchange's review.
  for (const { c, board, listDate } of pool.listed) {
    const since = REGISTRATION_SINCE[board as keyof typeof REGISTRATION_SINCE];
    if (!since || listDate < since) continue;
    const endMs = dayMs(listDate) - r.int(20, 60) * DAY;
    // Accepted by the exchange, so on or after the board's first 注册制 day.
    const startMs = Math.max(dayMs(since), endMs - r.int(180, 420) * DAY);
    // Listed weeks after its board's 注册制 began: accepted before it, under 核准制 (the loop below).
    if (endMs - startMs < 90 * DAY || startMs < c.estMs + THREE_YEARS) continue;
    audit.push({ type: 'auditMind', c, board, labels: pathOf('ipo', board, startMs)!.steps, startMs, endMs, lead: sponsor(), amount: raise(c, startMs, clampYi(yi(r, 4, 20), 1, 80)), title: null, dealType: null, target: null });
  }
  plans.push(...audit);

  // 核准制 IPOs, accepted by the CSRC before the board's 注册制: listed ones passed the 发审会; some others stopped.
  const legacy: Plan[] = [];
  const LEGACY_STEPS = reviewPath('ipo', 'approval')!.steps;
  for (const { c, board, listDate } of pool.listed) {
    if (board === '科创板' || board === '北交所' || listDate < '2016-06-01' || listDate > '2023-03-31') continue;
    if (board === '创业板' && listDate > '2020-08-23') continue;
    const endMs = Math.min(approvalEnd(board), dayMs(listDate) - r.int(30, 90) * DAY);
    const startMs = endMs - r.int(300, 700) * DAY;
    if (startMs < c.estMs + THREE_YEARS) continue;
    legacy.push({ type: 'feedback', c, board, labels: LEGACY_STEPS, startMs, endMs, lead: sponsor(), amount: raise(c, startMs, clampYi(yi(r, 3, 12), 1, 60)), title: null, dealType: null, target: null });
  }
  // The applications that stopped, of companies large enough to apply (rules/issuerCapital.ts): as many as the rate
  // leaves over the listed companies' and today's; the first take each way of stopping in turn (a small set shows each).
  const STOPS = ['中止审查', '终止审查', '未通过发审会', '反馈意见'] as const;
  const ipoWanted = Math.round(expectedReviews('ipo', listedCount, dayMs(LEGACY_FROM), todayMs));
  const stoppedWanted = Math.max(STOPS.length, ipoWanted - audit.length - legacy.length);
  let stoppedCount = 0;
  // Companies applying today may have stopped an earlier application (many withdrew under 核准制 and came back under
  // 注册制): after the others, ended half a year before their new acceptance at the latest.
  const reapplying = new Map(pool.ipo.map(({ c, listing }) => [c.entId, dayMs(listing.acceptedDate!) - 180 * DAY] as const));
  for (const c of [...pool.others, ...pool.ipo.map((x) => x.c)]) {
    if (stoppedCount >= stoppedWanted) break;
    if (stoppedCount >= STOPS.length && !r.chance(0.3)) continue;
    // A board its capital fits (主板 from 5000万), else 创业板 (from 3000万), else none.
    const drawn = r.pick(['沪主板', '深主板', '创业板']);
    const board = c.regCapital >= ISSUER_LEAST_CAPITAL[listingBoardOf(drawn)]! ? drawn : '创业板';
    if (c.regCapital < ISSUER_LEAST_CAPITAL[board]!) continue;
    const stop =
      stoppedCount < STOPS.length
        ? STOPS[stoppedCount]!
        : r.weighted([
            ['中止审查', 3],
            ['终止审查', 4],
            ['未通过发审会', 1],
            ['反馈意见', 1],
          ] as const);
    const labels = stop === '未通过发审会' ? LEGACY_STEPS.slice(0, 4).concat(stop) : stop === '反馈意见' ? LEGACY_STEPS.slice(0, 2) : stopped(r, LEGACY_STEPS.slice(0, 4), stop);
    // Stopped in those years, but not before the company could have applied (its founding and three years on).
    const drawnEnd = Math.max(dayMs('2017-01-01') + r.int(0, 2200) * DAY, c.estMs + THREE_YEARS + 600 * DAY);
    const endMs = Math.min(drawnEnd, approvalEnd(board), reapplying.get(c.entId) ?? Infinity);
    const startMs = endMs - r.int(200, 600) * DAY;
    if (startMs < c.estMs + THREE_YEARS) continue;
    stoppedCount++;
    legacy.push({ type: 'feedback', c, board, labels, startMs, endMs, lead: sponsor(), amount: raise(c, startMs, clampYi(yi(r, 2, 8), 1, 40)), title: null, dealType: null, target: null });
  }
  plans.push(...legacy);

  /**
   * Steps of `product` on `board` ending within the last 900–1000 days, `gap()` days a step: the path of the era
   * its acceptance falls in (whatever is reached, or a few steps and 终止); null before the board opened.
   */
  const timeline = (product: ReviewProduct, board: string, days: number, gap: () => number) => {
    const endMs = todayMs - r.int(0, days) * DAY;
    const stop = r.chance(0.2);
    const n = r.int(1, 5);
    const startMs = endMs - (stop ? n : n - 1) * gap() * DAY;
    const path = pathOf(product, board, startMs);
    if (!path) return null;
    const reached = path.steps.slice(0, n);
    const steps = stop ? [...reached.slice(0, Math.max(1, Math.min(reached.length, path.steps.length - 2))), path.terminated] : reached;
    // Inquired and no further: the first inquiry came within 28 days of the acceptance (rules/reviewTimeline.ts).
    const inquired = steps.length === 2 && /^(已问询|反馈意见|已反馈)$/.test(steps[1]!);
    return { steps, startMs: inquired ? Math.max(startMs, endMs - 28 * DAY) : startMs, endMs };
  };

  // Corporate bonds: listed companies and larger 股份有限公司, over the last three years, on the exchanges' bond
  // markets; a private bond ends at the exchange (通过), a public one goes on to the CSRC's registration.
  const issuers = [...pool.listed.map((l) => l.c), ...pool.others];
  const bonds: Plan[] = [];
  for (const [k, c] of issuers.entries()) {
    if (bonds.length >= PER_TYPE) break;
    if (k % 3 !== 0 && !r.chance(0.2)) continue;
    const kind = r.weighted([
      ['面向专业投资者公开发行公司债券', 5],
      ['面向专业投资者非公开发行公司债券', 3],
      ['面向专业投资者公开发行科技创新公司债券', 1],
      ['面向专业投资者公开发行绿色公司债券', 1],
    ] as const);
    const board = r.chance(0.55) ? '上交所' : '深交所';
    const t = timeline(kind.includes('非公开') ? 'privateBond' : 'publicBond', board, 1000, () => r.int(10, 30))!;
    if (t.startMs < c.estMs + THREE_YEARS) continue;
    const year = new Date(t.endMs).getUTCFullYear();
    bonds.push({ type: 'bond', c, board, labels: t.steps, startMs: t.startMs, endMs: t.endMs, lead: { role: '主承销商', name: r.weighted(SPONSORS) }, amount: r.pick([3, 5, 8, 10, 15, 20, 30, 50]) * 1e8, title: `${c.name}${year}年${kind}`, dealType: null, target: null });
  }
  plans.push(...bonds);

  // M&A and refinancing: A-share companies listed a year ago or more, at the exchanges' rates over the last 900 days
  // (one of each at least), a company now and then more than once; the targets other companies of the set.
  const listedNow = shuffled(r, pool.listed.filter((l) => l.listDate < isoDay(todayMs - 365 * DAY)));
  const recent = (kind: 'refinance' | 'mergers') =>
    listedNow.length ? Math.max(1, Math.round(expectedReviews(kind, listedCount, todayMs - RECENT_DAYS * DAY, todayMs))) : 0;
  const deals: Plan[] = [];
  const raises: Plan[] = [];
  const [dealsWanted, raisesWanted] = [pool.others.length ? recent('mergers') : 0, recent('refinance')];
  for (let k = 0; deals.length < dealsWanted && k < dealsWanted * 4; k++) {
    const { c, board } = listedNow[k % listedNow.length]!;
    const target = r.pick(pool.others);
    if (target.entId === c.entId) continue;
    const dealType = r.weighted([
      ['发行股份购买资产', 5],
      ['发行股份及支付现金购买资产', 4],
      ['重大资产重组', 3],
      ['吸收合并', 1],
    ] as const);
    const t = timeline('merger', board, RECENT_DAYS, () => r.int(20, 60));
    const share = dealType === '吸收合并' ? '' : `${r.pick([51, 60, 70, 100, 100, 100])}%股权`;
    if (t)
      deals.push({ type: 'mergers', c, board, labels: t.steps, startMs: t.startMs, endMs: t.endMs, lead: { role: '独立财务顾问', name: r.weighted(SPONSORS) }, amount: clampYi(yi(r, 3, 30), 0.5, 200) * 1e8, title: `${shortName(c)}${dealType}${dealType === '吸收合并' ? shortName(target) : ''}`, dealType, target: `${target.name}${share}` });
  }
  for (let k = 0; raises.length < raisesWanted && k < raisesWanted * 4; k++) {
    const { c, board } = listedNow[(k + 1) % listedNow.length]!;
    const dealType = r.weighted([
      ['向特定对象发行股票', 6],
      ['向不特定对象发行可转换公司债券', 4],
      ['配股', 1],
      ['向特定对象发行可转换公司债券', 1],
    ] as const);
    const t = timeline('refinance', board, RECENT_DAYS, () => r.int(15, 45));
    if (t) raises.push({ type: 'refinance', c, board, labels: t.steps, startMs: t.startMs, endMs: t.endMs, lead: sponsor(), amount: clampYi(yi(r, 3, 20), 0.5, 150) * 1e8, title: `${shortName(c)}${dealType}`, dealType, target: null });
  }
  plans.push(...deals, ...raises);
  return plans.map((p, i) => build(r, { ...p, amount: p.amount === null ? null : Math.round(p.amount / 1e4) * 1e4 }, id(i + 1)));
}
