import { ISSUER_LEAST_CAPITAL, leastIssuerCapital } from './issuerCapital';
import { text, type ConsistencyRule } from './rule';

/** Above this 股本总额 a tenth of the shares may be public (上市规则 3.1.1), else a quarter. */
const LARGE = 400_000_000;
const IPO_TYPES = new Set(['auditMind', 'feedback']);
const wan = (yuan: number) => `${(yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;

/**
 * The least share of new shares in the 股本总额 after an A-share IPO: 25%, 10% above 4亿 (证券法 第四十七条 and 上交所、
 * 深交所股票上市规则 3.1.1, 创业板、科创板 2.1.1: 公开发行的股份达到公司股份总数的25%以上；公司股本总额超过人民币4亿元的，
 * 公开发行股份的比例为10%以上). An IPO may also sell existing shares (老股转让); the generator issues new ones only,
 * and a set that sells existing shares in its IPOs would be judged by this bound too (documented).
 */
const leastIssued = (after: number) => (after > LARGE ? 0.1 : 0.25);

/**
 * A listed company's registered capital is its 股本 before the IPO plus the new shares the IPO issued (公司法 (2023)
 * 第九十六条: a 股份有限公司's registered capital is its issued 股本总额; 第二百二十八条: a capital increase by new shares is
 * registered). For a company listed on an A-share board with its listing day: a statement of a year ended before the
 * listing shows a 股本 under the registered capital by at least the public share above; and its IPO item (the issuer's
 * record) was accepted with a 股本 (of the year before the acceptance, when the set holds it) that reached the board's
 * floor before the issue (rules/issuerCapital.ts) and, with the new shares, the registered capital.
 */
export const listingCapitalRule: ConsistencyRule = {
  key: 'listingCapital',
  title: '上市公司注册资本为发行前股本加公开发行的新股',
  files: ['financials', 'reviews'],
  check(file, row, ctx) {
    const companyId = String(row.companyId);
    const company = ctx.company(companyId);
    const d = ctx.disclosure(companyId);
    if (!company || company.regCapital === null || !d?.listDate || !d.board || !(d.board in ISSUER_LEAST_CAPITAL)) return null;
    const after = company.regCapital;
    const judge = (shares: number, at: string): string[] => {
      const issued = (after - shares) / after;
      if (issued < leastIssued(after) - 1e-9)
        return [
          `${at}股本 ${wan(shares)} 与上市后注册资本 ${wan(after)} 之差（${(issued * 100).toFixed(1)}%）不足首次公开发行的新股比例（${after > LARGE ? '10%' : '25%'}以上）：上市后注册资本应为发行前股本加公开发行的新股`,
        ];
      return [];
    };
    if (file === 'financials') {
      const year = Number(row.fiscalYear);
      const shares = (row.balanceSheet as Record<string, unknown> | undefined)?.paidInCapital;
      if (!Number.isInteger(year) || typeof shares !== 'number' || `${year}-12-31` >= d.listDate) return null;
      return judge(shares, `${companyId} 上市（${d.listDate}）前 ${year} 年末`);
    }
    // reviews: the listed company's IPO item, accepted before its listing.
    if (!IPO_TYPES.has(String(row.reviewType)) || !text(row.acceptedDate) || String(row.acceptedDate) > d.listDate) return null;
    const year = Number(String(row.acceptedDate).slice(0, 4)) - 1;
    const shares = ctx.shareCapital?.(companyId)?.get(year);
    if (typeof shares !== 'number') return null;
    const problems = judge(shares, `${String(row.reviewId)} 发行人受理前（${year}年末）`);
    const least = leastIssuerCapital(String(row.board));
    if (least !== null && shares < least)
      problems.push(`${String(row.reviewId)} 发行人受理前（${year}年末）股本 ${wan(shares)} 低于${String(row.board)}发行前股本的合理下限 ${wan(least)}`);
    return problems;
  },
};
