import { SMART_TEXT_MAX_PARAGRAPHS, type SmartTextParagraph } from '@esee/contracts';
import { readDocx } from './docx';
import { readPdf } from './pdfText';
import { ReadError } from './types';

export { ReadError } from './types';

/** 第一节 概览, 第二章 ..., 一、释义: a heading by its text, whichever format it came in. */
const HEADING = /^(第[一二三四五六七八九十百]+[节章]|[一二三四五六七八九十]+、)\s*\S{1,30}$/;

/**
 * A .docx or .pdf as numbered paragraphs, each with the heading it is under and (a PDF) its page. The type
 * is taken from the content, which must agree with the name: an encrypted .docx is an OLE compound file,
 * an encrypted PDF has /Encrypt. Throws `ReadError`. Runs in a worker (`readDocumentTask`), never on the request
 * thread.
 */
export async function readDocument({
  fileName,
  bytes,
}: {
  fileName: string;
  bytes: Uint8Array;
}): Promise<{ format: 'docx' | 'pdf'; paragraphs: SmartTextParagraph[] }> {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  let format: 'docx' | 'pdf';
  let raw;
  if (ext === 'docx') {
    if (starts(0xd0, 0xcf, 0x11, 0xe0)) throw new ReadError('encrypted');
    if (!starts(0x50, 0x4b, 0x03, 0x04)) throw new ReadError('corrupt');
    format = 'docx';
    raw = readDocx(bytes);
  } else if (ext === 'pdf') {
    format = 'pdf';
    raw = await readPdf(bytes);
  } else throw new ReadError('wrongType');
  if (raw.length > SMART_TEXT_MAX_PARAGRAPHS) throw new ReadError('tooComplex');
  if (!raw.some((p) => p.text.trim())) throw new ReadError('empty');
  // A PDF has no empty cells: a short row (合计 with an empty 名称) keeps its label and aligns to the right.
  if (format === 'pdf')
    for (const p of raw)
      if (p.rows) {
        const width = p.rows[0]!.length;
        p.rows = p.rows.map((r) =>
          r.length >= width || r.length < 2 ? r : [r[0]!, ...Array<string>(width - r.length).fill(''), ...r.slice(1)],
        );
        p.text = p.rows.map((r) => r.join('\t')).join('\n');
      }
  let section: string | null = null;
  const paragraphs = raw.map((p, i): SmartTextParagraph => {
    const kind = p.kind === 'text' && HEADING.test(p.text) ? 'heading' : p.kind;
    if (kind === 'heading') section = p.text.slice(0, 40);
    return { no: i + 1, kind, section, page: p.page, text: p.text, ...(p.rows ? { rows: p.rows } : {}) };
  });
  return { format, paragraphs };
}
