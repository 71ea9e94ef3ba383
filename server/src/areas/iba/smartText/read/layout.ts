import type { RawParagraph } from './types';

/** A run of text as a PDF places it: its baseline's start, its width and font size, in page units (y upwards). */
export interface Span {
  x: number;
  y: number;
  width: number;
  size: number;
  text: string;
}

interface Cell {
  x: number;
  y: number;
  end: number;
  text: string;
}

const isWide = (c: string) => c.charCodeAt(0) > 0x2e7f;
const isWord = (c: string | undefined) => !!c && /[A-Za-z0-9]/.test(c);
const ENDS_SENTENCE = /[。！？：；:]$/;
const PAGE_NUMBER = /^第\s*\d+\s*\/\s*\d+\s*页$|^第\s*\d+\s*页$|^-?\s*\d+\s*-?$/;

/**
 * A page's spans as lines (same baseline, within a third of the type size: a table's cells may sit a little higher
 * or lower than their row's first cell) of cells: spans closer than half a character join (a word space between
 * two Latin words, none between Chinese and Latin, which a writer's automatic spacing separates), wider gaps
 * separate table columns. Lines top to bottom, cells left to right.
 */
export function lines(spans: Span[]): Cell[][] {
  const sorted = spans.filter((s) => s.text.trim()).sort((a, b) => b.y - a.y || a.x - b.x);
  const grouped: Span[][] = [];
  for (const s of sorted) {
    const last = grouped[grouped.length - 1];
    if (last && Math.abs(last[0]!.y - s.y) < Math.max(last[0]!.size, s.size) * 0.35) last.push(s);
    else grouped.push([s]);
  }
  return grouped.map((line) => {
    line.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    for (const s of line) {
      const prev = cells[cells.length - 1];
      const gap = prev ? s.x - prev.end : Infinity;
      if (prev && gap < s.size * 0.5) {
        const space = gap > s.size * 0.1 && isWord(prev.text.at(-1)) && isWord(s.text[0]) ? ' ' : '';
        prev.text += space + s.text;
        prev.end = Math.max(prev.end, s.x + s.width);
      } else cells.push({ x: s.x, y: line[0]!.y, end: s.x + s.width, text: s.text });
    }
    for (const c of cells) c.text = c.text.replace(/\s+/g, ' ').trim();
    return cells.filter((c) => c.text);
  });
}

/** A table being read: its paragraph, per row where each cell starts, and the baseline of its last line. */
interface OpenTable {
  paragraph: RawParagraph;
  starts: number[][];
  y: number;
}

/**
 * Pages of spans to paragraphs in reading order (page, then top to bottom, then left to right): a line of one cell
 * is text and joins the previous line when that one ran to the right margin without ending a sentence; a line of
 * several cells is a table row. Rows continue the table above: on the same page, or at the top of the next page
 * when their cells start where the table's columns do. A line whose cells all start at columns of the last row but
 * not at the first column is a wrapped cell: it continues those cells; so is a line of one cell in the first column,
 * narrower than it and a line's height below the row. Page numbers are skipped.
 */
export function layout(pages: Span[][]): RawParagraph[] {
  const out: RawParagraph[] = [];
  let table: OpenTable | null = null;
  let joinable = false;
  pages.forEach((spans, index) => {
    const page = index + 1;
    const rows = lines(spans);
    // The text column's right edge: where the longest lines of (mostly Chinese) running text end.
    const textLines = rows.filter(
      (r) => r.length === 1 && [...r[0]!.text].filter(isWide).length >= r[0]!.text.length * 0.8,
    );
    const right = Math.max(0, ...(textLines.length ? textLines : rows).flat().map((c) => c.end));
    const size = spans.find((s) => s.text.trim())?.size ?? 10;
    const tolerance = size * 0.6;
    const at = (x: number, starts: number[]) => starts.findIndex((s) => Math.abs(s - x) < tolerance);
    let first = true;
    for (const cells of rows) {
      const texts = cells.map((c) => c.text);
      if (texts.length === 1 && PAGE_NUMBER.test(texts[0]!)) continue;
      const last = out[out.length - 1];
      const open: OpenTable | null = table && last === table.paragraph ? table : null;
      const lastStarts = open?.starts[open.starts.length - 1];
      const columns = open ? [...new Set(open.starts.flat())] : [];
      const below = open && lastStarts && open.paragraph.page === page;
      const wrapped =
        below &&
        ((at(cells[0]!.x, [lastStarts[0]!]) < 0 && cells.every((c) => at(c.x, lastStarts) >= 0)) ||
          (cells.length === 1 &&
            lastStarts.length > 1 &&
            at(cells[0]!.x, [lastStarts[0]!]) === 0 &&
            cells[0]!.end < lastStarts[1]! &&
            open.y - cells[0]!.y < size * 1.7));
      if (wrapped) {
        const row = open!.paragraph.rows![open!.paragraph.rows!.length - 1]!;
        for (const c of cells) {
          const i = at(c.x, lastStarts!);
          const joint = isWord(row[i]!.at(-1)) && isWord(c.text[0]) ? ' ' : '';
          row[i] = row[i] + joint + c.text;
        }
        open!.paragraph.text = open!.paragraph.rows!.map((r) => r.join('\t')).join('\n');
        open!.y = cells[0]!.y;
      } else if (cells.length > 1) {
        const continues =
          open && (open.paragraph.page === page || (first && cells.every((c) => at(c.x, columns) >= 0)));
        if (continues) {
          open.paragraph.rows!.push(texts);
          open.paragraph.text += `\n${texts.join('\t')}`;
          open.starts.push(cells.map((c) => c.x));
          open.y = cells[0]!.y;
        } else {
          const paragraph: RawParagraph = { kind: 'table', text: texts.join('\t'), rows: [texts], page };
          out.push(paragraph);
          table = { paragraph, starts: [cells.map((c) => c.x)], y: cells[0]!.y };
        }
        joinable = false;
      } else {
        const text = texts[0]!;
        if (joinable && last?.kind === 'text')
          last.text += (isWord(last.text.at(-1)) && isWord(text[0]) ? ' ' : '') + text;
        else out.push({ kind: 'text', text, page });
        joinable = cells[0]!.end >= right - size * 2 && !ENDS_SENTENCE.test(text);
      }
      first = false;
    }
  });
  return out;
}
