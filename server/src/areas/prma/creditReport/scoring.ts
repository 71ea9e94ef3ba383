/**
 * The credit score of a partner (product pages §2.2), a pure function of the company's facts and records:
 * each dimension starts from a base and every finding adds or takes points (0–100), the score is the
 * weighted mean, the grade its band, and a hard knock-out (current 失信被执行人, 吊销/注销, 严重违法) makes
 * the grade E whatever the score. Every finding names the record it comes from.
 */
import {
  CREDIT_DIMENSION_TITLES,
  CREDIT_DIMENSIONS,
  CREDIT_GRADE_BANDS,
  DEFAULT_CREDIT_WEIGHTS,
  moneyText,
  RECORD_KIND_BY_KEY,
  statusFlagOf,
  type CreditCompany,
  type CreditDimension,
  type CreditFinding,
  type CreditGrade,
  type CreditResult,
  type CreditSource,
  type CreditWeights,
} from '@esee/contracts';

export interface CreditRecord {
  kind: string;
  id: string;
  date: string | null;
  payload: Record<string, unknown>;
}

/** A risk record of a company linked to the partner by shareholding, and how it is linked. */
export interface RelatedRecord extends CreditRecord {
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

type Found = Omit<CreditFinding, 'dimension' | 'knockOut'> & { knockOut?: boolean };
const risk = (text: string, points: number, source: CreditSource, knockOut = false): Found => ({
  text,
  tone: 'risk',
  points: -Math.abs(points),
  source,
  knockOut,
});
const positive = (text: string, points: number, source: CreditSource): Found => ({
  text,
  tone: 'positive',
  points,
  source,
});
const info = (text: string, source: CreditSource): Found => ({ text, tone: 'info', points: 0, source });

/** Newest first, then by id: the order findings are shown in. */
const newest = (a: CreditRecord, b: CreditRecord) =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id);

function subject(x: CreditInputs): Found[] {
  const c = x.company;
  const out: Found[] = [];
  const flag = statusFlagOf(c.status);
  if (flag) out.push(risk(`登记状态为「${c.status}」`, 100, registration(c), true));
  if (c.estDate === null) out.push(risk('成立日期未披露', 10, registration(c)));
  else {
    const years = (dayMs(x.asOf) - dayMs(c.estDate)) / (365.25 * 86_400_000);
    if (years < 1) out.push(risk('成立不足1年，经营历史短', 30, registration(c)));
    else if (years < 3) out.push(risk('成立不足3年，经营历史较短', 15, registration(c)));
  }
  if (c.regCapital && c.paidCapital !== null && c.paidCapital / c.regCapital < 0.1)
    out.push(risk(`实缴资本${wan(c.paidCapital)}，不足注册资本（${wan(c.regCapital)}）的10%`, 10, registration(c)));
  for (const r of x.records.filter((r) => r.kind === 'liquidation').sort(newest))
    out.push(risk(`已备案清算组（负责人 ${str(r.payload.leader) || '未披露'}）`, 40, sourceOf(r)));
  for (const r of x.records.filter((r) => r.kind === 'simpleCancellation').sort(newest))
    if (str(r.payload.result) !== '撤销简易注销')
      out.push(risk(`简易注销公告：${str(r.payload.result) || '公告中'}`, 30, sourceOf(r)));
  return out;
}

function control(x: CreditInputs): Found[] {
  const out: Found[] = [];
  if (x.holderCount === 0) out.push(risk('未披露股东信息，股权结构不透明', 20, registration(x.company)));
  for (const r of x.records.filter((r) => r.kind === 'equityPledge').sort(newest))
    if (str(r.payload.status) === '有效')
      out.push(
        risk(
          `股权出质（有效）：${str(r.payload.pledgor)}出质${wan(num(r.payload.equityAmount))}予${str(r.payload.pledgee)}`,
          8,
          sourceOf(r),
        ),
      );
  for (const r of [...x.related].sort(newest)) {
    const what = r.kind === 'dishonest' ? '被列为失信被执行人' : '被列入严重违法失信名单';
    out.push(risk(`关联企业${r.companyName}（${r.relation}）${what}`, 15, sourceOf(r)));
  }
  return out;
}

function bidding(x: CreditInputs): Found[] {
  const since = monthsBack(x.asOf, BIDDING_MONTHS);
  const wins = x.records
    .filter((r) => r.kind === 'bidding' && str(r.payload.type) !== '招标公告' && within(r.date, since, x.asOf))
    .sort(newest);
  if (wins.length === 0) return [];
  const amount = wins.reduce((s, r) => s + (num(r.payload.amount) ?? 0), 0);
  const points = wins.length >= 6 ? 60 : wins.length >= 3 ? 45 : 30;
  return [positive(`近${BIDDING_MONTHS}个月中标/成交${wins.length}次，合计${wan(amount)}`, points, sourceOf(wins[0]!))];
}

function qualification(x: CreditInputs): Found[] {
  const out: Found[] = [];
  const licences = x.records
    .filter((r) => r.kind === 'license' && (!str(r.payload.validTo) || str(r.payload.validTo) >= x.asOf))
    .sort(newest);
  if (licences.length > 0) {
    const names = [...new Set(licences.map((r) => str(r.payload.licenseName)))].filter(Boolean).join('、');
    out.push(positive(`持有有效行政许可${licences.length}项（${names}）`, 20, sourceOf(licences[0]!)));
  }
  const patents = x.records.filter((r) => r.kind === 'patent').sort(newest);
  if (patents.length > 0)
    out.push(positive(`拥有专利${patents.length}项`, patents.length >= 10 ? 25 : 15, sourceOf(patents[0]!)));
  const marks = x.records.filter((r) => r.kind === 'trademark' || r.kind === 'softwareCopyright').sort(newest);
  if (marks.length > 0) out.push(positive(`拥有商标、软件著作权${marks.length}项`, 10, sourceOf(marks[0]!)));
  return out;
}

function judicial(x: CreditInputs): Found[] {
  const out: Found[] = [];
  const recent = monthsBack(x.asOf, RECENT_YEARS * 12);
  const closed = new Set(
    x.records
      .filter((r) => r.kind === 'executedPerson' && str(r.payload.status) === '已结案')
      .map((r) => str(r.payload.caseCode)),
  );
  const of = (kind: string) => x.records.filter((r) => r.kind === kind).sort(newest);
  for (const r of of('dishonest')) {
    const money = wan(num(r.payload.amount));
    // On the list until performed: published in the last years and its execution case not closed.
    if (within(r.date, recent, x.asOf) && !closed.has(str(r.payload.caseCode)))
      out.push(risk(`当前为失信被执行人（${str(r.payload.performance)}，涉案${money}）`, 60, sourceOf(r), true));
    else out.push(risk(`曾为失信被执行人（涉案${money}）`, 15, sourceOf(r)));
  }
  for (const r of of('consumptionLimit'))
    if (within(r.date, recent, x.asOf)) out.push(risk('被限制高消费', 15, sourceOf(r)));
  for (const r of of('executedPerson'))
    if (str(r.payload.status) === '执行中')
      out.push(risk(`被执行人（执行中），执行标的${wan(num(r.payload.execMoney))}`, 10, sourceOf(r)));
  for (const r of of('finalCase'))
    out.push(risk(`终本案件，未履行金额${wan(num(r.payload.noExecMoney))}`, 10, sourceOf(r)));
  for (const r of of('equityFreeze'))
    if (str(r.payload.typeState) === '股权冻结-冻结')
      out.push(risk(`股权被冻结，数额${wan(num(r.payload.equityAmount))}`, 15, sourceOf(r)));
  for (const r of of('bankruptcy')) out.push(risk(`${str(r.payload.caseType) || '破产'}案件`, 50, sourceOf(r)));
  for (const r of of('judgmentDocument'))
    if (['被告', '被上诉人'].includes(str(r.payload.role)) && within(r.date, recent, x.asOf))
      out.push(
        risk(
          `作为${str(r.payload.role)}：${str(r.payload.caseReason)}，涉案${wan(num(r.payload.amount))}`,
          4,
          sourceOf(r),
        ),
      );
  return out;
}

function operating(x: CreditInputs): Found[] {
  const out: Found[] = [];
  const recent = monthsBack(x.asOf, RECENT_YEARS * 12);
  for (const r of x.records.filter((r) => r.kind === 'seriousViolation').sort(newest))
    out.push(risk(`列入严重违法失信名单：${str(r.payload.putReason)}`, 60, sourceOf(r), true));
  for (const r of x.records.filter((r) => r.kind === 'abnormalOperation').sort(newest))
    if (str(r.payload.removeDate)) out.push(risk('曾列入经营异常名录（已移出）', 3, sourceOf(r)));
    else out.push(risk(`列入经营异常名录：${str(r.payload.putReason)}`, 20, sourceOf(r)));
  for (const r of x.records.filter((r) => r.kind === 'penalty').sort(newest))
    if (within(r.date, recent, x.asOf)) out.push(risk(`行政处罚：${str(r.payload.penaltyType)}`, 8, sourceOf(r)));
  return out;
}

function tax(x: CreditInputs): Found[] {
  const out: Found[] = [];
  const rating = x.records.filter((r) => r.kind === 'taxCredit').sort(newest)[0];
  if (rating) {
    const level = str(rating.payload.level);
    const points = TAX_LEVEL_POINTS[level] ?? 0;
    const text = `${str(rating.payload.year) || rating.date?.slice(0, 4)}年度纳税信用等级 ${level}`;
    out.push(
      points > 0
        ? positive(text, points, sourceOf(rating))
        : points < 0
          ? risk(text, points, sourceOf(rating))
          : info(text, sourceOf(rating)),
    );
  }
  for (const r of x.records.filter((r) => r.kind === 'taxArrears').sort(newest))
    out.push(
      risk(`欠税公告：${str(r.payload.taxCategory)}，余额${wan(num(r.payload.ownTaxBalance))}`, 20, sourceOf(r)),
    );
  return out;
}

function news(x: CreditInputs): Found[] {
  const since = monthsBack(x.asOf, NEWS_MONTHS);
  const out: Found[] = [];
  for (const r of x.records
    .filter((r) => r.kind === 'news' && within(r.date?.slice(0, 10) ?? null, since, x.asOf))
    .sort(newest)) {
    const sentiment = str(r.payload.sentiment);
    if (sentiment === '负面') out.push(risk(`负面舆情：${str(r.payload.title)}`, 10, sourceOf(r)));
    else if (sentiment === '正面') out.push(positive(`正面舆情：${str(r.payload.title)}`, 2, sourceOf(r)));
  }
  return out;
}

const RULES: Record<CreditDimension, (x: CreditInputs) => Found[]> = {
  subject,
  control,
  bidding,
  qualification,
  judicial,
  operating,
  tax,
  news,
};

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
    const found = RULES[dimension](x).map((f): CreditFinding => ({ ...f, dimension, knockOut: f.knockOut ?? false }));
    findings.push(...found);
    const raw = BASE[dimension] + found.reduce((s, f) => s + f.points, 0);
    return {
      dimension,
      title: CREDIT_DIMENSION_TITLES[dimension],
      weight: weights[dimension],
      score: Math.round(Math.min(100, Math.max(0, raw))),
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
