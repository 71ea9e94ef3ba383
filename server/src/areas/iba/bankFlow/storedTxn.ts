import type { TxnFields } from './model';

/** A stored transaction's columns that both the analysis and the pages read (amounts selected as float8). */
export interface StoredTxnRow {
  id: number;
  statement_id: number;
  account_no: string;
  line: number;
  occurred: string;
  has_time: boolean;
  direction: string;
  amount: number;
  balance: number | null;
  counterparty: string;
  counter_account: string;
  counter_bank: string;
  summary: string;
  currency: string;
}

/** What a stored row says about its transaction, in the engine's and the pages' names. */
export const txnFieldsOf = (r: StoredTxnRow): TxnFields => ({
  line: r.line,
  occurred: r.occurred,
  hasTime: r.has_time,
  direction: r.direction === 'I' ? 'in' : 'out',
  amount: Number(r.amount),
  balance: r.balance === null ? null : Number(r.balance),
  counterparty: r.counterparty,
  counterAccount: r.counter_account,
  counterBank: r.counter_bank,
  summary: r.summary,
  currency: r.currency,
});
