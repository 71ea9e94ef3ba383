/**
 * Text for the one font the writer uses: STSong-Light, a standard CJK font
 * every PDF viewer with Chinese fonts supplies (not embedded), addressed
 * through the UniGB-UCS2-H CMap, so a character's code is its UTF-16 unit.
 */

/** Advance widths (1/1000 em) of the proportional ASCII glyphs, U+0020 to U+007E (Adobe-GB1 CIDs 1–95). */
export const ASCII_WIDTHS: readonly number[] = [
  207, 270, 342, 467, 462, 797, 710, 239, 374, 374, 423, 605, 238, 375, 238, 334, 462, 462, 462, 462, 462, 462, 462,
  462, 462, 462, 238, 238, 605, 605, 605, 344, 748, 684, 560, 695, 739, 563, 511, 729, 793, 318, 312, 666, 526, 896,
  758, 772, 544, 772, 628, 465, 607, 753, 711, 972, 647, 620, 607, 374, 333, 374, 606, 500, 239, 417, 503, 427, 529,
  415, 264, 444, 518, 241, 230, 495, 228, 793, 527, 524, 524, 504, 338, 336, 277, 517, 450, 652, 466, 452, 407, 370,
  258, 370, 605,
];

/**
 * What the font can show: one UTF-16 unit a character. Tabs become spaces,
 * other control characters go, and a character outside the BMP (which the
 * UCS-2 CMap cannot address) becomes 〓, the GB convention for a missing glyph.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code > 0xffff) out += '〓';
    // GB 2312 has the middle dot as U+30FB; U+00B7 has no glyph in the CMap.
    else if (ch === '\u00b7') out += '\u30fb';
    else if (ch === '\u00a0') out += ' ';
    else out += ch;
  }
  return out;
}

/** The width of one character in 1/1000 em: ASCII by the table, anything else a full em. */
export function charWidth(ch: string): number {
  const code = ch.charCodeAt(0);
  return code >= 0x20 && code <= 0x7e ? ASCII_WIDTHS[code - 0x20]! : 1000;
}

/** The width of a printable string at a font size, in points. */
export function textWidth(text: string, size: number): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) w += charWidth(text[i]!);
  return (w * size) / 1000;
}

/** A text string's operand: UTF-16BE in hex, which also needs no escaping. */
export function hexString(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

/**
 * Break text into lines no wider than `width` points. A run of ASCII letters
 * and digits is kept whole when it fits a line (Chinese breaks anywhere);
 * every character, spaces included, stays on some line, so nothing is lost.
 * Newlines end a line.
 */
export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const tokens = printable(paragraph).match(/[A-Za-z0-9.,%\-_/@:()]+|[\s\S]/g) ?? [];
    let line = '';
    let lineWidth = 0;
    const push = () => {
      lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const token of tokens) {
      const w = textWidth(token, size);
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
        const cw = textWidth(ch, size);
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
export function ellipsis(text: string, size: number, width: number): string {
  const clean = printable(text);
  if (textWidth(clean, size) <= width) return clean;
  let out = '';
  const room = width - textWidth('…', size);
  for (const ch of clean) {
    if (textWidth(out + ch, size) > room) break;
    out += ch;
  }
  return `${out}…`;
}
