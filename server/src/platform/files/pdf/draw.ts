import { FONT } from './document';
import { hexString, printable } from './text';

/** An RGB colour, each part 0–1. */
export type Rgb = readonly [number, number, number];

export const INK: Rgb = [0.13, 0.13, 0.13];
export const MUTED: Rgb = [0.45, 0.45, 0.45];
export const ACCENT: Rgb = [0.09, 0.4, 0.75];
export const RULE: Rgb = [0.8, 0.82, 0.85];
export const SHADE: Rgb = [0.95, 0.96, 0.97];

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const rgb = (c: Rgb) => c.map(n).join(' ');

/** Content-stream operators for one page; y grows upwards from the page's bottom, as in PDF. */
export class Canvas {
  readonly ops: string[] = [];

  /** One line of text whose baseline starts at (x, y). */
  text(x: number, y: number, text: string, size: number, color: Rgb = INK): this {
    this.ops.push(`BT /${FONT} ${n(size)} Tf ${rgb(color)} rg ${n(x)} ${n(y)} Td ${hexString(printable(text))} Tj ET`);
    return this;
  }

  /** Text turned by `degrees` around its start, for the watermark. */
  turnedText(x: number, y: number, text: string, size: number, degrees: number, color: Rgb): this {
    const r = (degrees * Math.PI) / 180;
    const [c, s] = [Math.cos(r), Math.sin(r)];
    this.ops.push(
      `BT /${FONT} ${n(size)} Tf ${rgb(color)} rg ${n(c)} ${n(s)} ${n(-s)} ${n(c)} ${n(x)} ${n(y)} Tm ${hexString(printable(text))} Tj ET`,
    );
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb = RULE, width = 0.5): this {
    this.ops.push(`${rgb(color)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
    return this;
  }

  /** A path through the points, for the diagram's connectors. */
  polyline(points: readonly (readonly [number, number])[], color: Rgb = MUTED, width = 0.6): this {
    const [first, ...rest] = points;
    if (!first) return this;
    const path = [`${n(first[0])} ${n(first[1])} m`, ...rest.map(([x, y]) => `${n(x)} ${n(y)} l`)].join(' ');
    this.ops.push(`${rgb(color)} RG ${n(width)} w ${path} S`);
    return this;
  }

  /** A rectangle from its bottom-left corner, filled, stroked or both. */
  rect(x: number, y: number, w: number, h: number, style: { fill?: Rgb; stroke?: Rgb; width?: number }): this {
    const paint = style.fill && style.stroke ? 'B' : style.fill ? 'f' : 'S';
    const colours = [style.fill ? `${rgb(style.fill)} rg` : '', style.stroke ? `${rgb(style.stroke)} RG` : '']
      .filter(Boolean)
      .join(' ');
    this.ops.push(`${colours} ${n(style.width ?? 0.5)} w ${n(x)} ${n(y)} ${n(w)} ${n(h)} re ${paint}`);
    return this;
  }

  toString(): string {
    return this.ops.join('\n');
  }
}
