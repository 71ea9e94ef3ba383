import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './platform';

/** A line of the demo register's shareholdings file, as the data format writes it. */
export interface Holding {
  companyId: string;
  holderKind: 'C' | 'P';
  holderId: string;
  ratio: number;
  subscribedDate?: string;
}

/** The rows of one file of the demo register the platform under test loaded (`demo-data/<file>`). */
export const demoRows = <T>(file: string): T[] =>
  readFileSync(path.join(E2E_DATA_DIR, 'demo-data', file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
