import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { DATA_FILES, type DataFileName } from '../format';

/** For the generator's tests: a folder for this test file's generated sets, removed when its tests are done. */
export function tempFolder(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `esee-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The rows of one data file of a set, as written: one JSON object a line. */
export function readRows<T = Record<string, unknown>>(dir: string, name: DataFileName): T[] {
  return readFileSync(path.join(dir, DATA_FILES[name].file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}
