/*
 * The renderer, run in the `pdf.render` worker task (registered in `server/src/worker.ts`): lays a report's
 * blocks out on A4 pages and writes the file with pdfkit, the font embedded as a subset. Loaded only in the
 * worker (and by tests): the request thread holds the description and the task's descriptor (`task.ts`).
 */
import type { PdfBlock, PdfDescription, PdfTreeNode } from './blocks';
import { ACCENT, FAINT, INK, MUTED, PAGE_HEIGHT, PAGE_WIDTH, Painter, RULE, SHADE } from './draw';
import { fontBytes } from './font';
import type { RenderedPdf } from './task';
import { ellipsis, printable, wrap, type Measure } from './text';
import { drawTree, layoutTree } from './tree';
import type { TaskContext } from '../../workers/task';

const MARGIN_X = 50;
const TOP = 56;
const BOTTOM = 64;
const WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BODY = 10;
const SMALL = 9;
const PAD = 4;
const FONT = 'NotoSansSC';
/** Shown for a character the font has no glyph for (the GB convention for a missing character). */
const MISSING = '〓';

/** Render a report's description into a PDF file; `context` reports progress by blocks laid out. */
export async function renderDescription(description: PdfDescription, context?: TaskContext): Promise<RenderedPdf> {
  const { options } = description;
  // Loaded on the first render, not when the worker starts: a worker that only reads spreadsheets never needs it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    info: { Title: options.title, Producer: 'esee pdf (pdfkit)', CreationDate: new Date(description.created) },
    displayTitle: true,
    lang: 'zh-CN',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(FONT, fontBytes());
  doc.font(FONT);

  const layout = new Layout(doc, description);
  description.blocks.forEach((block, i) => {
    layout.block(block, description.blocks[i + 1]);
    if (i % 20 === 0) context?.progress(i / description.blocks.length, '排版');
  });
  const pageCount = layout.finish();
  doc.end();
  await ended;
  const body = Buffer.concat(chunks);
  return { bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), pageCount };
}

/**
 * Advance widths from the embedded font (cached a character at a time, at 1 pt), and the font's coverage:
 * a character it cannot show becomes 〓 before layout, so what is measured is what is drawn.
 */
function fontMetrics(doc: PDFKit.PDFDocument): { measure: Measure; show: (text: string) => string } {
  const widths = new Map<string, number>();
  // pdfkit's embedded font keeps its fontkit font; without it every character is taken as covered.
  const fontkit = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?(code: number): boolean } } })._font
    ?.font;
  const has = (ch: string) => fontkit?.hasGlyphForCodePoint?.(ch.codePointAt(0)!) ?? true;
  const width = (ch: string) => {
    let w = widths.get(ch);
    if (w === undefined) {
      doc.fontSize(100);
      w = doc.widthOfString(ch) / 100;
      widths.set(ch, w);
    }
    return w;
  };
  return {
    measure: (text, size) => {
      let w = 0;
      for (const ch of text) w += width(ch);
      return w * size;
    },
    show: (text) => {
      let out = '';
      for (const ch of printable(text)) out += ch === ' ' || has(ch) ? ch : MISSING;
      return out;
    },
  };
}

/** The flowing column: a cursor going down the page, a new page when a block does not fit. */
class Layout {
  private readonly canvas: Painter;
  private readonly measure: Measure;
  private readonly show: (text: string) => string;
  private pages = 0;
  private y = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly description: PdfDescription,
  ) {
    const metrics = fontMetrics(doc);
    this.measure = metrics.measure;
    this.show = metrics.show;
    this.canvas = new Painter(doc, this.measure);
    this.newPage();
    const title = this.show(description.options.title);
    // A long title breaks at its spaces first (name, then what the report is), then anywhere.
    const lines = title
      .split(' ')
      .reduce<string[]>((acc, part) => {
        const last = acc.at(-1);
        if (last !== undefined && this.measure(`${last} ${part}`, 18) <= WIDTH) acc[acc.length - 1] = `${last} ${part}`;
        else acc.push(part);
        return acc;
      }, [])
      .flatMap((part) => this.wrap(part, 18, WIDTH));
    for (const line of lines) {
      this.canvas.text(MARGIN_X + (WIDTH - this.measure(line, 18)) / 2, this.y - 18, line, 18, INK);
      this.y -= 26;
    }
    this.y -= 4;
    this.canvas.line(MARGIN_X, this.y, MARGIN_X + WIDTH, this.y, ACCENT, 1.2);
    this.y -= 14;
  }

  /** Lay out a block; `next` is the one after it, which a heading keeps with it. */
  block(block: PdfBlock, next?: PdfBlock): void {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.text, block.level, next);
      case 'paragraph':
        return this.paragraph(block.text, block.muted);
      case 'keyValues':
        return this.keyValues(block.pairs);
      case 'table':
        return this.table(block.columns, block.rows);
      case 'barChart':
        return this.barChart(block.bars, block);
      case 'tree':
        return this.tree(block.root);
      case 'pageBreak':
        if (this.y < PAGE_HEIGHT - TOP) this.newPage();
        return;
    }
  }

  /** Header (when given), footer (text and 第 n / N 页) on every page, once the count is known; returns the count. */
  finish(): number {
    const { footer, header } = this.description.options;
    for (let i = 0; i < this.pages; i++) {
      this.doc.switchToPage(i);
      if (header) {
        this.canvas.text(MARGIN_X, PAGE_HEIGHT - 38, this.ellipsis(header, 8, WIDTH), 8, MUTED);
        this.canvas.line(MARGIN_X, PAGE_HEIGHT - 44, MARGIN_X + WIDTH, PAGE_HEIGHT - 44, RULE, 0.5);
      }
      this.canvas.line(MARGIN_X, 44, MARGIN_X + WIDTH, 44, RULE, 0.5);
      this.canvas.text(MARGIN_X, 30, this.ellipsis(footer, 8, WIDTH - 90), 8, MUTED);
      const number = `第 ${i + 1} / ${this.pages} 页`;
      this.canvas.text(MARGIN_X + WIDTH - this.measure(number, 8), 30, number, 8, MUTED);
    }
    this.doc.flushPages();
    return this.pages;
  }

  private wrap(text: string, size: number, width: number): string[] {
    return wrap(this.show(text), size, width, this.measure);
  }

  private ellipsis(text: string, size: number, width: number): string {
    return ellipsis(this.show(text), size, width, this.measure);
  }

  /** A new page, its watermark drawn first so that it lies under the content. */
  private newPage(): void {
    this.doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
    this.pages++;
    this.y = PAGE_HEIGHT - TOP;
    const text = this.show(this.description.options.watermark);
    if (!text) return;
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 2; col++) {
        const x = 40 + col * 270 + (row % 2) * 60;
        const y = 110 + row * 165;
        this.canvas.turnedText(x, y, text, 13, 28, FAINT);
      }
    }
  }

  /** Start a new page unless `height` points fit under the cursor. */
  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private heading(text: string, level: 1 | 2, next?: PdfBlock): void {
    const size = level === 1 ? 14 : 11.5;
    const lines = this.wrap(text, size, WIDTH - 8);
    const before = level === 1 ? 14 : 8;
    // Keep a heading with at least a few lines of what follows it, or with the whole diagram that follows it.
    const keep = next?.kind === 'tree' ? layoutTree(this.shownTree(next.root), WIDTH).height + 12 : 48;
    this.ensure(before + lines.length * (size + 6) + keep);
    if (this.y < PAGE_HEIGHT - TOP) this.y -= before;
    for (const line of lines) {
      if (level === 1) this.canvas.rect(MARGIN_X, this.y - size - 1, 3, size + 2, { fill: ACCENT });
      this.canvas.text(MARGIN_X + (level === 1 ? 9 : 0), this.y - size, line, size, level === 1 ? ACCENT : INK);
      this.y -= size + 6;
    }
    this.y -= 4;
  }

  private paragraph(text: string, muted: boolean): void {
    const leading = 16;
    for (const line of this.wrap(text, BODY, WIDTH)) {
      this.ensure(leading);
      this.canvas.text(MARGIN_X, this.y - 12, line, BODY, muted ? MUTED : INK);
      this.y -= leading;
    }
    this.y -= 6;
  }

  /** Label/value pairs, two pairs a row, labels on a shaded cell. */
  private keyValues(pairs: readonly (readonly [string, string])[]): void {
    const labelW = 82;
    const valueW = WIDTH / 2 - labelW;
    const leading = 13;
    for (let i = 0; i < pairs.length; i += 2) {
      const row = pairs.slice(i, i + 2).map(([label, value]) => ({
        label: this.wrap(label, SMALL, labelW - 2 * PAD),
        value: this.wrap(value || '-', SMALL, valueW - 2 * PAD),
      }));
      const lines = Math.max(...row.flatMap((c) => [c.label.length, c.value.length]));
      const height = lines * leading + 2 * PAD;
      this.ensure(height);
      row.forEach((cell, j) => {
        const x = MARGIN_X + j * (WIDTH / 2);
        this.canvas.rect(x, this.y - height, labelW, height, { fill: SHADE, stroke: RULE });
        this.canvas.rect(x + labelW, this.y - height, valueW, height, { stroke: RULE });
        cell.label.forEach((l, k) => this.canvas.text(x + PAD, this.y - PAD - 9.5 - k * leading, l, SMALL, MUTED));
        cell.value.forEach((l, k) =>
          this.canvas.text(x + labelW + PAD, this.y - PAD - 9.5 - k * leading, l, SMALL, INK),
        );
      });
      this.y -= height;
    }
    this.y -= 10;
  }

  /**
   * A table; `width` is each column's share. Long cells wrap; a row taller than the room left continues on the
   * next page, where the header repeats.
   */
  private table(columns: readonly { title: string; width: number }[], rows: readonly (readonly string[])[]): void {
    const total = columns.reduce((s, c) => s + c.width, 0) || 1;
    const widths = columns.map((c) => (c.width / total) * WIDTH);
    const leading = 12.5;
    const header = columns.map((c, i) => this.wrap(c.title, SMALL, widths[i]! - 2 * PAD));
    const headerLines = Math.max(...header.map((h) => h.length));
    const headerHeight = headerLines * leading + 2 * PAD;
    const drawRow = (cells: readonly string[][], from: number, count: number, shade: boolean) => {
      const height = count * leading + 2 * PAD;
      let x = MARGIN_X;
      cells.forEach((lines, i) => {
        this.canvas.rect(
          x,
          this.y - height,
          widths[i]!,
          height,
          shade ? { fill: SHADE, stroke: RULE } : { stroke: RULE },
        );
        lines.slice(from, from + count).forEach((l, k) => {
          this.canvas.text(x + PAD, this.y - PAD - 9 - k * leading, l, SMALL, INK);
        });
        x += widths[i]!;
      });
      this.y -= height;
    };
    const drawHeader = () => drawRow(header, 0, headerLines, true);
    this.ensure(headerHeight + leading + 2 * PAD);
    drawHeader();
    const body = rows.length ? rows : [columns.map((_, i) => (i === 0 ? '（无）' : ''))];
    const pageCapacity = Math.floor((PAGE_HEIGHT - TOP - BOTTOM - headerHeight - 2 * PAD) / leading);
    for (const row of body) {
      const cells = columns.map((_, i) => this.wrap(row[i] ?? '', SMALL, widths[i]! - 2 * PAD));
      const lines = Math.max(...cells.map((c) => c.length));
      let from = 0;
      while (from < lines) {
        const room = Math.floor((this.y - BOTTOM - 2 * PAD) / leading);
        const left = lines - from;
        // Move a row that would fit a fresh page rather than split it.
        if (room < 1 || (from === 0 && left > room && left <= pageCapacity)) {
          this.newPage();
          drawHeader();
          continue;
        }
        const count = Math.min(room, left);
        drawRow(cells, from, count, false);
        from += count;
      }
    }
    this.y -= 12;
  }

  /** Horizontal bars, one a row: label, bar scaled to the largest value, value with its unit. */
  private barChart(bars: readonly { label: string; value: number }[], options: { title?: string; unit?: string }) {
    const labelW = 120;
    const barArea = WIDTH - labelW - 80;
    const rowH = 18;
    if (options.title) {
      this.ensure(18 + rowH);
      this.canvas.text(MARGIN_X, this.y - 11, this.show(options.title), 10, INK);
      this.y -= 18;
    }
    if (!bars.length) return this.paragraph('（无数据）', true);
    const max = Math.max(...bars.map((b) => b.value), 0) || 1;
    for (const bar of bars) {
      this.ensure(rowH);
      const label = this.ellipsis(bar.label, SMALL, labelW - 8);
      this.canvas.text(MARGIN_X + labelW - 8 - this.measure(label, SMALL), this.y - 12, label, SMALL, MUTED);
      const w = Math.max(0, (bar.value / max) * barArea);
      if (w > 0) this.canvas.rect(MARGIN_X + labelW, this.y - 14, w, 11, { fill: ACCENT });
      const value = this.show(`${formatNumber(bar.value)}${options.unit ?? ''}`);
      this.canvas.text(MARGIN_X + labelW + w + 4, this.y - 12, value, SMALL, INK);
      this.y -= rowH;
    }
    this.y -= 8;
  }

  /** A boxes-and-lines diagram drawn top-down; the root's `parents` go in a row above it. */
  private tree(root: PdfTreeNode): void {
    const laid = layoutTree(this.shownTree(root), WIDTH);
    this.ensure(laid.height + 8);
    drawTree(this.canvas, laid, MARGIN_X, this.y - 4, WIDTH);
    this.y -= laid.height + 18;
  }

  private shownTree(node: PdfTreeNode): PdfTreeNode {
    return {
      label: this.show(node.label),
      note: node.note === undefined ? undefined : this.show(node.note),
      children: node.children?.map((c) => this.shownTree(c)),
      parents: node.parents?.map((p) => this.shownTree(p)),
    };
  }
}

function formatNumber(value: number): string {
  const rounded = Number.isInteger(value) ? value : Math.round(value * 100) / 100;
  return rounded.toLocaleString('en-US');
}
