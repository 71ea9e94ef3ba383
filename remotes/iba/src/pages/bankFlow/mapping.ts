import { BANK_FLOW_FIELD_TITLES, BANK_FLOW_FIELDS, type BankFlowField, type BankFlowMapping } from '@esee/contracts';

/** A mapping as the page edits it: each field names the header of its column; any field may be unset. */
export type DraftMapping = Partial<Record<BankFlowField, string>>;

/** The field a file's column is read as, or null (not imported). */
export function fieldOf(mapping: DraftMapping, header: string): BankFlowField | null {
  return BANK_FLOW_FIELDS.find((f) => mapping[f] === header) ?? null;
}

/**
 * Read a column as a field (or, with null, as nothing). A field reads one column: choosing it for this one
 * takes it from the column that had it; the field this column had before is unset.
 */
export function assignColumn(mapping: DraftMapping, header: string, field: BankFlowField | null): DraftMapping {
  const next: DraftMapping = {};
  for (const f of BANK_FLOW_FIELDS) {
    const h = mapping[f];
    if (h && h !== header && f !== field) next[f] = h;
  }
  if (field) next[field] = header;
  return next;
}

/** How the mapping reads the money, as the server does: debit/credit pair, amount with 收支标志, or signed. */
export function amountMode(m: DraftMapping): 'debitCredit' | 'flag' | 'signed' | null {
  if (m.debit && m.credit) return 'debitCredit';
  if (m.amount && m.direction) return 'flag';
  if (m.amount) return 'signed';
  return null;
}

export const AMOUNT_MODE_TEXT = {
  debitCredit: '借方/贷方两列',
  flag: '交易金额 + 收支标志',
  signed: '带正负号的交易金额（负数为支出）',
} as const;

/** The required fields the mapping lacks, in the server's words (empty: it can be imported). */
export function missingFields(m: DraftMapping): string[] {
  const missing: string[] = [];
  if (!m.date) missing.push(BANK_FLOW_FIELD_TITLES.date);
  if (!amountMode(m)) missing.push('金额（借方/贷方发生额，或交易金额及收支标志）');
  // One of a debit/credit pair reads half the money: the server ignores it, the user should see why.
  if (!!m.debit !== !!m.credit) missing.push(m.debit ? BANK_FLOW_FIELD_TITLES.credit : BANK_FLOW_FIELD_TITLES.debit);
  return missing;
}

/** The mapping to send: only when the date is set (the server's schema requires it). */
export function toMapping(m: DraftMapping): BankFlowMapping | null {
  if (!m.date) return null;
  const out: Record<string, string> = {};
  for (const f of BANK_FLOW_FIELDS) if (m[f]) out[f] = m[f];
  return out as BankFlowMapping;
}

/** Whether two mappings read the same columns as the same fields. */
export const sameMapping = (a: DraftMapping, b: DraftMapping) => BANK_FLOW_FIELDS.every((f) => a[f] === b[f]);

/** The choices of a column's select: every field by its title, and 不导入. */
export const FIELD_CHOICES = [
  { value: '', label: '不导入' },
  ...BANK_FLOW_FIELDS.map((f) => ({ value: f, label: BANK_FLOW_FIELD_TITLES[f] })),
];
