/**
 * CSV files as bank systems export them (bank statements, screening lists): UTF-8 (with or without a byte-order mark) or GBK, which most
 * mainland bank systems still write. Quoted fields, doubled quotes, commas and line breaks inside quotes
 * (RFC 4180); a leading tab or `="…"` wrapper (used to keep account numbers as text) is removed.
 */

/** The text of a CSV file and the encoding it was read in. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'UTF-8' | 'GBK' } {
  let body = bytes;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) body = body.subarray(3);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('gbk').decode(body), encoding: 'GBK' };
  }
}

const clean = (field: string) => {
  const v = field.replace(/^\t+|\t+$/g, '').trim();
  const wrapped = /^="(.*)"$/.exec(v);
  return wrapped ? wrapped[1]! : v;
};

/** The non-empty rows of a CSV text, each with its line number. Stops after `maxRows` rows. */
export function parseCsv(text: string, maxRows = Infinity): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(clean(field));
    if (cells.some(Boolean)) rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length && rows.length < maxRows; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      cells.push(clean(field));
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  if (field || cells.length) endRow();
  return rows;
}

/** Whether bytes look like text: no NUL bytes in the first 4 KB (a binary renamed .csv is refused). */
export const looksLikeText = (bytes: Uint8Array) => !bytes.subarray(0, 4096).includes(0);
