import { WARNING_SLA_HOURS, type WarningSeverity } from '@esee/contracts';

/*
 * 风险预警 severity (product notes §4.6), written down here and in the page's legend:
 *   红: 失信, 被执行, 股权冻结; overdue over 90 days; 五级分类 次级/可疑/损失; a limit used at 100% or more.
 *   橙: a new lawsuit (立案), 经营异常, 行政处罚; overdue 31–90 days; 关注; a limit used at 90%.
 *   黄: negative news, 股权出质; overdue 1–30 days; a limit used at 80%.
 * A member's warning propagates to its group (「成员风险传导」) one level lower (红→橙, 橙→黄, 黄 stays).
 * SLA: 红 24 hours, 橙 72 hours, 黄 7 days.
 */

/** The register's record kinds read as external signals, with their words and severity. */
export const EXTERNAL_SIGNALS: Record<string, { label: string; severity: WarningSeverity }> = {
  dishonest: { label: '失信被执行人', severity: '红' },
  executedPerson: { label: '被执行人', severity: '红' },
  equityFreeze: { label: '股权冻结', severity: '红' },
  caseFiling: { label: '新增诉讼（立案）', severity: '橙' },
  abnormalOperation: { label: '经营异常', severity: '橙' },
  penalty: { label: '行政处罚', severity: '橙' },
  equityPledge: { label: '股权出质', severity: '黄' },
  news: { label: '负面舆情', severity: '黄' },
};

export function overdueSeverity(days: number): WarningSeverity | null {
  if (days > 90) return '红';
  if (days > 30) return '橙';
  return days > 0 ? '黄' : null;
}

/** The bucket an overdue falls in, so a rescan within the same bucket does not repeat it. */
export const overdueBucket = (days: number) => (days > 90 ? '90+' : days > 30 ? '31-90' : '1-30');

export const LOAN_CLASSES = ['正常', '关注', '次级', '可疑', '损失'] as const;

export function classSeverity(loanClass: string | null): WarningSeverity | null {
  if (loanClass === '关注') return '橙';
  return loanClass && ['次级', '可疑', '损失'].includes(loanClass) ? '红' : null;
}

export function limitSeverity(step: number): WarningSeverity {
  return step >= 1 ? '红' : step >= 0.9 ? '橙' : '黄';
}

export const propagatedSeverity = (s: WarningSeverity): WarningSeverity => (s === '红' ? '橙' : '黄');

export const dueAt = (severity: WarningSeverity, from: Date) =>
  new Date(from.getTime() + WARNING_SLA_HOURS[severity] * 3_600_000);
