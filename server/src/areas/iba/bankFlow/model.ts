import type { BankFlowCounterpartyClass, BankFlowRule, BankFlowSubjectKind, BankFlowThresholds } from '@esee/contracts';

/* What the analysis reads and writes, independent of the database: the pure functions are tested on these. */

export interface EngineSubject {
  id: number;
  kind: BankFlowSubjectKind;
  name: string;
}

/** What a statement's row says about a transaction, read from the file or from the database. */
export interface TxnFields {
  /** The row's line in its file. */
  line: number;
  /** YYYY-MM-DD HH:mm:ss, the statement's local time (00:00:00 when the file has no time). */
  occurred: string;
  hasTime: boolean;
  direction: 'in' | 'out';
  amount: number;
  balance: number | null;
  counterparty: string;
  counterAccount: string;
  counterBank: string;
  /** 摘要 and 用途 together. */
  summary: string;
  currency: string;
}

export interface EngineTxn extends TxnFields {
  id: number;
  subjectId: number;
  statementId: number;
  accountNo: string;
  /** The row's position in its file (rows in file order). */
  order: number;
}

/** A counterparty of the register related to a subject (by normalised name), with the relation path. */
export interface RelatedParty {
  entId: string | null;
  relation: string;
}

export interface EngineInput {
  subjects: EngineSubject[];
  txns: EngineTxn[];
  thresholds: BankFlowThresholds;
  /** Counterparty names (normalised) related to the subjects. */
  related: ReadonlyMap<string, RelatedParty>;
  /** Counterparty names (normalised) found in the register, to their company id. */
  register: ReadonlyMap<string, string>;
}

/** A transaction with what the analysis derives once. */
export interface Txn extends EngineTxn {
  /** Minutes since 1970 of the local time (compared, never shown). */
  minutes: number;
  day: string;
  month: string;
  hour: number;
  cpKey: string;
  cpClass: BankFlowCounterpartyClass;
  summaryClass: string;
  /** The subject the counterparty is, when it is one. */
  cpSubjectId: number | null;
}

/** An account: one subject's account number, its transactions in time order. */
export interface Account {
  subject: EngineSubject;
  accountNo: string;
  txns: Txn[];
}

export interface EngineFlag {
  rule: BankFlowRule;
  /** Stable across runs while the statements stay: the rule and the anchoring transaction(s). */
  key: string;
  subjectId: number;
  accountNo: string;
  /** The transaction the flag is about (the first, for a group). */
  anchor: number;
  txnIds: number[];
  counterparty: string;
  amount: number;
  occurred: string;
  reason: string;
  relation: string | null;
}
