/*
 * The analysis's CPU work, run in a worker (`analyseTask`): the transactions from their JSON batches, the whole
 * analysis (`analysis.ts`), and what to write: the result, the flags no longer found, the new ones and the ones
 * found again, as JSON batches for the database.
 */
import { analyse } from './analysis';
import type { EngineFlag, EngineTxn } from './model';
import { ROW_BATCH, type AnalyseInput, type AnalyseOutput } from './tasks';

type TxnRow = [
  number,
  number,
  number,
  string,
  number,
  number,
  string,
  boolean,
  'I' | 'O',
  number,
  number | null,
  string,
  string,
  string,
  string,
  string,
];

function txnsOf(batches: readonly string[]): EngineTxn[] {
  const txns: EngineTxn[] = [];
  for (const batch of batches)
    for (const r of JSON.parse(batch) as TxnRow[])
      txns.push({
        id: r[0],
        subjectId: r[1],
        statementId: r[2],
        accountNo: r[3],
        line: r[4],
        order: r[5],
        occurred: r[6],
        hasTime: r[7],
        direction: r[8] === 'I' ? 'in' : 'out',
        amount: Number(r[9]),
        balance: r[10] === null ? null : Number(r[10]),
        counterparty: r[11],
        counterAccount: r[12],
        counterBank: r[13],
        summary: r[14],
        currency: r[15],
      });
  return txns;
}

function batched<T>(items: readonly T[], row: (item: T) => unknown[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; i += ROW_BATCH) out.push(JSON.stringify(items.slice(i, i + ROW_BATCH).map(row)));
  return out;
}

export function analyseWork(input: AnalyseInput): AnalyseOutput {
  const { result, flags } = analyse({
    subjects: input.subjects,
    txns: txnsOf(input.txnBatches),
    thresholds: input.thresholds,
    related: new Map(input.related),
    register: new Map(input.register),
  });
  const byKey = new Map<string, number>();
  for (const batch of input.existing)
    for (const [id, key] of JSON.parse(batch) as [number, string][]) byKey.set(key, id);
  const found = new Set(flags.map((f) => f.key));
  const gone: number[] = [];
  for (const [key, id] of byKey) if (!found.has(key)) gone.push(id);
  const fresh: EngineFlag[] = [];
  const kept: EngineFlag[] = [];
  for (const f of flags) (byKey.has(f.key) ? kept : fresh).push(f);
  return {
    result: JSON.stringify(result),
    flagCount: flags.length,
    gone,
    fresh: batched(fresh, (f) => [
      f.key,
      f.rule,
      f.subjectId,
      f.accountNo,
      f.anchor,
      f.txnIds,
      f.counterparty.slice(0, 300),
      f.amount,
      f.occurred,
      f.reason,
      f.relation,
    ]),
    // What a kept flag says may have changed (more outflows after an inflow, a new path): its facts are rewritten.
    kept: batched(kept, (f) => [
      byKey.get(f.key)!,
      f.txnIds,
      f.amount,
      f.reason,
      f.relation,
      f.counterparty.slice(0, 300),
    ]),
  };
}
