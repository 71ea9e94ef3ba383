/**
 * Investment institutions (投资机构) and the financing rounds of companies (融资事件): VCs, PEs,
 * corporate VCs and government guidance funds, each with its own funds (limited partnerships, written
 * as companies), and rounds that name a lead investor and co-investors among them. The fund that took
 * a stake joins the company's shareholders from the day of the round, the holders before it diluted.
 */
import type { InvestorRow } from '../format';
import { DISTRICTS, shortCity, type District } from '../../core/reference/regions';
import { mostHeldWhenListed } from '../rules/listedCompany';
import { LIMITED_PARTNERSHIP, TRADE_CHARS } from './names';
import { isoDay, type Random } from './random';
import type { Holder } from './records';

export interface PlannedFund {
  entId: string;
  name: string;
}

export interface PlannedInvestor {
  row: Omit<InvestorRow, 'foundedYear'>;
  district: District;
  funds: PlannedFund[];
}

/** Where investment institutions sit: the financial centres far more than elsewhere. */
const CENTRES = ['北京市', '上海市', '深圳市', '杭州市', '广州市', '苏州市', '南京市', '成都市', '武汉市'];
const TYPES = [
  ['VC', 45],
  ['PE', 30],
  ['CVC', 12],
  ['政府引导基金', 13],
] as const;
const FUND_ORDINALS = ['一期', '二期', '三期', '四期'];
const FUND_KIND: Record<InvestorRow['type'], string> = {
  VC: '创业投资',
  PE: '股权投资',
  CVC: '产业投资',
  政府引导基金: '产业发展投资',
};

/** How many institutions a data set of this many companies has. */
export const investorCount = (companies: number) => (companies < 50 ? 0 : Math.min(120, Math.max(4, Math.round(companies / 150))));

/** The institutions, their names and funds; `fundId` names the n-th fund (the caller may renumber them). */
export function planInvestors(r: Random, count: number, fundId: (n: number) => string): PlannedInvestor[] {
  const districts = DISTRICTS.filter((d) => CENTRES.includes(d.city));
  const names = new Set<string>();
  const investors: PlannedInvestor[] = [];
  let fundSerial = 0;
  for (let i = 1; i <= count; i++) {
    const type = r.weighted(TYPES);
    const district = r.chance(0.85) ? r.pick(districts) : r.pick(DISTRICTS);
    const city = shortCity(district.city);
    let short = '';
    for (let tries = 0; tries < 20 && (!short || names.has(short)); tries++)
      short = type === '政府引导基金' ? `${city}${r.pick(TRADE_CHARS)}${r.pick(TRADE_CHARS)}` : `${r.pick(TRADE_CHARS)}${r.pick(TRADE_CHARS)}`;
    if (names.has(short)) short = `${short}${i}`;
    names.add(short);
    const name =
      type === 'VC'
        ? `${short}${r.pick(['创投', '资本', '创业投资'])}`
        : type === 'PE'
          ? `${short}${r.pick(['资本', '投资', '股权投资'])}`
          : type === 'CVC'
            ? `${short}${r.pick(['科技', '集团', '控股'])}战略投资部`
            : `${short}产业投资引导基金`;
    const funds = Array.from({ length: r.int(1, type === 'CVC' ? 2 : 4) }, (_, k) => ({
      entId: fundId(++fundSerial),
      // A guidance fund's short name starts with its city already: no 「北京北京…」.
      name: `${short.startsWith(city) ? '' : city}${short}${FUND_ORDINALS[k]}${FUND_KIND[type]}${LIMITED_PARTNERSHIP}`,
    }));
    investors.push({
      row: {
        investorId: `I${String(i).padStart(9, '0')}`,
        name,
        type,
        // A corporate VC invests from its group's balance sheet and is rarely a registered manager.
        amacNo: type === 'CVC' && r.chance(0.7) ? null : `P10${String(r.int(0, 99_999)).padStart(5, '0')}`,
        regionCode: district.code,
        fundIds: funds.map((f) => f.entId),
      },
      district,
      funds,
    });
  }
  return investors;
}

export interface Participant {
  investorId: string;
  fundId: string;
  lead: boolean;
}

export interface FinancingEvent {
  dateMs: number;
  round: string;
  /** 元; null: 未披露. */
  amount: number | null;
  participants: (Participant & { investorName: string; fundName: string; stake: number })[];
}

/** Rounds a venture goes through, in order, with its amounts in 元 [from, to]. */
const LADDER: readonly (readonly [string, number, number])[] = [
  ['天使轮', 1_000_000, 10_000_000],
  ['Pre-A轮', 5_000_000, 30_000_000],
  ['A轮', 10_000_000, 100_000_000],
  ['B轮', 50_000_000, 300_000_000],
  ['C轮', 100_000_000, 1_000_000_000],
  ['D轮', 300_000_000, 2_000_000_000],
  ['E轮', 500_000_000, 3_000_000_000],
  ['Pre-IPO', 200_000_000, 2_000_000_000],
];
const OTHER: readonly (readonly [string, number, number])[] = [
  ['战略融资', 50_000_000, 1_000_000_000],
  ['并购', 100_000_000, 5_000_000_000],
  ['定增', 300_000_000, 5_000_000_000],
];
const DAY = 86_400_000;

/** Sections whose companies raise venture money most: IT, manufacturing, research, energy. */
const VENTURE_SECTIONS = ['I', 'M', 'C', 'D'];

/**
 * A company's rounds, oldest first, within the last ten years and after its founding; none for most
 * companies. Amounts are round figures (百万), a quarter undisclosed.
 */
export function financingEvents(
  r: Random,
  company: { section: string; estMs: number; listed: boolean },
  investors: readonly PlannedInvestor[],
  todayMs: number,
): FinancingEvent[] {
  if (!investors.length || !r.chance(VENTURE_SECTIONS.includes(company.section) ? 0.3 : 0.03)) return [];
  const events: FinancingEvent[] = [];
  let step = r.weighted([[0, 40], [1, 20], [2, 20], [3, 12], [4, 8]] as const);
  let dateMs = Math.max(company.estMs + r.int(120, 720) * DAY, todayMs - 3650 * DAY + r.int(0, 1500) * DAY);
  // A recent round now and then: newly funded firms are the ones a bank calls first.
  const recent = r.chance(0.15);
  for (let n = r.int(1, 4); n > 0 && dateMs <= todayMs; n--) {
    const [round, from, to] =
      r.chance(0.15) ? r.pick(company.listed ? OTHER : OTHER.slice(0, 2)) : LADDER[Math.min(step++, LADDER.length - 1)]!;
    const amount = r.chance(0.25) ? null : Math.max(1, Math.round((from + r.next() * (to - from)) / 1_000_000)) * 1_000_000;
    const lead = r.pick(investors);
    const others = investors.filter((i) => i !== lead);
    const co = Array.from({ length: r.weighted([[0, 35], [1, 35], [2, 20], [3, 10]] as const) }, () => r.pick(others)).filter(
      (x, i, all) => all.indexOf(x) === i,
    );
    const participants = [lead, ...co].map((inv, i) => {
      const fund = r.pick(inv.funds);
      return {
        investorId: inv.row.investorId,
        investorName: inv.row.name,
        fundId: fund.entId,
        fundName: fund.name,
        lead: i === 0,
        // Stakes in hundredths of a percent: a lead takes more.
        stake: (i === 0 ? r.int(300, 1200) : r.int(100, 500)) / 10_000,
      };
    });
    events.push({ dateMs, round, amount, participants });
    dateMs += r.int(240, 720) * DAY;
  }
  if (recent && events.length) {
    const last = events.at(-1)!;
    last.dateMs = Math.max(last.dateMs, Math.min(todayMs, todayMs - r.int(0, 25) * DAY));
    if (events.length > 1 && last.dateMs <= events.at(-2)!.dateMs) last.dateMs = events.at(-2)!.dateMs + DAY;
  }
  return events.filter((e) => e.dateMs <= todayMs);
}

/** The amount as the news gives it: 5000万人民币, 3.5亿人民币, or 未披露. */
export function amountText(amount: number | null): string {
  if (amount === null) return '未披露';
  return amount >= 100_000_000 ? `${Math.round(amount / 1_000_000) / 100}亿人民币` : `${amount / 10_000}万人民币`;
}

/** The financing record of a round, as the ingestion format has it (`records.jsonl`, kind financing). */
export const financingRecord = (e: FinancingEvent) => ({
  kind: 'financing',
  date: isoDay(e.dateMs),
  round: e.round,
  amount: e.amount,
  amountText: amountText(e.amount),
  investors: e.participants.map((p) => p.investorName).join('、'),
  participants: e.participants.map(({ investorId, fundId, lead }) => ({ investorId, fundId, lead })),
});

/**
 * The holders after the rounds: each round's funds take their stakes and everyone before is diluted
 * by their sum; a fund that follows on adds to its stake. Ratios are cut (not rounded) to four
 * decimals so that they never add up to more than 100%. `since` is the day each fund came in.
 */
export function holdersAfter(holders: readonly Holder[], events: readonly FinancingEvent[], capital: number | null) {
  let ratios = holders.map((h) => ({ holder: h, ratio: h.ratio, since: null as number | null }));
  for (const e of events) {
    const taken = e.participants.reduce((sum, p) => sum + p.stake, 0);
    ratios = ratios.map((x) => ({ ...x, ratio: x.ratio * (1 - taken) }));
    for (const p of e.participants) {
      const held = ratios.find((x) => x.holder.kind === 'C' && x.holder.id === p.fundId);
      if (held) held.ratio += p.stake;
      else ratios.push({ holder: { kind: 'C', id: p.fundId, name: p.fundName, ratio: 0, amount: null }, ratio: p.stake, since: e.dateMs });
    }
  }
  return ratios.map(({ holder, ratio, since }) => {
    const cut = Math.max(0.0001, Math.floor(ratio * 10_000) / 10_000);
    return { holder: { ...holder, ratio: cut, amount: capital ? Math.round(capital * cut) : null }, since };
  });
}

/**
 * A listed company's holders after its IPO: the new shares sold to the public (at least a quarter, a tenth above 4 亿
 * of capital: rules/listedCompany.ts) dilute every holder of the register alike, pre-IPO investors included.
 */
export function dilutedAtListing<H extends { ratio: number; amount: number | null }>(holders: H[], capital: number | null): void {
  const held = holders.reduce((sum, h) => sum + h.ratio, 0);
  const most = mostHeldWhenListed(capital);
  if (held <= most) return;
  for (const h of holders) {
    h.ratio = Math.max(0.0001, Math.floor((h.ratio * most * 10_000) / held) / 10_000);
    h.amount = capital ? Math.round(capital * h.ratio) : null;
  }
}
