import type { BankFlowMapping } from '@esee/contracts';
import { amountMode } from './columns';
import type { TxnFields } from './model';

/** A transaction as read from a statement file, before it is stored. */
export interface ParsedTxn extends TxnFields {
  accountNo: string;
  accountName: string;
}

export interface SheetLine {
  line: number;
  cells: string[];
}

const pad = (n: number | string, w = 2) => String(n).padStart(w, '0');

function realDay(y: number, m: number, d: number): string | null {
  const t = Date.UTC(y, m - 1, d);
  const day = new Date(t);
  if (y < 1990 || y > 2099 || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const validTime = (h: number, mi: number, s: number) =>
  h >= 0 && h < 24 && mi >= 0 && mi < 60 && s >= 0 && s < 60 ? `${pad(h)}:${pad(mi)}:${pad(s)}` : null;

/** An Excel serial day (45296.43) as a day and time: spreadsheets store dates as numbers. */
function fromSerial(serial: number): { day: string; time: string | null } | null {
  const ms = Math.round((serial - 25569) * 86_400_000);
  const at = new Date(ms);
  const day = realDay(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
  if (!day) return null;
  const fraction = serial % 1;
  return { day, time: fraction ? validTime(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()) : null };
}

/** A date cell (2024-01-05, 2024/1/5, 2024年1月5日, 20240105, with or without a time, or an Excel serial). */
export function parseDateCell(text: string): { day: string; time: string | null } | null {
  const v = text.trim();
  let m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:\.\d+)?)?$/.exec(v);
  if (!m) m = /^(\d{4})(\d{2})(\d{2})(?:[ T]?(\d{2}):?(\d{2}):?(\d{2})?)?$/.exec(v);
  if (m) {
    const day = realDay(Number(m[1]), Number(m[2]), Number(m[3]));
    if (!day) return null;
    if (m[4] === undefined) return { day, time: null };
    const time = validTime(Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
    return time ? { day, time } : null;
  }
  if (/^\d{5}(\.\d+)?$/.test(v)) return fromSerial(Number(v));
  return null;
}

/** A time cell (10:23:11, 10:23, 102311, 92311, a date-time, or an Excel fraction of a day). */
export function parseTimeCell(text: string): string | null {
  const v = text.trim();
  let m = /(?:^|[ T])(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:\.\d+)?$/.exec(v);
  if (m) return validTime(Number(m[1]), Number(m[2]), Number(m[3] ?? 0));
  m = /^(\d{1,2})(\d{2})(\d{2})$/.exec(v);
  if (m) return validTime(Number(m[1]), Number(m[2]), Number(m[3]));
  if (/^0?\.\d+$/.test(v)) {
    const seconds = Math.round(Number(v) * 86_400);
    return validTime(Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60);
  }
  return null;
}

/** An amount cell: thousands separators, currency signs and brackets for negatives allowed; empty is null. */
export function parseAmountCell(text: string): number | null | 'bad' {
  let v = text.trim().replace(/[,，\s¥￥元]|CNY|RMB/gi, '');
  if (!v || v === '-' || v === '--') return null;
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(v);
  if (bracketed) {
    negative = true;
    v = bracketed[1]!;
  }
  if (!/^[+-]?\d+(\.\d+)?$/.test(v)) return 'bad';
  const n = Number(v);
  return Math.round((negative ? -n : n) * 100) / 100;
}

const IN_FLAG = /^(收|入|贷|C|CR|CREDIT|\+|收入|贷方|存入|来账|转入)$/i;
const OUT_FLAG = /^(支|出|借|D|DR|DEBIT|-|支出|借方|支取|往账|转出)$/i;

export function parseDirectionCell(text: string): 'in' | 'out' | null {
  const v = text.trim();
  if (IN_FLAG.test(v)) return 'in';
  if (OUT_FLAG.test(v)) return 'out';
  return null;
}

const currencyOf = (text: string) => {
  const v = text.trim();
  return !v || /^(人民币|CNY|RMB|本币|156)$/i.test(v) ? 'CNY' : v.slice(0, 20);
};

/** Rows that close a table: totals, page notes, "nothing below". */
const FOOTER = /^(合计|小计|总计|本页|以下空白|打印|共\s*\d+\s*笔|借方合计|贷方合计|发生额合计)/;

export interface ParseOutcome {
  txns: ParsedTxn[];
  /** Rows refused, each a sentence naming the line and the cell (the import refuses the file on any). */
  problems: string[];
}

/**
 * The transactions of the rows under the header, read with a mapping. Empty rows and footers are skipped;
 * a row whose date, amount or direction cannot be read is a problem (the first 10 are kept). Stops reading
 * after `maxRows` transactions plus one, so a caller can tell "too many" without reading everything.
 */
export function parseRows(
  headers: readonly string[],
  lines: readonly SheetLine[],
  mapping: BankFlowMapping,
  maxRows = Infinity,
): ParseOutcome {
  const col = (header: string | undefined) => (header ? headers.indexOf(header) : -1);
  const idx = {
    date: col(mapping.date),
    time: col(mapping.time),
    debit: col(mapping.debit),
    credit: col(mapping.credit),
    amount: col(mapping.amount),
    direction: col(mapping.direction),
    balance: col(mapping.balance),
    counterparty: col(mapping.counterparty),
    counterAccount: col(mapping.counterAccount),
    counterBank: col(mapping.counterBank),
    summary: col(mapping.summary),
    purpose: col(mapping.purpose),
    currency: col(mapping.currency),
    accountNo: col(mapping.accountNo),
    accountName: col(mapping.accountName),
  };
  const mode = amountMode(mapping);
  const txns: ParsedTxn[] = [];
  const problems: string[] = [];
  const problem = (line: number, text: string) => {
    if (problems.length < 10) problems.push(`第${line}行：${text}`);
  };
  for (const { line, cells } of lines) {
    if (txns.length > maxRows) break;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const first = cells.find((c) => c && c.trim())?.trim() ?? '';
    if (!first || FOOTER.test(first)) continue;
    const dateText = cell(idx.date);
    const amounts = [cell(idx.debit), cell(idx.credit), cell(idx.amount)];
    if (!dateText && amounts.every((a) => !a)) continue;
    const date = parseDateCell(dateText);
    if (!date) {
      problem(line, `${mapping.date}「${dateText.slice(0, 30)}」不是可识别的日期`);
      continue;
    }
    let time = date.time;
    if (idx.time >= 0 && idx.time !== idx.date && cell(idx.time)) {
      time = parseTimeCell(cell(idx.time));
      if (!time) {
        problem(line, `${mapping.time}「${cell(idx.time).slice(0, 30)}」不是可识别的时间`);
        continue;
      }
    }
    let direction: 'in' | 'out';
    let amount: number;
    if (mode === 'debitCredit') {
      const debit = parseAmountCell(cell(idx.debit));
      const credit = parseAmountCell(cell(idx.credit));
      if (debit === 'bad' || credit === 'bad') {
        problem(line, `金额「${(debit === 'bad' ? cell(idx.debit) : cell(idx.credit)).slice(0, 30)}」不是数字`);
        continue;
      }
      const d = Math.abs(debit ?? 0);
      const c = Math.abs(credit ?? 0);
      if (d && c) {
        problem(line, '借方与贷方同时有金额');
        continue;
      }
      if (!d && !c) continue;
      direction = d ? 'out' : 'in';
      amount = d || c;
    } else {
      const value = parseAmountCell(cell(idx.amount));
      if (value === 'bad') {
        problem(line, `${mapping.amount}「${cell(idx.amount).slice(0, 30)}」不是数字`);
        continue;
      }
      if (!value) continue;
      if (mode === 'flag') {
        const flag = parseDirectionCell(cell(idx.direction));
        if (!flag) {
          problem(line, `${mapping.direction}「${cell(idx.direction).slice(0, 10)}」不是可识别的收支标志`);
          continue;
        }
        direction = flag;
      } else direction = value < 0 ? 'out' : 'in';
      amount = Math.abs(value);
    }
    let balance: number | null = null;
    if (idx.balance >= 0) {
      const b = parseAmountCell(cell(idx.balance));
      if (b === 'bad') {
        problem(line, `${mapping.balance}「${cell(idx.balance).slice(0, 30)}」不是数字`);
        continue;
      }
      balance = b;
    }
    const summary = [cell(idx.summary), idx.purpose !== idx.summary ? cell(idx.purpose) : ''].filter(Boolean).join(' ');
    txns.push({
      line,
      occurred: `${date.day} ${time ?? '00:00:00'}`,
      hasTime: time !== null,
      direction,
      amount,
      balance,
      counterparty: cell(idx.counterparty).slice(0, 200),
      counterAccount: cell(idx.counterAccount).replace(/\s/g, '').slice(0, 60),
      counterBank: cell(idx.counterBank).slice(0, 100),
      summary: summary.slice(0, 300),
      currency: currencyOf(cell(idx.currency)),
      accountNo: cell(idx.accountNo).replace(/\s/g, '').slice(0, 60),
      accountName: cell(idx.accountName).slice(0, 100),
    });
  }
  return { txns, problems };
}
