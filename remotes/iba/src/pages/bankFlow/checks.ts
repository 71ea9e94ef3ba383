import type { BankFlowCheck, BankFlowCheckCode } from '@esee/contracts';

/*
 * The preview's checks of a statement against its subject (issue 36; docs/iba-bank-flow.md, 主体与流水的归属):
 * a refusal stops the import, a question waits for the user's confirmation, a note is only said.
 */

/** The checks still standing: 未识别本方账号 goes once the user types an account. */
export const standingChecks = (checks: readonly BankFlowCheck[], accountNo: string): BankFlowCheck[] =>
  checks.filter((c) => c.code !== 'unknownAccount' || !accountNo.trim());

/** Why the import cannot go yet (a refusal, or questions not confirmed), or null. */
export function importBlocked(
  checks: readonly BankFlowCheck[],
  confirmed: ReadonlySet<BankFlowCheckCode>,
): string | null {
  const refused = checks.find((c) => c.level === 'refuse');
  if (refused) return refused.message;
  const open = checks.filter((c) => c.level === 'confirm' && !confirmed.has(c.code));
  return open.length ? `请先确认：${open.map((c) => c.message).join('；')}` : null;
}

/** The confirmed codes the import sends: those of the standing questions. */
export const confirmedToSend = (
  checks: readonly BankFlowCheck[],
  confirmed: ReadonlySet<BankFlowCheckCode>,
): BankFlowCheckCode[] => checks.filter((c) => c.level === 'confirm' && confirmed.has(c.code)).map((c) => c.code);
