/**
 * Sell-side research reports (研报) on the data set's own companies: real brokers with their SAC institution codes,
 * generated analysts with SAC registration numbers (S + the broker's 4 digits + 5 + year and month registered +
 * serial: S0570519080001), over the two years before today.
 *
 * - 个股: each listed company (A-share, 港股) is covered by several brokers, each 新三板 company by one or two now
 *   and then. Every stock has one price path (weekly steps), so every broker states the same close for a day.
 *   A broker's reports on a stock follow each other: the first is 首次, later ones keep, raise or cut the rating
 *   (the change always agrees with the broker's previous rating on the stock). Analysts differ in skill: a
 *   skilled one rates by where the price really goes in the next six months more often, the others by the
 *   sell side's usual optimism; the ranking's hit rate has something to find.
 * - 行业: each broker follows a few of the project's industries (GB/T 4754 classes) with a rating of its own.
 * - 策略, 宏观 and 晨报: monthly, monthly and weekly, by the broker's strategy and macro teams.
 *
 * Targets sit near the rating's usual upside; EPS forecasts for three consecutive years (the last reported year
 * first until its annual report is out in April) follow the company's true earnings with a broker's error and
 * optimism; PE is the close over the EPS. The same seed and day give the same reports.
 */
import { ratingChangeOf, type ResearchRating } from '@esee/contracts';
import type { CompanyRow, ListingRow, ResearchReportRow } from '../format';
import { SECTIONS, type Industry } from '../../core/reference/industries';
import type { CompanyDraft } from './companies';
import { GIVEN_CHARS, SURNAMES } from './names';
import { isoDay, type Random } from './random';

const DAY = 86_400_000;
const WINDOW_DAYS = 730;
/** How far ahead a skilled analyst "sees": the ranking's horizon. */
const HORIZON_DAYS = 180;

/** Brokers and their SAC institution codes; the weight is how much they publish. */
export const BROKERS: readonly { name: string; code: string; weight: number }[] = [
  { name: '中信证券', code: '1010', weight: 10 },
  { name: '华泰证券', code: '0570', weight: 9 },
  { name: '国泰君安', code: '0880', weight: 9 },
  { name: '中金公司', code: '0080', weight: 8 },
  { name: '招商证券', code: '1090', weight: 7 },
  { name: '广发证券', code: '0260', weight: 7 },
  { name: '海通证券', code: '0850', weight: 6 },
  { name: '申万宏源', code: '1350', weight: 6 },
  { name: '兴业证券', code: '0190', weight: 5 },
  { name: '东方证券', code: '0860', weight: 5 },
  { name: '中信建投', code: '1440', weight: 6 },
  { name: '国信证券', code: '0980', weight: 5 },
  { name: '天风证券', code: '1110', weight: 5 },
  { name: '长江证券', code: '0490', weight: 4 },
  { name: '开源证券', code: '0790', weight: 3 },
  { name: '东吴证券', code: '0600', weight: 3 },
];

/** A company that may be covered, gathered while the companies are written. */
interface Candidate {
  entId: string;
  name: string;
  tradeName: string;
  industry: Industry;
}

interface Stock extends Candidate {
  stockCode: string;
  stockName: string;
  board: string;
}

/** The companies that may be covered (listed, or 股份有限公司 that may be quoted), then their listings. */
export class ResearchPool {
  private readonly candidates = new Map<string, Candidate>();
  readonly stocks: Stock[] = [];

  addCompany(draft: CompanyDraft): void {
    const row: CompanyRow = draft.row;
    this.candidates.set(row.entId, { entId: row.entId, name: row.name, tradeName: draft.tradeName, industry: draft.industry });
  }

  addListing(listing: ListingRow): void {
    const c = this.candidates.get(listing.companyId);
    if (!c || !listing.board || !listing.stockCode || listing.board === '美股') return;
    this.stocks.push({ ...c, stockCode: listing.stockCode, stockName: shortName(c), board: listing.board });
  }
}

/** 股票简称: the trade name and the start of what follows it (华宇 + 科技集团… → 华宇科技). */
export function shortName(c: Pick<Candidate, 'name' | 'tradeName'>): string {
  const at = c.name.indexOf(c.tradeName);
  const rest = at >= 0 ? c.name.slice(at + c.tradeName.length) : '';
  return `${c.tradeName}${rest.slice(0, 2)}`.slice(0, 6);
}

interface Analyst {
  name: string;
  sacNo: string;
  /** Probability of rating by the price's real course. */
  skill: number;
}

/** A broker's analysts by team (a section letter, 宏观, 策略), made when first needed. */
class Staff {
  private readonly teams = new Map<string, Analyst[]>();
  private serial = 0;
  constructor(
    private readonly r: Random,
    private readonly broker: { code: string },
    private readonly names: Set<string>,
  ) {}

  team(key: string): Analyst[] {
    let team = this.teams.get(key);
    if (!team) {
      team = Array.from({ length: this.r.int(1, 3) }, () => this.analyst());
      this.teams.set(key, team);
    }
    return team;
  }

  private analyst(): Analyst {
    const draw = () => this.r.pick(SURNAMES) + Array.from({ length: this.r.chance(0.75) ? 2 : 1 }, () => this.r.pick(GIVEN_CHARS)).join('');
    let name = draw();
    while (this.names.has(name)) name = draw();
    this.names.add(name);
    const year = this.r.int(12, 24);
    const month = this.r.int(1, 12);
    const sacNo = `S${this.broker.code}5${String(year).padStart(2, '0')}${String(month).padStart(2, '0')}${String(++this.serial).padStart(4, '0')}`;
    return { name, sacNo, skill: 0.1 + this.r.next() * 0.5 };
  }
}

/** The authors of a report: the team's lead, and now and then one or two of its members. */
function authorsOf(r: Random, team: readonly Analyst[]): Analyst[] {
  const lead = team[0]!;
  const others = team.slice(1).filter(() => r.chance(0.6));
  return [lead, ...others];
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const pct = (x: number) => `${x >= 0 ? '增长' : '下降'}${Math.abs(x * 100).toFixed(1)}%`;

/** A working day: a weekend day moves to the Friday before. */
function workday(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 6 ? ms - DAY : weekday === 0 ? ms - 2 * DAY : ms;
}

/** A stock's closes: weekly log-normal steps from two and a half years ago to today. */
class PricePath {
  private readonly weeks: number[] = [];
  constructor(
    r: Random,
    private readonly startMs: number,
    base: number,
    readonly drift: number,
    vol: number,
    todayMs: number,
  ) {
    let p = base;
    for (let t = startMs; t <= todayMs + 7 * DAY; t += 7 * DAY) {
      this.weeks.push(p);
      const z = Math.sqrt(-2 * Math.log(Math.max(r.next(), 1e-12))) * Math.cos(2 * Math.PI * r.next());
      p = Math.max(0.5, p * Math.exp(drift / 52 + (vol / Math.sqrt(52)) * z));
    }
  }

  at(ms: number): number {
    const i = Math.min(this.weeks.length - 1, Math.max(0, Math.floor((ms - this.startMs) / (7 * DAY))));
    return round2(this.weeks[i]!);
  }
}

/** Typical PE by GB/T section, to set a company's earnings from its price. */
const SECTION_PE: Record<string, number> = { I: 45, C: 30, M: 40, D: 18, K: 8, J: 14, E: 12, F: 20, G: 16, L: 20, A: 25, H: 28, O: 30 };

const RATING_WEIGHTS: readonly (readonly [ResearchRating, number])[] = [
  ['买入', 46],
  ['增持', 34],
  ['中性', 15],
  ['减持', 4],
  ['卖出', 1],
];

/** The rating an analyst who knew the next six months would give. */
function informedRating(future: number): ResearchRating {
  if (future > 0.15) return '买入';
  if (future > 0.03) return '增持';
  if (future > -0.08) return '中性';
  if (future > -0.2) return '减持';
  return '卖出';
}

/** The target's upside a rating usually carries. */
function targetOf(r: Random, rating: ResearchRating, price: number): number {
  const [lo, hi] = ({ 买入: [0.2, 0.45], 增持: [0.08, 0.2], 中性: [-0.05, 0.08], 减持: [-0.2, -0.08], 卖出: [-0.35, -0.2] } as const)[rating];
  return round2(price * (1 + lo + r.next() * (hi - lo)));
}

const POSITIVE_HEADLINES = [
  '业绩符合预期，盈利能力持续提升',
  '{period}业绩超预期，经营拐点显现',
  '订单饱满，全年增长确定性高',
  '新产能陆续释放，成长逻辑持续兑现',
  '费用率改善，经营质量稳步提升',
  '产品结构优化，毛利率环比改善',
  '龙头地位稳固，份额持续提升',
];
const NEUTRAL_HEADLINES = ['业绩低于预期，静待需求回暖', '短期承压，关注后续经营改善', '收入增速放缓，估值已较充分反映'];
const DRIVERS = [
  '核心产品放量带动收入增长，下游需求稳中有升',
  '海外市场拓展顺利，境外收入占比持续提升',
  '募投项目逐步投产，产能瓶颈有望缓解',
  '原材料价格回落，成本端压力明显减轻',
  '大客户订单集中交付，在手订单充足',
  '数字化改造持续推进，人均产出提升',
];
const RISKS = ['下游需求不及预期', '原材料价格大幅波动', '行业竞争加剧', '新产能投放进度不及预期', '应收账款回收风险', '汇率波动风险', '政策变化风险'];

/** The period the latest results cover, by the month they are out. */
function periodOf(month: number, year: number): { label: string; year: number; share: number } {
  if (month <= 3) return { label: '年度', year: year - 1, share: 1 };
  if (month === 4) return { label: '一季度', year, share: 0.22 };
  if (month <= 7) return { label: '一季度', year, share: 0.22 };
  if (month <= 9) return { label: '半年度', year, share: 0.47 };
  return { label: '前三季度', year, share: 0.73 };
}

interface Sequence {
  previous: string | null;
}

/** Everything a stock report is made of, before its id. */
type Draft = Omit<ResearchReportRow, 'reportId'>;

/** The research reports of a data set, oldest first, with ids in that order. */
export function planResearchReports(r: Random, pool: ResearchPool, todayMs: number, id: (n: number) => string): ResearchReportRow[] {
  const startMs = todayMs - WINDOW_DAYS * DAY;
  const names = new Set<string>();
  const staff = new Map(BROKERS.map((b) => [b.name, new Staff(r, b, names)]));
  const drafts: Draft[] = [];
  const brokerOf = () => r.weighted(BROKERS.map((b) => [b, b.weight] as const));

  // 个股
  for (const stock of pool.stocks) {
    const small = stock.board === '新三板' || stock.board === '北交所';
    if (stock.board === '新三板' && !r.chance(0.45)) continue;
    const path = new PricePath(r, startMs - 120 * DAY, r.logNormal(small ? 7 : 22, 0.5), -0.1 + r.next() * 0.35, small ? 0.45 : 0.32, todayMs);
    const pe0 = (SECTION_PE[stock.industry.section] ?? 22) * (0.7 + r.next() * 0.6);
    const baseYear = new Date(startMs).getUTCFullYear() - 1;
    const growth = -0.05 + r.next() * 0.4;
    const eps0 = path.at(startMs) / pe0;
    const trueEps = (year: number) => eps0 * (1 + growth) ** (year - baseYear);
    const shares = small ? 0.5 + r.next() * 2 : 4 + r.next() * 30; // 亿股
    const margin = 0.05 + r.next() * 0.15;
    const coverage = new Set<(typeof BROKERS)[number]>();
    const wanted = small ? r.int(1, 2) : r.int(6, 11);
    while (coverage.size < wanted) coverage.add(brokerOf());
    for (const broker of coverage) {
      const team = staff.get(broker.name)!.team(small ? '中小盘' : stock.industry.section);
      const optimism = 0.02 + r.next() * 0.06;
      const seq: Sequence = { previous: null };
      let at = startMs + r.int(0, 200) * DAY;
      while (at <= todayMs) {
        const publish = workday(at);
        const authors = authorsOf(r, team);
        const price = path.at(publish);
        const future = publish + HORIZON_DAYS * DAY <= todayMs ? path.at(publish + HORIZON_DAYS * DAY) / price - 1 : path.drift / 2;
        const skill = authors[0]!.skill;
        let rating: ResearchRating =
          seq.previous && r.chance(0.5) ? (seq.previous as ResearchRating) : r.chance(skill) ? informedRating(future) : r.weighted(RATING_WEIGHTS);
        if (small && rating === '卖出') rating = '减持';
        const change = ratingChangeOf(seq.previous, rating);
        const date = new Date(publish);
        const month = date.getUTCMonth() + 1;
        const year = date.getUTCFullYear();
        const first = month <= 4 ? year - 1 : year;
        const forecasts = [first, first + 1, first + 2].map((y) => {
          const eps = round2(trueEps(y) * (1 + optimism + (r.next() - 0.5) * 0.16));
          return { year: y, eps, pe: eps > 0 ? round2(price / eps) : null };
        });
        const target = small && r.chance(0.3) ? null : targetOf(r, rating, price);
        const period = periodOf(month, year);
        const profit = trueEps(period.year) * shares * period.share;
        const lastProfit = trueEps(period.year - 1) * shares * period.share;
        const code6 = stock.stockCode.replace(/\.[A-Z]+$/, '');
        const headline =
          change === '首次'
            ? r.pick([`首次覆盖：${stock.industry.name}优质标的，成长可期`, `深度报告：深耕${stock.industry.name}，迈向新成长`])
            : change === '上调'
              ? `经营拐点已现，上调至“${rating}”评级`
              : change === '下调'
                ? r.pick([`短期承压，下调至“${rating}”评级`, '估值已充分反映预期，下调评级'])
                : r.pick(rating === '买入' || rating === '增持' ? POSITIVE_HEADLINES : NEUTRAL_HEADLINES).replace('{period}', period.label === '年度' ? '年报' : period.label);
        const verb = { 首次: '首次覆盖，给予', 维持: '维持', 上调: '上调至', 下调: '下调至' }[change];
        const [e1, e2, e3] = forecasts;
        const abstract = [
          `事件：公司发布${period.year}年${period.label}报告，实现营业收入${(profit / margin).toFixed(2)}亿元，同比${pct((1 + growth) * (0.95 + r.next() * 0.1) - 1)}；归母净利润${profit.toFixed(2)}亿元，同比${pct(profit / lastProfit - 1)}。`,
          `点评：${r.pick(DRIVERS)}；报告期内公司毛利率${(margin * 100 + 12 + r.next() * 10).toFixed(1)}%，净利率${(margin * 100).toFixed(1)}%。`,
          `盈利预测与投资建议：我们预计公司${e1!.year}-${e3!.year}年EPS分别为${e1!.eps.toFixed(2)}/${e2!.eps.toFixed(2)}/${e3!.eps.toFixed(2)}元，对应当前股价PE分别为${forecasts.map((f) => (f.pe === null ? '-' : f.pe.toFixed(1))).join('/')}倍${target === null ? '' : `，给予目标价${target.toFixed(2)}元`}，${verb}“${rating}”评级。`,
          `风险提示：${[r.pick(RISKS), r.pick(RISKS)].filter((x, i, a) => a.indexOf(x) === i).join('；')}。`,
        ].join('\n');
        drafts.push({
          type: '个股',
          title: `${stock.stockName}（${code6}）：${headline}`,
          broker: broker.name,
          authors: authors.map(({ name, sacNo }) => ({ name, sacNo })),
          publishDate: isoDay(publish),
          companyId: stock.entId,
          stockCode: stock.stockCode,
          stockName: stock.stockName,
          industryCode: stock.industry.code,
          industryName: stock.industry.name,
          rating,
          previousRating: seq.previous,
          ratingChange: change,
          price,
          targetPrice: target,
          forecasts,
          abstract,
          pages: r.int(change === '首次' ? 18 : 3, change === '首次' ? 40 : 8),
        });
        seq.previous = rating;
        at = publish + r.int(45, 150) * DAY;
      }
    }
  }

  // 行业: each broker follows a few classes.
  const classes = SECTIONS.flatMap((s) => s.classes.map((c) => ({ ...c, section: s.section })));
  for (const broker of BROKERS) {
    const followed = new Set<(typeof classes)[number]>();
    const count = Math.max(2, Math.round(broker.weight / 2));
    while (followed.size < Math.min(count, classes.length)) followed.add(r.pick(classes));
    for (const industry of followed) {
      const team = staff.get(broker.name)!.team(industry.section);
      const related = pool.stocks.filter((s) => s.industry.section === industry.section && s.board !== '新三板');
      let previous: ResearchRating | null = null;
      for (let at = startMs + r.int(0, 60) * DAY; at <= todayMs; at += r.int(45, 90) * DAY) {
        const publish = workday(at);
        const rating: ResearchRating = previous && r.chance(0.7) ? previous : r.weighted([['增持', 55], ['中性', 38], ['减持', 7]] as const);
        const change = ratingChangeOf(previous, rating);
        const date = new Date(publish);
        const kind = r.pick(['月报', '深度报告', '点评', '周报']);
        const growth = -0.1 + r.next() * 0.3;
        const picks = related.length ? `，建议关注${related.slice(0, 3).map((s) => s.stockName).join('、')}` : '';
        drafts.push({
          type: '行业',
          title: `${industry.name}行业${kind}：${growth >= 0 ? r.pick(['景气度持续回升', '需求复苏，龙头受益', '供给优化，盈利修复可期']) : r.pick(['需求承压，静待拐点', '价格下行，关注成本改善'])}`,
          broker: broker.name,
          authors: authorsOf(r, team).map(({ name, sacNo }) => ({ name, sacNo })),
          publishDate: isoDay(publish),
          companyId: null,
          stockCode: null,
          stockName: null,
          industryCode: industry.code,
          industryName: industry.name,
          rating,
          previousRating: previous,
          ratingChange: change,
          price: null,
          targetPrice: null,
          forecasts: [],
          abstract: [
            `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月，${industry.name}行业主要指标同比${pct(growth)}，${growth >= 0 ? '景气度延续回升态势，龙头企业订单与盈利改善明显' : '行业仍处调整期，中小企业出清加速'}。`,
            `展望后续，我们认为行业集中度有望进一步提升，具备成本与渠道优势的企业将持续受益${picks}。`,
            `${change === '首次' ? '首次覆盖，给予' : change === '维持' ? '维持' : `${change}至`}行业“${rating}”评级。`,
            `风险提示：${r.pick(RISKS)}。`,
          ].join('\n'),
          pages: r.int(8, 30),
        });
        previous = rating;
      }
    }
  }

  // 策略 and 宏观 monthly, 晨报 weekly from the larger brokers.
  for (const broker of BROKERS) {
    const brokerStaff = staff.get(broker.name)!;
    for (let at = startMs + r.int(0, 30) * DAY; at <= todayMs; at += r.int(25, 35) * DAY) {
      const date = new Date(workday(at));
      const m = date.getUTCMonth() + 1;
      const pmi = 48.5 + r.next() * 3;
      const cpi = -0.5 + r.next() * 2.5;
      drafts.push(plain('宏观', broker.name, brokerStaff.team('宏观'), r, date, `${m}月宏观经济数据点评：${pmi >= 50 ? '制造业景气回升，内需修复延续' : '需求偏弱，政策加力可期'}`, [
        `${m}月制造业PMI为${pmi.toFixed(1)}%，${pmi >= 50 ? '位于扩张区间' : '仍处收缩区间'}；CPI同比${cpi >= 0 ? '上涨' : '下降'}${Math.abs(cpi).toFixed(1)}%，PPI同比降幅${r.chance(0.5) ? '收窄' : '扩大'}。`,
        `社融存量同比增长${(8 + r.next() * 2).toFixed(1)}%，M2同比增长${(7 + r.next() * 3).toFixed(1)}%，流动性总体合理充裕。`,
        `我们预计后续稳增长政策将持续发力，财政前置与货币宽松仍有空间。`,
        `风险提示：海外经济衰退超预期；国内政策落地不及预期。`,
      ]));
      drafts.push(plain('策略', broker.name, brokerStaff.team('策略'), r, date, `A股策略${r.pick(['月报', '周报', '专题'])}：${r.pick(['震荡中寻找结构性机会', '盈利修复与估值切换', '关注高股息与科技成长的均衡配置', '政策催化下的风险偏好回升'])}`, [
        `回顾${m}月，市场整体呈${r.chance(0.5) ? '震荡上行' : '区间震荡'}格局，成交额日均${(0.8 + r.next()).toFixed(2)}万亿元。`,
        `展望后市，我们认为企业盈利有望温和修复，增量资金入市节奏稳定，市场风险偏好仍有提升空间。`,
        `配置上建议均衡布局：一是受益于内需修复的消费与制造；二是景气向上的科技成长；三是现金流稳定的高股息资产。`,
        `风险提示：宏观经济修复不及预期；海外流动性收紧；地缘政治风险。`,
      ]));
    }
    if (broker.weight < 6) continue;
    for (let at = startMs + r.int(0, 6) * DAY; at <= todayMs; at += 7 * DAY) {
      const date = new Date(workday(at));
      const mentioned = pool.stocks.length ? r.pick(pool.stocks) : null;
      drafts.push(plain('晨报', broker.name, brokerStaff.team('策略'), r, date, `${broker.name}研究所晨会纪要（${isoDay(date.getTime())}）`, [
        `【宏观】${r.pick(['央行开展逆回购操作，资金面保持平稳', '财政部发布专项债发行安排', '统计局公布工业企业利润数据'])}。`,
        `【策略】${r.pick(['市场缩量震荡，关注业绩确定性方向', '北向资金净流入，风险偏好边际改善', '关注政策催化下的结构性机会'])}。`,
        `【行业】${r.pick(classes).name}：${r.pick(['价格企稳回升', '龙头企业扩产提速', '行业政策密集出台'])}。`,
        mentioned ? `【公司】${mentioned.stockName}：${r.pick(['经营稳健，维持推荐', '新签订单超预期', '产能释放带动业绩增长'])}。` : '【公司】今日无重点公司点评。',
      ]));
    }
  }

  drafts.sort((a, b) => a.publishDate.localeCompare(b.publishDate) || a.broker.localeCompare(b.broker) || a.title.localeCompare(b.title));
  return drafts.map((d, i) => ({ reportId: id(i + 1), ...d }));
}

/** A report without a subject (宏观, 策略, 晨报). */
function plain(type: '宏观' | '策略' | '晨报', broker: string, team: readonly Analyst[], r: Random, date: Date, title: string, lines: string[]): Draft {
  return {
    type,
    title,
    broker,
    authors: authorsOf(r, team).map(({ name, sacNo }) => ({ name, sacNo })),
    publishDate: isoDay(date.getTime()),
    companyId: null,
    stockCode: null,
    stockName: null,
    industryCode: null,
    industryName: null,
    rating: null,
    previousRating: null,
    ratingChange: null,
    price: null,
    targetPrice: null,
    forecasts: [],
    abstract: lines.join('\n'),
    pages: r.int(type === '晨报' ? 4 : 10, type === '晨报' ? 12 : 35),
  };
}
