import {
  exchangeOfBoard,
  isRealDay,
  normaliseReviewStatus,
  QUESTION_TOPICS,
  reviewRuleProblems,
  reviewStageOf,
  SUPERVISION_TYPE_KEYS,
} from '@esee/contracts';
import type { ReviewRow } from './format';

const listed = (values: readonly string[]) => values.join('、');

/**
 * Checks of a review line beyond its schema: a known review type and topic tags; the board, era, stages and their
 * order by the review rules (`reviewRuleProblems`, shared/contracts/src/reviewRules.ts); real days; milestones
 * oldest first from the acceptance on, the last one the item's status on its update day; files and letters no
 * later than the update; letters by round from 1, each question number once; the lead intermediary (保荐机构, or
 * 主承销商 for a bond, 独立财务顾问 for a deal) named.
 */
export function reviewProblems(row: Record<string, unknown>): string[] {
  const r = row as unknown as ReviewRow;
  const problems: string[] = [];
  if (!(SUPERVISION_TYPE_KEYS as readonly string[]).includes(r.reviewType))
    problems.push(`审核类型 ${r.reviewType} 不在 ${listed(SUPERVISION_TYPE_KEYS)} 之中`);
  for (const [field, day] of [
    ['acceptedDate', r.acceptedDate],
    ['updatedDate', r.updatedDate],
  ] as const)
    if (!isRealDay(day)) problems.push(`${field} ${day} 不是有效日期`);
  if (r.updatedDate < r.acceptedDate) problems.push('更新日期早于受理日期');
  r.milestones.forEach((m, i) => {
    if (!isRealDay(m.date)) problems.push(`milestones[${i}].date ${m.date} 不是有效日期`);
    if (i > 0 && m.date < r.milestones[i - 1]!.date) problems.push(`milestones[${i}] 早于上一节点：节点应按时间先后排列`);
  });
  const last = r.milestones[r.milestones.length - 1];
  if (last && (last.label !== r.status || last.date !== r.updatedDate))
    problems.push('最后一个节点应为当前审核状态（status）及其更新日期（updatedDate）');
  if (r.milestones[0] && r.milestones[0].date > r.acceptedDate) problems.push('第一个节点不应晚于受理日期');
  for (const [i, f] of r.files.entries()) if (f.date > r.updatedDate) problems.push(`files[${i}] 晚于更新日期`);
  r.letters.forEach((l, i) => {
    if (l.round !== i + 1) problems.push(`letters[${i}].round 应为 ${i + 1}：问询函按轮次排列`);
    if (l.replyDate !== null && l.replyDate < l.date) problems.push(`letters[${i}] 的回复日期早于问询日期`);
    const numbers = new Set<number>();
    for (const q of l.questions) {
      if (numbers.has(q.no)) problems.push(`letters[${i}] 的问题 ${q.no} 重复`);
      numbers.add(q.no);
      if (!(QUESTION_TOPICS as readonly string[]).includes(q.topic)) problems.push(`问题主题 ${q.topic} 不在 ${listed(QUESTION_TOPICS)} 之中`);
    }
  });
  if (!r.intermediaries.some((m) => LEAD_ROLES.includes(m.role))) problems.push(`应有牵头中介机构（${listed(LEAD_ROLES)}）`);
  if (isRealDay(r.acceptedDate)) problems.push(...reviewRuleProblems(r));
  return problems;
}

const LEAD_ROLES = ['保荐机构', '主承销商', '独立财务顾问'];

/** The columns of `supervision_review` as the loader writes them. */
export const REVIEW_COLUMNS = [
  ['review_id', 'text'],
  ['review_type', 'text'],
  ['ent_id', 'text'],
  ['issuer', 'text'],
  ['title', 'text'],
  ['board', 'text'],
  ['exchange', 'text'],
  ['status', 'text'],
  ['stage', 'text'],
  ['status_key', 'text'],
  ['province', 'text'],
  ['industry_code', 'text'],
  ['industry_name', 'text'],
  ['sponsor', 'text'],
  ['law_firm', 'text'],
  ['accounting_firm', 'text'],
  ['accepted_date', 'date'],
  ['updated_date', 'date'],
  ['amount', 'numeric'],
  ['deal_type', 'text'],
  ['target', 'text'],
  ['intermediaries', 'jsonb'],
  ['milestones', 'jsonb'],
  ['files', 'jsonb'],
  ['letters', 'jsonb'],
  ['question_count', 'integer'],
].map(([name, type]) => ({ name: name!, type: type! }));

/**
 * A line as a row: the stage of each label by the review rules (a bond's 通过 is 审核通过, not a committee), the key
 * from its words, the lead intermediaries' names as columns.
 */
export function reviewTableRow(row: Record<string, unknown>): Record<string, unknown> {
  const r = row as unknown as ReviewRow;
  const status = normaliseReviewStatus(r.status);
  const firm = (...roles: string[]) => r.intermediaries.find((m) => roles.includes(m.role))?.name ?? null;
  return {
    review_id: r.reviewId,
    review_type: r.reviewType,
    ent_id: r.companyId,
    issuer: r.issuer,
    title: r.title,
    board: r.board,
    exchange: exchangeOfBoard(r.board),
    status: r.status,
    stage: reviewStageOf(r, r.status),
    status_key: status.key,
    province: r.province,
    industry_code: r.industryCode,
    industry_name: r.industryName,
    sponsor: firm(...LEAD_ROLES),
    law_firm: firm('律师事务所'),
    accounting_firm: firm('会计师事务所'),
    accepted_date: r.acceptedDate,
    updated_date: r.updatedDate,
    amount: r.amount,
    deal_type: r.dealType,
    target: r.target,
    intermediaries: r.intermediaries,
    milestones: r.milestones.map((m) => ({ ...m, stage: reviewStageOf(r, m.label) })),
    files: r.files,
    letters: r.letters,
    question_count: r.letters.reduce((n, l) => n + l.questions.length, 0),
  };
}
