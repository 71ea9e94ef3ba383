import type { ReviewRow } from '../format';
import { text, type ConsistencyRule } from './rule';

/**
 * The least 股本总额 after listing, by A-share board (元): 上交所、深交所股票上市规则 3.1.1 (主板: 5000万元); 科创板、创业板
 * 股票上市规则 2.1.1 and 北交所股票上市规则 2.1.2 (3000万元).
 */
export const ISSUER_LEAST_CAPITAL: Record<string, number> = { 主板: 50_000_000, 创业板: 30_000_000, 科创板: 30_000_000, 北交所: 30_000_000 };

/** A review item's board as the listing rules name it (沪主板, 深主板: 主板). */
export const listingBoardOf = (board: string): string => (board === '沪主板' || board === '深主板' ? '主板' : board);

/** 核准制's 主板 floor before the issue: 《首次公开发行股票并上市管理办法》第二十六条, 发行前股本总额不少于人民币3000万元. */
const MAIN_BOARD_BEFORE = 30_000_000;
/** The usual issue: a quarter of the shares after it (证券法 第四十七条 and the listing rules: 公开发行的股份达到25%以上). */
const KEPT_BY_HOLDERS = 0.75;
/**
 * The most an IPO asks to raise (拟募集资金), as a multiple of the issuer's 归母净资产 at the end of the year before its
 * acceptance. A plausibility bound, not a rule of law: issues price at a multiple of the net assets and the sponsor
 * justifies the use of the money from the issuer's size; A-share IPOs ask mostly one to three times the net assets,
 * the largest multiples (loss-making 科创板 issuers under its fifth standard) stay within about ten.
 */
export const MOST_RAISED_PER_EQUITY = 10;

/** The least registered capital an IPO issuer can apply with on `board` (the review's board): see the rule. */
export function leastIssuerCapital(board: string): number | null {
  const after = ISSUER_LEAST_CAPITAL[listingBoardOf(board)];
  if (after === undefined) return null;
  const before = Math.round(after * KEPT_BY_HOLDERS);
  return listingBoardOf(board) === '主板' ? Math.max(before, MAIN_BOARD_BEFORE) : before;
}

const IPO_TYPES = new Set(['auditMind', 'feedback']);
const EXCHANGE_BOARDS = new Set(Object.keys(ISSUER_LEAST_CAPITAL));
const wan = (yuan: number) => `${(yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;

/**
 * An IPO issuer's size fits its application. Its registered capital (the 股本 before the issue, for a company not yet
 * listed) reaches the board's 股本总额 after listing with the usual quarter of new shares — three quarters of 5000万
 * (主板, and at least 3000万: 首发管理办法 第二十六条) or of 3000万 (创业板, 科创板, 北交所); and what it asks to raise
 * is at most MOST_RAISED_PER_EQUITY times its 归母净资产 at the end of the year before the acceptance, when the set
 * holds that year's statements (a plausibility bound, documented as such). Sources: the listing rules above;
 * 《首次公开发行股票注册管理办法》(2023) 第十条–第十三条 (发行条件) and the sponsor's 募集资金运用 analysis.
 */
export const issuerCapitalRule: ConsistencyRule = {
  key: 'issuerCapital',
  title: 'IPO发行人股本达到板块要求，募集资金与净资产规模相称',
  files: ['reviews'],
  check(_file, row, ctx) {
    const r = row as unknown as ReviewRow;
    if (!IPO_TYPES.has(String(r.reviewType)) || !text(r.board) || !text(r.acceptedDate)) return null;
    const company = ctx.company(String(r.companyId));
    if (!company) return null;
    const problems: string[] = [];
    const listedNow = company.listed || EXCHANGE_BOARDS.has(ctx.disclosure(r.companyId)?.board ?? '');
    const least = leastIssuerCapital(r.board);
    if (!listedNow && least !== null && company.regCapital !== null && company.regCapital < least)
      problems.push(`${r.board}IPO发行人注册资本 ${wan(company.regCapital)} 低于发行前股本的合理下限 ${wan(least)}（上市后股本总额不低于 ${wan(ISSUER_LEAST_CAPITAL[listingBoardOf(r.board)]!)}）`);
    const year = Number(r.acceptedDate.slice(0, 4)) - 1;
    const equity = ctx.parentEquity(r.companyId)?.get(year);
    if (typeof r.amount === 'number' && typeof equity === 'number' && equity > 0 && r.amount > equity * MOST_RAISED_PER_EQUITY)
      problems.push(`拟募集资金 ${wan(r.amount)} 超过受理前一年末（${year}年）归母净资产 ${wan(equity)} 的 ${MOST_RAISED_PER_EQUITY} 倍`);
    return problems;
  },
};
