import type { Measure } from './text';

/** A colour as pdfkit takes it. */
export type Colour = `#${string}`;

export const INK: Colour = '#212121';
export const MUTED: Colour = '#737373';
export const ACCENT: Colour = '#1766bf';
export const RULE: Colour = '#ccd1d9';
export const SHADE: Colour = '#f2f5f7';
export const FAINT: Colour = '#e0e0e0';
export const WHITE: Colour = '#ffffff';

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

/**
 * Drawing on the current page of a pdfkit document in PDF's own coordinates (y grows upwards from the page's
 * bottom, text placed by its baseline), which the layout uses; pdfkit counts y downwards from the top.
 */
export class Painter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly measure: Measure,
  ) {}

  private y(y: number): number {
    return PAGE_HEIGHT - y;
  }

  /** One line of text whose baseline starts at (x, y). */
  text(x: number, y: number, text: string, size: number, colour: Colour = INK): this {
    if (!text) return this;
    this.doc.fontSize(size).fillColor(colour).text(text, x, this.y(y), { lineBreak: false, baseline: 'alphabetic' });
    return this;
  }

  /** Text turned by `degrees` (anticlockwise) around its start, for the watermark. */
  turnedText(x: number, y: number, text: string, size: number, degrees: number, colour: Colour): this {
    if (!text) return this;
    this.doc.save().rotate(-degrees, { origin: [x, this.y(y)] });
    this.text(x, y, text, size, colour);
    this.doc.restore();
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: Colour = RULE, width = 0.5): this {
    return this.polyline(
      [
        [x1, y1],
        [x2, y2],
      ],
      colour,
      width,
    );
  }

  /** A path through the points, for the diagram's connectors. */
  polyline(points: readonly (readonly [number, number])[], colour: Colour = MUTED, width = 0.6): this {
    const [first, ...rest] = points;
    if (!first) return this;
    this.doc.moveTo(first[0], this.y(first[1]));
    for (const [x, y] of rest) this.doc.lineTo(x, this.y(y));
    this.doc.lineWidth(width).strokeColor(colour).stroke();
    return this;
  }

  /** A rectangle from its bottom-left corner, filled, stroked or both. */
  rect(x: number, y: number, w: number, h: number, style: { fill?: Colour; stroke?: Colour; width?: number }): this {
    this.doc.rect(x, this.y(y + h), w, h).lineWidth(style.width ?? 0.5);
    if (style.fill && style.stroke) this.doc.fillAndStroke(style.fill, style.stroke);
    else if (style.fill) this.doc.fill(style.fill);
    else this.doc.stroke(style.stroke ?? RULE);
    return this;
  }
}
