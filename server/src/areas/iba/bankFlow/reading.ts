/*
 * The import's CPU work, run in a worker (`readStatementTask`): read the file, find the table, choose the mapping,
 * read and check every row, and prepare the rows for the database as JSON batches.
 */
import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { BANK_FLOW_MAX_FILE_ROWS, BankFlowMappingSchema, BankFlowMessage, type BankFlowMapping } from '@esee/contracts';
import { AppError, badRequest } from '../../../platform/http/errors';
import { TaskError } from '../../../platform/workers/task';
import { amountMode, layoutName, missingFields } from './columns';
import { balanceChecks } from './ownership';
import { parseRows, type ParsedTxn } from './parse';
import { readStatementRows, tableOf, type StatementTable } from './statementFile';
import { REFUSED, ROW_BATCH, type ReadStatementInput, type ReadStatementOutput, type SavedMapping } from './tasks';

/** Rows a preview shows. */
const SAMPLE = 5;

/** A mapping the user sent (JSON text): valid in shape, and naming headers of this file only. */
function mappingFromField(text: string, headers: readonly string[]): BankFlowMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(BankFlowMessage.BAD_MAPPING);
  }
  if (!Value.Check(BankFlowMappingSchema, value)) throw badRequest(BankFlowMessage.BAD_MAPPING);
  const mapping = value as BankFlowMapping;
  for (const header of Object.values(mapping))
    if (header && !headers.includes(header)) throw badRequest(`列映射中的「${header.slice(0, 30)}」不在文件的表头中`);
  return mapping;
}

/** The mapping to read a file with: the user's, else the institution's saved one for these headers, else detected. */
function mappingFor(
  table: StatementTable,
  given: string | undefined,
  saved: readonly SavedMapping[],
): { mapping: Partial<BankFlowMapping>; source: 'given' | 'saved' | 'detected' } {
  if (given) return { mapping: mappingFromField(given, table.headers), source: 'given' };
  const found = saved.find((s) => s.signature === table.signature);
  if (found) {
    const mapping = JSON.parse(found.mapping) as BankFlowMapping;
    if (Object.values(mapping).every((h) => !h || table.headers.includes(h))) return { mapping, source: 'saved' };
  }
  return { mapping: table.detected, source: 'detected' };
}

/** The transactions as JSON batches of rows for the insert (see `StatementRead.batches`). */
function batchesOf(txns: readonly ParsedTxn[]): string[] {
  const batches: string[] = [];
  for (let i = 0; i < txns.length; i += ROW_BATCH) {
    const rows: unknown[] = [];
    for (let k = i; k < Math.min(txns.length, i + ROW_BATCH); k++) {
      const t = txns[k]!;
      rows.push([
        t.line,
        k,
        t.occurred,
        t.hasTime,
        t.direction === 'in' ? 'I' : 'O',
        t.amount,
        t.balance,
        t.counterparty,
        t.counterAccount,
        t.counterBank,
        t.summary,
        t.currency,
      ]);
    }
    batches.push(JSON.stringify(rows));
  }
  return batches;
}

function read(input: ReadStatementInput & { purpose: 'preview' | 'import' }): ReadStatementOutput {
  const { lines, encoding } = readStatementRows(input.fileName, input.bytes);
  const table = tableOf(lines);
  const { mapping, source } = mappingFor(table, input.given, input.saved);
  const missing = missingFields(mapping);

  if (input.purpose === 'preview') {
    const parsed = missing.length
      ? { txns: [] as ParsedTxn[], problems: [] as string[] }
      : parseRows(table.headers, table.body, mapping as BankFlowMapping, BANK_FLOW_MAX_FILE_ROWS);
    const first = parsed.txns[0];
    return {
      kind: 'preview',
      value: {
        preview: {
          fileName: input.fileName,
          layout: table.layout,
          layoutName: layoutName(table.layout),
          headers: table.headers,
          headerLine: table.headerLine,
          mapping: Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as Record<string, string>,
          mappingSource: source === 'saved' ? 'saved' : 'detected',
          missing,
          accountNo: first?.accountNo || table.accountNo,
          accountName: first?.accountName || table.accountName,
          encoding,
          rows: parsed.txns.length,
          sample: parsed.txns.slice(0, SAMPLE).map((t) => ({
            line: t.line,
            occurred: t.occurred,
            direction: t.direction === 'in' ? '收入' : '支出',
            amount: t.amount,
            balance: t.balance,
            counterparty: t.counterparty,
            summary: t.summary,
          })),
          problems: [
            ...parsed.problems,
            ...(parsed.txns.length > BANK_FLOW_MAX_FILE_ROWS ? [BankFlowMessage.TOO_MANY_ROWS] : []),
          ],
        },
        balanceChecks: balanceChecks(parsed.txns),
      },
    };
  }

  if (missing.length) throw badRequest(`缺少必需的列：${missing.join('、')}，请确认列映射`);
  const { txns, problems } = parseRows(table.headers, table.body, mapping as BankFlowMapping, BANK_FLOW_MAX_FILE_ROWS);
  if (problems.length)
    throw badRequest(`流水无法导入：${problems.slice(0, 3).join('；')}${problems.length > 3 ? ' 等' : ''}`);
  if (txns.length > BANK_FLOW_MAX_FILE_ROWS) throw badRequest(BankFlowMessage.TOO_MANY_ROWS);
  if (!txns.length) throw badRequest(BankFlowMessage.NO_ROWS);
  let from = txns[0]!.occurred;
  let to = from;
  for (const t of txns) {
    if (t.occurred < from) from = t.occurred;
    if (t.occurred > to) to = t.occurred;
  }
  return {
    kind: 'import',
    value: {
      layout: table.layout,
      layoutName: layoutName(table.layout),
      headers: table.headers,
      signature: table.signature,
      mapping: JSON.stringify(mapping),
      saveMapping: source === 'given' && amountMode(mapping) !== null,
      hash: createHash('sha256').update(input.bytes).digest('hex'),
      accountNo: txns[0]!.accountNo || table.accountNo,
      accountName: txns[0]!.accountName || table.accountName,
      rows: txns.length,
      from: from.slice(0, 10),
      to: to.slice(0, 10),
      batches: batchesOf(txns),
    },
  };
}

/** The task's implementation: a refusal meant for the user crosses as a `TaskError` with its message. */
export function readStatement(input: ReadStatementInput & { purpose: 'preview' | 'import' }): ReadStatementOutput {
  try {
    return read(input);
  } catch (error) {
    if (error instanceof AppError) throw new TaskError(REFUSED, error.message);
    throw error;
  }
}
