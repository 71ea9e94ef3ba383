import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * Where a data set keeps one of its files: `companies.jsonl` as written, or `companies.jsonl.gz` gzipped, as
 * vendors ship the register (a tenth of the disk); null when the set has neither. `check` refuses a set with both.
 */
export function setFile(folder: string, file: string): string | null {
  const plain = path.join(folder, file);
  if (existsSync(plain)) return plain;
  return existsSync(`${plain}.gz`) ? `${plain}.gz` : null;
}

/** Of `files`, those a set holds both plain and gzipped: which to read would be a guess, so `check` refuses it. */
export const givenTwice = (folder: string, files: readonly string[]): string[] =>
  files.filter((file) => existsSync(path.join(folder, file)) && existsSync(path.join(folder, `${file}.gz`)));

/** The text lines of a file, gunzipped on the way when its name ends in `.gz`; a read or gzip error rejects. */
export function textLines(file: string): AsyncIterable<string> {
  const bytes = createReadStream(file);
  const input = file.endsWith('.gz') ? pipeline(bytes, createGunzip(), () => {}) : bytes;
  input.setEncoding('utf8');
  return createInterface({ input, crlfDelay: Infinity });
}

/**
 * The lines of a JSON Lines file with their numbers, each an object or the reason it is not; blank lines are
 * skipped. `keep(text)` leaves out lines before they are parsed (a reader that wants one record kind). A file that
 * cannot be read to its end (a broken gzip) ends with a line that says so.
 */
export async function* lines(
  file: string,
  keep?: (text: string) => boolean,
): AsyncGenerator<{ line: number; row: Record<string, unknown> | null; error?: string }> {
  let line = 0;
  try {
    for await (const text of textLines(file)) {
      line++;
      if (!text.trim() || (keep && !keep(text))) continue;
      try {
        const row: unknown = JSON.parse(text);
        if (!row || typeof row !== 'object' || Array.isArray(row)) yield { line, row: null, error: '不是一个 JSON 对象' };
        else yield { line, row: row as Record<string, unknown> };
      } catch {
        yield { line, row: null, error: '不是合法的 JSON' };
      }
    }
  } catch (e) {
    yield { line: line + 1, row: null, error: `文件读不完：${(e as Error).message}` };
  }
}
