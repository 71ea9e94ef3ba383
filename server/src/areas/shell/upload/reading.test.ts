import { describe, expect, it } from 'vitest';
import { DataType, UploadMessage } from '@esee/contracts';
import { dataTypeOf } from './matching';
import { entriesOf, type SheetRow } from './spreadsheet';

const sheet = (...rows: string[][]): SheetRow[] => rows.map((cells, i) => ({ line: i + 1, cells }));

describe('the records of a sheet', () => {
  it('skips a title above the heading, and takes a row code before its name', () => {
    const rows = sheet(
      ['客户名单（第一批）'],
      ['序号', '企业名称', '统一社会信用代码'],
      ['1', '甲公司', ''],
      ['2', '乙公司', '91110000MA0000000X'],
    );
    expect(entriesOf(rows)).toEqual([
      { line: 3, text: '甲公司' },
      { line: 4, text: '91110000MA0000000X' },
    ]);
  });

  it('reads a single column without heading whole, and refuses several columns without one', () => {
    expect(entriesOf(sheet(['甲公司'], ['乙公司'])).map((e) => e.text)).toEqual(['甲公司', '乙公司']);
    expect(() => entriesOf(sheet(['甲公司', '备注']))).toThrow(UploadMessage.NO_COLUMN);
  });

  it('refuses an empty list and one over 500', () => {
    expect(() => entriesOf(sheet(['企业名称']))).toThrow(UploadMessage.EMPTY);
    const many = Array.from({ length: 501 }, (_, i) => [`公司${i}`]);
    expect(() => entriesOf(sheet(['企业名称'], ...many))).toThrow(UploadMessage.TOO_MANY);
    expect(entriesOf(sheet(['企业名称'], ...many.slice(1)))).toHaveLength(500);
  });
});

describe('what a cell is', () => {
  it('recognises the three codes by their shape', () => {
    expect(dataTypeOf('91440300MA5F0K1X2Y')).toBe(DataType.CREDIT_CODE);
    expect(dataTypeOf('110108012345678')).toBe(DataType.REG_NO);
    expect(dataTypeOf('MA5F0K1X-2')).toBe(DataType.ORG_CODE);
    expect(dataTypeOf('ＡＢＣ科技有限公司')).toBe(DataType.NAME);
  });
});
