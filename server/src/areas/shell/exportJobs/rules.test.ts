import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { expiryOf, quotaAllows, stateOf, watermarkedWorkbook } from './rules';

describe('export rules', () => {
  it('allows rows up to the limit, and falls back to 5000 on a malformed parameter', () => {
    expect(quotaAllows('100', 60, 40)).toEqual({ ok: true, limit: 100 });
    expect(quotaAllows('100', 60, 41)).toEqual({ ok: false, limit: 100 });
    expect(quotaAllows('0', 0, 1).ok).toBe(false);
    expect(quotaAllows('abc', 0, 5000)).toEqual({ ok: true, limit: 5000 });
    expect(quotaAllows('-3', 0, 5001)).toEqual({ ok: false, limit: 5000 });
  });

  it('reads a finished job as expired seven days after it finished', () => {
    const done = new Date('2026-11-01T00:00:00Z');
    const row = { state: 'done' as const, expires_at: expiryOf(done) };
    expect(stateOf(row, new Date('2026-11-07T23:59:59Z'))).toBe('done');
    expect(stateOf(row, new Date('2026-11-08T00:00:00Z'))).toBe('expired');
    expect(stateOf({ state: 'failed', expires_at: null }, new Date('2030-01-01'))).toBe('failed');
  });

  it('writes the watermark in the first row and in the workbook properties', () => {
    const at = new Date('2026-11-24T02:00:00Z');
    const buffer = watermarkedWorkbook(
      '条件找客',
      {
        header: ['企业名称', '注册资本（万元）'],
        rows: [
          ['甲公司', 100],
          ['乙公司', ''],
        ],
      },
      { userName: '林晓雯', username: 'analyst', instName: '示范银行股份有限公司', at },
    );
    const book = XLSX.read(buffer, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['条件找客']!, { header: 1, defval: null });
    expect(rows[0]![0]).toBe(
      '导出人：林晓雯（analyst）  机构：示范银行股份有限公司  导出时间：2026-11-24 10:00:00  仅限本机构内部使用',
    );
    expect(rows.slice(1)).toEqual([
      ['企业名称', '注册资本（万元）'],
      ['甲公司', 100],
      ['乙公司', ''],
    ]);
    // The watermark spans the columns (the one workbook writer merges caption lines).
    expect(book.Sheets['条件找客']!['!merges']).toEqual([{ s: { r: 0, c: 0 }, e: { r: 0, c: 1 } }]);
    expect(book.Props).toMatchObject({
      Author: '林晓雯（analyst）',
      Company: '示范银行股份有限公司',
      Comments: rows[0]![0],
    });
  });
});
