import { FINANCIAL_ITEMS, isRealDay, type FinancialItem, type FinancialStatementKey } from '@esee/contracts';
import type { FinancialRow } from './format';

/** The table of financials.jsonl (migration 0065): a company-year a row, each statement as JSON of its items. */
export const FINANCIAL_COLUMNS = [
  { name: 'ent_id', type: 'text' },
  { name: 'fiscal_year', type: 'integer' },
  { name: 'report_type', type: 'text' },
  { name: 'publish_date', type: 'date' },
  { name: 'audit_opinion', type: 'text' },
  { name: 'balance_sheet', type: 'jsonb' },
  { name: 'income_statement', type: 'jsonb' },
  { name: 'cash_flow', type: 'jsonb' },
];

/** A statement with every item of the contracts, an item the line leaves out as null: the API reads them all. */
const allItems = (statement: FinancialStatementKey, figures: Record<string, unknown>) =>
  Object.fromEntries((FINANCIAL_ITEMS[statement] as readonly FinancialItem[]).map((i) => [i.key, typeof figures[i.key] === 'number' ? figures[i.key] : null]));

export function financialTableRow(row: Record<string, unknown>): Record<string, unknown> {
  const r = row as unknown as FinancialRow;
  return {
    ent_id: r.companyId,
    fiscal_year: r.fiscalYear,
    report_type: r.reportType,
    publish_date: r.publishDate ?? null,
    audit_opinion: r.auditOpinion ?? null,
    balance_sheet: allItems('balanceSheet', r.balanceSheet),
    income_statement: allItems('incomeStatement', r.incomeStatement),
    cash_flow: allItems('cashFlow', r.cashFlow),
  };
}

/**
 * Checks of a statements line beyond its schema: a real publication day after the fiscal year's end. Whether the
 * figures add up, the ratios and the company are for the consistency rules (rules/financials.ts).
 */
export function financialProblems(row: Record<string, unknown>): string[] {
  const r = row as unknown as FinancialRow;
  const problems: string[] = [];
  if (r.publishDate != null) {
    if (!isRealDay(r.publishDate)) problems.push(`publishDate ${r.publishDate} 不是有效日期`);
    else if (r.publishDate <= `${r.fiscalYear}-12-31`) problems.push(`${r.fiscalYear}年报的披露日期 ${r.publishDate} 不晚于会计年度末`);
  }
  return problems;
}
