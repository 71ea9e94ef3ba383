import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by `PdfReport`, one shown string a line, in drawing
 * order (each page: watermark, content, footer). It reads only what the
 * writer writes: content streams, flate or plain, with hex strings shown by
 * `Tj` in the UCS-2 font; it is for tests, not a general PDF reader.
 */
export function extractPdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const latin = bytes.toString('latin1');
  const lines: string[] = [];
  const streamStart = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streamStart.exec(latin); m; m = streamStart.exec(latin)) {
    const length = /\/Length (\d+)/.exec(m[1]!);
    if (!length) continue;
    const start = m.index + m[0].length;
    const raw = bytes.subarray(start, start + Number(length[1]));
    const content = (/\/FlateDecode/.test(m[1]!) ? inflateSync(raw) : raw).toString('latin1');
    for (const shown of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) lines.push(decodeUtf16Hex(shown[1]!));
    streamStart.lastIndex = start + raw.length;
  }
  return lines.join('\n');
}

function decodeUtf16Hex(hex: string): string {
  const clean = hex.replace(/\s/g, '');
  let out = '';
  for (let i = 0; i + 4 <= clean.length; i += 4) out += String.fromCharCode(parseInt(clean.slice(i, i + 4), 16));
  return out;
}
