import { PAGE_HEIGHT, PAGE_WIDTH, serialise } from './document';
import { ACCENT, Canvas, INK, MUTED, RULE, SHADE } from './draw';
import { ellipsis, textWidth, wrap } from './text';
import { drawTree, layoutTree, type PdfTreeNode } from './tree';
import { now } from '../../clock';

export interface PdfReportOptions {
  /** On the first page and in the document info. */
  title: string;
  /** Drawn faintly across every page, e.g. `${userName} ${YYYY-MM-DD HH:mm}`. */
  watermark: string;
  /** Every page's footer before the page number, e.g. `数据快照时间 2026-11-24 10:00`. */
  footer: string;
}

const MARGIN_X = 50;
const TOP = 56;
const BOTTOM = 64;
const WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BODY = 10;
const SMALL = 9;
const PAD = 4;

/**
 * A report as a flowing column on A4 pages: each call adds a block under the
 * last one and starts a new page when the block does not fit. Footers and the
 * watermark are drawn when the file is made, when the page count is known.
 */
export class PdfReport {
  private readonly pages: Canvas[] = [];
  private y = 0;

  constructor(private readonly options: PdfReportOptions) {
    this.newPage();
    // A long title breaks at its spaces first (name, then what the report is), then anywhere.
    const lines = options.title
      .split(' ')
      .reduce<string[]>((acc, part) => {
        const last = acc.at(-1);
        if (last !== undefined && textWidth(`${last} ${part}`, 18) <= WIDTH) acc[acc.length - 1] = `${last} ${part}`;
        else acc.push(part);
        return acc;
      }, [])
      .flatMap((part) => wrap(part, 18, WIDTH));
    for (const line of lines) {
      this.page.text(MARGIN_X + (WIDTH - textWidth(line, 18)) / 2, this.y - 18, line, 18, INK);
      this.y -= 26;
    }
    this.y -= 4;
    this.page.line(MARGIN_X, this.y, MARGIN_X + WIDTH, this.y, ACCENT, 1.2);
    this.y -= 14;
  }

  private get page(): Canvas {
    return this.pages.at(-1)!;
  }

  private newPage(): void {
    this.pages.push(new Canvas());
    this.y = PAGE_HEIGHT - TOP;
  }

  /** Start a new page unless `height` points fit under the cursor. */
  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  heading(text: string, level: 1 | 2 = 1): this {
    const size = level === 1 ? 14 : 11.5;
    const lines = wrap(text, size, WIDTH - 8);
    const before = level === 1 ? 14 : 8;
    // Keep a heading with at least a few lines of what follows it.
    this.ensure(before + lines.length * (size + 6) + 48);
    if (this.y < PAGE_HEIGHT - TOP) this.y -= before;
    for (const line of lines) {
      if (level === 1) this.page.rect(MARGIN_X, this.y - size - 1, 3, size + 2, { fill: ACCENT });
      this.page.text(MARGIN_X + (level === 1 ? 9 : 0), this.y - size, line, size, level === 1 ? ACCENT : INK);
      this.y -= size + 6;
    }
    this.y -= 4;
    return this;
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    const leading = 16;
    for (const line of wrap(text, BODY, WIDTH)) {
      this.ensure(leading);
      this.page.text(MARGIN_X, this.y - 12, line, BODY, options.muted ? MUTED : INK);
      this.y -= leading;
    }
    this.y -= 6;
    return this;
  }

  /** Label/value pairs, two pairs a row, labels on a shaded cell. */
  keyValues(pairs: readonly (readonly [label: string, value: string])[]): this {
    const labelW = 82;
    const valueW = WIDTH / 2 - labelW;
    const leading = 13;
    for (let i = 0; i < pairs.length; i += 2) {
      const row = pairs.slice(i, i + 2).map(([label, value]) => ({
        label: wrap(label, SMALL, labelW - 2 * PAD),
        value: wrap(value || '-', SMALL, valueW - 2 * PAD),
      }));
      const lines = Math.max(...row.flatMap((c) => [c.label.length, c.value.length]));
      const height = lines * leading + 2 * PAD;
      this.ensure(height);
      row.forEach((cell, j) => {
        const x = MARGIN_X + j * (WIDTH / 2);
        this.page.rect(x, this.y - height, labelW, height, { fill: SHADE, stroke: RULE });
        this.page.rect(x + labelW, this.y - height, valueW, height, { stroke: RULE });
        cell.label.forEach((l, k) => this.page.text(x + PAD, this.y - PAD - 9.5 - k * leading, l, SMALL, MUTED));
        cell.value.forEach((l, k) => this.page.text(x + labelW + PAD, this.y - PAD - 9.5 - k * leading, l, SMALL, INK));
      });
      this.y -= height;
    }
    this.y -= 10;
    return this;
  }

  /**
   * A table; `width` is each column's share. Long cells wrap; a row taller
   * than the room left continues on the next page, where the header repeats.
   */
  table(columns: readonly { title: string; width: number }[], rows: readonly (readonly string[])[]): this {
    const total = columns.reduce((s, c) => s + c.width, 0) || 1;
    const widths = columns.map((c) => (c.width / total) * WIDTH);
    const leading = 12.5;
    const header = columns.map((c, i) => wrap(c.title, SMALL, widths[i]! - 2 * PAD));
    const headerLines = Math.max(...header.map((h) => h.length));
    const headerHeight = headerLines * leading + 2 * PAD;
    const drawRow = (cells: readonly string[][], from: number, count: number, shade: boolean) => {
      const height = count * leading + 2 * PAD;
      let x = MARGIN_X;
      cells.forEach((lines, i) => {
        this.page.rect(
          x,
          this.y - height,
          widths[i]!,
          height,
          shade ? { fill: SHADE, stroke: RULE } : { stroke: RULE },
        );
        lines.slice(from, from + count).forEach((l, k) => {
          this.page.text(x + PAD, this.y - PAD - 9 - k * leading, l, SMALL, INK);
        });
        x += widths[i]!;
      });
      this.y -= height;
    };
    const drawHeader = () => drawRow(header, 0, headerLines, true);
    this.ensure(headerHeight + leading + 2 * PAD);
    drawHeader();
    const body = rows.length ? rows : [columns.map((_, i) => (i === 0 ? '（无）' : ''))];
    for (const row of body) {
      const cells = columns.map((_, i) => wrap(row[i] ?? '', SMALL, widths[i]! - 2 * PAD));
      const lines = Math.max(...cells.map((c) => c.length));
      const pageCapacity = Math.floor((PAGE_HEIGHT - TOP - BOTTOM - headerHeight - 2 * PAD) / leading);
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
    return this;
  }

  /** Horizontal bars, one a row: label, bar scaled to the largest value, value with its unit. */
  barChart(bars: readonly { label: string; value: number }[], options: { title?: string; unit?: string } = {}): this {
    const labelW = 120;
    const valueW = 80;
    const barArea = WIDTH - labelW - valueW;
    const rowH = 18;
    if (options.title) {
      this.ensure(18 + rowH);
      this.page.text(MARGIN_X, this.y - 11, options.title, 10, INK);
      this.y -= 18;
    }
    if (!bars.length) return this.paragraph('（无数据）', { muted: true });
    const max = Math.max(...bars.map((b) => b.value), 0) || 1;
    for (const bar of bars) {
      this.ensure(rowH);
      const label = ellipsis(bar.label, SMALL, labelW - 8);
      this.page.text(MARGIN_X + labelW - 8 - textWidth(label, SMALL), this.y - 12, label, SMALL, MUTED);
      const w = Math.max(0, (bar.value / max) * barArea);
      if (w > 0) this.page.rect(MARGIN_X + labelW, this.y - 14, w, 11, { fill: ACCENT });
      const value = `${formatNumber(bar.value)}${options.unit ?? ''}`;
      this.page.text(MARGIN_X + labelW + w + 4, this.y - 12, value, SMALL, INK);
      this.y -= rowH;
    }
    this.y -= 8;
    return this;
  }

  /** A boxes-and-lines diagram drawn top-down; the root's `parents` go in a row above it. */
  tree(root: PdfTreeNode): this {
    const laid = layoutTree(root, WIDTH);
    this.ensure(laid.height + 8);
    drawTree(this.page, laid, MARGIN_X, this.y - 4, WIDTH);
    this.y -= laid.height + 18;
    return this;
  }

  pageCount(): number {
    return this.pages.length;
  }

  toBuffer(): Buffer {
    const total = this.pages.length;
    const contents = this.pages.map((page, i) => {
      const under = watermark(this.options.watermark);
      const over = new Canvas();
      over.line(MARGIN_X, 44, MARGIN_X + WIDTH, 44, RULE, 0.5);
      over.text(MARGIN_X, 30, ellipsis(this.options.footer, 8, WIDTH - 90), 8, MUTED);
      const number = `第 ${i + 1} / ${total} 页`;
      over.text(MARGIN_X + WIDTH - textWidth(number, 8), 30, number, 8, MUTED);
      return `${under}\n${page}\n${over}`;
    });
    return serialise(contents, { title: this.options.title, created: now() });
  }
}

/** The watermark, faint and turned, in a grid across the page, under the content. */
function watermark(text: string): string {
  const canvas = new Canvas();
  if (!text) return '';
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 2; col++) {
      const x = 40 + col * 270 + (row % 2) * 60;
      const y = 110 + row * 165;
      canvas.turnedText(x, y, text, 13, 28, [0.88, 0.88, 0.88]);
    }
  }
  return canvas.toString();
}

function formatNumber(value: number): string {
  const rounded = Number.isInteger(value) ? value : Math.round(value * 100) / 100;
  return rounded.toLocaleString('en-US');
}
