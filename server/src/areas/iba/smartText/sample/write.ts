import { PdfReport, renderPdf } from '../../../../platform/files/pdf';
import { zipSync, strToU8 } from 'fflate';
import type { Block } from './content';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;

function blockXml(b: Block): string {
  if (b.kind === 'heading') return `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run(b.text, true)}</w:p>`;
  if (b.kind === 'text') return `<w:p>${run(b.text)}</w:p>`;
  const border =
    '<w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/>';
  const rows = b.rows
    .map((r) => `<w:tr>${r.map((c) => `<w:tc><w:p>${c ? run(c) : ''}</w:p></w:tc>`).join('')}</w:tr>`)
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${border}</w:tblBorders></w:tblPr>${rows}</w:tbl>`;
}

/** The blocks as a .docx (WordprocessingML: document, styles with Heading1, content types, relationships). */
export function toDocx(blocks: Block[]): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${blocks.map(blockXml).join('')}<w:sectPr/></w:body></w:document>`;
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:rFonts w:eastAsia="宋体"/><w:sz w:val="21"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr></w:style></w:styles>`;
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  const docRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
  const zip = zipSync({
    '[Content_Types].xml': strToU8(types),
    '_rels/.rels': strToU8(rels),
    'word/document.xml': strToU8(document),
    'word/_rels/document.xml.rels': strToU8(docRels),
    'word/styles.xml': strToU8(styles),
  });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

/** The blocks as a PDF, through the platform's report writer (rendered in a worker; no watermark or footer text). */
export function toPdf(blocks: Block[], title: string): Promise<Buffer> {
  const pdf = new PdfReport({ title, watermark: '', footer: '' });
  for (const b of blocks) {
    if (b.kind === 'heading') pdf.heading(b.text);
    else if (b.kind === 'text') pdf.paragraph(b.text);
    else {
      const widths = b.rows[0]!.map((_, i) => Math.max(1, ...b.rows.map((r) => Math.min(14, (r[i] ?? '').length))));
      pdf.table(
        b.rows[0]!.map((t, i) => ({ title: t, width: widths[i]! })),
        b.rows.slice(1),
      );
    }
  }
  return renderPdf(pdf);
}
