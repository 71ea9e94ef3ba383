import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_FILES, type DataFileName } from '../format';
import { isWorkingDay } from '../reference/holidays';
import { generate } from './generate';
import { isActive } from './companies';
import { NEWCOMER_SHARE, Newcomers } from './newcomers';
import { isoDay, Random } from './random';

const TODAY = '2026-11-22';
const TODAY_MS = Date.parse(`${TODAY}T00:00:00Z`);
const DAY = 86_400_000;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-newcomers-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Row = Record<string, unknown>;
const read = (dir: string, name: DataFileName): Row[] =>
  readFileSync(path.join(dir, DATA_FILES[name].file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Row);
const daysBack = (day: unknown) => (TODAY_MS - Date.parse(`${String(day)}T00:00:00Z`)) / DAY;

describe('newcomers (新成立企业)', () => {
  it('founds a share of small companies on a day of the last year, mostly a working day', () => {
    const newcomers = new Newcomers(new Random(5), TODAY_MS);
    const days = Array.from({ length: 20_000 }, () => newcomers.next()).filter((d): d is number => d !== null);
    expect(days.length / 20_000).toBeCloseTo(NEWCOMER_SHARE, 2);
    for (const ms of days) {
      expect((TODAY_MS - ms) / DAY).toBeGreaterThanOrEqual(1);
      expect((TODAY_MS - ms) / DAY).toBeLessThanOrEqual(365);
    }
    expect(days.filter((ms) => isWorkingDay(isoDay(ms))).length / days.length).toBeGreaterThan(0.9);
    // Spread over the year: every quarter has its share.
    for (let q = 0; q < 4; q++)
      expect(days.filter((ms) => Math.floor((TODAY_MS - ms - DAY) / (DAY * 91.25)) === q).length).toBeGreaterThan(
        days.length / 6,
      );
  });

  describe('in a generated data set', () => {
    const dir = path.join(tmp, 'set');
    let companies: Row[];
    let recent: Row[];

    beforeAll(async () => {
      await generate({ companies: 3000, seed: 3, out: dir, today: new Date(TODAY), recordScale: 0.2 });
      companies = read(dir, 'companies');
      recent = companies.filter((c) => daysBack(c.estDate) <= 90);
    }, 120_000);

    it('has new companies week after week in the last three months, going and without year-long certificates', () => {
      expect(recent.length).toBeGreaterThan(20);
      const weeks = new Set(recent.map((c) => Math.floor((daysBack(c.estDate) - 1) / 7)));
      expect(weeks.size).toBeGreaterThan(8);
      for (const c of recent) {
        expect(daysBack(c.estDate), String(c.name)).toBeGreaterThanOrEqual(1);
        expect(isActive(String(c.status)), `${String(c.name)} ${String(c.status)}`).toBe(true);
        expect(c.tags as string[]).not.toContain('高新技术企业');
        expect((c.techTags as unknown[] | undefined) ?? []).toEqual([]);
        // Founded after the 2015 reform: the credit code carries an MA organisation code.
        expect(String(c.creditCode).slice(8, 10)).toBe('MA');
      }
    });

    it('gives them records and changes after their founding, fewer than a year-old company collects', () => {
      const byCompany = new Map<string, number>();
      for (const r of read(dir, 'records')) {
        const id = String(r.companyId);
        byCompany.set(id, (byCompany.get(id) ?? 0) + 1);
      }
      const est = new Map(companies.map((c) => [String(c.entId), String(c.estDate)]));
      for (const ch of read(dir, 'changes'))
        if (daysBack(est.get(String(ch.companyId))) <= 90)
          expect(String(ch.changeDate) > est.get(String(ch.companyId))!).toBe(true);
      const mean = (rows: Row[]) => rows.reduce((n, c) => n + (byCompany.get(String(c.entId)) ?? 0), 0) / rows.length;
      const settled = companies.filter((c) => daysBack(c.estDate) > 3 * 365 && isActive(String(c.status)));
      expect(mean(recent)).toBeLessThan(mean(settled) / 3);
    });
  });
});
