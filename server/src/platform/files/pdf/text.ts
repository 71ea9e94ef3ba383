/**
 * Line breaking for the renderer, by the embedded font's advance widths (`Measure`, from `render.ts`); kept
 * apart from pdfkit so it is tested on its own.
 */

/** The width of a string at a font size, in points. */
export type Measure = (text: string, size: number) => number;

/** What may be shown: tabs become spaces, no-break spaces plain ones, other control characters go. */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t' || ch === '\u00a0') out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += ch;
  }
  return out;
}

/**
 * Break text into lines no wider than `width` points. A run of ASCII letters and digits is kept whole when it
 * fits a line (Chinese breaks anywhere); every character, spaces included, stays on some line, so nothing is
 * lost. Newlines end a line.
 */
export function wrap(text: string, size: number, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const tokens = printable(paragraph).match(/[A-Za-z0-9.,%\-_/@:()]+|[\s\S]/gu) ?? [];
    let line = '';
    let lineWidth = 0;
    const push = () => {
      lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const token of tokens) {
      const w = measure(token, size);
      if (lineWidth + w <= width) {
        line += token;
        lineWidth += w;
        continue;
      }
      if (w <= width && line !== '') {
        push();
        line = token;
        lineWidth = w;
        continue;
      }
      for (const ch of token) {
        const cw = measure(ch, size);
        if (lineWidth + cw > width && line !== '') push();
        line += ch;
        lineWidth += cw;
      }
    }
    push();
  }
  return lines;
}

/** Cut text to one line of `width` points, ending in … when cut. */
export function ellipsis(text: string, size: number, width: number, measure: Measure): string {
  const clean = printable(text);
  if (measure(clean, size) <= width) return clean;
  let out = '';
  let used = 0;
  const room = width - measure('…', size);
  for (const ch of clean) {
    const w = measure(ch, size);
    if (used + w > room) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}
