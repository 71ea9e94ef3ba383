import {
  BANK_FLOW_CHECK_LEVELS,
  BANK_FLOW_UNKNOWN_ACCOUNT,
  type BankFlowCheck,
  type BankFlowCheckCode,
} from '@esee/contracts';
import { AppError } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import { ResultCode } from '@esee/contracts';
import { normName } from './classify';

/*
 * Issue 36, "Bank statements belong to their subject": a statement's 本方账号 and 本方户名 against its subject and
 * the analysis's other subjects, and its running balance. Rules and sources: docs/iba-bank-flow.md (主体与流水的归属).
 */

/** A subject of the analysis as the checks read it: its names (normal form, with former names) and accounts. */
export interface OwnerSubject {
  id: number;
  name: string;
  role: string;
  /** The subject's name and, for a register company, its former names (曾用名), in normal form. */
  names: string[];
  /** Account numbers already imported under it (never the unknown account). */
  accounts: Set<string>;
}

/** What a statement says of its holder: the account (typed or read) and the holder's name ('' when unknown). */
export interface StatementHolder {
  accountNo: string;
  accountName: string;
}

/** An account number as compared: no spaces or dashes, upper case (a masked 6222****1234 stays as it is). */
export const normAccount = (accountNo: string): string => accountNo.replace(/[\s-]/g, '').toUpperCase();

const check = (code: BankFlowCheckCode, message: string): BankFlowCheck => ({
  code,
  level: BANK_FLOW_CHECK_LEVELS[code],
  message,
});

/**
 * Whether a holder name is one of a subject's names. Banks mask a person's name, each its own way (欧阳**, *明远,
 * 欧*远): a run of * stands for one or more hidden characters, and the characters shown must match in place.
 */
function holderIs(holder: string, names: readonly string[]): boolean {
  if (!holder.includes('*')) return names.includes(holder);
  const escaped = holder.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*+/g, '.+');
  const pattern = new RegExp(`^${escaped}$`, 'u');
  return names.some((n) => pattern.test(n));
}

/**
 * The statement's account and holder against its subject and the analysis's other subjects:
 * - the account already imported under another subject: refused (it would count twice);
 * - no account: asked (kept as 未知账号, which nobody owns);
 * - the holder another subject's name, or neither the subject's nor another's: asked.
 */
export function holderChecks(
  subjectId: number,
  subjects: readonly OwnerSubject[],
  statement: StatementHolder,
): BankFlowCheck[] {
  const subject = subjects.find((s) => s.id === subjectId)!;
  const others = subjects.filter((s) => s.id !== subjectId);
  const checks: BankFlowCheck[] = [];
  const account = normAccount(statement.accountNo);
  if (!account || account === BANK_FLOW_UNKNOWN_ACCOUNT)
    checks.push(
      check(
        'unknownAccount',
        `文件中没有本方账号：请填写本方账号，不填写则记为「${BANK_FLOW_UNKNOWN_ACCOUNT}」，无法与其他主体的账户核对`,
      ),
    );
  else {
    const owner = others.find((s) => s.accounts.has(account));
    if (owner)
      checks.push(
        check(
          'accountTaken',
          `账号 ${account} 已作为主体「${owner.name}」的账户导入，同一账户不能属于两个主体（交易会重复计算）：请上传到该主体名下，或先删除该主体的这份流水`,
        ),
      );
  }
  const holder = normName(statement.accountName);
  if (holder && !holderIs(holder, subject.names)) {
    const other = others.find((s) => holderIs(holder, s.names));
    checks.push(
      other
        ? check(
            'holderOtherSubject',
            `本方户名「${statement.accountName}」是本项目另一主体「${other.name}」（${other.role}）的名称，不是「${subject.name}」`,
          )
        : check('holderMismatch', `本方户名「${statement.accountName}」与主体「${subject.name}」不一致`),
    );
  }
  return checks;
}

/** Lines a negative-balance note names at most. */
const NAMED_LINES = 3;

/** A running balance below zero: said in the preview with its first lines, never a refusal. */
export function balanceChecks(txns: readonly { line: number; balance: number | null }[]): BankFlowCheck[] {
  const negative = txns.filter((t) => t.balance !== null && t.balance < 0);
  if (!negative.length) return [];
  const lines = negative
    .slice(0, NAMED_LINES)
    .map((t) => `第${t.line}行 ${t.balance!.toFixed(2)}`)
    .join('、');
  const more = negative.length > NAMED_LINES ? ' 等' : '';
  return [
    check('negativeBalance', `余额为负数的交易 ${negative.length} 笔（${lines}${more}）：请核对余额列和收支方向的映射`),
  ];
}

/**
 * The import's gate: a refusal is a 409 with its message; a question the user has not confirmed (`confirmed`,
 * the codes sent with the import) is a 409 asking for it. Notes pass.
 */
export function requireAccepted(checks: readonly BankFlowCheck[], confirmed: ReadonlySet<string>): void {
  const refused = checks.find((c) => c.level === 'refuse');
  if (refused) throw new AppError(ResultCode.CONFLICT, refused.message, 409);
  const open = checks.filter((c) => c.level === 'confirm' && !confirmed.has(c.code));
  if (open.length)
    throw new AppError(ResultCode.CONFLICT, `导入前请确认：${open.map((c) => c.message).join('；')}`, 409);
}

/** The codes an import's `confirm` field names (comma-separated). */
export const confirmedCodes = (field: string | undefined): Set<string> =>
  new Set(
    (field ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );

/**
 * The analysis's subjects with their names (a register company's former names too) and the accounts imported
 * under each. Read inside the import's transaction, after the analysis is locked, so two uploads cannot put one
 * account under two subjects.
 */
export async function ownersOf(db: Db, analysisId: number): Promise<OwnerSubject[]> {
  const [subjects, accounts] = await Promise.all([
    db
      .selectFrom('bank_flow_subject as s')
      .leftJoin('company as c', 'c.ent_id', 's.ent_id')
      .select(['s.id', 's.name', 's.role', 'c.former_names'])
      .where('s.analysis_id', '=', analysisId)
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('bank_flow_statement')
      .select(['subject_id', 'account_no'])
      .distinct()
      .where('analysis_id', '=', analysisId)
      .execute(),
  ]);
  return subjects.map((s) => ({
    id: s.id,
    name: s.name,
    role: s.role,
    names: [s.name, ...(s.former_names ?? [])].map(normName).filter(Boolean),
    accounts: new Set(
      accounts
        .filter((a) => a.subject_id === s.id)
        .map((a) => normAccount(a.account_no))
        .filter((a) => a !== BANK_FLOW_UNKNOWN_ACCOUNT),
    ),
  }));
}
