import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * The lines of a JSON Lines file with their numbers, each an object or the reason it is not; blank lines are
 * skipped. `keep(text)` leaves out lines before they are parsed (a reader that wants one record kind).
 */
export async function* lines(
  file: string,
  keep?: (text: string) => boolean,
): AsyncGenerator<{ line: number; row: Record<string, unknown> | null; error?: string }> {
  const reader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const text of reader) {
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
}
