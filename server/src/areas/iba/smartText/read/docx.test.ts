import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS, readDocx } from './docx';
import { ReadError } from './types';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const docx = (body: string, extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    'word/document.xml': strToU8(`<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`),
    ...extra,
  });
const reason = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof ReadError ? error.reason : String(error);
  }
  return null;
};

describe('.docx reading (fflate, fast-xml-parser)', () => {
  it('reads paragraphs, headings and tables in order, entities decoded, deleted text left out', () => {
    const out = readDocx(
      docx(
        '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>第一节 概览</w:t></w:r></w:p>' +
          '<w:p><w:r><w:t xml:space="preserve">A&amp;B </w:t></w:r><w:del><w:r><w:delText>删</w:delText></w:r></w:del>' +
          '<w:ins><w:r><w:t>&#x4e2d;&#25991;</w:t></w:r></w:ins><w:r><w:tab/><w:t>公司</w:t></w:r></w:p>' +
          '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>名称</w:t></w:r></w:p></w:tc><w:tc><w:p/></w:tc></w:tr>' +
          '<w:tr><w:tc><w:p><w:r><w:t>甲</w:t></w:r></w:p><w:p><w:r><w:t>乙</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>1</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
      ),
    );
    expect(out).toEqual([
      { kind: 'heading', text: '第一节 概览', page: null },
      { kind: 'text', text: 'A&B 中文 公司', page: null },
      {
        kind: 'table',
        text: '名称\t\n甲 乙\t1',
        rows: [
          ['名称', ''],
          ['甲 乙', '1'],
        ],
        page: null,
      },
    ]);
  });

  it('refuses past its limits before inflating, and a DTD', () => {
    const many = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`x/${i}.xml`, strToU8('<x/>')]));
    expect(reason(() => readDocx(docx('', many), { ...DOCX_LIMITS, entries: 5 }))).toBe('tooComplex');
    const big = docx(`<w:p><w:r><w:t>${'测'.repeat(400_000)}</w:t></w:r></w:p>`);
    expect(reason(() => readDocx(big, { ...DOCX_LIMITS, documentBytes: 1_000_000 }))).toBe('tooComplex');
    expect(reason(() => readDocx(big, { ...DOCX_LIMITS, totalBytes: 1_000_000 }))).toBe('tooComplex');
    expect(reason(() => readDocx(big))).toBe('tooComplex'); // 1.2 MB of one character: a ratio far over 100
    expect(reason(() => readDocx(zipSync({ 'a.xml': strToU8('<a/>') })))).toBe('corrupt');
    expect(reason(() => readDocx(strToU8('PK not a zip')))).toBe('corrupt');
    const dtd = zipSync({ 'word/document.xml': strToU8('<!DOCTYPE x [<!ENTITY a "aaaa">]><w:document/>') });
    expect(reason(() => readDocx(dtd))).toBe('corrupt');
  });
});
