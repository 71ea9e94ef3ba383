import { describe, expect, it } from 'vitest';
import {
  DataType,
  MATCH_REASON_DESC,
  MatchReason,
  MatchResult,
  type MatchRow,
  type ParseResult,
} from '@esee/contracts';
import {
  confirmRows,
  firstTab,
  importButton,
  importCounts,
  initialState,
  matchByHand,
  reasonText,
  resultRows,
} from './importModel';

const row = (line: number, entId: string | null, extra: Partial<MatchRow> = {}): MatchRow => ({
  data: `数据${line}`,
  dataType: DataType.NAME,
  dataTypeDesc: '企业名称',
  matchResult: entId ? MatchResult.NAME : MatchResult.NOT_FOUND,
  matchFlag: entId !== null,
  excelLineNo: line,
  matchFailedResult: entId ? '' : MatchResult.NOT_FOUND,
  supportMatch: entId === null,
  entId,
  entName: entId && `企业${entId}`,
  creditCode: null,
  regNo: null,
  orgCode: null,
  relatedData: '',
  repeatOf: null,
  candidates: [],
  matchReason: entId ? MatchReason.EXACT : null,
  matchReasonDesc: entId ? MATCH_REASON_DESC.EXACT : '',
  matchScore: entId ? 100 : null,
  ...extra,
});
const parse = (rows: MatchRow[]): ParseResult => ({
  fileName: '名单.xlsx',
  totalRecord: rows.length,
  matchFailRecord: rows.filter((r) => !r.matchFlag).length,
  matchSucRecord: rows.filter((r) => r.matchFlag).length,
  matchRepeatRecord: 0,
  matchSuccessList: rows.filter((r) => r.matchFlag),
  matchFailedList: rows.filter((r) => !r.matchFlag),
  origDataList: rows,
});
const company = {
  entId: 'C',
  orgName: '企业C',
  creditCode: null,
  legRepName: null,
  orgStatus: '存续',
  estDate: null,
  existFlag: false,
  relatedData: '',
};

describe('the import dialog rules (spec 2 §4)', () => {
  it('opens failures first, prefixes the button while failures remain, and drops the prefix once matched by hand', () => {
    let s = initialState(parse([row(2, 'A'), row(3, null)]));
    expect(firstTab(s)).toBe('failed');
    expect(importButton(s)).toEqual({ label: '忽略匹配失败数据，导入', disabled: false });
    s = matchByHand(s, 3, company);
    expect(importButton(s)).toEqual({ label: '导入', disabled: false });
    expect(confirmRows(s)).toEqual([
      { entId: 'A', data: '数据2', excelLineNo: 2 },
      { entId: 'C', data: '数据3', excelLineNo: 3 },
    ]);
    expect(resultRows(s)[1]).toMatchObject({
      matchResult: MatchResult.MANUAL,
      correctData: '企业C',
      matchReasonDesc: '手动选择',
      matchScore: null,
    });
    expect(resultRows(s)[0]).toMatchObject({ matchReasonDesc: '名称完全一致', matchScore: 100 });
    expect(reasonText(s.rows[0]!)).toBe('名称完全一致 · 100分');
    expect(reasonText(s.rows[1]!)).toBe('手动选择');
  });

  it('disables the import with nothing matched, and opens the matched tab without failures', () => {
    expect(importButton(initialState(parse([row(2, null)])))).toEqual({
      label: '忽略匹配失败数据，导入',
      disabled: true,
    });
    expect(firstTab(initialState(parse([row(2, 'A')])))).toBe('matched');
  });

  it('sends a company named twice once', () => {
    const s = initialState(parse([row(2, 'A'), row(3, 'A', { repeatOf: 2, matchResult: MatchResult.REPEAT })]));
    expect(confirmRows(s).map((r) => r.entId)).toEqual(['A']);
  });

  it('counts from the rows as now matched, so the summary and the tabs agree after a match by hand', () => {
    let s = initialState(parse([row(2, 'A'), row(3, 'A', { repeatOf: 2 }), row(4, null)]));
    expect(importCounts(s)).toEqual({ total: 3, matched: 2, failed: 1, repeated: 1 });
    s = matchByHand(s, 4, company);
    expect(importCounts(s)).toEqual({ total: 3, matched: 3, failed: 0, repeated: 1 });
  });
});
