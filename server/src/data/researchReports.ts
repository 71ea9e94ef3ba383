import { isRealDay, ratingChangeOf, RATING_CHANGES, RESEARCH_RATINGS, RESEARCH_TYPES } from '@esee/contracts';
import type { ResearchReportRow } from './format';

const listed = (values: readonly string[]) => values.join('、');

/**
 * Checks of a research report line beyond its schema: a known type, rating and rating change; what each type
 * names (a stock report its company, code, 简称, rating, close and three consecutive forecast years; an industry
 * report its industry; the others neither); a rating change that agrees with the previous rating (首次 exactly
 * when there was none); a real day. Whether `previousRating` is really the same broker's previous one is a
 * property of the whole file, which the generator keeps and its test checks.
 */
export function researchReportProblems(row: Record<string, unknown>): string[] {
  const r = row as unknown as ResearchReportRow;
  const problems: string[] = [];
  if (!(RESEARCH_TYPES as readonly string[]).includes(r.type)) problems.push(`研报类型 ${r.type} 不在 ${listed(RESEARCH_TYPES)} 之中`);
  if (!isRealDay(r.publishDate)) problems.push(`publishDate ${r.publishDate} 不是有效日期`);
  for (const field of ['rating', 'previousRating'] as const) {
    const value = r[field];
    if (value !== null && !(RESEARCH_RATINGS as readonly string[]).includes(value))
      problems.push(`${field} ${value} 不在 ${listed(RESEARCH_RATINGS)} 之中`);
  }
  if (r.ratingChange !== null && !(RATING_CHANGES as readonly string[]).includes(r.ratingChange))
    problems.push(`ratingChange ${r.ratingChange} 不在 ${listed(RATING_CHANGES)} 之中`);
  const stock = r.type === '个股';
  if (stock) {
    if (r.companyId === null || r.stockCode === null || r.stockName === null) problems.push('个股研报须有 companyId、stockCode 与 stockName');
    if (r.rating === null || r.ratingChange === null) problems.push('个股研报须有 rating 与 ratingChange');
    if (r.price === null) problems.push('个股研报须有发布日收盘价 price');
    if (r.forecasts.length !== 3 || r.forecasts.some((f, i) => i > 0 && f.year !== r.forecasts[i - 1]!.year + 1))
      problems.push('个股研报须有连续三个年度的盈利预测');
  } else {
    if (r.companyId !== null || r.stockCode !== null || r.stockName !== null) problems.push(`${r.type}研报不应指向个股`);
    if (r.targetPrice !== null || r.price !== null || r.forecasts.length) problems.push(`${r.type}研报不应有股价、目标价或盈利预测`);
  }
  if (r.type === '行业' && (r.industryCode === null || r.industryName === null)) problems.push('行业研报须有 industryCode 与 industryName');
  if (!stock && r.type !== '行业' && (r.rating !== null || r.ratingChange !== null)) problems.push(`${r.type}不应有评级`);
  if (r.rating === null && (r.previousRating !== null || r.ratingChange !== null)) problems.push('没有评级的研报不应有上次评级或评级变动');
  if (r.rating !== null && r.ratingChange !== null && (RESEARCH_RATINGS as readonly string[]).includes(r.rating)) {
    const expected = ratingChangeOf(r.previousRating, r.rating);
    if (expected !== r.ratingChange)
      problems.push(`评级变动应为 ${expected}（上次 ${r.previousRating ?? '无'}，本次 ${r.rating}），不是 ${r.ratingChange}`);
  }
  const sacNos = new Set(r.authors.map((a) => a.sacNo));
  if (sacNos.size !== r.authors.length) problems.push('作者的执业编号重复');
  return problems;
}
