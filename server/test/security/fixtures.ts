import { Writable } from 'node:stream';
import { SUCCESS_CODES } from '@esee/contracts';
import { withApp, type Engine, type TestApp, type TestAppOptions } from '../fixtures';

/** What the server logged, line by line, for assertions on what must never be logged. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) if (line) this.lines.push(JSON.parse(line));
    done();
  }
  /** Lines at error level (50) or above: a request that failed on the server. */
  errors(): Record<string, unknown>[] {
    return this.lines.filter((l) => Number(l.level) >= 50);
  }
}

/**
 * The app on a small generated data set (companies, people, records), so that
 * routes do their real work, with its log kept for reading.
 */
export async function startDataApp(
  engine: Engine,
  { companies = 200, ...options }: Omit<TestAppOptions, 'engine'> & { companies?: number } = {},
): Promise<TestApp & { log: LogLines }> {
  const log = new LogLines();
  const t = await withApp({
    ...options,
    engine,
    data: { companies, seed: 7, today: new Date('2026-11-22') },
    logger: { stream: log },
  });
  return { ...t, log };
}

/**
 * Whether an answer gives the route's data away: a download, or a success
 * envelope. A refusal, a not-found envelope and the shell's page give nothing.
 */
export function answersWithData(res: { statusCode: number; headers: Record<string, unknown>; body: string }): boolean {
  if (res.headers['content-disposition']) return true;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return false;
  try {
    return SUCCESS_CODES.includes((JSON.parse(res.body) as { code?: number }).code ?? -1);
  } catch {
    return false;
  }
}
