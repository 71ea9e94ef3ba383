import { deflateSync } from 'node:zlib';
import { ASCII_WIDTHS, hexString } from './text';

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

/** The resource name of the one font in every page's content. */
export const FONT = 'F1';

/**
 * Serialise pages into a PDF 1.4 file: catalog, page tree, the STSong-Light
 * Type0 font (Adobe-GB1, not embedded), document info, a page object and a
 * compressed content stream per page, then the cross-reference table with
 * each object's byte offset.
 */
export function serialise(pageContents: readonly string[], info: { title: string; created: Date }): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pages = add('');
  const descriptor = add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const cidFont = add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> ' +
      `/FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [${ASCII_WIDTHS.join(' ')}]] >>`,
  );
  const cmap = toUnicodeCmap();
  const toUnicode = add(
    Buffer.concat([
      Buffer.from(`<< /Length ${cmap.length} >>\nstream\n`, 'latin1'),
      cmap,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  const font = add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] ` +
      `/ToUnicode ${toUnicode} 0 R >>`,
  );
  const infoObj = add(
    `<< /Title ${hexString(`\uFEFF${info.title}`)} /Producer (esee pdf) /CreationDate (${pdfDate(info.created)}) >>`,
  );
  const kids: number[] = [];
  for (const content of pageContents) {
    const data = deflateSync(Buffer.from(content, 'latin1'));
    const stream = Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    const contentObj = add(stream);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /${FONT} ${font} 0 R >> >> /Contents ${contentObj} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pages} 0 R >>`, 'latin1');
  objects[pages - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    'latin1',
  );

  // The binary comment line tells transfer tools the file is not text.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    offset += part.length;
  });
  // Each cross-reference entry is exactly 20 bytes, ending in space and newline.
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * The codes shown are UTF-16 units, so the map to Unicode (for copying and
 * searching in a viewer) is the identity, in 256 ranges as a range may only
 * vary in its last byte.
 */
function toUnicodeCmap(): Buffer {
  const ranges = Array.from({ length: 256 }, (_, hi) => {
    const h = hi.toString(16).padStart(2, '0').toUpperCase();
    return `<${h}00> <${h}FF> <${h}00>`;
  });
  const chunks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const part = ranges.slice(i, i + 100);
    chunks.push(`${part.length} beginbfrange\n${part.join('\n')}\nendbfrange`);
  }
  return Buffer.from(
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
      '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n' +
      `${chunks.join('\n')}\nendcmap\nCMapName currentdict /CMapResource defineresource pop\nend\nend`,
    'latin1',
  );
}

/** `D:YYYYMMDDHHmmSSZ`, the PDF date form, in UTC. */
function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}
