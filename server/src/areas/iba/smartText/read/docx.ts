import { readZip, ZipError } from './zip';
import { ReadError, type RawParagraph } from './types';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : ENTITIES[e]!,
  );

/** Tags of word/document.xml that matter here; everything else is skipped. */
const TAG = /<(\/?)w:(tbl|tr|tc|p|t|tab|br|pStyle|outlineLvl)\b([^>]*?)(\/?)>/g;

/**
 * The paragraphs and tables of a .docx in reading order (word/document.xml's body): a paragraph's text is its
 * runs' `w:t` joined (tabs and breaks as spaces), a heading is a paragraph with a Heading/标题 style or an
 * outline level; a table is its rows of cells (a cell's paragraphs joined; nested tables read into the cell).
 */
export function readDocx(bytes: Buffer): RawParagraph[] {
  let xml: string;
  try {
    const zip = readZip(bytes);
    const doc = zip.read('word/document.xml');
    if (!doc) throw new ReadError('corrupt');
    xml = doc.toString('utf8');
  } catch (error) {
    if (error instanceof ReadError) throw error;
    if (error instanceof ZipError) throw new ReadError(error.reason === 'tooLarge' ? 'tooComplex' : 'corrupt');
    throw new ReadError('corrupt');
  }
  const out: RawParagraph[] = [];
  let tableDepth = 0;
  let rows: string[][] = [];
  let row: string[] = [];
  let cell: string[] = [];
  let para = '';
  let heading = false;
  let inText = false;
  let textStart = 0;
  for (let m = TAG.exec(xml); m; m = TAG.exec(xml)) {
    const [, closing, name, attrs, selfClosing] = m;
    if (name === 't') {
      if (closing) {
        if (inText) para += unescape(xml.slice(textStart, m.index));
        inText = false;
      } else if (!selfClosing) {
        inText = true;
        textStart = m.index + m[0].length;
      }
      continue;
    }
    if (inText) continue;
    switch (name) {
      case 'tab':
      case 'br':
        para += ' ';
        break;
      case 'pStyle':
        if (/w:val="(Heading|heading|标题|Title)\s*\d*"|w:val="\d"/.test(attrs!)) heading = true;
        break;
      case 'outlineLvl':
        heading = true;
        break;
      case 'p':
        if (!closing && !selfClosing) {
          para = '';
          heading = false;
        } else if (closing) {
          const text = para.replace(/\s+/g, ' ').trim();
          if (tableDepth > 0) {
            if (text) cell.push(text);
          } else if (text) out.push({ kind: heading ? 'heading' : 'text', text, page: null });
        }
        break;
      case 'tbl':
        if (closing) {
          tableDepth--;
          if (tableDepth === 0 && rows.length) {
            out.push({ kind: 'table', text: rows.map((r) => r.join('\t')).join('\n'), rows, page: null });
            rows = [];
          }
        } else if (!selfClosing) tableDepth++;
        break;
      case 'tr':
        if (tableDepth !== 1) break;
        if (!closing) row = [];
        else if (row.some((c) => c)) rows.push(row);
        break;
      case 'tc':
        if (tableDepth !== 1) break;
        if (!closing) cell = [];
        else row.push(cell.join(' '));
        break;
    }
  }
  return out;
}
