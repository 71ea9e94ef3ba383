/**
 * A PDF report described as plain data: what the request thread builds (cheap, no font, no layout) and hands to
 * the worker task that lays it out and writes it (`render.ts`). Everything here survives structured cloning.
 */

export interface PdfReportOptions {
  /** On the first page and in the document info. */
  title: string;
  /** Drawn faintly across every page, e.g. `${userName} ${YYYY-MM-DD HH:mm}`. */
  watermark: string;
  /** Every page's footer before the page number, e.g. `数据快照时间 2026-11-24 10:00`. */
  footer: string;
  /** Every page's head line, over a rule (the institution and the confidentiality line: `reportFrame`). */
  header?: string;
}

/** A box in the diagram; children are drawn in the row below. */
export interface PdfTreeNode {
  label: string;
  note?: string;
  children?: PdfTreeNode[];
  /** Only on the root: boxes drawn in a row above it, joined to it (e.g. its shareholders). */
  parents?: PdfTreeNode[];
}

export interface PdfColumn {
  title: string;
  /** The column's share of the width. */
  width: number;
}

export type PdfBlock =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; text: string; muted: boolean }
  | { kind: 'keyValues'; pairs: [label: string, value: string][] }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][] }
  | { kind: 'barChart'; bars: { label: string; value: number }[]; title?: string; unit?: string }
  | { kind: 'tree'; root: PdfTreeNode }
  | { kind: 'pageBreak' };

/** A whole report: its frame (title, watermark, footer) and its blocks, top to bottom. */
export interface PdfDescription {
  options: PdfReportOptions;
  blocks: PdfBlock[];
  /** When it was made, for the document info (ISO 8601). */
  created: string;
}
