import * as XLSX from '@e965/xlsx';
import type { BankFlowLayout, BankFlowRule } from '@esee/contracts';
import { isWorkingDay } from '../../core/reference/holidays';
import { SURNAMES, GIVEN_CHARS, TRADE_CHARS } from './names';
import { Random } from './random';

/*
 * Sample bank statements for the bank-statement analysis (IBA 银行流水分析): a year of a company group's
 * accounts (the issuer A, two group companies B and C, the actual controller P) with ordinary business
 * (customers paying, suppliers paid, payroll, tax, social security, fees, interest, a person's spending and
 * rent), and one planted anomaly of each rule in known places. Deterministic by seed.
 *
 * The ordinary business is shaped so that no rule fires on it at the default thresholds (amounts with cents
 * below the large and fast in-out floors, office hours on working days, customers only paying and suppliers
 * only paid, at most five times a month each); every planted row fires its rule and no other. Tests rely on
 * both: each planted anomaly is found, nothing else is flagged.
 */

export type SubjectKey = 'A' | 'B' | 'C' | 'P';

export interface GenSubject {
  key: SubjectKey;
  kind: 'company' | 'person';
  name: string;
  role: string;
  accountNo: string;
  bankName: string;
}

export interface GenRow {
  /** YYYY-MM-DD HH:mm:ss. */
  occurred: string;
  direction: 'in' | 'out';
  amount: number;
  balance: number;
  counterparty: string;
  counterAccount: string;
  counterBank: string;
  summary: string;
  purpose: string;
}

export interface GenStatement {
  subject: GenSubject;
  rows: GenRow[];
}

/** A planted anomaly: the rule, and the row it anchors on (the first of a group). */
export interface Planted {
  rule: BankFlowRule;
  subject: SubjectKey;
  occurred: string;
  amount: number;
  counterparty: string;
  what: string;
}

/** A planted pre-check fault. */
export interface PlantedFault {
  check: 'balance' | 'duplicate' | 'gap';
  subject: SubjectKey;
  /** The row the check reports (the row after a missing one, the duplicate), or the gap's first day. */
  occurred: string;
}

export interface StatementOptions {
  seed: number;
  /** The statements' year (2023–2027: the holiday calendar's). Default 2024. */
  year?: number;
  /** Names of A, B and C (e.g. companies of the register); generated when not given. */
  companies?: readonly [string, string, string];
  /** The actual controller's name. */
  person?: string;
  /** A register company related to A: the related-party anomaly is planted only when given. */
  relatedName?: string;
  /** Plant pre-check faults (a gap in C, a missing row and a duplicate in B). Default true. */
  faults?: boolean;
  /**
   * Ordinary business of each company, as a multiple of a small company's (about 450 rows a year); with it
   * the customers and suppliers. For benchmarks: the rules may fire on the ordinary rows beyond 1.
   */
  volume?: number;
}

export interface GeneratedStatements {
  subjects: GenSubject[];
  statements: GenStatement[];
  planted: Planted[];
  faults: PlantedFault[];
}

const CITIES = ['北京', '上海', '深圳', '杭州', '苏州', '南京', '成都', '武汉', '广州', '宁波', '无锡', '合肥'];
const TRADES = ['科技', '贸易', '电子', '机械', '材料', '建设', '化工', '食品', '医药', '包装', '能源', '纺织'];
const BANK_BRANCHES = [
  '中国工商银行股份有限公司{city}分行营业部',
  '中国建设银行股份有限公司{city}支行',
  '中国农业银行股份有限公司{city}分行',
  '中国银行股份有限公司{city}分行',
  '招商银行股份有限公司{city}分行',
  '兴业银行股份有限公司{city}分行',
];
const PLATFORMS = ['财付通支付科技有限公司', '支付宝（中国）网络技术有限公司'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;

interface Event {
  subject: SubjectKey;
  occurred: string;
  direction: 'in' | 'out';
  amount: number;
  counterparty: string;
  counterAccount: string;
  counterBank: string;
  summary: string;
  purpose: string;
  /** Ordinary business (may be dropped or duplicated for the pre-check faults). */
  background: boolean;
}

/** Generate the statements of one group for a year. */
export function generateStatements(options: StatementOptions): GeneratedStatements {
  const rand = new Random(options.seed);
  const year = options.year ?? 2024;
  const faults = options.faults ?? true;
  const volume = Math.max(1, Math.floor(options.volume ?? 1));
  const used = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const name = make();
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const trade = () => rand.pick(TRADE_CHARS) + rand.pick(TRADE_CHARS);
  const city = () => rand.pick(CITIES);
  const companyName = (kind = rand.pick(TRADES), form = '有限公司') => unique(() => `${city()}${trade()}${kind}${form}`);
  const personName = () =>
    unique(() => rand.pick(SURNAMES) + rand.pick(GIVEN_CHARS) + (rand.chance(0.7) ? rand.pick(GIVEN_CHARS) : ''));
  const accountNo = () => Array.from({ length: 19 }, (_, i) => (i === 0 ? rand.int(1, 9) : rand.int(0, 9))).join('');
  const branch = () => rand.pick(BANK_BRANCHES).replace('{city}', city());
  const money = (min: number, max: number) => {
    const yuan = rand.int(min, max - 1);
    return yuan + rand.int(1, 99) / 100;
  };
  const clock = (fromHour: number, toHour: number) => {
    const minute = rand.int(fromHour * 60, toHour * 60 - 1);
    return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(rand.int(0, 59))}`;
  };

  for (const n of options.companies ?? []) used.add(n);
  const [nameA, nameB, nameC] = options.companies ?? [
    companyName('科技', '股份有限公司'),
    companyName('电子'),
    companyName('贸易'),
  ];
  const subjects: GenSubject[] = [
    { key: 'A', kind: 'company', name: nameA, role: '发行人', accountNo: accountNo(), bankName: branch() },
    { key: 'B', kind: 'company', name: nameB, role: '子公司', accountNo: accountNo(), bankName: branch() },
    { key: 'C', kind: 'company', name: nameC, role: '主要关联方', accountNo: accountNo(), bankName: branch() },
    { key: 'P', kind: 'person', name: options.person ?? personName(), role: '实际控制人', accountNo: accountNo(), bankName: branch() },
  ];
  if (options.person) used.add(options.person);
  if (options.relatedName) used.add(options.relatedName);
  const subject = (key: SubjectKey) => subjects.find((s) => s.key === key)!;

  // The calendar of the year.
  const days: string[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  const workdays = days.filter(isWorkingDay);
  const workdaysOf = (month: number) => workdays.filter((d) => Number(d.slice(5, 7)) === month);
  const nthWorkday = (month: number, n: number) => workdaysOf(month)[n - 1]!;
  const workdayFrom = (month: number, day: number) =>
    workdays.find((d) => d >= `${year}-${pad(month)}-${pad(day)}`) ?? workdays[workdays.length - 1]!;

  const events: Event[] = [];
  const party = (name: string) => ({ counterparty: name, counterAccount: accountNo(), counterBank: branch() });
  const parties = new Map<string, ReturnType<typeof party>>();
  const partyOf = (name: string) => parties.get(name) ?? parties.set(name, party(name)).get(name)!;
  const event = (e: Omit<Event, 'counterAccount' | 'counterBank'> & Partial<Pick<Event, 'counterAccount' | 'counterBank'>>) =>
    events.push({ counterAccount: '', counterBank: '', ...(e.counterparty ? partyOf(e.counterparty) : {}), ...e });
  /** A transfer between two subjects: one row in each statement. */
  const transfer = (from: SubjectKey, to: SubjectKey, occurred: string, amount: number, summary: string, background: boolean) => {
    const a = subject(from);
    const b = subject(to);
    events.push(
      { subject: from, occurred, direction: 'out', amount, counterparty: b.name, counterAccount: b.accountNo, counterBank: b.bankName, summary, purpose: '', background },
      { subject: to, occurred, direction: 'in', amount, counterparty: a.name, counterAccount: a.accountNo, counterBank: a.bankName, summary, purpose: '', background },
    );
  };

  // Ordinary business of the three companies.
  for (const key of ['A', 'B', 'C'] as const) {
    const customers = Array.from({ length: 12 * volume }, () => companyName());
    const suppliers = Array.from({ length: 12 * volume }, () => companyName());
    const draws = (n = 0) => {
      for (let v = 0; v < volume; v++) n += rand.weighted([[0, 3], [1, 5], [2, 2]] as const);
      return n;
    };
    const perMonth = new Map<string, number>();
    /** A counterparty with room left this month (at most five transactions each). */
    const pickParty = (list: string[], month: string) => {
      for (let i = 0; i < 20; i++) {
        const name = rand.pick(list);
        const k = `${name}|${month}`;
        if ((perMonth.get(k) ?? 0) < 5) {
          perMonth.set(k, (perMonth.get(k) ?? 0) + 1);
          return name;
        }
      }
      return null;
    };
    for (const day of workdays) {
      const month = day.slice(0, 7);
      for (let i = draws(); i > 0; i--) {
        const name = pickParty(customers, month);
        if (name)
          event({ subject: key, occurred: `${day} ${clock(9, 17)}`, direction: 'in', amount: money(10_000, 95_000), counterparty: name, summary: rand.pick(['货款', '销售回款', '收货款']), purpose: '', background: true });
      }
      for (let i = draws(); i > 0; i--) {
        const name = pickParty(suppliers, month);
        if (name)
          event({ subject: key, occurred: `${day} ${clock(9, 17)}`, direction: 'out', amount: money(5_000, 50_000), counterparty: name, summary: rand.pick(['货款', '采购材料款', '支付货款']), purpose: '', background: true });
      }
    }
    const taxOffice = `国家税务总局${city()}市税务局`;
    const social = `${city()}市社会保险事业管理中心`;
    for (let month = 1; month <= 12; month++) {
      event({ subject: key, occurred: `${workdayFrom(month, 10)} ${clock(10, 11)}`, direction: 'out', amount: money(60_000, 95_000), counterparty: '工资代发专户', summary: '代发工资', purpose: '', background: true });
      event({ subject: key, occurred: `${workdayFrom(month, 15)} ${clock(10, 11)}`, direction: 'out', amount: money(8_000, 60_000), counterparty: taxOffice, summary: '缴纳增值税', purpose: '', background: true });
      event({ subject: key, occurred: `${workdayFrom(month, 20)} ${clock(14, 15)}`, direction: 'out', amount: money(15_000, 40_000), counterparty: social, summary: '社保费', purpose: '', background: true });
      const last = workdaysOf(month)[workdaysOf(month).length - 1]!;
      event({ subject: key, occurred: `${last} ${clock(16, 17)}`, direction: 'out', amount: money(10, 300), counterparty: '', summary: '汇划手续费', purpose: '', background: true });
      if (month % 3 === 0)
        event({ subject: key, occurred: `${workdayFrom(month, 21)} ${clock(9, 10)}`, direction: 'in', amount: money(500, 5_000), counterparty: '', summary: '结息', purpose: '', background: true });
      if (month % 3 === 1)
        event({ subject: key, occurred: `${nthWorkday(month, 7)} ${clock(10, 16)}`, direction: 'out', amount: money(2_000, 8_000), counterparty: '', summary: '现金支取', purpose: '备用金', background: true });
    }
  }

  // The actual controller: salary from A, rent, everyday spending (any day, before 21:00).
  const landlord = personName();
  const merchants = Array.from({ length: 8 }, () => companyName(rand.pick(['超市', '餐饮管理', '百货', '药房'])));
  const merchantMonth = new Map<string, number>();
  for (let month = 1; month <= 12; month++) {
    transfer('A', 'P', `${workdayFrom(month, 10)} ${clock(11, 12)}`, money(35_000, 45_000), '工资', true);
    event({ subject: 'P', occurred: `${year}-${pad(month)}-05 ${clock(19, 20)}`, direction: 'out', amount: money(3_500, 6_000), counterparty: landlord, summary: '房租', purpose: '', background: true });
    const monthDays = days.filter((d) => Number(d.slice(5, 7)) === month);
    for (let i = rand.int(15, 25); i > 0; i--) {
      let name = rand.pick(PLATFORMS);
      if (rand.chance(0.4)) {
        const m = rand.pick(merchants);
        const k = `${m}|${month}`;
        if ((merchantMonth.get(k) ?? 0) < 5) {
          merchantMonth.set(k, (merchantMonth.get(k) ?? 0) + 1);
          name = m;
        }
      }
      event({ subject: 'P', occurred: `${rand.pick(monthDays)} ${clock(8, 21)}`, direction: 'out', amount: money(20, 3_000), counterparty: name, summary: '消费', purpose: '', background: true });
    }
  }

  // The planted anomalies, each firing its rule and no other.
  const planted: Planted[] = [];
  type PlantedEvent = Omit<Event, 'background' | 'counterAccount' | 'counterBank'> &
    Partial<Pick<Event, 'counterAccount' | 'counterBank'>>;
  const plant = (rule: BankFlowRule, what: string, e: PlantedEvent) => {
    event({ ...e, background: false });
    planted.push({ rule, subject: e.subject, occurred: e.occurred, amount: e.amount, counterparty: e.counterparty, what });
  };
  plant('large', '大额设备采购', { subject: 'A', occurred: `${nthWorkday(3, 3)} 10:15:21`, direction: 'out', amount: 1_234_567.89, counterparty: companyName('重工机械'), summary: '设备款', purpose: '' });
  plant('round', '整数金额付款', { subject: 'A', occurred: `${nthWorkday(4, 8)} 11:02:40`, direction: 'out', amount: 300_000, counterparty: companyName('建材'), summary: '材料款', purpose: '' });
  plant('night', '夜间付款', { subject: 'A', occurred: `${nthWorkday(2, 12)} 23:12:05`, direction: 'out', amount: 23_456.78, counterparty: companyName(), summary: '货款', purpose: '' });
  const saturday = days.find((d) => d >= `${year}-06-01` && new Date(`${d}T00:00:00Z`).getUTCDay() === 6 && !isWorkingDay(d))!;
  plant('nonWorkingDay', '周末付款', { subject: 'A', occurred: `${saturday} 10:00:12`, direction: 'out', amount: 45_678.9, counterparty: companyName(), summary: '货款', purpose: '' });
  plant('nonWorkingDay', '国庆假期付款', { subject: 'A', occurred: `${year}-10-02 10:30:45`, direction: 'out', amount: 34_567.8, counterparty: companyName(), summary: '货款', purpose: '' });
  const fastDay = nthWorkday(5, 10);
  plant('fastInOut', '资金快进快出', { subject: 'A', occurred: `${fastDay} 09:30:00`, direction: 'in', amount: 856_432.1, counterparty: companyName('投资管理'), summary: '往来款', purpose: '' });
  event({ subject: 'A', occurred: `${fastDay} 14:00:33`, direction: 'out', amount: 412_345.67, counterparty: companyName(), summary: '往来款', purpose: '', background: false });
  event({ subject: 'A', occurred: `${fastDay} 16:20:08`, direction: 'out', amount: 301_234.56, counterparty: companyName(), summary: '往来款', purpose: '', background: false });
  const twoWay = companyName('供应链管理');
  plant('frequentTwoWay', '与同一方双向往来', { subject: 'A', occurred: `${nthWorkday(7, 5)} 10:00:10`, direction: 'in', amount: 76_543.21, counterparty: twoWay, summary: '往来款', purpose: '' });
  event({ subject: 'A', occurred: `${nthWorkday(8, 5)} 14:00:10`, direction: 'out', amount: 65_432.1, counterparty: twoWay, summary: '还往来款', purpose: '', background: false });
  const carrier = companyName('物流');
  for (let i = 1; i <= 12; i++) {
    const e = { subject: 'A' as const, occurred: `${nthWorkday(3, i)} 15:${pad(10 + i)}:00`, direction: 'out' as const, amount: money(3_000, 9_000), counterparty: carrier, summary: '运费', purpose: '' };
    if (i === 1) plant('frequentTwoWay', '同一对手方月内频繁交易', e);
    else event({ ...e, background: false });
  }
  transfer('A', 'B', `${nthWorkday(9, 2)} 10:00:00`, 523_456.78, '往来款', false);
  planted.push({ rule: 'loop', subject: 'A', occurred: `${nthWorkday(9, 2)} 10:00:00`, amount: 523_456.78, counterparty: nameB, what: 'A→B→C→A 资金闭环' });
  transfer('B', 'C', `${nthWorkday(9, 6)} 10:00:00`, 511_234.56, '往来款', false);
  transfer('C', 'A', `${nthWorkday(9, 11)} 10:00:00`, 505_678.9, '往来款', false);
  plant('cash', '大额取现', { subject: 'A', occurred: `${nthWorkday(11, 6)} 10:00:00`, direction: 'out', amount: 80_123.45, counterparty: '', counterAccount: '', counterBank: '', summary: '现金支取', purpose: '' });
  plant('thirdParty', '他人代付货款', { subject: 'A', occurred: `${nthWorkday(12, 4)} 10:20:00`, direction: 'in', amount: 73_210.55, counterparty: companyName('商贸'), summary: '代付货款', purpose: '' });
  plant('thirdParty', '个人支付企业货款', { subject: 'A', occurred: `${nthWorkday(12, 9)} 14:40:00`, direction: 'in', amount: 38_456.12, counterparty: personName(), summary: '货款', purpose: '' });
  if (options.relatedName)
    plant('relatedParty', '与关联方交易', { subject: 'A', occurred: `${nthWorkday(8, 12)} 10:00:00`, direction: 'out', amount: 45_678.12, counterparty: options.relatedName, summary: '货款', purpose: '' });

  // Pre-check faults: a gap of six weeks in C, a duplicated row and a missing row in B.
  const plantedFaults: PlantedFault[] = [];
  let kept = events;
  if (faults) {
    kept = events.filter((e) => !(e.subject === 'C' && e.background && e.occurred >= `${year}-07-01` && e.occurred < `${year}-08-16`));
    const before = events.filter((e) => e.subject === 'C' && e.occurred < `${year}-07-01`).map((e) => e.occurred).sort().pop()!;
    plantedFaults.push({ check: 'gap', subject: 'C', occurred: before.slice(0, 10) });
  }

  // Balances, row by row, from an opening balance.
  const statements: GenStatement[] = subjects.map((s) => {
    let balance = s.kind === 'company' ? 5_000_000 + rand.int(0, 1_000_000) : 200_000 + rand.int(0, 50_000);
    const mine = kept.filter((e) => e.subject === s.key).sort((a, b) => a.occurred.localeCompare(b.occurred));
    const rows = mine.map((e) => {
      balance = round2(balance + (e.direction === 'in' ? e.amount : -e.amount));
      return {
        occurred: e.occurred,
        direction: e.direction,
        amount: round2(e.amount),
        balance,
        counterparty: e.counterparty,
        counterAccount: e.counterAccount,
        counterBank: e.counterBank,
        summary: e.summary,
        purpose: e.purpose,
        background: e.background,
      };
    });
    if (faults && s.key === 'B') {
      // A missing row: an ordinary receipt in June is not in the file, the balances after it are.
      const i = rows.findIndex((r) => r.background && r.direction === 'in' && r.occurred >= `${year}-06-01`);
      plantedFaults.push({ check: 'balance', subject: 'B', occurred: rows[i + 1]!.occurred });
      rows.splice(i, 1);
      // A duplicated row: an ordinary payment in April printed twice.
      const j = rows.findIndex((r) => r.background && r.direction === 'out' && r.counterparty && r.occurred >= `${year}-04-01`);
      rows.splice(j + 1, 0, { ...rows[j]! });
      plantedFaults.push({ check: 'duplicate', subject: 'B', occurred: rows[j]!.occurred });
      plantedFaults.push({ check: 'balance', subject: 'B', occurred: rows[j]!.occurred });
    }
    return { subject: s, rows: rows.map(({ background: _b, ...r }) => r) };
  });
  planted.sort((a, b) => a.occurred.localeCompare(b.occurred));
  return { subjects, statements, planted, faults: plantedFaults };
}

// ---- files as the banks export them ----

type Cell = string | number;
interface LayoutWriter {
  preamble?: (s: GenSubject) => Cell[][];
  header: string[];
  row: (r: GenRow, s: GenSubject, i: number) => Cell[];
  footer?: (rows: GenRow[]) => Cell[][];
  /** Rows newest first (倒序), as some exports list them. */
  newestFirst?: boolean;
}

const ymd = (d: string) => d.slice(0, 10).replace(/-/g, '');
const hms = (d: string) => d.slice(11);
const thousands = (n: number) => n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const sum = (rows: GenRow[], dir: 'in' | 'out') => round2(rows.filter((r) => r.direction === dir).reduce((s, r) => s + r.amount, 0));

/** The layouts of the common bank exports (工行, 建行, 农行, 中行, 招行) and the generic one. */
export const STATEMENT_LAYOUTS: Record<BankFlowLayout, LayoutWriter> = {
  icbc: {
    header: ['本方账号', '对方账号', '交易时间', '借/贷', '借方发生额', '贷方发生额', '对方行号', '摘要', '用途', '对方单位名称', '余额'],
    row: (r, s) => [s.accountNo, r.counterAccount, r.occurred, r.direction === 'out' ? '借' : '贷', r.direction === 'out' ? r.amount : '', r.direction === 'in' ? r.amount : '', r.counterAccount ? r.counterAccount.slice(0, 12) : '', r.summary, r.purpose, r.counterparty, r.balance],
  },
  ccb: {
    preamble: (s) => [['中国建设银行单位客户账户交易明细'], [`账号：${s.accountNo}`, '', `户名：${s.name}`], ['币种：人民币']],
    header: ['交易时间', '借方发生额（支取）', '贷方发生额（收入）', '余额', '币种', '对方户名', '对方账号', '对方开户机构', '记账日期', '摘要', '备注'],
    row: (r) => [`${ymd(r.occurred)} ${hms(r.occurred)}`, r.direction === 'out' ? thousands(r.amount) : '', r.direction === 'in' ? thousands(r.amount) : '', thousands(r.balance), '人民币', r.counterparty, r.counterAccount, r.counterBank, ymd(r.occurred), r.summary, r.purpose],
    footer: (rows) => [['合计', thousands(sum(rows, 'out')), thousands(sum(rows, 'in'))]],
  },
  abc: {
    header: ['交易日期', '交易时间', '收入金额', '支出金额', '本次余额', '对方户名', '对方账号', '对方开户行', '交易用途', '摘要'],
    row: (r) => [ymd(r.occurred), hms(r.occurred).replace(/:/g, ''), r.direction === 'in' ? r.amount : '', r.direction === 'out' ? r.amount : '', r.balance, r.counterparty, r.counterAccount, r.counterBank, r.purpose, r.summary],
  },
  boc: {
    header: ['交易日期', '交易时间', '交易货币', '交易金额', '交易后余额', '对方账号', '对方户名', '对方开户行', '摘要', '用途'],
    row: (r) => [r.occurred.slice(0, 10).replace(/-/g, '/'), hms(r.occurred), '人民币', r.direction === 'out' ? -r.amount : r.amount, r.balance, r.counterAccount, r.counterparty, r.counterBank, r.summary, r.purpose],
    newestFirst: true,
  },
  cmb: {
    preamble: (s) => [[`账号：${s.accountNo}`], [`户名：${s.name}`]],
    header: ['交易日', '交易时间', '起息日', '交易类型', '借方金额', '贷方金额', '余额', '摘要', '流水号', '业务名称', '用途', '收(付)方分行名', '收(付)方名称', '收(付)方帐号'],
    row: (r, _s, i) => [ymd(r.occurred), hms(r.occurred), ymd(r.occurred), '转账', r.direction === 'out' ? r.amount : '', r.direction === 'in' ? r.amount : '', r.balance, r.summary, `G${String(100000 + i)}`, '网银转账', r.purpose, r.counterBank, r.counterparty, r.counterAccount],
  },
  generic: {
    header: ['交易日期', '交易时间', '收支标志', '交易金额', '余额', '对方户名', '对方账号', '对方开户行', '摘要', '用途', '币种'],
    row: (r) => [r.occurred.slice(0, 10), hms(r.occurred), r.direction === 'in' ? '收' : '支', r.amount, r.balance, r.counterparty, r.counterAccount, r.counterBank, r.summary, r.purpose, 'CNY'],
  },
};

/** The statement as a table of cells in a bank's layout: preamble, header, rows, footer. */
export function statementTable(statement: GenStatement, layout: BankFlowLayout): Cell[][] {
  const w = STATEMENT_LAYOUTS[layout];
  const rows = w.newestFirst ? [...statement.rows].reverse() : statement.rows;
  return [
    ...(w.preamble?.(statement.subject) ?? []),
    w.header,
    ...rows.map((r, i) => w.row(r, statement.subject, i)),
    ...(w.footer?.(statement.rows) ?? []),
  ];
}

const csvField = (v: Cell) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A CSV text of a table (CRLF lines, as Windows bank clients write them). */
export const toCsv = (table: Cell[][]) => `${table.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

let gbkTable: Map<string, number> | null = null;
/** Encode text as GBK: the table is read off the platform's GBK decoder once (no encoder ships with Node). */
export function encodeGbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch)) gbkTable.set(ch, (lead << 8) | trail);
      }
  }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else {
      const gbk = gbkTable.get(ch);
      if (gbk === undefined) out.push(0x3f);
      else out.push(gbk >> 8, gbk & 0xff);
    }
  }
  return Buffer.from(out);
}

/** The statement as an .xlsx workbook of one sheet. */
export function toXlsx(table: Cell[][], sheetName = '交易明细'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
