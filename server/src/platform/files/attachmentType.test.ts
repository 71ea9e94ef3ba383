import { describe, expect, it } from 'vitest';
import { writeWorkbook } from './sheetWriter';
import { attachmentType } from './attachmentType';

/** A one-sheet .xlsx, written here by the workers' writer (the test is of the type check, not of the worker). */
const xlsxFile = () => Buffer.from(writeWorkbook({ sheets: [{ name: 's', header: ['a'], rows: [] }], format: 'xlsx' }));

describe('attachmentType', () => {
  it('accepts a file whose content matches its name', () => {
    expect(attachmentType('a.pdf', Buffer.from('%PDF-1.4\n...'))).toBe('application/pdf');
    expect(attachmentType('a.PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(attachmentType('a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const xlsx = xlsxFile();
    expect(attachmentType('证明.xlsx', xlsx)).toMatch(/spreadsheetml/);
  });

  it('refuses a renamed file, an empty one and other types', () => {
    expect(attachmentType('a.pdf', Buffer.from('MZ executable'))).toBeNull();
    expect(attachmentType('a.png', Buffer.from('%PDF-1.4'))).toBeNull();
    const xlsx = xlsxFile();
    expect(attachmentType('a.docx', xlsx)).toBeNull();
    expect(attachmentType('a.jpg', Buffer.alloc(0))).toBeNull();
    expect(attachmentType('a.exe', Buffer.from('%PDF-'))).toBeNull();
    expect(attachmentType('noext', Buffer.from('%PDF-'))).toBeNull();
  });
});
