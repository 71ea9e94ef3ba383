import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { ReadError, type RawParagraph } from './types';

/**
 * What a .docx may hold to be read, checked from the zip's central directory before anything is inflated, then
 * while word/document.xml inflates (a size the directory understates stops there): entries, each entry's size,
 * all entries' sizes together, and an entry's compression ratio (above 1 MB: small files of repeated markup
 * compress well legitimately). Beyond any → `tooComplex`.
 */
export const DOCX_LIMITS = {
  entries: 2000,
  documentBytes: 50 * 1024 * 1024,
  totalBytes: 100 * 1024 * 1024,
  ratio: 100,
  ratioAbove: 1024 * 1024,
};

const DOCUMENT = 'word/document.xml';

/** The main part of a .docx, inflated within `DOCX_LIMITS`. */
export function documentXml(bytes: Uint8Array, limits = DOCX_LIMITS): string {
  const entries: { name: string; size: number; originalSize: number }[] = [];
  try {
    // The filter sees every entry of the central directory and keeps none: nothing is inflated here.
    unzipSync(bytes, {
      filter: (file) => {
        entries.push(file);
        if (entries.length > limits.entries) throw new ReadError('tooComplex');
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw new ReadError('corrupt');
  }
  let total = 0;
  for (const e of entries) {
    total += e.originalSize;
    if (total > limits.totalBytes) throw new ReadError('tooComplex');
    if (e.originalSize > limits.ratioAbove && e.originalSize > Math.max(1, e.size) * limits.ratio)
      throw new ReadError('tooComplex');
  }
  const declared = entries.find((e) => e.name === DOCUMENT);
  if (!declared) throw new ReadError('corrupt');
  if (declared.originalSize > limits.documentBytes) throw new ReadError('tooComplex');
  return inflateEntry(bytes, DOCUMENT, Math.min(declared.originalSize, limits.documentBytes));
}

/**
 * One entry inflated as a stream, its output counted as it comes: past `most` bytes (what the central directory
 * declared) the entry is refused before more is inflated.
 */
function inflateEntry(bytes: Uint8Array, name: string, most: number): string {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  let failed: unknown = null;
  const unzip = new Unzip((file) => {
    if (file.name !== name || done) return;
    file.ondata = (error, data, final) => {
      if (error) failed ??= error;
      if (failed) return;
      size += data.length;
      if (size > most) {
        failed = new ReadError('tooComplex');
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Small pieces: one piece of compressed input inflates to at most about a thousand times its size.
  const PIECE = 16 * 1024;
  try {
    for (let at = 0; at < bytes.length && !done && !failed; at += PIECE)
      unzip.push(bytes.subarray(at, at + PIECE), at + PIECE >= bytes.length);
  } catch (error) {
    failed ??= error;
  }
  if (failed instanceof ReadError) throw failed;
  if (failed || !done) throw new ReadError('corrupt');
  return Buffer.concat(chunks).toString('utf8');
}

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities are decoded in the text only (`unescape`): the parser's own pass over every value costs twice the time.
  processEntities: false,
  htmlEntities: false,
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (whole, e: string) => {
    if (!e.startsWith('#')) return ENTITIES[e]!;
    const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

const nameOf = (node: XmlNode) => Object.keys(node).find((k) => k !== ':@')!;
const childrenOf = (node: XmlNode) => (node[nameOf(node)] as XmlNode[] | undefined) ?? [];
/** Wrappers whose content is the document's own: content controls, custom XML, tracked insertions, smart tags. */
const WRAPPERS = new Set(['w:sdt', 'w:sdtContent', 'w:customXml', 'w:ins', 'w:smartTag']);

/** The children named `name`, looking through wrappers. */
function* named(nodes: XmlNode[], name: string): Generator<XmlNode> {
  for (const n of nodes) {
    const tag = nameOf(n);
    if (tag === name) yield n;
    else if (WRAPPERS.has(tag)) yield* named(childrenOf(n), name);
  }
}

/** A paragraph's text: its runs' `w:t` in order (tabs and breaks as spaces), deleted text and fallbacks left out. */
function paragraphText(nodes: XmlNode[]): string {
  let text = '';
  for (const n of nodes) {
    const tag = nameOf(n);
    if (tag === '#text') continue;
    if (tag === 'w:t')
      text += unescape(
        childrenOf(n)
          .map((c) => (typeof c['#text'] === 'string' ? c['#text'] : ''))
          .join(''),
      );
    else if (tag === 'w:tab' || tag === 'w:br' || tag === 'w:cr') text += ' ';
    else if (tag !== 'w:del' && tag !== 'mc:Fallback' && tag !== 'w:pPr') text += paragraphText(childrenOf(n));
  }
  return text;
}

const HEADING_STYLE = /^(Heading|heading|标题|Title)\s*\d*$|^\d$/;

function isHeading(paragraph: XmlNode): boolean {
  const properties = [...named(childrenOf(paragraph), 'w:pPr')][0];
  if (!properties) return false;
  return childrenOf(properties).some((n) => {
    const tag = nameOf(n);
    return (tag === 'w:pStyle' && HEADING_STYLE.test(n[':@']?.['w:val'] ?? '')) || tag === 'w:outlineLvl';
  });
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A cell's text: its paragraphs (nested tables' too) joined. */
function cellText(nodes: XmlNode[]): string[] {
  const out: string[] = [];
  for (const n of nodes) {
    const tag = nameOf(n);
    if (tag === 'w:p') {
      const text = clean(paragraphText(childrenOf(n)));
      if (text) out.push(text);
    } else if (tag !== '#text' && tag !== 'w:tcPr') out.push(...cellText(childrenOf(n)));
  }
  return out;
}

/**
 * The paragraphs and tables of a .docx in reading order (word/document.xml's body): a paragraph's text is its
 * runs' `w:t` joined (tabs and breaks as spaces), a heading is a paragraph with a Heading/标题 style or an
 * outline level; a table is its rows of cells (a cell's paragraphs joined; nested tables read into the cell).
 */
export function readDocx(bytes: Uint8Array, limits = DOCX_LIMITS): RawParagraph[] {
  const xml = documentXml(bytes, limits);
  // Word writes no DTD; one in a document is there to expand entities.
  if (/<!DOCTYPE/i.test(xml.slice(0, 4096))) throw new ReadError('corrupt');
  let tree: XmlNode[];
  try {
    tree = parser.parse(xml) as XmlNode[];
  } catch {
    throw new ReadError('corrupt');
  }
  const document = tree.find((n) => nameOf(n).endsWith(':document') || nameOf(n) === 'document');
  const body = document && childrenOf(document).find((n) => nameOf(n).endsWith('body'));
  if (!body) return [];
  const out: RawParagraph[] = [];
  const walk = (nodes: XmlNode[]) => {
    for (const n of nodes) {
      const tag = nameOf(n);
      if (tag === 'w:p') {
        const text = clean(paragraphText(childrenOf(n)));
        if (text) out.push({ kind: isHeading(n) ? 'heading' : 'text', text, page: null });
      } else if (tag === 'w:tbl') {
        const rows: string[][] = [];
        for (const tr of named(childrenOf(n), 'w:tr')) {
          const row = [...named(childrenOf(tr), 'w:tc')].map((tc) => cellText(childrenOf(tc)).join(' '));
          if (row.some((c) => c)) rows.push(row);
        }
        if (rows.length) out.push({ kind: 'table', text: rows.map((r) => r.join('\t')).join('\n'), rows, page: null });
      } else if (WRAPPERS.has(tag)) walk(childrenOf(n));
    }
  };
  walk(childrenOf(body));
  return out;
}
