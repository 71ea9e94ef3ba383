import type { PdfBlock, PdfColumn, PdfDescription, PdfReportOptions, PdfTreeNode } from './blocks';
import { now } from '../../clock';

/**
 * A report as a flowing column on A4 pages, described block by block: each call adds a block under the last
 * one. Building it is cheap (no font, no layout): `renderPdf(report)` lays it out and writes the file in a
 * worker, where a block that does not fit starts a new page and the footers and watermark are drawn.
 */
export class PdfReport {
  private readonly blocks: PdfBlock[] = [];

  constructor(private readonly options: PdfReportOptions) {}

  heading(text: string, level: 1 | 2 = 1): this {
    return this.add({ kind: 'heading', text, level });
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    return this.add({ kind: 'paragraph', text, muted: options.muted ?? false });
  }

  /** Label/value pairs, two pairs a row, labels on a shaded cell. */
  keyValues(pairs: readonly (readonly [label: string, value: string])[]): this {
    return this.add({ kind: 'keyValues', pairs: pairs.map(([label, value]) => [label, value]) });
  }

  /**
   * A table; `width` is each column's share. Long cells wrap; a row taller than the room left continues on
   * the next page, where the header repeats.
   */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): this {
    return this.add({
      kind: 'table',
      columns: columns.map((c) => ({ title: c.title, width: c.width })),
      rows: rows.map((r) => [...r]),
    });
  }

  /** Horizontal bars, one a row: label, bar scaled to the largest value, value with its unit. */
  barChart(bars: readonly { label: string; value: number }[], options: { title?: string; unit?: string } = {}): this {
    return this.add({ kind: 'barChart', bars: bars.map((b) => ({ label: b.label, value: b.value })), ...options });
  }

  /** A boxes-and-lines diagram drawn top-down; the root's `parents` go in a row above it. */
  tree(root: PdfTreeNode): this {
    return this.add({ kind: 'tree', root: structuredClone(root) });
  }

  /** What follows starts on a new page (after a cover, before an appendix); nothing when the page is still empty. */
  pageBreak(): this {
    return this.add({ kind: 'pageBreak' });
  }

  /** The report as plain data, for the worker that renders it. */
  describe(): PdfDescription {
    return { options: { ...this.options }, blocks: [...this.blocks], created: now().toISOString() };
  }

  private add(block: PdfBlock): this {
    this.blocks.push(block);
    return this;
  }
}
