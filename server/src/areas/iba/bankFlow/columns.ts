import { createHash } from 'node:crypto';
import {
  BANK_FLOW_FIELD_TITLES,
  BANK_FLOW_FIELDS,
  BANK_FLOW_LAYOUTS,
  type BankFlowField,
  type BankFlowLayout,
  type BankFlowMapping,
} from '@esee/contracts';

/** A header as compared: full width folded (（支取） → (支取)), no spaces, upper case. */
export const normHeader = (cell: string): string => cell.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/**
 * The header names each field goes by in the common bank exports (工行, 建行, 农行, 中行, 招行 and the
 * generic one), most specific first. A header matches an alias when equal to it, or equal to it followed
 * by a bracketed note (借方发生额（支取）).
 */
const ALIASES: Record<BankFlowField, readonly string[]> = {
  date: ['交易日期', '交易日', '交易时间', '记账日期', '入账日期', '记账日', '日期'],
  time: ['交易时间', '时间', '记账时间'],
  debit: ['借方发生额', '借方金额', '支出金额', '支取金额', '付款金额', '支出', '借方'],
  credit: ['贷方发生额', '贷方金额', '收入金额', '存入金额', '收款金额', '收入', '贷方'],
  amount: ['交易金额', '发生额', '金额'],
  direction: ['收支标志', '借贷标志', '借/贷', '借贷', '收/支', '收支', '交易方向', '借贷方向', '方向'],
  balance: ['余额', '账户余额', '本次余额', '交易后余额', '联机余额', '当前余额', '可用余额'],
  counterparty: [
    '对方户名',
    '对方账户名称',
    '对方单位名称',
    '对方名称',
    '收(付)方名称',
    '对方账户名',
    '对方单位',
    '交易对手',
    '对手户名',
    '对手名称',
    '对手方户名',
    '对手方名称',
    '交易对手名称',
  ],
  // 对方… and 对手… (对手账号, issue 36) name the same columns in different banks' exports.
  counterAccount: [
    '对方账号',
    '对方账户',
    '收(付)方帐号',
    '收(付)方账号',
    '对方帐号',
    '对方卡号',
    '对手账号',
    '对手帐号',
    '对手账户',
    '对手卡号',
    '对手方账号',
    '交易对手账号',
  ],
  counterBank: [
    '对方开户行',
    '对方开户机构',
    '对方行名',
    '收(付)方分行名',
    '对方开户银行',
    '对方银行',
    '对方开户网点',
    '对手开户行',
    '对手开户机构',
    '对手行名',
    '对手方开户行',
    '交易对手开户行',
  ],
  summary: ['摘要', '交易摘要', '摘要说明'],
  purpose: ['用途', '交易用途', '备注', '附言'],
  currency: ['币种', '交易货币', '货币'],
  accountNo: ['本方账号', '账号', '本方帐号', '账户'],
  accountName: ['本方户名', '户名', '账户名称'],
};

/** Headers only one bank's export has: they name the layout (a label: the mapping is what is used). */
const LAYOUT_MARKS: readonly [BankFlowLayout, readonly string[]][] = [
  ['icbc', ['对方单位名称', '借/贷', '对方行号']],
  ['ccb', ['借方发生额(支取)', '贷方发生额(收入)', '对方开户机构']],
  ['abc', ['本次余额', '交易用途']],
  ['boc', ['交易后余额', '交易货币']],
  ['cmb', ['收(付)方名称', '起息日', '收(付)方帐号']],
];

const matches = (header: string, alias: string) => {
  const h = normHeader(header);
  const a = normHeader(alias);
  return h === a || (h.startsWith(a) && h[a.length] === '(');
};

/** The first header (by alias order) of a field among `headers` not already taken; undefined when none. */
function pick(headers: readonly string[], field: BankFlowField, taken: Set<string>): string | undefined {
  for (const alias of ALIASES[field]) {
    const found = headers.find((h) => h && !taken.has(h) && matches(h, alias));
    if (found) return found;
  }
  return undefined;
}

/** How many cells of a row read as known headers. */
const headerScore = (cells: readonly string[]) =>
  cells.filter((c) => c && c.length <= 20 && BANK_FLOW_FIELDS.some((f) => ALIASES[f].some((a) => matches(c, a))))
    .length;

/**
 * The header row among the first 30 rows: the first with at least three known headers, a date and an
 * amount among them. -1 when none.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  for (let r = 0; r < Math.min(rows.length, 30); r++) {
    const cells = rows[r]!;
    if (headerScore(cells) < 3) continue;
    const m = detectMapping(cells);
    if (m.date && amountMode(m)) return r;
  }
  return -1;
}

/** The mapping the header names suggest; each header used once. */
export function detectMapping(headers: readonly string[]): Partial<BankFlowMapping> {
  const taken = new Set<string>();
  const mapping: Partial<Record<BankFlowField, string>> = {};
  // Date first (it may be a combined date-time 交易时间), then the amount columns, then the rest.
  const order: BankFlowField[] = [
    'date',
    'debit',
    'credit',
    'direction',
    'amount',
    'balance',
    'counterparty',
    'counterAccount',
    'counterBank',
    'summary',
    'purpose',
    'currency',
    'time',
    'accountNo',
    'accountName',
  ];
  for (const field of order) {
    const header = pick(headers, field, taken);
    if (header) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  // A lone 借方 or 贷方 column is not a debit/credit pair: read it as nothing rather than half the money.
  if (!!mapping.debit !== !!mapping.credit) {
    delete mapping.debit;
    delete mapping.credit;
  }
  return mapping as Partial<BankFlowMapping>;
}

/** How a mapping reads the money: a debit/credit pair, an amount with a direction column, or a signed amount. */
export function amountMode(m: Partial<BankFlowMapping>): 'debitCredit' | 'flag' | 'signed' | null {
  if (m.debit && m.credit) return 'debitCredit';
  if (m.amount && m.direction) return 'flag';
  if (m.amount) return 'signed';
  return null;
}

/** The required fields a mapping lacks, by title. */
export function missingFields(m: Partial<BankFlowMapping>): string[] {
  const missing: string[] = [];
  if (!m.date) missing.push(BANK_FLOW_FIELD_TITLES.date);
  if (!amountMode(m)) missing.push('金额（借方/贷方发生额，或交易金额及收支标志）');
  return missing;
}

/** The bank layout the headers look like. */
export function layoutOf(headers: readonly string[]): BankFlowLayout {
  let best: BankFlowLayout = 'generic';
  let bestScore = 0;
  for (const [layout, marks] of LAYOUT_MARKS) {
    const score = marks.filter((m) =>
      headers.some((h) => h && matches(h, m) && normHeader(h) === normHeader(m)),
    ).length;
    if (score > bestScore) {
      best = layout;
      bestScore = score;
    }
  }
  return best;
}

export const layoutName = (layout: BankFlowLayout) => BANK_FLOW_LAYOUTS[layout];

/** The header signature a confirmed mapping is saved under: the same headers in the same order. */
export function headerSignature(headers: readonly string[]): string {
  const cells = headers.map(normHeader);
  while (cells.length && !cells[cells.length - 1]) cells.pop();
  return createHash('sha256').update(cells.join('|')).digest('hex');
}

/** Account number and holder from the lines above the header (账号：…, 户名：…), as many exports print them. */
export function preambleAccount(rows: readonly (readonly string[])[]): { accountNo: string; accountName: string } {
  let accountNo = '';
  let accountName = '';
  for (const row of rows) {
    const text = row.filter(Boolean).join(' ');
    const no = /(?:账号|帐号|卡号)\s*[:：]\s*([0-9][0-9 *-]{5,40}[0-9])/.exec(text);
    if (no && !accountNo) accountNo = no[1]!.replace(/[\s-]/g, '');
    const name = /(?:户名|账户名称|单位名称)\s*[:：]\s*([^\s:：]{2,60})/.exec(text);
    if (name && !accountName) accountName = name[1]!;
  }
  return { accountNo, accountName };
}
