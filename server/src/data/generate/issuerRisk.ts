/**
 * 发行人司法风险 and 监管处罚: what the issuers under review (the companies of the review items) add to their records.
 *
 * - **Pending disputes.** An issuer's prospectus discloses its 未决诉讼: about a third of the issuers have one or two
 *   first-instance disputes filed in the last months, most still 审理中 (records.ts writes them as every case: 立案,
 *   开庭, 文书 at the district's court, in its numbering).
 * - **The securities regulators' measures**, as 行政处罚 records (`penalty`) whose deciding authority is the CSRC, its
 *   local bureau (中国证券监督管理委员会江苏监管局; 深圳, 大连, 宁波, 厦门 and 青岛 have their own) or the exchange of the
 *   item's board:
 *   - during an IPO's inquiry, now and then, the exchange's 监管警示 or 通报批评 of the issuer for inaccurate
 *     application documents (the CSRC's 警示函 before 2023, when it reviewed);
 *   - after an IPO ended (终止), often the bureau's 警示函 from its on-site inspection (会计基础, 内控), rarely the
 *     CSRC's 行政处罚 for 欺诈发行 a year or two later (尚未发行: 200万 to 2000万元, 证券法 2019 Art. 181);
 *   - a listed issuer (M&A, refinancing, or an IPO that passed), once in a while: the bureau's 警示函 or 责令改正 for
 *     its disclosure, funds taken by the controller, guarantees or the use of raised funds, followed now and then by
 *     the exchange's 通报批评 or 公开谴责; rarely a 行政处罚 for 信息披露违法 (30万–60万元 before March 2020, 100万–1000万元
 *     after, 证券法 2019 Art. 197);
 *   - a bond issuer, rarely, the exchange's 监管警示 during the review.
 *
 * Every record is dated after the founding and by today. The records draw from a stream of their own and are written
 * after every other record, so the rest of a seed's data set stays as it was.
 */
import { exchangeOfBoard, reviewStageOf } from '@esee/contracts';
import type { ReviewRow } from '../format';
import type { Place } from './authorities';
import { pendingCases, type CompanyFacts, type Payload, type RecordContext } from './records';
import { isoDay, type Random } from './random';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** An issuer as the generator knows it after its records: its facts, and the day its records end. */
export interface IssuerFacts {
  company: CompanyFacts;
  todayMs: number;
}

/** Cities with a CSRC bureau of their own (计划单列市). */
const OWN_BUREAU = new Set(['深圳市', '大连市', '宁波市', '厦门市', '青岛市']);

/** The CSRC's local bureau of a place: 中国证券监督管理委员会江苏监管局, …深圳监管局. */
export function csrcBureau(p: Place): { name: string; short: string } {
  const region = OWN_BUREAU.has(p.city)
    ? p.city.replace(/市$/, '')
    : p.province.replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|省|市)$/, '');
  return { name: `中国证券监督管理委员会${region}监管局`, short: `${region}证监局` };
}

/** The exchange of a board (a bond's board is its exchange), in full. */
const EXCHANGE_NAMES: Record<string, string> = { 上交所: '上海证券交易所', 深交所: '深圳证券交易所', 北交所: '北京证券交易所' };
const exchangeOf = (board: string) => EXCHANGE_NAMES[exchangeOfBoard(board)]!;

/** 3.5万元, 800万元. */
const wan = (yuan: number) => `${Number((yuan / 10_000).toFixed(2))}万元`;

interface Measure {
  dateMs: number;
  authority: string;
  docNo: string;
  penaltyType: string;
  content: string;
  source: '证监会' | '证券交易所';
}

/** Records of the issuers of `reviews`, each `{ companyId, payload }` with the payload as records.jsonl has it. */
export function issuerRecords(
  r: Random,
  reviews: readonly ReviewRow[],
  issuers: ReadonlyMap<string, IssuerFacts>,
  otherCompany: () => string,
): { companyId: string; payload: Payload }[] {
  const out: { companyId: string; payload: Payload }[] = [];
  const byIssuer = new Map<string, ReviewRow[]>();
  for (const row of reviews) byIssuer.set(row.companyId, [...(byIssuer.get(row.companyId) ?? []), row]);
  const serials = new Map<string, number>();
  /** Document numbers of an authority run through the year; a later decision has a later number. */
  const serial = (key: string, dateMs: number, perYear: number) => {
    const start = Date.UTC(new Date(dateMs).getUTCFullYear(), 0, 1);
    const base = Math.max(1, Math.round(((dateMs - start) / YEAR) * perYear));
    const used = serials.get(key) ?? 0;
    const n = Math.max(base + r.int(0, 3), used + 1);
    serials.set(key, n);
    return n;
  };

  for (const [companyId, items] of byIssuer) {
    const facts = issuers.get(companyId);
    if (!facts || !facts.company.active) continue;
    const c = facts.company;
    const today = facts.todayMs;
    const earliest = c.estMs + DAY;
    const bureau = csrcBureau(c.place);
    const measures: Measure[] = [];
    /** A day in [a, b], within the company's life; null when the window is empty. */
    const within = (a: number, b: number): number | null => {
      const from = Math.max(a, earliest);
      const to = Math.min(b, today);
      return to < from ? null : from + r.int(0, Math.floor((to - from) / DAY)) * DAY;
    };
    const doc = (authority: string, kind: string, dateMs: number, perYear: number) =>
      `${kind}〔${new Date(dateMs).getUTCFullYear()}〕${serial(`${authority}${kind}`, dateMs, perYear)}号`;
    const exchangeMeasure = (exchange: string, dateMs: number, type: string, discipline: '监管警示' | '通报批评' | '公开谴责') =>
      measures.push({
        dateMs,
        authority: exchange,
        docNo: doc(exchange, discipline === '监管警示' ? `${exchange}监管措施决定书` : `${exchange}纪律处分决定书`, dateMs, discipline === '监管警示' ? 120 : 200),
        penaltyType: type,
        content: `对${c.name}予以${discipline}`,
        source: '证券交易所',
      });
    const bureauMeasure = (dateMs: number, type: string, order: boolean) =>
      measures.push({
        dateMs,
        authority: bureau.name,
        docNo: doc(bureau.name, `${bureau.short}行政监管措施决定书`, dateMs, 150),
        penaltyType: type,
        content: order ? '采取责令改正的行政监管措施' : '采取出具警示函的行政监管措施',
        source: '证监会',
      });
    const fine = (dateMs: number, type: string, fineYuan: number, national: boolean) =>
      measures.push({
        dateMs,
        authority: national ? '中国证券监督管理委员会' : bureau.name,
        docNo: national
          ? doc('中国证券监督管理委员会', '中国证监会行政处罚决定书', dateMs, 110)
          : doc(bureau.name, `${bureau.short}行政处罚决定书`, dateMs, 20),
        penaltyType: type,
        content: `责令改正，给予警告，并处以${wan(fineYuan)}罚款`,
        source: '证监会',
      });

    let listed = c.listed;
    for (const item of items) {
      const stage = reviewStageOf(item, item.status);
      const accepted = Date.parse(`${item.acceptedDate}T00:00:00Z`);
      const updated = Date.parse(`${item.updatedDate}T00:00:00Z`);
      const ipo = item.reviewType === 'auditMind' || item.reviewType === 'feedback';
      if (item.reviewType === 'mergers' || item.reviewType === 'refinance') listed = true;
      if (ipo && (stage === 'REGISTERED' || stage === 'ISSUED' || item.status === '已通过发审会')) listed = true;
      const asked = item.letters[0] ? Date.parse(`${item.letters[0].date}T00:00:00Z`) : null;
      // During the inquiry: inaccurate application documents.
      if (ipo && asked !== null && r.chance(0.15)) {
        const day = within(asked, updated + 30 * DAY);
        if (day !== null) {
          if (item.reviewType === 'feedback')
            measures.push({
              dateMs: day,
              authority: '中国证券监督管理委员会',
              docNo: doc('中国证券监督管理委员会', '中国证监会行政监管措施决定书', day, 60),
              penaltyType: '信息披露违规',
              content: '采取出具警示函的监管措施',
              source: '证监会',
            });
          else exchangeMeasure(exchangeOf(item.board), day, '信息披露违规', r.chance(0.7) ? '监管警示' : '通报批评');
        }
      }
      // After an IPO ended: the bureau's on-site inspection; rarely a penalty for fraud in the application.
      if (ipo && stage === 'TERMINATED') {
        if (r.chance(0.3)) {
          const day = within(updated + 30 * DAY, updated + 240 * DAY);
          if (day !== null) bureauMeasure(day, r.chance(0.6) ? '财务会计不规范' : '内部控制缺陷', false);
        }
        if (r.chance(0.08)) {
          const day = within(updated + 300 * DAY, updated + 800 * DAY);
          if (day !== null) fine(day, '欺诈发行', Math.round(r.logNormal(6_000_000, 0.6) / 100_000) * 100_000, true);
        }
      }
      if (item.reviewType === 'bond' && r.chance(0.05)) {
        const day = within(accepted, updated);
        if (day !== null) exchangeMeasure(exchangeOf(item.board), day, '信息披露违规', '监管警示');
      }
    }
    // A listed issuer's disclosure and governance, over the last five years.
    const board = items.find((i) => i.reviewType !== 'bond')?.board ?? items[0]!.board;
    if (listed && r.chance(0.25)) {
      const type = r.weighted([
        ['信息披露违规', 50],
        ['资金占用', 20],
        ['违规担保', 15],
        ['募集资金违规使用', 15],
      ] as const);
      const day = within(today - 5 * YEAR, today - 20 * DAY);
      if (day !== null) {
        bureauMeasure(day, type, r.chance(0.35));
        if (type !== '信息披露违规' || r.chance(0.3)) {
          const later = within(day + 30 * DAY, day + 120 * DAY);
          if (later !== null && r.chance(0.4)) exchangeMeasure(exchangeOf(board), later, type, r.chance(0.8) ? '通报批评' : '公开谴责');
        }
      }
    }
    if (listed && r.chance(0.05)) {
      const day = within(today - 6 * YEAR, today - 10 * DAY);
      if (day !== null) {
        const before2020 = day < Date.UTC(2020, 2, 1);
        const amount = before2020 ? r.int(30, 60) * 10_000 : Math.min(10_000_000, Math.round(r.logNormal(2_000_000, 0.6) / 100_000) * 100_000 + 1_000_000);
        fine(day, '信息披露违规', amount, r.chance(0.3));
      }
    }
    for (const m of measures.sort((a, b) => a.dateMs - b.dateMs))
      out.push({
        companyId,
        payload: {
          kind: 'penalty',
          date: isoDay(m.dateMs),
          docNo: m.docNo,
          penaltyType: m.penaltyType,
          content: m.content,
          departmentName: m.authority,
          penaltyDate: isoDay(m.dateMs),
          source: m.source,
        },
      });

    // 未决诉讼: one or two disputes of the last months.
    const disputes = r.chance(0.3) ? (r.chance(0.25) ? 2 : 1) : 0;
    if (disputes) {
      const ctx: RecordContext = { rng: r, todayMs: today, company: c, otherCompany };
      for (const payload of pendingCases(ctx, disputes)) out.push({ companyId, payload });
    }
  }
  return out;
}

