/**
 * Tenders (招标项目) and their bids, consistent with the companies: the bidders of a tender are active
 * companies of its industry section, of the buyer's province where there are enough, 3–7 of them, founded
 * before it was published; prices around the budget, the lowest (or a best-value) bid winning; dates in the
 * last three years (a tender opening after today has no winner yet). Every 25th tender (4%) hides collusion:
 * companies of one group bidding together, bids sharing a preparer, agent, project manager, deposit account
 * or document machine code, or prices in equal steps or a fixed ratio.
 *
 * The pool keeps only indexes, sections, districts and founding days of the eligible companies (arrays
 * of numbers and references to strings the generator holds anyway), and the tenders are yielded one at a
 * time: at a million companies that is about 600 000 entries and 50 000 lines written as they come.
 */
import { shortCity, shortProvince, type District } from '../../core/reference/regions';
import { DISTRICTS } from '../../core/reference/regions';
import type { TenderBidRow, TenderRow } from '../format';
import { GIVEN_CHARS, SURNAMES, TRADE_CHARS } from './names';
import { isoDay, type Random } from './random';

const DAY = 86_400_000;
/** One tender for about this many companies. */
export const COMPANIES_PER_TENDER = 20;
/** Every COLLUSION_EVERY-th tender hides collusion (4%). */
const COLLUSION_EVERY = 25;

const DISTRICT_BY_CODE = new Map(DISTRICTS.map((d) => [d.code, d]));

/** Sections that tender, and how often (construction first, then IT, goods, services). */
const SECTION_WEIGHTS: readonly (readonly [string, number])[] = [
  ['E', 30],
  ['I', 18],
  ['F', 14],
  ['C', 12],
  ['M', 8],
  ['L', 7],
  ['O', 6],
  ['G', 5],
];

const SUBJECTS: Record<string, readonly string[]> = {
  E: ['办公楼维修改造工程', '道路提升改造工程', '雨污分流管网改造工程', '校舍抗震加固工程', '老旧小区改造工程', '园林景观提升工程'],
  I: ['信息化管理平台建设项目', '数据中心机房运维服务项目', '网络安全等级保护建设项目', '视频监控系统升级项目', '业务系统软件开发项目'],
  F: ['办公设备采购项目', '实验室设备采购项目', '电子产品采购项目', '食堂食材配送服务项目', '办公用品采购项目'],
  C: ['专用设备采购项目', '办公家具采购项目', '标识标牌制作项目', '配电设备采购项目'],
  M: ['工程检测服务项目', '环境监测服务项目', '技术咨询服务项目', '规划设计服务项目'],
  L: ['审计服务项目', '法律顾问服务项目', '造价咨询服务项目', '会议会务服务项目'],
  O: ['物业管理服务项目', '保洁服务项目', '安保服务项目'],
  G: ['车辆租赁服务项目', '物资运输服务项目'],
};

/** Budget medians (元) per section: works cost more than services. */
const BUDGET_MEDIANS: Record<string, number> = { E: 3_000_000, I: 900_000, C: 600_000, F: 400_000 };

const BUYERS: readonly (readonly [string, number])[] = [
  ['政府机关', 30],
  ['事业单位', 20],
  ['国有企业', 18],
  ['医院', 10],
  ['高校', 8],
  ['民营企业', 14],
];
const BUREAUS = ['住房和城乡建设局', '交通运输局', '教育局', '卫生健康委员会', '生态环境局', '财政局', '水务局', '城市管理局', '农业农村局'];
const INSTITUTIONS = ['疾病预防控制中心', '图书馆', '档案馆', '市政工程管理处', '不动产登记中心', '公共资源交易中心', '体育中心'];
const STATE_FIRMS = ['城市建设投资集团有限公司', '水务集团有限公司', '地铁集团有限公司', '交通投资集团有限公司', '国有资本投资运营有限公司'];
const UNIVERSITIES = ['理工大学', '师范大学', '职业技术学院', '财经大学', '医科大学', '大学'];
const HOSPITALS = ['第一人民医院', '第二人民医院', '中医院', '妇幼保健院', '人民医院'];
const AGENCY_WORDS = ['招标代理有限公司', '工程咨询有限公司', '项目管理有限公司', '建设咨询有限公司', '招标有限公司'];
/** First digits of corporate accounts of the big banks. */
const ACCOUNT_PREFIXES = ['1001', '3100', '4400', '1104', '7551', '3205', '1210'];

/** FNV-1a: the same company gets the same account and machine in every tender, without a draw. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** A company's basic account (基本存款账户), 19 digits, fixed for the company. */
export function accountOf(entId: string, seed: number): string {
  const h = hash(`${seed}:acct:${entId}`);
  const g = hash(`${seed}:acct2:${entId}`);
  return `${ACCOUNT_PREFIXES[h % ACCOUNT_PREFIXES.length]}${String(h).padStart(10, '0').slice(-8)}${String(g).padStart(10, '0').slice(-7)}`;
}

/** The MAC address of the machine a company makes its bid documents on, fixed for the company. */
export function machineOf(entId: string, seed: number): string {
  const h = hash(`${seed}:mac:${entId}`);
  const g = hash(`${seed}:mac2:${entId}`);
  const bytes = [0x3c, (g >>> 8) & 0xff, g & 0xff, (h >>> 16) & 0xff, (h >>> 8) & 0xff, h & 0xff];
  return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join('-');
}

/** The eligible bidders, gathered while the companies are written. */
export class TenderPool {
  readonly ids: string[] = [];
  readonly names: string[] = [];
  readonly districts: string[] = [];
  readonly estDays: number[] = [];
  readonly bySection = new Map<string, number[]>();
  readonly byBucket = new Map<string, number[]>();
  /** Groups with two or more eligible members (indexes into the pool). */
  readonly groups: number[][] = [];
  private group: number[] | null = null;

  /** An active company that may bid: not a branch, fund or organisation. */
  add(entId: string, name: string, section: string, regionCode: string, estMs: number): void {
    const i = this.ids.length;
    this.ids.push(entId);
    this.names.push(name);
    this.districts.push(regionCode);
    this.estDays.push(Math.floor(estMs / DAY));
    const list = (map: Map<string, number[]>, key: string) => map.get(key) ?? map.set(key, []).get(key)!;
    list(this.bySection, section).push(i);
    list(this.byBucket, `${section}|${regionCode.slice(0, 2)}`).push(i);
    this.group?.push(i);
  }

  startGroup(): void {
    this.group = [];
  }

  endGroup(): void {
    if (this.group && this.group.length >= 2) this.groups.push(this.group);
    this.group = null;
  }
}

/** A person of a bid document: three-character names, so that honest bids rarely share one by chance. */
const personName = (r: Random) => r.pick(SURNAMES) + r.pick(GIVEN_CHARS) + r.pick(GIVEN_CHARS);

/** The buyer of a tender in a district: a public body by name, or a registered private company. */
function buyerOf(r: Random, d: District, pool: TenderPool, avoid: ReadonlySet<number>) {
  const type = r.weighted(BUYERS);
  const city = shortCity(d.city);
  const province = shortProvince(d.province);
  switch (type) {
    case '政府机关':
      return { type, name: r.chance(0.5) ? `${d.city}${r.pick(BUREAUS)}` : `${d.city}${d.district}${r.pick(BUREAUS)}`, entId: null };
    case '事业单位':
      return { type, name: `${d.city}${r.pick(INSTITUTIONS)}`, entId: null };
    case '国有企业':
      return { type, name: `${city}${r.pick(STATE_FIRMS)}`, entId: null };
    case '医院':
      return { type, name: `${d.city}${r.pick(HOSPITALS)}`, entId: null };
    case '高校':
      return { type, name: r.chance(0.5) ? `${province}${r.pick(UNIVERSITIES)}` : `${city}${r.pick(UNIVERSITIES)}`, entId: null };
    default: {
      for (let tries = 0; tries < 5; tries++) {
        const i = r.int(0, pool.ids.length - 1);
        if (!avoid.has(i)) return { type, name: pool.names[i]!, entId: pool.ids[i]! };
      }
      return { type: '国有企业', name: `${city}${r.pick(STATE_FIRMS)}`, entId: null };
    }
  }
}

type Collusion = 'group' | 'metadata' | 'price';

/**
 * The tenders of a data set, one at a time. `count` of them (none without at least ten eligible companies);
 * `seed` fixes each company's account and machine code.
 */
export function* planTenders(
  r: Random,
  pool: TenderPool,
  count: number,
  todayMs: number,
  seed: number,
  tenderId: (n: number) => string,
): Generator<TenderRow> {
  if (pool.ids.length < 10) return;
  const sections = SECTION_WEIGHTS.filter(([s]) => pool.bySection.get(s)?.length);
  const agencies = new Map<string, string[]>();
  const todayDay = Math.floor(todayMs / DAY);

  for (let n = 1; n <= count; n++) {
    const section = sections.length ? r.weighted(sections) : pool.bySection.keys().next().value!;
    const inSection = pool.bySection.get(section)!;
    const anchor = r.pick(inSection);
    const district = DISTRICT_BY_CODE.get(pool.districts[anchor]!) ?? DISTRICTS[0]!;
    const publishDay = todayDay - r.int(0, 3 * 365 - 40);
    const openDay = publishDay + r.int(20, 35);
    const concluded = openDay <= todayDay;

    // Bidders: the section in the province first, then the section, then anyone; founded before publication.
    const wanted = r.int(3, 7);
    const chosen: number[] = [];
    const taken = new Set<number>();
    const tryAdd = (i: number) => {
      if (taken.has(i) || pool.estDays[i]! >= publishDay) return false;
      taken.add(i);
      chosen.push(i);
      return true;
    };
    tryAdd(anchor);
    const bucket = pool.byBucket.get(`${section}|${district.code.slice(0, 2)}`) ?? [];
    for (const list of [bucket, inSection])
      for (let tries = 0; chosen.length < wanted && tries < wanted * 4; tries++) tryAdd(r.pick(list));
    for (let tries = 0; chosen.length < 3 && tries < 50; tries++) tryAdd(r.int(0, pool.ids.length - 1));
    if (chosen.length < 2) continue;

    // The first planted tender shares bid documents, so that even a small set holds one of each kind of finding.
    const collusion: Collusion | null =
      n % COLLUSION_EVERY !== 3
        ? null
        : n === 3
          ? 'metadata'
          : r.weighted<Collusion>([['group', 35], ['metadata', 45], ['price', 20]]);
    let colluders: number[] = [];
    if (collusion === 'group') {
      // Two or three companies of one group join (replacing the last honest bidders).
      const group = pool.groups.length ? r.pick(pool.groups) : [];
      const members = group.filter((i) => pool.estDays[i]! < publishDay && !taken.has(i));
      for (const i of members.slice(0, r.int(2, 3))) colluders.push(i);
      if (colluders.length >= 2) {
        chosen.splice(Math.max(1, chosen.length - colluders.length), colluders.length, ...colluders);
        for (const i of colluders) taken.add(i);
      } else colluders = [];
    }

    const budgetMedian = BUDGET_MEDIANS[section] ?? 500_000;
    const rawBudget = Math.max(50_000, r.logNormal(budgetMedian, 0.8));
    const budget = Math.round(rawBudget / (rawBudget > 1_000_000 ? 10_000 : 1_000)) * (rawBudget > 1_000_000 ? 10_000 : 1_000);
    const bids: TenderBidRow[] = chosen.map((i) => {
      const agent = personName(r);
      return {
        entId: pool.ids[i]!,
        price: Math.round(budget * (0.8 + r.next() * 0.19)),
        won: false,
        agentName: agent,
        preparer: r.chance(0.6) ? agent : personName(r),
        projectManager: ['E', 'I', 'M'].includes(section) || r.chance(0.4) ? personName(r) : null,
        // Some bidders give a bank guarantee (保函) instead of a cash deposit.
        depositAccount: r.chance(0.8) ? accountOf(pool.ids[i]!, seed) : null,
        fileMachineCode: machineOf(pool.ids[i]!, seed),
      };
    });

    // The colluding bids: the group's companies, or the last two or three bidders.
    const ring = collusion === 'group' && colluders.length >= 2 ? new Set(colluders.map((i) => pool.ids[i]!)) : null;
    const colluding = ring
      ? bids.filter((b) => ring.has(b.entId))
      : collusion
        ? bids.slice(bids.length - Math.min(bids.length - 1, collusion === 'price' ? 3 : r.int(2, 3)))
        : [];
    if (collusion === 'metadata' || (!ring && collusion === 'group') || (ring && r.chance(0.3))) {
      // One organiser prepared the documents of the others: shared preparer, agent, account or machine.
      const lead = colluding[0]!;
      const fields = r.weighted<(keyof TenderBidRow)[]>([
        [['preparer'], 25],
        [['agentName'], 15],
        [['depositAccount'], 15],
        [['fileMachineCode'], 20],
        [['preparer', 'fileMachineCode'], 15],
        [['projectManager'], 10],
      ]);
      lead.projectManager ??= personName(r);
      lead.depositAccount ??= accountOf(lead.entId, seed);
      for (const bid of colluding.slice(1)) for (const f of fields) (bid as Record<string, unknown>)[f] = lead[f];
    }
    if (collusion === 'price' && colluding.length >= 3) {
      // 报价呈规律性差异: equal steps or a fixed ratio.
      const base = Math.round(budget * (0.86 + r.next() * 0.04));
      const step = r.chance(0.5) ? Math.round(budget * (0.01 + r.next() * 0.02)) : 0;
      const ratio = 1.01 + r.next() * 0.02;
      colluding.forEach((bid, k) => (bid.price = step ? base + k * step : Math.round(base * Math.pow(ratio, k))));
    }

    // The winner: usually the lowest price, now and then a best-value bid among the three lowest; a
    // colluder when there is one (the ring's aim), by pricing just under the rest.
    if (concluded) {
      const sorted = [...bids].sort((x, y) => x.price! - y.price!);
      let winner = r.chance(0.75) ? sorted[0]! : sorted[r.int(0, Math.min(2, sorted.length - 1))]!;
      if (colluding.length && collusion !== 'price') {
        winner = colluding[0]!;
        winner.price = Math.min(winner.price!, Math.round(sorted[0]!.price! * 0.99));
      }
      winner.won = true;
    }

    // The bids in the order they were opened.
    for (let k = bids.length - 1; k > 0; k--) {
      const j = r.int(0, k);
      [bids[k], bids[j]] = [bids[j]!, bids[k]!];
    }
    const buyer = buyerOf(r, district, pool, taken);
    const cityAgencies = agencies.get(district.city) ?? agencies.set(district.city, []).get(district.city)!;
    if (cityAgencies.length < 6 && (cityAgencies.length === 0 || r.chance(0.2)))
      cityAgencies.push(`${shortCity(district.city)}${r.pick(TRADE_CHARS)}${r.pick(TRADE_CHARS)}${r.pick(AGENCY_WORDS)}`);
    const agency = r.chance(0.85) ? r.pick(cityAgencies) : null;
    const subject = r.pick(SUBJECTS[section] ?? SUBJECTS.F!);
    const year = new Date(publishDay * DAY).getUTCFullYear();
    yield {
      tenderId: tenderId(n),
      title: `${buyer.name}${r.chance(0.5) ? `${year}年` : ''}${subject}`,
      buyerName: buyer.name,
      buyerEntId: buyer.entId,
      buyerType: buyer.type,
      regionCode: district.code,
      industryCode: section,
      budget,
      publishDate: isoDay(publishDay * DAY),
      openDate: isoDay(openDay * DAY),
      agency,
      bids,
    };
  }
}
