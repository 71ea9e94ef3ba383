/**
 * Listing and IPO status (上市与IPO), consistent with the companies: every listed company (`listed`) gets a
 * board, a code and a listing day (an A-share one's year weighted by that year's IPOs); some unlisted 股份有限公司 are
 * quoted on 新三板; and a share of the going unlisted 股份有限公司 at least three years old and of the capital a board
 * takes (rules/issuerCapital.ts) are in an A-share IPO, as many as the exchanges' rate gives the set's listed
 * companies (reviewRates.ts; far more of those whose latest round was Pre-IPO), each with its stage, the board
 * applied for, the sponsor that tutors it (保荐机构) and the days of its tutoring filing, acceptance and current
 * stage. The first companies of each kind take each board and stage in turn, so that even a small set holds one of
 * each.
 *
 * The pool keeps ids, founding days and a flag per candidate (listed companies and going 股份有限公司 only,
 * a few percent of a data set), and the rows are yielded one at a time.
 */
import type { ListingRow } from '../format';
import { isoDay, type Random } from './random';
import { inChinextNegativeList } from '../rules/negativeList';
import { ISSUER_LEAST_CAPITAL } from '../rules/issuerCapital';
import { expectedReviews, ipoListingsIn } from './reviewRates';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** Listed companies' boards, by weight: the main boards first, then growth boards and abroad. */
const LISTED_BOARDS: readonly (readonly [string, number])[] = [
  ['主板', 52],
  ['创业板', 18],
  ['科创板', 10],
  ['港股', 10],
  ['北交所', 4],
  ['美股', 6],
];
/** When each board opened: no company listed on it before. */
const BOARD_OPENED: Record<string, string> = {
  主板: '1990-12-19',
  创业板: '2009-10-30',
  科创板: '2019-07-22',
  北交所: '2021-11-15',
  新三板: '2013-01-16',
  港股: '1993-07-15',
  美股: '1999-07-01',
};

/** IPO stages by weight: many tutored, fewer under review, some ended. */
const STAGES: readonly (readonly [string, number])[] = [
  ['辅导备案', 34],
  ['已受理', 10],
  ['问询', 18],
  ['上市委会议', 6],
  ['提交注册', 6],
  ['注册生效', 6],
  ['终止', 20],
];
const STAGE_ORDER = STAGES.map(([s]) => s);
const IPO_BOARDS: readonly (readonly [string, number])[] = [
  ['主板', 34],
  ['创业板', 30],
  ['科创板', 22],
  ['北交所', 14],
];

/** Sponsors (保荐机构), the busiest first. */
export const SPONSORS: readonly (readonly [string, number])[] = [
  ['中信证券股份有限公司', 14],
  ['中信建投证券股份有限公司', 11],
  ['华泰联合证券有限责任公司', 10],
  ['中国国际金融股份有限公司', 9],
  ['海通证券股份有限公司', 8],
  ['国泰君安证券股份有限公司', 7],
  ['招商证券股份有限公司', 6],
  ['民生证券股份有限公司', 6],
  ['国信证券股份有限公司', 5],
  ['广发证券股份有限公司', 5],
  ['申万宏源证券承销保荐有限责任公司', 4],
  ['长江证券承销保荐有限公司', 4],
  ['东方证券承销保荐有限公司', 3],
  ['兴业证券股份有限公司', 3],
  ['国金证券股份有限公司', 3],
  ['东吴证券股份有限公司', 3],
  ['浙商证券股份有限公司', 2],
  ['开源证券股份有限公司', 2],
];

/** The candidates, gathered while the companies are written. */
export class ListingPool {
  readonly listed: { id: string; estMs: number; industry: string }[] = [];
  readonly jointStock: { id: string; estMs: number; preIpo: boolean; industry: string; capital: number }[] = [];

  /** A listed company. */
  addListed(entId: string, estMs: number, industry: string): void {
    this.listed.push({ id: entId, estMs, industry });
  }

  /** A going unlisted 股份有限公司; `preIpo`: its latest round was Pre-IPO; `capital`: registered, 元. */
  addJointStock(entId: string, estMs: number, preIpo: boolean, industry: string, capital: number | null): void {
    this.jointStock.push({ id: entId, estMs, preIpo, industry, capital: capital ?? 0 });
  }
}

/** A stock code of a board, unique in the set. */
function stockCode(r: Random, board: string, taken: Set<string>): string {
  for (;;) {
    const n = (width: number) => String(r.int(0, 10 ** width - 1)).padStart(width, '0');
    const code =
      board === '主板'
        ? r.chance(0.55)
          ? `${r.pick(['600', '601', '603', '605'])}${n(3)}.SH`
          : `${r.pick(['000', '001', '002', '003'])}${n(3)}.SZ`
        : board === '创业板'
          ? `${r.pick(['300', '301'])}${n(3)}.SZ`
          : board === '科创板'
            ? `${r.pick(['688', '689'])}${n(3)}.SH`
            : board === '北交所'
              ? `${r.pick(['83', '87', '92'])}${n(4)}.BJ`
              : board === '新三板'
                ? `${r.pick(['43', '83', '87'])}${n(4)}.NQ`
                : board === '港股'
                  ? `0${n(4)}.HK`
                  : Array.from({ length: r.int(3, 4) }, () => String.fromCharCode(65 + r.int(0, 25))).join('');
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** The board, or 主板 for a 创业板 drawn for an industry of its negative list (rules/negativeList.ts). */
const notChinext = (board: string, industry: string) => (board === '创业板' && inChinextNegativeList(industry) ? '主板' : board);

/**
 * The board an issuer applies to: one whose 股本总额 after listing its registered capital already reaches
 * (rules/issuerCapital.ts), so 主板 only from 5000万; a 创业板 of the negative list goes to 主板, or 北交所 when small.
 */
function issuerBoard(drawn: string, industry: string, capital: number): string {
  const fits = (board: string) => capital >= ISSUER_LEAST_CAPITAL[board]!;
  const board = notChinext(drawn, industry);
  if (fits(board)) return board;
  return inChinextNegativeList(industry) ? '北交所' : '创业板';
}
/** The least registered capital of an IPO candidate: the smallest board's. */
const LEAST_IPO_CAPITAL = Math.min(...Object.values(ISSUER_LEAST_CAPITAL));
/** Of the IPO rows, about this share reaches the exchange's acceptance (the others are tutored or end in tutoring). */
const ACCEPTED_SHARE = 0.6;

/** A day in [fromMs, toMs] (toMs if the range is empty). */
const dayBetween = (r: Random, fromMs: number, toMs: number) => (fromMs >= toMs ? toMs : fromMs + r.int(0, Math.floor((toMs - fromMs) / DAY)) * DAY);

/**
 * An A-share listing day in [fromMs, toMs]: the year weighted by the A-share IPOs of that year (reviewRates.ts; the
 * part of it in the range), the day even within it.
 */
function listingDay(r: Random, fromMs: number, toMs: number): number {
  if (fromMs >= toMs) return toMs;
  const years: [number, number][] = [];
  for (let y = new Date(fromMs).getUTCFullYear(); y <= new Date(toMs).getUTCFullYear(); y++) {
    const part = Math.min(toMs, Date.UTC(y + 1, 0, 1)) - Math.max(fromMs, Date.UTC(y, 0, 1));
    if (part > 0) years.push([y, ipoListingsIn(y) * part]);
  }
  const year = years.length ? r.weighted(years) : new Date(fromMs).getUTCFullYear();
  return dayBetween(r, Math.max(fromMs, Date.UTC(year, 0, 1)), Math.min(toMs, Date.UTC(year + 1, 0, 1) - DAY));
}

const empty = (companyId: string): ListingRow => ({
  companyId,
  board: null,
  stockCode: null,
  listDate: null,
  ipoStage: null,
  ipoBoard: null,
  sponsor: null,
  tutoringDate: null,
  acceptedDate: null,
  stageDate: null,
});

/** The listing rows of a data set, one at a time: listed companies first, then 新三板 and IPO companies. */
export function* planListings(r: Random, pool: ListingPool, todayMs: number): Generator<ListingRow> {
  const codes = new Set<string>();
  const boardTurn = LISTED_BOARDS.map(([b]) => b);
  let aShares = 0;
  for (const [k, c] of pool.listed.entries()) {
    const board = notChinext(k < boardTurn.length ? boardTurn[k]! : r.weighted(LISTED_BOARDS), c.industry);
    if (board in ISSUER_LEAST_CAPITAL) aShares++;
    // Listed at least three years after the founding, after the board opened, at least a month ago.
    const from = Math.max(c.estMs + 3 * YEAR, Date.parse(`${BOARD_OPENED[board]!}T00:00:00Z`), todayMs - 25 * YEAR);
    const on = board in ISSUER_LEAST_CAPITAL ? listingDay : dayBetween;
    yield { ...empty(c.id), board, stockCode: stockCode(r, board, codes), listDate: isoDay(on(r, from, todayMs - 30 * DAY)) };
  }
  // IPOs at the exchanges' rate for the set's A-share listed companies (generate/reviewRates.ts), accepted over the
  // last three years: each candidate's chance (a Pre-IPO round makes one likelier) scaled to that expectation.
  const able = (c: (typeof pool.jointStock)[number]) => c.estMs + 3 * YEAR < todayMs - 30 * DAY && c.capital >= LEAST_IPO_CAPITAL;
  const weight = (c: (typeof pool.jointStock)[number]) => (c.preIpo ? 0.5 : 0.07);
  const drawnRows = pool.jointStock.reduce((n, c) => n + (able(c) ? weight(c) : 0), 0);
  const wantedRows = expectedReviews('ipo', aShares, todayMs - 3 * YEAR, todayMs) / ACCEPTED_SHARE;
  const scale = drawnRows > 0 ? wantedRows / drawnRows : 0;
  let ipoTurn = 0;
  for (const c of pool.jointStock) {
    const row = empty(c.id);
    // 新三板: quoted after two years of business, since the system opened.
    if (r.chance(0.1) && c.estMs + 2 * YEAR < todayMs - 60 * DAY) {
      row.board = '新三板';
      row.stockCode = stockCode(r, '新三板', codes);
      row.listDate = isoDay(dayBetween(r, Math.max(c.estMs + 2 * YEAR, Date.parse(`${BOARD_OPENED.新三板!}T00:00:00Z`)), todayMs - 60 * DAY));
    }
    // An IPO: three years of business before the tutoring filing; a Pre-IPO round makes one likely.
    const earliest = c.estMs + 3 * YEAR;
    // The first eligible candidates take each stage in turn (so that a small set holds one of each).
    if (able(c) && (ipoTurn < STAGE_ORDER.length || r.chance(Math.min(1, weight(c) * scale)))) {
      const stage = ipoTurn < STAGE_ORDER.length ? STAGE_ORDER[ipoTurn]! : r.weighted(STAGES);
      ipoTurn++;
      // Room for each stage past the acceptance: a month at least (rules/reviewTimeline.ts: no meeting within weeks).
      const steps = Math.max(0, STAGE_ORDER.indexOf(stage) - 1);
      const room = todayMs - (steps + 1) * 35 * DAY - 90 * DAY;
      const tutoring = Math.min(dayBetween(r, Math.max(earliest, todayMs - 3 * YEAR), todayMs - 30 * DAY), Math.max(room, todayMs - 4 * YEAR));
      row.ipoStage = stage;
      // A company quoted on 新三板 goes to 北交所 more often than not.
      row.ipoBoard = issuerBoard(row.board === '新三板' && r.chance(0.6) ? '北交所' : r.weighted(IPO_BOARDS), c.industry, c.capital);
      row.sponsor = r.weighted(SPONSORS);
      row.tutoringDate = isoDay(tutoring);
      // Ended in tutoring now and then; otherwise accepted after 3–12 months of tutoring, each stage later.
      const accepted = stage !== '辅导备案' && !(stage === '终止' && r.chance(0.3));
      if (!accepted) row.stageDate = stage === '终止' ? isoDay(dayBetween(r, tutoring + 60 * DAY, todayMs)) : row.tutoringDate;
      else {
        const acceptedMs = dayBetween(r, tutoring + 90 * DAY, Math.min(tutoring + 365 * DAY, todayMs - steps * 35 * DAY));
        row.acceptedDate = isoDay(acceptedMs);
        let at = acceptedMs;
        const walked = stage === '终止' ? r.int(0, 3) : steps;
        // The first inquiry within twenty working days of the acceptance (rules/reviewTimeline.ts), the other stages slower.
        for (let s = 0; s < walked; s++)
          at = s === 0 ? at + r.int(10, 28) * DAY : dayBetween(r, at + 20 * DAY, Math.max(at + 20 * DAY, Math.min(at + 150 * DAY, todayMs - (walked - 1 - s) * 35 * DAY)));
        // An application withdrawn or refused ends weeks after its last step, not on the same day.
        if (stage === '终止') at += r.int(10, 60) * DAY;
        at = Math.min(at, todayMs);
        row.stageDate = isoDay(at);
      }
    }
    if (row.board || row.ipoStage) yield row;
  }
}
