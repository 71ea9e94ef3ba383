import { inflateSync } from 'node:zlib';
import { ReadError, type RawParagraph } from './types';

/**
 * A minimal PDF text reader (no dependency): objects (also inside object streams), the page tree, each page's
 * content streams (FlateDecode or plain) and fonts (a `ToUnicode` CMap, or a UCS-2 encoding, else single
 * bytes). Text shown by Tj/TJ/'/" is placed by Td/TD/Tm/T*; spans on one baseline form a line, a line with
 * separate columns is a table row, and lines that run to the right margin continue into the next. Turned
 * text (a watermark) is skipped. Scanned pages (images only) give no text. It is not a general renderer:
 * Type3 fonts, LZW/ASCII85 streams and cross-reference streams' compressed objects other than ObjStm are not read.
 */
export function readPdf(bytes: Buffer): RawParagraph[] {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ReadError('corrupt');
  const latin = bytes.toString('latin1');
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(latin)) throw new ReadError('encrypted');
  const objects = parseObjects(bytes, latin);
  if (!objects.size) throw new ReadError('corrupt');
  const pages = pageList(objects);
  if (!pages.length) throw new ReadError('corrupt');
  const out: RawParagraph[] = [];
  pages.forEach((page, i) => {
    const spans = pageSpans(objects, page);
    out.push(...layout(spans, i + 1));
  });
  return out;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

const MAX_STREAM = 100 * 1024 * 1024;

function decodeStream(dict: string, raw: Buffer): Buffer | null {
  if (/\/Filter\s*\[?\s*\/FlateDecode\s*\]?/.test(dict))
    try {
      return inflateSync(raw, { maxOutputLength: MAX_STREAM });
    } catch {
      return null;
    }
  if (/\/Filter/.test(dict)) return null;
  return raw;
}

function parseObjects(bytes: Buffer, latin: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const head = /(\d+)\s+\d+\s+obj\b/g;
  for (let m = head.exec(latin); m; m = head.exec(latin)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endobj', start);
    if (end < 0) break;
    const body = latin.slice(start, end);
    const s = /\bstream\r?\n/.exec(body);
    let stream: Buffer | null = null;
    let dict = body;
    if (s) {
      dict = body.slice(0, s.index);
      const from = start + s.index + s[0].length;
      const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
      let to = length ? from + Number(length[1]) : -1;
      if (to < 0 || to > end || !/^\s*endstream/.test(latin.slice(to, to + 20)))
        to = latin.lastIndexOf('endstream', end);
      if (to > from) stream = decodeStream(dict, bytes.subarray(from, to));
    }
    objects.set(Number(m[1]), { dict, stream });
    head.lastIndex = end;
  }
  // Objects packed in object streams (PDF 1.5): the header's pairs of number and offset, after /First.
  for (const obj of [...objects.values()]) {
    if (!/\/Type\s*\/ObjStm/.test(obj.dict) || !obj.stream) continue;
    const first = Number(/\/First\s+(\d+)/.exec(obj.dict)?.[1] ?? -1);
    const n = Number(/\/N\s+(\d+)/.exec(obj.dict)?.[1] ?? 0);
    if (first < 0) continue;
    const text = obj.stream.toString('latin1');
    const nums = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < n; i++) {
      const num = nums[2 * i]!;
      const from = first + nums[2 * i + 1]!;
      const to = i + 1 < n ? first + nums[2 * i + 3]! : text.length;
      if (!objects.has(num)) objects.set(num, { dict: text.slice(from, to), stream: null });
    }
  }
  return objects;
}

/** The raw value after `/key` in a dictionary text: a reference, a dictionary, an array, a name or a number. */
function valueOf(dict: string, key: string): string | null {
  const re = new RegExp(`/${key}(?![A-Za-z0-9])\\s*`, 'g');
  const m = re.exec(dict);
  if (!m) return null;
  const at = m.index + m[0].length;
  const rest = dict.slice(at);
  const ref = /^(\d+)\s+\d+\s+R/.exec(rest);
  if (ref) return ref[0];
  const open = rest.startsWith('<<') ? '<<' : rest.startsWith('[') ? '[' : null;
  if (open) {
    const close = open === '<<' ? '>>' : ']';
    let depth = 0;
    for (let i = 0; i < rest.length; i++) {
      if (rest.startsWith(open, i)) {
        depth++;
        i += open.length - 1;
      } else if (rest.startsWith(close, i)) {
        depth--;
        i += close.length - 1;
        if (depth === 0) return rest.slice(0, i + 1);
      }
    }
    return rest;
  }
  return /^(\/?[^\s/<>[\]()]+)/.exec(rest)?.[1] ?? null;
}

const refNo = (v: string | null) => (v && /^(\d+)\s+\d+\s+R$/.test(v) ? Number(v.split(/\s+/)[0]) : null);

/** A value, following a reference to its object's dictionary. */
function resolved(objects: Map<number, PdfObject>, v: string | null): string | null {
  const n = refNo(v);
  return n === null ? v : (objects.get(n)?.dict ?? null);
}

function pageList(objects: Map<number, PdfObject>): number[] {
  const catalog = [...objects.entries()].find(([, o]) => /\/Type\s*\/Catalog/.test(o.dict));
  const pages: number[] = [];
  const walk = (n: number, depth: number) => {
    const o = objects.get(n);
    if (!o || depth > 50) return;
    if (/\/Type\s*\/Page(?![s])/.test(o.dict)) pages.push(n);
    else for (const k of (valueOf(o.dict, 'Kids') ?? '').matchAll(/(\d+)\s+\d+\s+R/g)) walk(Number(k[1]), depth + 1);
  };
  const root = catalog && refNo(valueOf(catalog[1].dict, 'Pages'));
  if (root) walk(root, 0);
  if (pages.length) return pages;
  return [...objects.entries()].filter(([, o]) => /\/Type\s*\/Page(?![s])/.test(o.dict)).map(([n]) => n);
}

type Decoder = (bytes: number[]) => string;

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s/g, '');
  const out: number[] = [];
  for (let i = 0; i < clean.length; i += 2) out.push(parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return out;
}
const utf16 = (b: number[]) => {
  let s = '';
  for (let i = 0; i + 1 < b.length; i += 2) s += String.fromCharCode((b[i]! << 8) | b[i + 1]!);
  return s;
};

/** A font's decoder: its ToUnicode CMap (bfchar, bfrange), a UCS-2 CMap encoding, or bytes as Latin-1. */
function fontDecoder(objects: Map<number, PdfObject>, fontDict: string): Decoder {
  const cmapObj = refNo(valueOf(fontDict, 'ToUnicode'));
  const cmap = cmapObj !== null ? objects.get(cmapObj)?.stream?.toString('latin1') : undefined;
  if (cmap) {
    const map = new Map<number, string>();
    let width = 1;
    const space = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap);
    if (space) width = space[1]!.length / 2;
    for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g))
      for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
        map.set(parseInt(m[1]!, 16), utf16(hexBytes(m[2]!)));
    for (const block of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g))
      for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])/g)) {
        const lo = parseInt(m[1]!, 16);
        const hi = Math.min(parseInt(m[2]!, 16), lo + 65_535);
        if (m[3]!.startsWith('[')) {
          [...m[3]!.matchAll(/<([0-9A-Fa-f]*)>/g)].forEach((d, i) => map.set(lo + i, utf16(hexBytes(d[1]!))));
        } else {
          const base = hexBytes(m[3]!.slice(1, -1));
          const start = (base[base.length - 2] ?? 0) * 256 + base[base.length - 1]!;
          const prefix = utf16(base.slice(0, -2));
          // The identity range the report writer uses (0000–FFFF → 0000) maps every code to itself.
          for (let c = lo; c <= hi && hi - lo < 70_000; c++) map.set(c, prefix + String.fromCharCode(start + c - lo));
        }
      }
    return (b) => {
      let s = '';
      for (let i = 0; i + width <= b.length; i += width) {
        let code = 0;
        for (let k = 0; k < width; k++) code = code * 256 + b[i + k]!;
        s += map.get(code) ?? '';
      }
      return s;
    };
  }
  if (/UCS2|UTF16/.test(valueOf(fontDict, 'Encoding') ?? '')) return utf16;
  return (b) => String.fromCharCode(...b);
}

interface Span {
  x: number;
  y: number;
  size: number;
  text: string;
}

/** Tokens of a content stream: numbers, names, strings (as bytes), arrays' brackets, operators. */
type Token = { t: 'num'; v: number } | { t: 'name'; v: string } | { t: 'str'; v: number[] } | { t: 'op'; v: string };

function* tokens(src: string): Generator<Token> {
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '%') while (i < n && src[i] !== '\n' && src[i] !== '\r') i++;
    else if (c === '/') {
      let j = i + 1;
      while (j < n && !/[\s/<>[\]()]/.test(src[j]!)) j++;
      yield { t: 'name', v: src.slice(i + 1, j) };
      i = j;
    } else if (c === '(') {
      const out: number[] = [];
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const d = src[i]!;
        if (d === '\\') {
          const e = src[i + 1]!;
          const esc: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
          if (/[0-7]/.test(e)) {
            const oct = /^[0-7]{1,3}/.exec(src.slice(i + 1))![0];
            out.push(parseInt(oct, 8) & 255);
            i += 1 + oct.length;
            continue;
          }
          if (e in esc) out.push(esc[e]!);
          else if (e !== '\n' && e !== '\r') out.push(e.charCodeAt(0));
          i += 2;
          continue;
        }
        if (d === '(') depth++;
        if (d === ')' && --depth === 0) break;
        out.push(d.charCodeAt(0));
        i++;
      }
      i++;
      yield { t: 'str', v: out };
    } else if (c === '<' && src[i + 1] === '<') {
      yield { t: 'op', v: '<<' };
      i += 2;
    } else if (c === '>' && src[i + 1] === '>') {
      yield { t: 'op', v: '>>' };
      i += 2;
    } else if (c === '<') {
      const j = src.indexOf('>', i);
      yield { t: 'str', v: hexBytes(src.slice(i + 1, j < 0 ? n : j)) };
      i = j < 0 ? n : j + 1;
    } else if (c === '[' || c === ']') {
      yield { t: 'op', v: c };
      i++;
    } else if (/[0-9+\-.]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9.]/.test(src[j]!)) j++;
      yield { t: 'num', v: Number(src.slice(i, j)) || 0 };
      i = j;
    } else {
      let j = i + 1;
      while (j < n && !/[\s/<>[\]()%]/.test(src[j]!)) j++;
      yield { t: 'op', v: src.slice(i, j) };
      i = j;
    }
  }
}

function pageSpans(objects: Map<number, PdfObject>, pageNo: number): Span[] {
  const page = objects.get(pageNo)!;
  // Resources may sit on the page or be inherited from a parent Pages node.
  let resources: string | null = null;
  for (let node: PdfObject | undefined = page, d = 0; node && !resources && d < 20; d++) {
    resources = resolved(objects, valueOf(node.dict, 'Resources'));
    const parent = refNo(valueOf(node.dict, 'Parent'));
    node = parent === null ? undefined : objects.get(parent);
  }
  const fontsDict = resolved(objects, resources ? valueOf(resources, 'Font') : null) ?? '';
  const decoders = new Map<string, Decoder>();
  for (const m of fontsDict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g)) {
    const font = objects.get(Number(m[2]));
    if (font) decoders.set(m[1]!, fontDecoder(objects, font.dict));
  }
  const contents = valueOf(page.dict, 'Contents') ?? '';
  const streams = [...contents.matchAll(/(\d+)\s+\d+\s+R/g)]
    .map((m) => objects.get(Number(m[1]))?.stream)
    .filter((s): s is Buffer => !!s);
  const src = streams.map((s) => s.toString('latin1')).join('\n');

  const spans: Span[] = [];
  const stack: Token[] = [];
  let decode: Decoder = (b) => String.fromCharCode(...b);
  let size = 10;
  let tm = [1, 0, 0, 1, 0, 0];
  let line = [0, 0];
  let leading = 0;
  let arrayStart = -1;
  const show = (bytesList: number[][]) => {
    if (Math.abs(tm[1]!) > 0.01 || Math.abs(tm[2]!) > 0.01) return; // turned text: a watermark
    const text = bytesList.map(decode).join('');
    if (text.trim()) spans.push({ x: tm[4]!, y: tm[5]!, size: size * Math.abs(tm[3]! || 1), text });
  };
  const nums = (k: number) => stack.slice(-k).map((t) => (t.t === 'num' ? t.v : 0));
  for (const tok of tokens(src)) {
    if (tok.t !== 'op' || tok.v === '[') {
      if (tok.t === 'op') arrayStart = stack.length;
      stack.push(tok);
      if (stack.length > 10_000) stack.splice(0, stack.length - 100);
      continue;
    }
    switch (tok.v) {
      case ']': {
        const items = arrayStart >= 0 ? stack.splice(arrayStart) : [];
        stack.push({ t: 'name', v: '\u0000array' });
        (stack[stack.length - 1] as unknown as { items: Token[] }).items = items.slice(1);
        arrayStart = -1;
        continue;
      }
      case 'BT':
        tm = [1, 0, 0, 1, 0, 0];
        line = [0, 0];
        break;
      case 'Tf': {
        const name = stack[stack.length - 2];
        size = nums(1)[0] || size;
        if (name?.t === 'name') decode = decoders.get(name.v) ?? decode;
        break;
      }
      case 'TL':
        leading = nums(1)[0]!;
        break;
      case 'Td':
      case 'TD': {
        const [x, y] = nums(2) as [number, number];
        if (tok.v === 'TD') leading = -y;
        line = [line[0]! + x * tm[0]!, line[1]! + y * (tm[3]! || 1)];
        tm = [tm[0]!, tm[1]!, tm[2]!, tm[3]!, line[0]!, line[1]!];
        break;
      }
      case 'Tm':
        tm = nums(6);
        line = [tm[4]!, tm[5]!];
        break;
      case 'T*':
        line = [line[0]!, line[1]! - leading];
        tm = [tm[0]!, tm[1]!, tm[2]!, tm[3]!, line[0]!, line[1]!];
        break;
      case 'Tj':
      case "'":
      case '"': {
        if (tok.v !== 'Tj') {
          line = [line[0]!, line[1]! - leading];
          tm = [tm[0]!, tm[1]!, tm[2]!, tm[3]!, line[0]!, line[1]!];
        }
        const s = stack[stack.length - 1];
        if (s?.t === 'str') show([s.v]);
        break;
      }
      case 'TJ': {
        const arr = stack[stack.length - 1] as unknown as { items?: Token[] };
        show((arr.items ?? []).filter((t): t is { t: 'str'; v: number[] } => t.t === 'str').map((t) => t.v));
        break;
      }
    }
    stack.length = 0;
    arrayStart = -1;
  }
  return spans;
}

const isWide = (c: string) => c.charCodeAt(0) > 0x2e7f;
const widthOf = (s: Span) =>
  [...s.text].reduce((w, c) => w + (isWide(c) ? 1 : /[,.:;'|!il ]/.test(c) ? 0.28 : 0.5), 0) * s.size;
const ENDS_SENTENCE = /[。！？：；:]$/;

/** Spans to paragraphs: lines by baseline, columns by gaps, wrapped lines joined. */
function layout(spans: Span[], page: number): RawParagraph[] {
  const lines: Span[][] = [];
  for (const s of [...spans].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last[0]!.y - s.y) < 2) last.push(s);
    else lines.push([s]);
  }
  const rows = lines.map((l) => {
    l.sort((a, b) => a.x - b.x);
    const cells: { x: number; end: number; text: string }[] = [];
    for (const s of l) {
      const prev = cells[cells.length - 1];
      if (prev && s.x - prev.end < s.size * 0.4) {
        prev.text += s.text;
        prev.end = s.x + widthOf(s);
      } else cells.push({ x: s.x, end: s.x + widthOf(s), text: s.text });
    }
    return cells;
  });
  // The text column's right edge: where the longest lines of (mostly Chinese) running text end.
  const textLines = rows.filter(
    (r) => r.length === 1 && [...r[0]!.text].filter(isWide).length >= r[0]!.text.length * 0.8,
  );
  const right = Math.max(0, ...(textLines.length ? textLines : rows).flat().map((c) => c.end));
  const size = spans[0]?.size ?? 10;
  const out: RawParagraph[] = [];
  let joinable = false;
  for (const cells of rows) {
    const texts = cells.map((c) => c.text.trim());
    if (texts.length === 1 && /^第\s*\d+\s*\/\s*\d+\s*页$|^-?\s*\d+\s*-?$/.test(texts[0]!)) continue;
    const last = out[out.length - 1];
    if (cells.length > 1) {
      if (last?.kind === 'table' && last.page === page) {
        last.rows!.push(texts);
        last.text += `\n${texts.join('\t')}`;
      } else out.push({ kind: 'table', text: texts.join('\t'), rows: [texts], page });
      joinable = false;
      continue;
    }
    const text = texts[0]!;
    if (joinable && last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text, page });
    joinable = cells[0]!.end >= right - size * 2 && !ENDS_SENTENCE.test(text);
  }
  return out;
}
