import {
  DATA_TYPE_DESC,
  DataType,
  MatchResult,
  normalizeCompanyName,
  type MatchCandidate,
  type MatchRow,
  type ParseResult,
} from '@esee/contracts';
import type { CodeField, IndexedCompany, NameIndex } from '../../../core/companies/nameIndex';
import { nameKey } from '../../../core/companies/nameKey';
import type { ListEntry } from './spreadsheet';

/** Candidates offered for a failed row. */
const CANDIDATES = 5;

const CODE_RESULT: Record<CodeField, string> = {
  creditCode: MatchResult.CREDIT_CODE,
  regNo: MatchResult.REG_NO,
  orgCode: MatchResult.ORG_CODE,
};

/** A code as typed, compacted: full width to half, no spaces or hyphens (an organisation code is often 8-1). */
const compactCode = (text: string) => text.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();

/** What a cell is: one of the three codes by its shape, or else a company name. */
export function dataTypeOf(text: string): DataType {
  const code = compactCode(text);
  if (/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return DataType.CREDIT_CODE;
  if (/^(\d{13}|\d{15})$/.test(code)) return DataType.REG_NO;
  if (/^(?=.*\d)[0-9A-Z]{8}[0-9X]$/.test(code)) return DataType.ORG_CODE;
  return DataType.NAME;
}

type Outcome =
  { company: IndexedCompany; result: string } | { company: null; result: string; candidates: IndexedCompany[] };

const found = (company: IndexedCompany, result: string): Outcome => ({ company, result });
const failed = (result: string, candidates: IndexedCompany[] = []): Outcome => ({ company: null, result, candidates });

/** One name's tier: a single company matches; several are for the user to choose from. */
const tier = (hits: IndexedCompany[], result: string): Outcome | undefined =>
  hits.length === 1 ? found(hits[0]!, result) : hits.length > 1 ? failed(MatchResult.AMBIGUOUS, hits) : undefined;

/**
 * Match a cell to a company, in the order of trust: a code (credit code,
 * registration number, organisation code), the exact name, a former name,
 * then the name but for its region. Names compare in normal form (width,
 * brackets, spaces, legal-form variants). A failed name gets the most
 * similar companies as candidates.
 */
export function matchText(index: NameIndex, text: string, type: DataType): Outcome {
  if (type !== DataType.NAME) {
    const hit = index.byCode(compactCode(text));
    return hit ? found(hit.company, CODE_RESULT[hit.field]) : failed(MatchResult.NOT_FOUND);
  }
  const norm = normalizeCompanyName(text);
  const byName = index.byName(norm);
  const exact = byName.filter((c) => c.name === text.trim());
  return (
    tier(exact, MatchResult.NAME) ??
    tier(byName, MatchResult.NORMALIZED) ??
    tier(index.byFormerName(norm), MatchResult.FORMER_NAME) ??
    tier(index.byKey(nameKey(norm)), MatchResult.NORMALIZED) ??
    failed(
      MatchResult.NOT_FOUND,
      index.similar(norm, CANDIDATES).map((s) => s.company),
    )
  );
}

const candidate = (c: IndexedCompany): MatchCandidate => ({
  entId: c.entId,
  entName: c.name,
  creditCode: c.creditCode,
  orgStatus: c.status,
});

/** Every entry of a list matched, in file order; a company named again is marked as a repeat of its first row. */
export function matchEntries(index: NameIndex, entries: ListEntry[]): MatchRow[] {
  const firstLine = new Map<string, number>();
  return entries.map(({ line, text }) => {
    const dataType = dataTypeOf(text);
    const outcome = matchText(index, text, dataType);
    const company = outcome.company;
    const repeatOf = company ? (firstLine.get(company.entId) ?? null) : null;
    if (company && repeatOf === null) firstLine.set(company.entId, line);
    return {
      data: text,
      dataType,
      dataTypeDesc: DATA_TYPE_DESC[dataType],
      matchResult: repeatOf === null ? outcome.result : MatchResult.REPEAT,
      matchFlag: company !== null,
      excelLineNo: line,
      matchFailedResult: company ? '' : outcome.result,
      supportMatch: company === null,
      entId: company?.entId ?? null,
      entName: company?.name ?? null,
      creditCode: company?.creditCode ?? null,
      regNo: company?.regNo ?? null,
      orgCode: company?.orgCode ?? null,
      relatedData: '',
      repeatOf,
      candidates: outcome.company ? [] : outcome.candidates.slice(0, CANDIDATES).map(candidate),
    };
  });
}

/** The parse result of spec 2 §3 from the matched rows. */
export function parseResult(fileName: string, rows: MatchRow[]): ParseResult {
  const matchSuccessList = rows.filter((r) => r.matchFlag);
  const matchFailedList = rows.filter((r) => !r.matchFlag);
  const repeats = matchSuccessList.filter((r) => r.repeatOf !== null).length;
  return {
    fileName,
    totalRecord: rows.length,
    matchFailRecord: matchFailedList.length,
    matchSucRecord: matchSuccessList.length - repeats,
    matchRepeatRecord: repeats,
    matchSuccessList,
    matchFailedList,
    origDataList: rows,
  };
}
