import {
  importLabel,
  MATCH_REASON_DESC,
  MatchReason,
  MatchResult,
  type ConfirmRow,
  type MatchRow,
  type MatchSearchRow,
  type ParseResult,
  type ResultRow,
} from '@esee/contracts';

/**
 * What the results dialog holds: the parse result, with the rows the user
 * matched by hand moved from failed to matched. Pure, so the rules of spec 2
 * §4 are tested without a browser.
 */
export interface ImportState {
  result: ParseResult;
  /** Rows in file order, as now matched. */
  rows: MatchRow[];
}

export const initialState = (result: ParseResult): ImportState => ({ result, rows: result.origDataList });

export const failedRows = (s: ImportState) => s.rows.filter((r) => !r.matchFlag);
export const matchedRows = (s: ImportState) => s.rows.filter((r) => r.matchFlag);

/**
 * The counts the dialog shows, from the rows as now matched: the summary and
 * the tabs say the same, before and after a row is matched by hand.
 */
export function importCounts(s: ImportState) {
  const matched = matchedRows(s);
  return {
    total: s.rows.length,
    matched: matched.length,
    failed: s.rows.length - matched.length,
    repeated: matched.filter((r) => r.repeatOf !== null).length,
  };
}

/** The companies matched so far, for the search dialog to show as taken. */
export const matchedIds = (s: ImportState) => new Set(matchedRows(s).flatMap((r) => (r.entId ? [r.entId] : [])));

/** A failed row matched by hand to a company picked in the search. */
export function matchByHand(
  s: ImportState,
  line: number,
  company: Pick<MatchSearchRow, 'entId' | 'orgName' | 'creditCode' | 'relatedData'>,
): ImportState {
  return {
    ...s,
    rows: s.rows.map((r) =>
      r.excelLineNo === line
        ? {
            ...r,
            matchFlag: true,
            matchResult: MatchResult.MANUAL,
            matchReason: MatchReason.MANUAL,
            matchReasonDesc: MATCH_REASON_DESC.MANUAL,
            matchScore: null,
            matchFailedResult: '',
            entId: company.entId,
            entName: company.orgName,
            creditCode: company.creditCode,
            relatedData: company.relatedData,
          }
        : r,
    ),
  };
}

/** One row a company, the first that named it: what the import sends. */
export function confirmRows(s: ImportState): ConfirmRow[] {
  const seen = new Set<string>();
  return matchedRows(s).flatMap((r) =>
    r.entId && !seen.has(r.entId)
      ? (seen.add(r.entId),
        [{ entId: r.entId, data: r.data, excelLineNo: r.excelLineNo, ...(r.values ? { values: r.values } : {}) }])
      : [],
  );
}

/** Every row with the company it now stands for, for the result file. */
export const resultRows = (s: ImportState): ResultRow[] =>
  s.rows.map((r) => ({
    data: r.data,
    dataType: r.dataType,
    dataTypeDesc: r.dataTypeDesc,
    matchResult: r.matchFlag ? r.matchResult : r.matchFailedResult,
    correctData: r.entName ?? '',
    matchReasonDesc: r.matchFlag ? r.matchReasonDesc : '',
    matchScore: r.matchFlag ? r.matchScore : null,
  }));

/** Why a row matched, as the page says it: the reason and, for the matcher's choice, its score (地区位置不同或省略 · 92分). */
export const reasonText = (r: Pick<MatchRow, 'matchReasonDesc' | 'matchScore'>): string =>
  r.matchReasonDesc ? `${r.matchReasonDesc}${r.matchScore === null ? '' : ` · ${r.matchScore}分`}` : '';

/** The import button (spec 2 §4): disabled with nothing matched, prefixed while failures remain. */
export function importButton(s: ImportState, action = '导入'): { label: string; disabled: boolean } {
  return { label: importLabel(failedRows(s).length, action), disabled: confirmRows(s).length === 0 };
}

/** The tab to open first (spec 2 §4): failures when there are any. */
export const firstTab = (s: ImportState): 'failed' | 'matched' => (failedRows(s).length ? 'failed' : 'matched');
