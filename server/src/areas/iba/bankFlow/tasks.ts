/*
 * The bank-statement work that runs in worker threads (platform/workers): reading an upload (parse, map, check,
 * prepare the rows) and the analysis (accounts, pre-checks, standard analyses, rules, the flags to write). What
 * crosses to a worker and back is plain data; large row sets cross as JSON text in batches, which the request
 * thread hands to the database without reading them. The implementations are `reading.ts` and `analysing.ts`,
 * registered in `server/src/worker.ts`; this module holds only the descriptors and the calls.
 */
import { BankFlowMessage, type BankFlowCheck, type BankFlowPreview, type BankFlowThresholds } from '@esee/contracts';
import { runTaskAnswering, taskFailure as failureAnswer } from '../../../platform/workers/answer';
import { defineTask, type TaskError, type WorkerTask } from '../../../platform/workers/task';
import type { RunOptions } from '../../../platform/workers/pool';
import type { EngineSubject, RelatedParty } from './model';

/** A task's refusal that is the user's to fix (a 400 with its message), as opposed to a fault. */
export const REFUSED = 'badRequest';

/** Rows a JSON batch of transactions or flags holds: one insert statement each. */
export const ROW_BATCH = 500;

/** A saved mapping of the institution: the header signature and the mapping (JSON). */
export interface SavedMapping {
  signature: string;
  mapping: string;
}

export interface ReadStatementInput {
  fileName: string;
  bytes: Uint8Array;
  /** The mapping the user sent (JSON text), if any. */
  given?: string;
  /** The institution's saved mappings: the one for the file's headers is used when none is given. */
  saved: SavedMapping[];
}

/** A preview, but for the checks against the subjects (the request thread's, from the database). */
export interface PreviewRead {
  preview: Omit<BankFlowPreview, 'checks'>;
  balanceChecks: BankFlowCheck[];
}

/** A statement checked and ready to write. */
export interface StatementRead {
  layout: string;
  layoutName: string;
  headers: string[];
  signature: string;
  /** The mapping read with (JSON), and whether the user gave it (then it is saved) with an amount reading. */
  mapping: string;
  saveMapping: boolean;
  /** SHA-256 of the file. */
  hash: string;
  /** The account and holder the file names (first row's, else the lines above the table). */
  accountNo: string;
  accountName: string;
  rows: number;
  from: string;
  to: string;
  /**
   * The transactions as JSON arrays of at most `ROW_BATCH` rows, each row
   * `[line, seq, occurred, hasTime, 'I' | 'O', amount, balance, counterparty, counterAccount, counterBank, summary, currency]`.
   */
  batches: string[];
}

export type ReadStatementOutput = { kind: 'preview'; value: PreviewRead } | { kind: 'import'; value: StatementRead };

/** Heap enough for a 20 MB workbook of 200,000 rows and its transactions; a file not read in 60 s is refused. */
export const readStatementTask = defineTask<
  ReadStatementInput & { purpose: 'preview' | 'import' },
  ReadStatementOutput
>('bankFlow.readStatement', { timeoutMs: 60_000, heapMb: 1536 });

export interface AnalyseInput {
  subjects: EngineSubject[];
  /**
   * The analysis's transactions as JSON arrays (from the database in batches), each row `[id, subjectId,
   * statementId, accountNo, line, seq, occurred, hasTime, 'I' | 'O', amount, balance, counterparty,
   * counterAccount, counterBank, summary, currency]`.
   */
  txnBatches: string[];
  thresholds: BankFlowThresholds;
  related: [string, RelatedParty][];
  register: [string, string][];
  /** The flags kept from the last run, as JSON arrays of `[id, key]`. */
  existing: string[];
}

export interface AnalyseOutput {
  /** The result to keep (JSON) and the number of flags. */
  result: string;
  flagCount: number;
  /** Flags of the last run no longer found. */
  gone: number[];
  /**
   * New flags, JSON arrays of `[key, rule, subjectId, accountNo, anchor, txnIds, counterparty, amount, occurred,
   * reason, relation]`.
   */
  fresh: string[];
  /** Flags found again, JSON arrays of `[id, txnIds, amount, reason, relation, counterparty]`. */
  kept: string[];
}

/** A million transactions an analysis at most: heap for them and their flags, and two minutes. */
export const analyseTask = defineTask<AnalyseInput, AnalyseOutput>('bankFlow.analyse', {
  timeoutMs: 120_000,
  heapMb: 2048,
});

/** A refusal meant for the user keeps its own message; any other refusal is a fault. */
const refused = (error: TaskError) => (error.reason === REFUSED ? error.message : undefined);

/** What a failed task means to the user: a refusal its 400, an exhausted worker `exhausted`; a fault stays one. */
export const taskFailure = (error: unknown, exhausted: string): unknown => failureAnswer(error, { exhausted, refused });

/** Run a bank-flow task in a worker thread. */
const run = <I, O>(task: WorkerTask<I, O>, input: I, exhausted: string, options?: RunOptions): Promise<O> =>
  runTaskAnswering(task, input, { exhausted, refused }, options);

export const readStatementInWorker = (input: ReadStatementInput, purpose: 'preview' | 'import') =>
  run(readStatementTask, { ...input, purpose }, BankFlowMessage.TOO_COMPLEX);

export const analyseInWorker = (input: AnalyseInput, options?: RunOptions) =>
  run(analyseTask, input, BankFlowMessage.ANALYSIS_TOO_LARGE, options);
