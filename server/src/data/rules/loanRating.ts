/**
 * A customer's internal rating, its loan's 五级分类 and overdue days agree:
 * - overdue at all: at least 关注; over 90 days: at least 次级; over 270 days: at least 可疑; over 360 days: 损失
 *   (《商业银行金融资产风险分类办法》(国家金融监督管理总局 中国人民银行令2023年第1号) 第十条 to 第十三条);
 * - a loan 次级 or worse, or over 90 days overdue, is in default, and its borrower rated in a default grade (C
 *   grades or D), never AAA (《商业银行资本管理办法》(2023) 附件 on the 违约 definition: 逾期90天以上, or 不良);
 * - a 关注 loan's borrower is not rated in the AA or AAA grades (the house rule of the demo book).
 * The book import and the demo book keep it (rules are the bank's to set; this is the floor of the regulations).
 */
const CLASSES = ['正常', '关注', '次级', '可疑', '损失'] as const;
const DEFAULT_GRADES = new Set(['CCC', 'CC', 'C', 'D']);
const TOP_GRADES = new Set(['AAA', 'AA+', 'AA', 'AA-']);

/** The least 五级分类 overdue days call for. */
export function leastLoanClass(overdueDays: number): (typeof CLASSES)[number] {
  if (overdueDays > 360) return '损失';
  if (overdueDays > 270) return '可疑';
  if (overdueDays > 90) return '次级';
  return overdueDays > 0 ? '关注' : '正常';
}

/** What disagrees in a customer's rating, class and overdue days (Chinese, for the import's row errors). */
export function loanRatingProblems(rating: string | null, loanClass: string | null, overdueDays: number): string[] {
  const problems: string[] = [];
  const least = leastLoanClass(overdueDays);
  const rank = loanClass ? CLASSES.indexOf(loanClass as (typeof CLASSES)[number]) : -1;
  if (loanClass && rank >= 0 && rank < CLASSES.indexOf(least)) problems.push(`逾期 ${overdueDays} 天，五级分类至少应为${least}，不是${loanClass}`);
  const defaulted = rank >= 2 || overdueDays > 90;
  if (rating && defaulted && !DEFAULT_GRADES.has(rating))
    problems.push(`${rank >= 2 ? `五级分类为${loanClass}` : `逾期 ${overdueDays} 天`}的客户已违约，内部评级应为 CCC 及以下，不是 ${rating}`);
  if (rating && !defaulted && (rank === 1 || overdueDays > 0) && TOP_GRADES.has(rating))
    problems.push(`关注类（或逾期）客户的内部评级不应为 ${rating}`);
  return problems;
}
