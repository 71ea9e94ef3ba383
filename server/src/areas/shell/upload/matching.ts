import {
  DATA_TYPE_DESC,
  DataType,
  MATCH_MARGIN,
  MATCH_MIN_SCORE,
  MATCH_REASON_DESC,
  MatchReason,
  MatchResult,
  type MatchCandidate,
  type MatchRow,
  type ParseResult,
} from '@esee/contracts';
import type { CodeField, Hit, IndexedCompany, MatchKind, NameIndex } from '../../../core/companies/nameIndex';
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

/** A company a name may mean, why, and how sure (0–100). */
export interface Scored {
  company: IndexedCompany;
  reason: MatchReason;
  score: number;
}

/**
 * What each way of matching is worth, and the reason it tells. The kinds of the same name in another form lose
 * a little for each way they fit the typed name less (another form, a region only by registration); a prefix
 * or a part of the name is only ever offered, never chosen.
 */
const KIND_SCORE: Record<Exclude<MatchKind, 'code' | 'exact'>, readonly [MatchReason, number]> = {
  former: [MatchReason.FORMER_NAME, 95],
  region: [MatchReason.REGION_VARIANT, 92],
  form: [MatchReason.FORM_VARIANT, 86],
  short: [MatchReason.SHORT_NAME, 82],
  alias: [MatchReason.SHORT_NAME, 82],
  pinyin: [MatchReason.PINYIN, 76],
  homophone: [MatchReason.FUZZY, 72],
  fuzzy: [MatchReason.FUZZY, 66],
  prefix: [MatchReason.SHORT_NAME, 50],
  contains: [MatchReason.SHORT_NAME, 40],
};
const FITTED = new Set<MatchKind>(['region', 'form', 'short']);

/** A search hit scored for matching: `typed` is the cell as it was. */
export function scoreHit(hit: Hit, typed: string): Scored {
  const { company, kind, fit } = hit;
  if (kind === 'code') return { company, reason: MatchReason.CODE, score: 100 };
  if (kind === 'exact')
    return company.name === typed
      ? { company, reason: MatchReason.EXACT, score: 100 }
      : { company, reason: MatchReason.NORMALIZED, score: 98 };
  const [reason, base] = KIND_SCORE[kind];
  return { company, reason, score: FITTED.has(kind) ? base - Math.max(0, 6 - fit) : base };
}

/** The spec's `matchResult` of a reason. */
const RESULT_OF: Record<MatchReason, string> = {
  CODE: MatchResult.CREDIT_CODE,
  EXACT: MatchResult.NAME,
  NORMALIZED: MatchResult.NORMALIZED,
  FORMER_NAME: MatchResult.FORMER_NAME,
  REGION_VARIANT: MatchResult.NORMALIZED,
  FORM_VARIANT: MatchResult.NORMALIZED,
  SHORT_NAME: MatchResult.SHORT_NAME,
  PINYIN: MatchResult.PINYIN,
  FUZZY: MatchResult.FUZZY,
  MANUAL: MatchResult.MANUAL,
};

type Outcome =
  | { company: IndexedCompany; result: string; reason: MatchReason; score: number }
  | { company: null; result: string; candidates: Scored[] };

/**
 * Match a cell to a company: a code by its shape, else the name through the search index, every company it
 * may mean scored by how it matched (the exact name 100, another writing 98, a former name 95, the region
 * elsewhere or left out 92, another legal form 86, a 简称 82, pinyin 76, a homophone 72, a character wrong or
 * missing 66, less where it fits the typed form or region less). The best is chosen when it scores at least
 * `MATCH_MIN_SCORE` and no other comes within `MATCH_MARGIN` of it; else the row is left to the user with the
 * candidates.
 */
export function matchText(index: NameIndex, text: string, type: DataType): Outcome {
  if (type !== DataType.NAME) {
    const hit = index.byCode(compactCode(text));
    return hit
      ? { company: hit.company, result: CODE_RESULT[hit.field], reason: MatchReason.CODE, score: 100 }
      : { company: null, result: MatchResult.NOT_FOUND, candidates: [] };
  }
  const typed = text.trim();
  const scored = index
    .rank(typed, CANDIDATES * 2, { nearOnlyWhenNoneClose: true })
    .map((h) => scoreHit(h, typed))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < MATCH_MIN_SCORE)
    return { company: null, result: MatchResult.NOT_FOUND, candidates: scored.slice(0, CANDIDATES) };
  if (second && second.score >= MATCH_MIN_SCORE && best.score - second.score < MATCH_MARGIN)
    return { company: null, result: MatchResult.AMBIGUOUS, candidates: scored.slice(0, CANDIDATES) };
  return { company: best.company, result: RESULT_OF[best.reason], reason: best.reason, score: best.score };
}

const candidate = ({ company: c, reason, score }: Scored): MatchCandidate => ({
  entId: c.entId,
  entName: c.name,
  creditCode: c.creditCode,
  orgStatus: c.status,
  reason,
  reasonDesc: MATCH_REASON_DESC[reason],
  score,
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
      matchReason: outcome.company ? outcome.reason : null,
      matchReasonDesc: outcome.company ? MATCH_REASON_DESC[outcome.reason] : '',
      matchScore: outcome.company ? outcome.score : null,
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
