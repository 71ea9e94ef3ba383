import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidOrgCode, isValidRegNo, isValidUscc } from '@esee/contracts';
import { DATA_FILES } from '../format';
import { isWorkingDay } from '../../core/reference/holidays';
import { generate } from './generate';
import { isActive } from './companies';
import { generateUpdate } from './dailyUpdate';
import { NEWCOMER_SHARE, Newcomers, registrationsOfDay } from './newcomers';
import { isoDay, Random } from './random';
import { readRows, tempFolder } from './testSets';

const TODAY = '2026-11-22';
const TODAY_MS = Date.parse(`${TODAY}T00:00:00Z`);
const DAY = 86_400_000;
const tmp = tempFolder('newcomers-test');

type Row = Record<string, unknown>;
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
      companies = readRows(dir, 'companies');
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
      for (const r of readRows(dir, 'records')) {
        const id = String(r.companyId);
        byCompany.set(id, (byCompany.get(id) ?? 0) + 1);
      }
      const est = new Map(companies.map((c) => [String(c.entId), String(c.estDate)]));
      for (const ch of readRows(dir, 'changes'))
        if (daysBack(est.get(String(ch.companyId))) <= 90)
          expect(String(ch.changeDate) > est.get(String(ch.companyId))!).toBe(true);
      const mean = (rows: Row[]) => rows.reduce((n, c) => n + (byCompany.get(String(c.entId)) ?? 0), 0) / rows.length;
      const settled = companies.filter((c) => daysBack(c.estDate) > 3 * 365 && isActive(String(c.status)));
      expect(mean(recent)).toBeLessThan(mean(settled) / 3);
    });
  });

  it('registers a day’s new companies for a daily update: valid rows, new names and codes, founded that day', () => {
    const checks = {
      company: TypeCompiler.Compile(DATA_FILES.companies.schema),
      person: TypeCompiler.Compile(DATA_FILES.people.schema),
      holding: TypeCompiler.Compile(DATA_FILES.shareholdings.schema),
      executive: TypeCompiler.Compile(DATA_FILES.executives.schema),
    };
    const taken = new Set<string>();
    const codes = new Set<string>();
    // A register of a million companies: 140 on a working day, a few on a Sunday.
    const monday = registrationsOfDay(new Random(1), '2026-11-23', 1_000_000, taken);
    const sunday = registrationsOfDay(new Random(1), '2026-11-22', 1_000_000, taken);
    expect(monday.length).toBeGreaterThan(120);
    expect(monday.some((r) => r.company.name.endsWith('合伙企业（有限合伙）'))).toBe(true);
    expect(sunday.length).toBeLessThan(20);
    for (const [day, list] of [
      ['2026-11-23', monday],
      ['2026-11-22', sunday],
    ] as const)
      for (const r of list) {
        const c = r.company;
        expect(checks.company.Check(c), JSON.stringify(c)).toBe(true);
        for (const p of r.people) expect(checks.person.Check(p)).toBe(true);
        for (const h of r.holdings) expect(checks.holding.Check(h)).toBe(true);
        for (const e of r.executives) expect(checks.executive.Check(e)).toBe(true);
        expect(c.estDate).toBe(day);
        expect(isActive(c.status)).toBe(true);
        expect(isValidUscc(c.creditCode!) && isValidOrgCode(c.orgCode!) && isValidRegNo(c.regNo!), c.creditCode!).toBe(true);
        expect(codes.has(c.creditCode!), c.creditCode!).toBe(false);
        codes.add(c.creditCode!);
        expect(taken.has(c.name)).toBe(false);
        expect(r.holdings.reduce((n, h) => n + h.ratio, 0)).toBeCloseTo(1, 6);
        // A limited partnership: one general partner and limited partners (the loader's organisation-type rule).
        if (c.name.endsWith('合伙企业（有限合伙）'))
          expect(r.holdings.map((h) => h.partnerType)).toEqual([
            '普通合伙人',
            ...r.holdings.slice(1).map(() => '有限合伙人'),
          ]);
        const people = new Set(r.people.map((p) => p.personId));
        expect(people.has(c.legalRepId!)).toBe(true);
        for (const e of r.executives) expect(people.has(e.personId)).toBe(true);
      }
    // Names the data set has are left to it.
    const names = new Set(monday.map((r) => r.company.name));
    const again = registrationsOfDay(new Random(1), '2026-11-23', 1_000_000, names);
    for (const r of again) expect(names.has(r.company.name), r.company.name).toBe(false);
  });

  it('puts them into a day’s update of a generated data set', async () => {
    const base = path.join(tmp, 'base');
    await generate({ companies: 3000, seed: 9, out: base, today: new Date(TODAY), recordScale: 0 });
    // A data set of 3,000 companies registers one every two or three working days: days are written until
    // one has a registration.
    let found: Row[] = [];
    for (let d = 0; d < 30 && !found.length; d++) {
      const day = new Date(TODAY_MS + (d + 1) * DAY).toISOString().slice(0, 10);
      const out = path.join(tmp, `update-${day}`);
      await generateUpdate({ from: base, day, out, seed: 5, share: 0.001 });
      found = readRows(out, 'companies').filter((c) => String(c.entId).startsWith('N'));
      for (const c of found) expect(c.estDate).toBe(day);
      if (found.length) {
        const ids = new Set(found.map((c) => String(c.entId)));
        expect(readRows(out, 'shareholdings').filter((h) => ids.has(String(h.companyId))).length).toBeGreaterThan(0);
        expect(readRows(out, 'executives').filter((e) => ids.has(String(e.companyId))).length).toBe(2 * ids.size);
      }
    }
    expect(found.length).toBeGreaterThan(0);
  }, 120_000);
});
