/**
 * The credit score of a partner (product pages §2.2), a pure function of the company's facts and records:
 * each dimension starts from a base and every finding adds or takes points (0–100), the score is the
 * weighted mean, the grade its band, and a hard knock-out (current 失信被执行人, 吊销/注销, 严重违法) makes
 * the grade E whatever the score. Every finding names the record it comes from.
 */
import {
  CREDIT_DIMENSION_TITLES,
  CREDIT_DIMENSIONS,
  CREDIT_FINDING_RECORDS,
  CREDIT_RULES,
  creditRuleOf,
  CREDIT_GRADE_BANDS,
  DEFAULT_CREDIT_WEIGHTS,
  moneyText,
  RECORD_KIND_BY_KEY,
  statusFlagOf,
  type CreditCheck,
  type CreditCompany,
  type CreditDimension,
  type CreditFinding,
  type CreditGrade,
  type CreditResult,
  type CreditRuleCode,
  type CreditSource,
  type CreditWeights,
  type EvidenceRecord,
} from '@esee/contracts';
import { registerRecord, registrationRecord } from '../../../core/evidence';

export interface CreditRecord {
  kind: string;
  id: string;
  date: string | null;
  payload: Record<string, unknown>;
}

/** A risk record of a company linked to the partner by shareholding, and how it is linked. */
export interface RelatedRecord extends CreditRecord {
  companyId: string;
  companyName: string;
  /** e.g. 股东, 对外投资企业. */
  relation: string;
}

export interface CreditInputs {
  /** The day the report is made, YYYY-MM-DD. */
  asOf: string;
  company: CreditCompany;
  /** How many shareholders the company has on record. */
  holderCount: number;
  /** The company's own records (risk kinds, bidding, licences, IP, tax rating, news). */
  records: CreditRecord[];
  /** 失信 and 严重违法 records of its shareholders and investments. */
  related: RelatedRecord[];
}

/** Years a 失信 listing, a limit on consumption, a penalty or a lawsuit counts as recent. */
const RECENT_YEARS = 3;
/** Months of bidding and news that count. */
const BIDDING_MONTHS = 36;
const NEWS_MONTHS = 12;
/** The top of E's band: a knocked-out report's score is capped there so score and grade agree. */
const KNOCK_OUT_CAP = CREDIT_GRADE_BANDS.find((b) => b.grade === 'D')!.min - 1;

const BASE: Record<CreditDimension, number> = {
  subject: 100,
  control: 100,
  // No wins and no qualifications are no risk, but no strength either.
  bidding: 40,
  qualification: 50,
  judicial: 100,
  operating: 100,
  // Without a published tax rating, a middling one.
  tax: 80,
  news: 90,
};

const TAX_LEVEL_POINTS: Record<string, number> = { A: 20, B: 5, M: -5, C: -25, D: -55 };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const monthsBack = (asOf: string, months: number) => {
  const d = new Date(dayMs(asOf));
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};
const within = (date: string | null, since: string, asOf: string) => date !== null && date >= since && date <= asOf;
/** 元 as every page shows an amount (`moneyText`: 万元, two decimals), or 金额未披露. */
export const wan = (yuan: number | null) => (yuan === null ? '金额未披露' : moneyText(yuan));

const sourceOf = (r: CreditRecord): CreditSource => ({
  kind: r.kind,
  kindTitle: RECORD_KIND_BY_KEY.get(r.kind)?.title ?? r.kind,
  id: r.id,
  date: r.date,
});
const registration = (c: CreditCompany): CreditSource => ({
  kind: 'company',
  kindTitle: '工商登记',
  id: c.entId,
  date: c.estDate,
});
/** A record of the company (or of a linked one) as evidence: kind, date, amount, case number. */
const evidenceOf = (r: CreditRecord, company: { id: string; name: string }): EvidenceRecord =>
  registerRecord({ record_id: r.id, kind: r.kind, record_date: r.date, payload: r.payload }, company);

type Found = Omit<CreditFinding, 'dimension' | 'knockOut' | 'rule' | 'records'> & {
  knockOut?: boolean;
  code: CreditRuleCode;
  records: EvidenceRecord[];
};

/**
 * What one dimension's rules find, and what they read and left out (a penalty older than 3 years, a pledge no
 * longer in force): each finding names its rule and records; `skip` counts a record read that did not count.
 */
class Finder {
  readonly found: Found[] = [];
  readonly skipped = new Map<CreditRuleCode, Map<string, number>>();
  constructor(readonly x: CreditInputs) {}

  private company = () => ({ id: this.x.company.entId, name: this.x.company.name });

  /** A finding from records of the company: the first is its footnote, all are its records. */
  fromRecords(
    code: CreditRuleCode,
    text: string,
    tone: Found['tone'],
    points: number,
    rows: CreditRecord[],
    knockOut = false,
  ) {
    this.found.push({
      code,
      text,
      tone,
      points: tone === 'risk' ? -Math.abs(points) : points,
      knockOut,
      source: sourceOf(rows[0]!),
      records: rows.slice(0, CREDIT_FINDING_RECORDS).map((r) => evidenceOf(r, this.company())),
    });
  }

  /** A finding from the registration itself (status, founding day, capital, holders). */
  fromRegistration(code: CreditRuleCode, text: string, points: number, knockOut = false) {
    const c = this.x.company;
    this.found.push({
      code,
      text,
      tone: 'risk',
      points: -Math.abs(points),
      knockOut,
      source: registration(c),
      records: [registrationRecord(this.company(), text, c.estDate, c.estDate ? '成立日期' : '')],
    });
  }

  /** A finding from a linked company's record. */
  fromRelated(code: CreditRuleCode, text: string, points: number, r: RelatedRecord) {
    this.found.push({
      code,
      text,
      tone: 'risk',
      points: -Math.abs(points),
      knockOut: false,
      source: sourceOf(r),
      records: [evidenceOf(r, { id: r.companyId, name: r.companyName })],
    });
  }

  skip(code: CreditRuleCode, reason: string) {
    const reasons = this.skipped.get(code) ?? new Map<string, number>();
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    this.skipped.set(code, reasons);
  }

  of(kind: string): CreditRecord[] {
    return this.x.records.filter((r) => r.kind === kind).sort(newest);
  }
}

/** Newest first, then by id: the order findings are shown in. */
const newest = (a: CreditRecord, b: CreditRecord) =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id);

function subject(f: Finder) {
  const { x } = f;
  const c = x.company;
  if (statusFlagOf(c.status)) f.fromRegistration('status', `登记状态为「${c.status}」`, 100, true);
  if (c.estDate === null) f.fromRegistration('noEstDate', '成立日期未披露', 10);
  else {
    const years = (dayMs(x.asOf) - dayMs(c.estDate)) / (365.25 * 86_400_000);
    if (years < 1) f.fromRegistration('young', '成立不足1年，经营历史短', 30);
    else if (years < 3) f.fromRegistration('young', '成立不足3年，经营历史较短', 15);
  }
  if (c.regCapital && c.paidCapital !== null && c.paidCapital / c.regCapital < 0.1)
    f.fromRegistration('lowPaidIn', `实缴资本${wan(c.paidCapital)}，不足注册资本（${wan(c.regCapital)}）的10%`, 10);
  for (const r of f.of('liquidation'))
    f.fromRecords('liquidation', `已备案清算组（负责人 ${str(r.payload.leader) || '未披露'}）`, 'risk', 40, [r]);
  for (const r of f.of('simpleCancellation'))
    if (str(r.payload.result) !== '撤销简易注销')
      f.fromRecords('simpleCancellation', `简易注销公告：${str(r.payload.result) || '公告中'}`, 'risk', 30, [r]);
    else f.skip('simpleCancellation', '已撤销简易注销');
}

function control(f: Finder) {
  const { x } = f;
  if (x.holderCount === 0) f.fromRegistration('noHolders', '未披露股东信息，股权结构不透明', 20);
  for (const r of f.of('equityPledge'))
    if (str(r.payload.status) === '有效')
      f.fromRecords(
        'equityPledge',
        `股权出质（有效）：${str(r.payload.pledgor)}出质${wan(num(r.payload.equityAmount))}予${str(r.payload.pledgee)}`,
        'risk',
        8,
        [r],
      );
    else f.skip('equityPledge', '出质已失效');
  for (const r of [...x.related].sort(newest)) {
    const what = r.kind === 'dishonest' ? '被列为失信被执行人' : '被列入严重违法失信名单';
    f.fromRelated('relatedRisk', `关联企业${r.companyName}（${r.relation}）${what}`, 15, r);
  }
}

function bidding(f: Finder) {
  const { x } = f;
  const since = monthsBack(x.asOf, BIDDING_MONTHS);
  const wins: CreditRecord[] = [];
  for (const r of f.of('bidding'))
    if (str(r.payload.type) === '招标公告') f.skip('biddingWins', '招标公告（非中标、成交）');
    else if (!within(r.date, since, x.asOf)) f.skip('biddingWins', `${BIDDING_MONTHS}个月之前`);
    else wins.push(r);
  if (wins.length === 0) return;
  const amount = wins.reduce((s, r) => s + (num(r.payload.amount) ?? 0), 0);
  const points = wins.length >= 6 ? 60 : wins.length >= 3 ? 45 : 30;
  f.fromRecords(
    'biddingWins',
    `近${BIDDING_MONTHS}个月中标/成交${wins.length}次，合计${wan(amount)}`,
    'positive',
    points,
    wins,
  );
}

function qualification(f: Finder) {
  const { x } = f;
  const licences: CreditRecord[] = [];
  for (const r of f.of('license'))
    if (!str(r.payload.validTo) || str(r.payload.validTo) >= x.asOf) licences.push(r);
    else f.skip('licences', '已过有效期');
  if (licences.length > 0) {
    const names = [...new Set(licences.map((r) => str(r.payload.licenseName)))].filter(Boolean).join('、');
    f.fromRecords('licences', `持有有效行政许可${licences.length}项（${names}）`, 'positive', 20, licences);
  }
  const patents = f.of('patent');
  if (patents.length > 0)
    f.fromRecords('patents', `拥有专利${patents.length}项`, 'positive', patents.length >= 10 ? 25 : 15, patents);
  const marks = x.records.filter((r) => r.kind === 'trademark' || r.kind === 'softwareCopyright').sort(newest);
  if (marks.length > 0) f.fromRecords('marks', `拥有商标、软件著作权${marks.length}项`, 'positive', 10, marks);
}

function judicial(f: Finder) {
  const { x } = f;
  const recent = monthsBack(x.asOf, RECENT_YEARS * 12);
  const closed = new Set(
    x.records
      .filter((r) => r.kind === 'executedPerson' && str(r.payload.status) === '已结案')
      .map((r) => str(r.payload.caseCode)),
  );
  for (const r of f.of('dishonest')) {
    const money = wan(num(r.payload.amount));
    // On the list until performed: published in the last years and its execution case not closed.
    if (within(r.date, recent, x.asOf) && !closed.has(str(r.payload.caseCode))) {
      f.fromRecords(
        'dishonestCurrent',
        `当前为失信被执行人（${str(r.payload.performance)}，涉案${money}）`,
        'risk',
        60,
        [r],
        true,
      );
      f.skip('dishonestPast', '当前失信（计入当前失信被执行人）');
    } else {
      f.fromRecords('dishonestPast', `曾为失信被执行人（涉案${money}）`, 'risk', 15, [r]);
      f.skip('dishonestCurrent', closed.has(str(r.payload.caseCode)) ? '执行案件已结案' : `${RECENT_YEARS}年前公布`);
    }
  }
  for (const r of f.of('consumptionLimit'))
    if (within(r.date, recent, x.asOf)) f.fromRecords('consumptionLimit', '被限制高消费', 'risk', 15, [r]);
    else f.skip('consumptionLimit', `${RECENT_YEARS}年前发布`);
  for (const r of f.of('executedPerson'))
    if (str(r.payload.status) === '执行中')
      f.fromRecords('executedPerson', `被执行人（执行中），执行标的${wan(num(r.payload.execMoney))}`, 'risk', 10, [r]);
    else f.skip('executedPerson', `执行状态为${str(r.payload.status) || '未披露'}`);
  for (const r of f.of('finalCase'))
    f.fromRecords('finalCase', `终本案件，未履行金额${wan(num(r.payload.noExecMoney))}`, 'risk', 10, [r]);
  for (const r of f.of('equityFreeze'))
    if (str(r.payload.typeState) === '股权冻结-冻结')
      f.fromRecords('equityFreeze', `股权被冻结，数额${wan(num(r.payload.equityAmount))}`, 'risk', 15, [r]);
    else f.skip('equityFreeze', str(r.payload.typeState) || '状态未披露');
  for (const r of f.of('bankruptcy'))
    f.fromRecords('bankruptcy', `${str(r.payload.caseType) || '破产'}案件`, 'risk', 50, [r]);
  for (const r of f.of('judgmentDocument'))
    if (!['被告', '被上诉人'].includes(str(r.payload.role)))
      f.skip('lawsuitDefendant', `诉讼地位为${str(r.payload.role) || '未披露'}`);
    else if (!within(r.date, recent, x.asOf)) f.skip('lawsuitDefendant', `${RECENT_YEARS}年前裁判`);
    else
      f.fromRecords(
        'lawsuitDefendant',
        `作为${str(r.payload.role)}：${str(r.payload.caseReason)}，涉案${wan(num(r.payload.amount))}`,
        'risk',
        4,
        [r],
      );
}

function operating(f: Finder) {
  const { x } = f;
  const recent = monthsBack(x.asOf, RECENT_YEARS * 12);
  for (const r of f.of('seriousViolation'))
    f.fromRecords('seriousViolation', `列入严重违法失信名单：${str(r.payload.putReason)}`, 'risk', 60, [r], true);
  for (const r of f.of('abnormalOperation'))
    if (str(r.payload.removeDate)) f.fromRecords('abnormalOperation', '曾列入经营异常名录（已移出）', 'risk', 3, [r]);
    else f.fromRecords('abnormalOperation', `列入经营异常名录：${str(r.payload.putReason)}`, 'risk', 20, [r]);
  for (const r of f.of('penalty'))
    if (within(r.date, recent, x.asOf))
      f.fromRecords('penalty', `行政处罚：${str(r.payload.penaltyType)}`, 'risk', 8, [r]);
    else f.skip('penalty', `${RECENT_YEARS}年前作出`);
}

function tax(f: Finder) {
  const [rating, ...older] = f.of('taxCredit');
  for (const _ of older) f.skip('taxRating', '非最近一年的评级');
  if (rating) {
    const level = str(rating.payload.level);
    const points = TAX_LEVEL_POINTS[level] ?? 0;
    const text = `${str(rating.payload.year) || rating.date?.slice(0, 4)}年度纳税信用等级 ${level}`;
    f.fromRecords('taxRating', text, points > 0 ? 'positive' : points < 0 ? 'risk' : 'info', points, [rating]);
  }
  for (const r of f.of('taxArrears'))
    f.fromRecords(
      'taxArrears',
      `欠税公告：${str(r.payload.taxCategory)}，余额${wan(num(r.payload.ownTaxBalance))}`,
      'risk',
      20,
      [r],
    );
}

function news(f: Finder) {
  const { x } = f;
  const since = monthsBack(x.asOf, NEWS_MONTHS);
  for (const r of f.of('news')) {
    const sentiment = str(r.payload.sentiment);
    const code = sentiment === '正面' ? 'positiveNews' : 'negativeNews';
    if (!within(r.date?.slice(0, 10) ?? null, since, x.asOf)) f.skip(code, `${NEWS_MONTHS}个月之前`);
    else if (sentiment === '负面') f.fromRecords('negativeNews', `负面舆情：${str(r.payload.title)}`, 'risk', 10, [r]);
    else if (sentiment === '正面')
      f.fromRecords('positiveNews', `正面舆情：${str(r.payload.title)}`, 'positive', 2, [r]);
    else f.skip('negativeNews', `${sentiment || '中性'}舆情`);
  }
}

const RULES: Record<CreditDimension, (f: Finder) => void> = {
  subject,
  control,
  bidding,
  qualification,
  judicial,
  operating,
  tax,
  news,
};

/** The rules of a dimension, in the table's order. */
const rulesOf = (dimension: CreditDimension) =>
  (Object.keys(CREDIT_RULES) as CreditRuleCode[]).filter((code) => CREDIT_RULES[code].dimension === dimension);

/** What a dimension checked: per rule, the records of its kinds read, those counted, those left out and why. */
function checksOf(dimension: CreditDimension, finder: Finder): CreditCheck[] {
  const { x } = finder;
  return rulesOf(dimension).map((code) => {
    const rule = CREDIT_RULES[code];
    const kinds: readonly string[] = rule.kinds;
    const read =
      code === 'relatedRisk'
        ? x.related.length
        : kinds.includes('company')
          ? 1
          : x.records.filter((r) => kinds.includes(r.kind)).length;
    const counted = finder.found.filter((f) => f.code === code).reduce((n, f) => n + (f.records.length || 1), 0);
    return {
      rule: creditRuleOf(code),
      read,
      counted: kinds.includes('company') ? Math.min(counted, 1) : counted,
      notCounted: [...(finder.skipped.get(code) ?? [])].map(([reason, count]) => ({ reason, count })),
    };
  });
}

/** The grade of a score by the bands. */
export function gradeOf(score: number): CreditGrade {
  return CREDIT_GRADE_BANDS.find((b) => score >= b.min)!.grade;
}

const ADVICE: Record<CreditGrade, string> = {
  A: '可正常合作。',
  B: '可合作，关注扣分事项。',
  C: '建议加强尽职调查后合作。',
  D: '建议审慎合作，并要求担保或预付款等增信措施。',
  E: '不建议合作。',
};

/**
 * Weights an institution set, checked: known dimensions, finite numbers ≥ 0, not all zero.
 * Anything else gives the defaults (a bad parameter must not break the report).
 */
export function weightsFrom(param: string): CreditWeights {
  if (!param.trim()) return { ...DEFAULT_CREDIT_WEIGHTS };
  try {
    const parsed = JSON.parse(param) as Record<string, unknown>;
    const weights = { ...DEFAULT_CREDIT_WEIGHTS };
    for (const [key, value] of Object.entries(parsed)) {
      if (!(CREDIT_DIMENSIONS as readonly string[]).includes(key)) return { ...DEFAULT_CREDIT_WEIGHTS };
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return { ...DEFAULT_CREDIT_WEIGHTS };
      weights[key as CreditDimension] = value;
    }
    return Object.values(weights).some((w) => w > 0) ? weights : { ...DEFAULT_CREDIT_WEIGHTS };
  } catch {
    return { ...DEFAULT_CREDIT_WEIGHTS };
  }
}

/** Score a company: dimensions, weighted score, grade, knock-outs, findings and the conclusion. */
export function scoreCredit(x: CreditInputs, weights: CreditWeights = DEFAULT_CREDIT_WEIGHTS): CreditResult {
  const findings: CreditFinding[] = [];
  const dimensions = CREDIT_DIMENSIONS.map((dimension) => {
    const finder = new Finder(x);
    RULES[dimension](finder);
    const found = finder.found.map(({ code, ...f }): CreditFinding => ({
      ...f,
      dimension,
      knockOut: f.knockOut ?? false,
      rule: creditRuleOf(code),
    }));
    findings.push(...found);
    const raw = BASE[dimension] + found.reduce((s, f) => s + f.points, 0);
    return {
      dimension,
      title: CREDIT_DIMENSION_TITLES[dimension],
      weight: weights[dimension],
      score: Math.round(Math.min(100, Math.max(0, raw))),
      base: BASE[dimension],
      checks: checksOf(dimension, finder),
    };
  });
  const total = dimensions.reduce((s, d) => s + d.weight, 0);
  const weightedScore = Math.round(dimensions.reduce((s, d) => s + d.weight * d.score, 0) / total);
  const knockOuts = findings.filter((f) => f.knockOut).map((f) => f.text);
  const score = knockOuts.length > 0 ? Math.min(weightedScore, KNOCK_OUT_CAP) : weightedScore;
  const grade = knockOuts.length > 0 ? 'E' : gradeOf(score);
  const gradeLabel = CREDIT_GRADE_BANDS.find((b) => b.grade === grade)!.label;
  const weakest = [...dimensions]
    .filter((d) => d.score < 60 && d.weight > 0)
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map((d) => `${d.title}（${d.score}分）`);
  const conclusion = [
    `综合评分${score}分，评级${grade}（${gradeLabel}）。`,
    knockOuts.length > 0 ? `存在一票否决事项：${knockOuts.join('；')}，评级直接定为E。` : '',
    weakest.length > 0 ? `主要薄弱维度：${weakest.join('、')}。` : '各维度未见明显薄弱项。',
    ADVICE[grade],
  ].join('');
  return { score, weightedScore, grade, gradeLabel, knockOuts, dimensions, findings, conclusion };
}
