import { createRequire } from 'node:module';
import { layout, type Span } from './layout';
import { ReadError, type RawParagraph } from './types';

/** What a PDF may hold to be read: pages, text characters, and time (inside the worker's own limit). */
export const PDF_LIMITS = { pages: 2000, characters: 5_000_000, milliseconds: 25_000 };

/** pdfjs-dist's folders of CMaps (CJK encodings) and standard fonts, as file paths it reads itself. */
const pdfjsFolder = () =>
  createRequire(import.meta.url)
    .resolve('pdfjs-dist/package.json')
    .replace(/package\.json$/, '');

/**
 * Characters a font's ToUnicode map gives for what are ordinary ideographs: Kangxi radicals (「⾏」 U+2F8F for 行,
 * what LibreOffice's PDFs carry), CJK radicals, compatibility ideographs, Latin ligatures. They are folded by NFKC;
 * the rest of the text is not, since NFKC would also turn the document's full-width punctuation (：，（）) into
 * ASCII and make a PDF read differently from its .docx.
 */
const COMPATIBILITY = /[\u2e80-\u2fdf\uf900-\ufaff\ufb00-\ufb06\u{2f800}-\u{2fa1f}]/gu;
export const normalise = (text: string) => text.replace(COMPATIBILITY, (c) => c.normalize('NFKC'));

/** pdfjs's text item (the library's type is a union with marked-content items). */
interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

/**
 * A PDF's text as paragraphs, through pdfjs-dist (no rendering, no fonts loaded, no eval): each page's text items
 * in reading order (`layout`). Limits: pages, characters, time; encrypted → `encrypted`, not a PDF → `corrupt`.
 */
export async function readPdf(bytes: Uint8Array, limits = PDF_LIMITS): Promise<RawParagraph[]> {
  const started = performance.now();
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new ReadError('corrupt');
  // An encryption dictionary in a trailer: refused whether or not it has a user password.
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(Buffer.from(bytes).toString('latin1'))) throw new ReadError('encrypted');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const folder = pdfjsFolder();
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    cMapUrl: `${folder}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${folder}standard_fonts/`,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await loading.promise;
  } catch (error) {
    throw new ReadError((error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'corrupt');
  }
  try {
    if (document.numPages > limits.pages) throw new ReadError('tooComplex');
    const pages: Span[][] = [];
    let characters = 0;
    for (let n = 1; n <= document.numPages; n++) {
      if (performance.now() - started > limits.milliseconds) throw new ReadError('tooComplex');
      const page = await document.getPage(n);
      const content = await page.getTextContent({ disableNormalization: false });
      const spans: Span[] = [];
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || !item.str.trim()) continue;
        const [a, b, c, d, x, y] = item.transform as [number, number, number, number, number, number];
        // Turned text (a watermark) is not the document's.
        if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0 || d <= 0) continue;
        characters += item.str.length;
        if (characters > limits.characters) throw new ReadError('tooComplex');
        spans.push({ x, y, width: item.width, size: d, text: normalise(item.str) });
      }
      pages.push(spans);
      page.cleanup();
    }
    return layout(pages);
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw new ReadError('corrupt');
  } finally {
    await document.destroy();
  }
}
